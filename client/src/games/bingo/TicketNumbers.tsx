import { useTranslation } from 'react-i18next';
import { useMoney } from '../../stores/stores-context';
import { ticketHits } from './bingo-views';
import styles from './bingo.module.css';

/** One ticket's five numbers, the revealed ones that it holds lit, with its match count (and prize once known). */
export function TicketNumbers({
  numbers,
  revealed,
  prizeCents = null,
}: {
  numbers: number[];
  revealed: readonly number[];
  prizeCents?: number | null;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const hits = ticketHits({ numbers }, revealed);
  return (
    <div className={styles.ticket} data-testid="bingo-ticket">
      {hits.numbers.map(({ n, hit }) => (
        <span key={n} className={[styles.mini, hit ? styles.miniHit : ''].join(' ')}>
          {n}
        </span>
      ))}
      {revealed.length > 0 && (
        <span className={styles.matches} data-testid="bingo-matches">
          {t('bingo.matches', { n: hits.matches })}
        </span>
      )}
      {prizeCents !== null && prizeCents > 0 && (
        <strong className={styles.prize}>{t('bingo.prize', { amount: money(prizeCents) })}</strong>
      )}
    </div>
  );
}
