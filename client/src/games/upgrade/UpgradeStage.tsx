import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../navigation/links';
import { useErrorText, useLanguage, useMoney, useStores } from '../../stores/stores-context';
import { formatNumber } from '../../i18n/format';
import { UpgradeDial } from '../../scenes/upgrade/UpgradeDial';
import { Button, buttonClass } from '../../ui/Button';
import { Alert, Card } from '../../ui/Feedback';
import layout from '../game-screen.module.css';
import type { UpgradeStore } from './upgrade-store';
import { percent } from './upgrade-views';
import styles from './upgrade.module.css';

/** The dial with the live odds, the published formula beside it, the play button, the fair button and the result. */
export const UpgradeStage = observer(function UpgradeStage({ store }: { store: UpgradeStore }) {
  const { t } = useTranslation();
  const { session, inventory } = useStores();
  const money = useMoney();
  const errorText = useErrorText();
  const language = useLanguage();
  const odds = store.odds;
  const result = store.phase === 'done' ? store.result : null;
  // While the dial spins it shows the played chance; afterwards the odds of the next pick (or the last play's).
  const shownChance =
    store.phase === 'spinning' && store.result
      ? store.result.chanceMillionths
      : (odds?.chanceMillionths ?? store.result?.chanceMillionths ?? 0);
  const target = store.target;
  return (
    <Card className={styles.stage}>
      <div className={styles.sides}>
        <div className={styles.side} data-testid="upgrade-entry">
          <span className={styles.sideLabel}>{t('upgrade.entry.title')}</span>
          <strong className={styles.sideValue}>{money(store.entryCents)}</strong>
          <span className={layout.note}>
            {inventory.selectedIds.length > 0
              ? t('upgrade.entry.selected', { n: inventory.selectedIds.length })
              : t('upgrade.entry.none')}
          </span>
        </div>
        <UpgradeDial
          chanceMillionths={shownChance}
          spin={store.result ? { id: store.result.betId, roll: store.result.roll } : null}
          onLanded={() => store.spinEnded()}
          label={t('upgrade.dialLabel')}
        >
          <span className={styles.chance} data-testid="upgrade-chance">
            {percent(shownChance)}
          </span>
          <span className={layout.note}>{t('upgrade.odds.chance')}</span>
          {odds && !store.busy && <span className={styles.multiplier}>×{odds.multiplier.toFixed(2)}</span>}
        </UpgradeDial>
        <div className={styles.side} data-testid="upgrade-target">
          <span className={styles.sideLabel}>{t('upgrade.target.title')}</span>
          {target ? (
            <>
              <strong className={styles.sideValue}>{money(target.priceCents)}</strong>
              <span className={styles.targetName}>{target.name}</span>
            </>
          ) : (
            <span className={layout.note}>{t('upgrade.target.none')}</span>
          )}
        </div>
      </div>
      <p className={styles.formula} data-testid="upgrade-formula">
        {t('upgrade.formula')}
      </p>
      {!session.isValid ? (
        <div className={styles.actions}>
          <AppLink to="/auth" className={buttonClass('primary', 'large')}>
            {t('upgrade.signIn')}
          </AppLink>
        </div>
      ) : (
        <div className={styles.actions}>
          <Button
            size="large"
            disabled={!store.canPlay}
            busy={store.busy}
            onClick={() => void store.play()}
            data-testid="upgrade-play"
          >
            {store.busy ? t('upgrade.playing') : t('upgrade.play')}
          </Button>
          {store.fairBetId ? (
            <AppLink
              to={`/fair?bet=${encodeURIComponent(store.fairBetId)}`}
              className={buttonClass('secondary', 'large')}
              data-testid="upgrade-fair"
            >
              {t('upgrade.fair.validate')}
            </AppLink>
          ) : (
            <Button variant="secondary" size="large" disabled data-testid="upgrade-fair">
              {store.busy ? t('upgrade.fair.waitingEnd') : t('upgrade.fair.waitingStart')}
            </Button>
          )}
        </div>
      )}
      {result && (
        <div data-testid="upgrade-result" data-won={result.won}>
          <Alert kind={result.won ? 'success' : 'info'}>
            {result.won ? t('upgrade.result.won', { name: result.item?.name ?? '' }) : t('upgrade.result.lost')}
          </Alert>
          <p className={layout.note}>
            {t('upgrade.result.roll', {
              roll: formatNumber(result.roll, language),
              chance: formatNumber(result.chanceMillionths, language),
            })}
          </p>
        </div>
      )}
      {store.pickMessage && session.isValid && <Alert kind="info">{t(`upgrade.errors.${store.pickMessage}`)}</Alert>}
      {store.screenError === 'play' ? (
        <Alert kind="error">
          {t('upgrade.errors.play')}
          {store.error?.key ? `: ${errorText(store.error)}` : ''}
        </Alert>
      ) : (
        store.error &&
        store.error.key !== 'CRASH.NO_SKIN_SELECTED' && <Alert kind="error">{errorText(store.error)}</Alert>
      )}
    </Card>
  );
});
