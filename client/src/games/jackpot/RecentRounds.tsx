import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useErrorText, useLanguage, useMoney } from '../../stores/stores-context';
import { formatDateTime } from '../../i18n/format';
import { ApiError } from '../../transport/api-error';
import { Button } from '../../ui/Button';
import { Card, Empty } from '../../ui/Feedback';
import layout from '../game-screen.module.css';
import type { JackpotStore } from './jackpot-store';
import styles from './jackpot.module.css';

/** Recent rounds with their winner; "verify" re-derives the ticket and winner here from the fairness data. */
export const RecentRounds = observer(function RecentRounds({ store }: { store: JackpotStore }) {
  const { t } = useTranslation();
  const money = useMoney();
  const language = useLanguage();
  const errorText = useErrorText();
  useEffect(() => void store.loadRecent(), [store]);
  if (store.recent.length === 0) return <Empty>{t('jackpot.recent.empty')}</Empty>;
  return (
    <Card className={layout.panel}>
      <p className={layout.note}>{t('jackpot.fair.rule')}</p>
      <ul className={styles.recent}>
        {store.recent.map((round) => {
          const check = store.checks.get(round.roundId);
          return (
            <li key={round.roundId} className={styles.recentRow} data-testid="jackpot-recent">
              <strong className={styles.name}>{round.winnerName}</strong>
              <span>{t('jackpot.recent.won', { amount: money(round.prizeCents), pot: money(round.potCents) })}</span>
              <span>{t('jackpot.recent.chance', { chance: (round.chanceBasisPoints / 100).toFixed(2) })}</span>
              <span className={layout.note}>{formatDateTime(round.endedAt, language)}</span>
              {check === undefined ? (
                <Button size="small" variant="secondary" onClick={() => void store.verify(round.roundId)}>
                  {t('jackpot.recent.verify')}
                </Button>
              ) : check instanceof ApiError ? (
                <span className={styles.bad}>{errorText(check)}</span>
              ) : (
                <span className={check.ok ? styles.ok : styles.bad} data-testid="jackpot-verdict">
                  {check.ok ? t('jackpot.fair.ok') : t('jackpot.fair.bad')}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
});
