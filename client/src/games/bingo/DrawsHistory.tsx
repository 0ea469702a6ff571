import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useErrorText, useLanguage, useMoney } from '../../stores/stores-context';
import { formatDateTime } from '../../i18n/format';
import { ApiError } from '../../transport/api-error';
import { Button } from '../../ui/Button';
import { Card, Empty, Pager } from '../../ui/Feedback';
import { Spinner } from '../../ui/Spinner';
import layout from '../game-screen.module.css';
import type { BingoStore } from './bingo-store';
import { TicketNumbers } from './TicketNumbers';
import styles from './bingo.module.css';

/** `/bingo/history`: past draws with their numbers, pool, tier winners and my tickets; each re-checkable here. */
export const DrawsHistory = observer(function DrawsHistory({ store }: { store: BingoStore }) {
  const { t } = useTranslation();
  const money = useMoney();
  const language = useLanguage();
  const errorText = useErrorText();
  useEffect(() => void store.loadDraws(1), [store]);
  const draws = store.draws;
  if (!draws) return <Spinner />;
  if (draws.items.length === 0) return <Empty>{t('bingo.history.empty')}</Empty>;
  const pages = Math.max(1, Math.ceil(draws.total / draws.pageSize));
  return (
    <div className={styles.history}>
      {pages > 1 && <Pager page={draws.page} pages={pages} onPage={(page) => void store.loadDraws(page)} />}
      {draws.items.map((draw) => {
        const check = store.checks.get(draw.id);
        return (
          <Card key={draw.id} className={layout.panel}>
            <div className={styles.row}>
              <strong>{t('bingo.drawNumber', { n: draw.number })}</strong>
              <span className={layout.note}>{formatDateTime(draw.drawAt, language)}</span>
              <span>
                {t('bingo.pool')}: <strong>{money(draw.poolCents)}</strong>
              </span>
            </div>
            <div className={styles.balls} data-testid="bingo-history-numbers">
              {(draw.numbers ?? []).map((n) => (
                <span key={n} className={`${styles.ball} ${styles.ballDrawn} ${styles.ballSmall}`}>
                  {n}
                </span>
              ))}
            </div>
            <table className={styles.tiers}>
              <thead>
                <tr>
                  <th>{t('bingo.tier.matches')}</th>
                  <th>{t('bingo.tier.amount')}</th>
                  <th>{t('bingo.tier.winners')}</th>
                  <th>{t('bingo.tier.each')}</th>
                </tr>
              </thead>
              <tbody>
                {(draw.tiers ?? []).map((tier) => (
                  <tr key={tier.matches}>
                    <td>{tier.matches}</td>
                    <td>{money(tier.tierCents)}</td>
                    <td>{tier.winners}</td>
                    <td>{tier.winners > 0 ? money(tier.prizeEachCents) : t('bingo.tier.rolled')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className={layout.note}>
              {t('bingo.history.paid', {
                paid: money(draw.paidCents ?? 0),
                rollover: money(draw.rolloverOutCents ?? 0),
              })}
            </p>
            {draw.myTickets.length > 0 && (
              <div className={styles.liveTickets}>
                <strong>{t('bingo.history.mine')}</strong>
                {draw.myTickets.map((ticket) => (
                  <TicketNumbers
                    key={ticket.id}
                    numbers={ticket.numbers}
                    revealed={draw.numbers ?? []}
                    prizeCents={ticket.prizeCents}
                  />
                ))}
              </div>
            )}
            <div className={styles.row}>
              {check === undefined ? (
                <Button size="small" variant="secondary" onClick={() => void store.verify(draw.id)}>
                  {t('bingo.fair.verify')}
                </Button>
              ) : check instanceof ApiError ? (
                <span className={styles.bad}>{errorText(check)}</span>
              ) : (
                <span className={check.ok ? styles.ok : styles.bad} data-testid="bingo-verdict">
                  {check.ok ? t('bingo.fair.ok') : t('bingo.fair.bad')}
                </span>
              )}
            </div>
          </Card>
        );
      })}
    </div>
  );
});
