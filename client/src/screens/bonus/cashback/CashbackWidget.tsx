import { useEffect, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CASHBACK_RULES, cashbackRatePercent } from '@arena/schemas';
import { useErrorText, useLanguage, useMoney, useStores } from '../../../stores/stores-context';
import { formatDateTime, formatNumber } from '../../../i18n/format';
import { Button } from '../../../ui/Button';
import { Alert, Card } from '../../../ui/Feedback';
import screens from '../../screens.module.css';
import styles from './cashback.module.css';
import { CashbackStore } from './cashback-store';

/** The weekly cashback on /bonus: level, rate, progress to the next level, and a claim button per claimable week. */
const CashbackWidget = observer(function CashbackWidget() {
  const { t } = useTranslation();
  const root = useStores();
  const money = useMoney();
  const errorText = useErrorText();
  const language = useLanguage();
  const store = useMemo(
    () =>
      new CashbackStore({
        api: root.api,
        onBonusBalance: (cents) => root.user.setBalance(root.user.balanceCents, cents),
      }),
    [root],
  );
  const signedIn = root.session.isValid;
  useEffect(() => {
    if (signedIn) void store.load();
  }, [store, signedIn]);

  if (!signedIn) return null;
  const summary = store.summary;
  const percent = (value: number) => `${formatNumber(value, language, 2)}%`;
  const date = (ms: number) => formatDateTime(ms, language);
  return (
    <Card>
      <div className={screens.form} data-testid="cashback-widget">
        <h2>{t('cashback.title')}</h2>
        <p className={screens.muted}>{t('cashback.lead')}</p>
        {store.loadError && !summary && <Alert kind="error">{t('cashback.loadError')}</Alert>}
        {summary && (
          <>
            <div className={screens.stats}>
              <div className={screens.stat}>
                <div className={screens.statLabel}>{t('cashback.level')}</div>
                <div className={screens.statValue} data-testid="cashback-level">
                  {t('cashback.levelOf', { level: summary.level, max: summary.maxLevel })}
                </div>
              </div>
              <div className={screens.stat}>
                <div className={screens.statLabel}>{t('cashback.rate')}</div>
                <div className={screens.statValue} data-testid="cashback-rate">
                  {percent(summary.ratePercent)}
                </div>
              </div>
              <div className={screens.stat}>
                <div className={screens.statLabel}>{t('cashback.depositedThisWeek')}</div>
                <div className={screens.statValue}>{money(summary.depositedThisWeekCents)}</div>
              </div>
              <div className={screens.stat}>
                <div className={screens.statLabel}>{t('cashback.thisWeek')}</div>
                <div className={screens.statValue}>{money(summary.currentEstimateCents)}</div>
              </div>
            </div>
            <div>
              <progress
                className={styles.progress}
                max={100}
                value={store.progressPercent}
                aria-label={t('cashback.level')}
              />
              <p className={`${screens.muted} ${screens.small}`} data-testid="cashback-progress">
                {store.nextStepLevel === null
                  ? t('cashback.topLevel')
                  : t('cashback.progress', {
                      amount: money(summary.nextLevelNeedsCents ?? 0),
                      level: store.nextStepLevel,
                    })}
                {summary.levelValidUntil !== null &&
                  ` ${t('cashback.validUntil', { date: date(summary.levelValidUntil) })}`}
              </p>
            </div>
            {store.claimError && <Alert kind="error">{errorText(store.claimError)}</Alert>}
            {store.lastClaimed && (
              <Alert kind="success">
                {t('cashback.claimedNote', { amount: money(store.lastClaimed.amountCents) })}
              </Alert>
            )}
            {summary.claimable.length === 0 ? (
              <p className={screens.muted}>{t('cashback.nothing')}</p>
            ) : (
              summary.claimable.map((reward) => (
                <div key={reward.id} className={styles.reward} data-testid="cashback-claimable">
                  <div>
                    <strong>{t('cashback.weekOf', { date: date(reward.weekStart) })}</strong>
                    <div className={`${screens.muted} ${screens.small}`}>
                      {t('cashback.expires', { date: date(reward.expiresAt) })}
                    </div>
                  </div>
                  <Button
                    variant="success"
                    busy={store.claiming === reward.id}
                    onClick={() => void store.claim(reward.id)}
                  >
                    {t('cashback.claim', { amount: money(reward.amountCents) })}
                  </Button>
                </div>
              ))
            )}
            <p className={`${screens.muted} ${screens.small}`}>
              {t('cashback.nextPayout', { date: date(summary.nextPayoutAt) })}
            </p>
          </>
        )}
        <p className={`${screens.muted} ${screens.small}`}>
          {t('cashback.rules', {
            step: money(CASHBACK_RULES.levelStepCents),
            max: CASHBACK_RULES.maxLevel,
            min: formatNumber(cashbackRatePercent(CASHBACK_RULES.minLevel), language, 1),
            top: formatNumber(cashbackRatePercent(CASHBACK_RULES.maxLevel), language, 1),
          })}
        </p>
      </div>
    </Card>
  );
});

export default CashbackWidget;
