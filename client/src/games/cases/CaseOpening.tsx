import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CASE_RULES } from '@arena/schemas';
import { AppLink } from '../../navigation/links';
import { useErrorText, useMoney, useStores } from '../../stores/stores-context';
import { CaseReel } from '../../scenes/cases/CaseReel';
import { Button, buttonClass } from '../../ui/Button';
import { Alert, Card } from '../../ui/Feedback';
import layout from '../game-screen.module.css';
import type { CaseStore } from './cases-store';
import styles from './cases.module.css';

const COUNTS = Array.from({ length: CASE_RULES.maxOpenCount }, (_, i) => i + 1);

/** The count, the open and fair buttons, one reel per opened case, then each skin with sell / keep. */
export const CaseOpening = observer(function CaseOpening({ store }: { store: CaseStore }) {
  const { t } = useTranslation();
  const { session } = useStores();
  const money = useMoney();
  const errorText = useErrorText();
  const detail = store.detail!;
  const result = store.result;
  const tiles = detail.items.map((item) => ({
    slot: item.slot,
    name: item.name,
    iconUrl: item.iconUrl,
    color: item.color,
  }));
  const refusal = store.refusalKey;
  return (
    <Card className={styles.opening}>
      {result && (
        <div className={styles.reels} key={result.openings[0]?.betId}>
          {result.openings.map((opening) => (
            <CaseReel
              key={opening.betId}
              tiles={tiles}
              winnerSlot={opening.slot}
              betId={opening.betId}
              onLanded={() => store.reelLanded()}
            />
          ))}
        </div>
      )}
      {!session.isValid ? (
        <div className={styles.actions}>
          <AppLink to="/auth" className={buttonClass('primary', 'large')}>
            {t('cases.signIn')}
          </AppLink>
        </div>
      ) : (
        <div className={styles.actions}>
          <div className={styles.counts} role="group" aria-label={t('cases.count')}>
            {COUNTS.map((n) => (
              <Button
                key={n}
                variant={store.count === n ? 'primary' : 'secondary'}
                size="small"
                disabled={store.busy}
                onClick={() => store.setCount(n)}
                data-testid={`case-count-${n}`}
              >
                ×{n}
              </Button>
            ))}
          </div>
          <Button
            size="large"
            disabled={!store.canOpen}
            busy={store.busy}
            onClick={() => void store.open()}
            data-testid="case-open"
          >
            {store.busy ? t('cases.opening') : t('cases.open', { price: money(store.totalCents) })}
          </Button>
          {store.fairBetId ? (
            <AppLink
              to={`/fair?bet=${encodeURIComponent(store.fairBetId)}`}
              className={buttonClass('secondary', 'large')}
              data-testid="case-fair"
            >
              {t('cases.fair')}
            </AppLink>
          ) : (
            <Button variant="secondary" size="large" disabled data-testid="case-fair">
              {t('cases.fair')}
            </Button>
          )}
        </div>
      )}
      {refusal && (
        <Alert kind="info">
          {errorText({
            key: refusal,
            args: refusal === 'CASE.SOLD_OUT' ? [Math.max(0, (detail.limitTotal ?? 0) - detail.unboxed)] : [],
          })}
        </Alert>
      )}
      {store.phase === 'done' && result && (
        <div className={styles.won} data-testid="case-result">
          <span className={layout.note}>{t('cases.won')}</span>
          {result.openings.map((opening) => {
            const decision = store.decisions[opening.item.id];
            const bonus = opening.item.kind === 'BONUS';
            return (
              <div
                key={opening.betId}
                className={styles.wonItem}
                data-testid="case-won-item"
                data-item-id={opening.item.id}
              >
                <img src={opening.item.iconUrl} alt="" className={styles.wonIcon} />
                <div className={styles.wonText}>
                  <strong>{opening.item.name}</strong>
                  <span>{money(opening.item.priceCents)}</span>
                </div>
                {bonus ? (
                  <span className={layout.note}>{t('cases.bonusKept')}</span>
                ) : decision === 'sold' ? (
                  <span className={styles.sold}>{t('cases.sold', { price: money(opening.item.priceCents) })}</span>
                ) : decision === 'kept' ? (
                  <span className={layout.note}>{t('cases.kept')}</span>
                ) : (
                  <div className={styles.wonActions}>
                    <Button
                      variant="success"
                      busy={decision === 'selling'}
                      onClick={() => void store.sell(opening.item.id)}
                      data-testid="case-sell"
                    >
                      {t('cases.sell', { price: money(opening.item.priceCents) })}
                    </Button>
                    <Button variant="secondary" onClick={() => store.keep(opening.item.id)} data-testid="case-keep">
                      {t('cases.keep')}
                    </Button>
                  </div>
                )}
              </div>
            );
          })}
        </div>
      )}
      {store.screenError && (
        <Alert kind="error">
          {t(store.screenError === 'open' ? 'cases.errors.open' : 'cases.errors.sell', {
            message: errorText(store.error),
          })}
        </Alert>
      )}
    </Card>
  );
});
