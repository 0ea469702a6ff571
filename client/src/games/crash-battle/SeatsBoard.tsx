import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatHundredths } from '@arena/schemas';
import { AppLink } from '../../navigation/links';
import { useMoney } from '../../stores/stores-context';
import { seatName } from './battle-frame';
import type { BattleStore } from './battle-store';
import { type BattleView, type SeatView, seatRoundValue } from './battle-views';
import styles from './crash-battle.module.css';

/** Avatars are pictures from the platform's profile; anything but a web address is not shown. */
function safeAvatar(url: string): string | null {
  return /^(https?:\/\/|\/)/i.test(url) ? url : null;
}

/** A column per seat: who sits there, what each round scored, the total and, at the end, the payout. */
export const SeatsBoard = observer(function SeatsBoard({ store }: { store: BattleStore }) {
  const battle = store.battle;
  if (!battle) return null;
  return (
    <div className={styles.seats}>
      {battle.seats.map((seat) => (
        <SeatColumn key={seat.seat} battle={battle} seat={seat} mine={seat === store.mySeat} />
      ))}
    </div>
  );
});

/** A bot's face, drawn rather than an emoji (not every system font has one). */
function BotIcon() {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <rect x="4" y="8" width="16" height="12" rx="3" />
      <path d="M12 4v4M9 14h.01M15 14h.01M9 17.5h6" />
      <circle cx="12" cy="3.5" r="1" />
    </svg>
  );
}

function SeatColumn({ battle, seat, mine }: { battle: BattleView; seat: SeatView; mine: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  const name = seatName(t, battle, seat.seat);
  const winner = battle.status === 'FINISHED' && battle.winnerSeat === seat.seat;
  const tone = [
    styles.seat,
    mine && styles.seatMine,
    winner && styles.seatWinner,
    seat.kind === 'EMPTY' && styles.seatEmpty,
  ]
    .filter(Boolean)
    .join(' ');
  const avatar = safeAvatar(seat.avatar);
  const rounds = Array.from({ length: battle.roundCount }, (_, i) => i + 1);
  return (
    <section className={tone} aria-label={name} data-testid="battle-seat">
      <div>
        <div className={styles.seatHead}>
          <span className={styles.avatar} aria-hidden="true">
            {seat.kind === 'BOT' ? (
              <BotIcon />
            ) : avatar ? (
              <img src={avatar} alt="" />
            ) : seat.kind === 'EMPTY' ? (
              '+'
            ) : (
              name.slice(0, 1).toUpperCase()
            )}
          </span>
          {seat.kind === 'PLAYER' && seat.userId ? (
            <AppLink to={`/user/${encodeURIComponent(seat.userId)}`} className={styles.seatName} title={name}>
              {name}
            </AppLink>
          ) : (
            <span className={styles.seatName}>{name}</span>
          )}
        </div>
        <div className={styles.badges}>
          {winner && <span className={`${styles.badge} ${styles.badgeWinner}`}>{t('crash-battle.seat.winner')}</span>}
          {mine && <span className={styles.badge}>{t('crash-battle.seat.you')}</span>}
          {seat.kind === 'PLAYER' && seat.userId === battle.ownerId && (
            <span className={styles.badge}>{t('crash-battle.seat.owner')}</span>
          )}
          {seat.autoPlay && <span className={styles.badge}>{t('crash-battle.seat.auto')}</span>}
          {seat.kind === 'PLAYER' && !seat.connected && !seat.autoPlay && battle.status === 'RUNNING' && (
            <span className={styles.badge}>{t('crash-battle.seat.away')}</span>
          )}
        </div>
      </div>
      <ol className={styles.rounds}>
        {rounds.map((round) => {
          const value = seatRoundValue(battle, seat, round);
          const current = battle.status === 'RUNNING' && round === battle.round;
          return (
            <li key={round} className={`${styles.roundRow} ${current ? styles.roundCurrent : ''}`}>
              <span className={styles.roundLabel}>{t('crash-battle.seat.round', { n: round })}</span>
              {value === null ? (
                <span className={styles.roundLabel}>—</span>
              ) : value.hundredths === 0 ? (
                <span className={styles.crashed}>{t('crash-battle.seat.crashed')}</span>
              ) : (
                <span className={value.live ? styles.live : styles.scored}>{formatHundredths(value.hundredths)}×</span>
              )}
            </li>
          );
        })}
      </ol>
      <div>
        <div className={styles.total}>
          <span>{t('crash-battle.seat.total')}</span>
          <span data-testid="seat-total">{formatHundredths(seat.totalHundredths)}×</span>
        </div>
        {battle.status === 'FINISHED' && seat.kind !== 'EMPTY' && (
          <div className={`${styles.total} ${styles.payout}`}>
            <span>{t('crash-battle.seat.payout')}</span>
            <span data-testid="seat-payout">{money(seat.payoutCents)}</span>
          </div>
        )}
      </div>
    </section>
  );
}
