import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatHundredths } from '@arena/schemas';
import { AppLink } from '../../navigation/links';
import { useMoney, useStores } from '../../stores/stores-context';
import { Card, Empty } from '../../ui/Feedback';
import type { CrashStore } from './crash-store';
import type { BetView } from './views';
import styles from './crash.module.css';

/** Everyone's bets this round, live: stake, auto-take, cash-out and win. */
export const BetsList = observer(function BetsList({ crash }: { crash: CrashStore }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { user } = useStores();
  const total = crash.bets.reduce((sum, bet) => sum + bet.stakeCents, 0);
  return (
    <Card className={styles.bets}>
      <div className={styles.betsHead}>
        <h3>{t('crash.bets.title')}</h3>
        <span className={styles.note}>{t('crash.bets.total', { n: crash.bets.length, amount: money(total) })}</span>
      </div>
      {crash.bets.length === 0 ? (
        <Empty>{t('crash.bets.empty')}</Empty>
      ) : (
        <table className={styles.betsTable}>
          <thead>
            <tr>
              <th scope="col">{t('crash.bets.player')}</th>
              <th scope="col">{t('crash.bets.stake')}</th>
              <th scope="col">{t('crash.bets.cashOut')}</th>
              <th scope="col">{t('crash.bets.win')}</th>
            </tr>
          </thead>
          <tbody>
            {crash.bets.map((bet) => (
              <tr
                key={bet.userId}
                className={`${styles[rowTone(bet)] ?? ''} ${bet.userId === user.state?.id ? styles.mine : ''}`}
              >
                <td>
                  <AppLink to={`/user/${encodeURIComponent(bet.userId)}`}>{bet.name}</AppLink>
                  {bet.source === 'SKINS' && (
                    <span className={styles.tag}>{t('crash.bets.skins', { n: bet.itemCount })}</span>
                  )}
                </td>
                <td>{money(bet.stakeCents)}</td>
                <td>
                  {bet.status === 'CASHED_OUT'
                    ? `${formatHundredths(bet.cashOutHundredths)}×`
                    : bet.autoCashOutHundredths > 0
                      ? t('crash.bets.auto', { multiplier: formatHundredths(bet.autoCashOutHundredths) })
                      : '—'}
                </td>
                <td>{bet.status === 'CASHED_OUT' ? money(bet.payoutCents) : t(`crash.bets.status.${bet.status}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
});

function rowTone(bet: BetView): string {
  return bet.status === 'CASHED_OUT' ? 'won' : bet.status === 'LOST' ? 'lost' : 'playing';
}
