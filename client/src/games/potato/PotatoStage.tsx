import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { POTATO_RULES } from '@arena/schemas';
import { useMoney } from '../../stores/stores-context';
import type { PotatoStore } from './potato-store';
import { BoomIcon, PotatoIcon } from './PotatoIcon';
import { seatPosition } from './potato-views';
import styles from './potato.module.css';

/**
 * The round table: seats round it, the potato flying to its holder (a CSS transition between seat positions),
 * the holder's fuse bar (time left to pass; the explosion count stays hidden), explosions and the winner.
 */
export const PotatoStage = observer(function PotatoStage({ store }: { store: PotatoStore }) {
  const { t } = useTranslation();
  const money = useMoney();
  const table = store.table!;
  const count = table.seats.length;
  const targets = new Set(store.targets);
  const me = store.mySeat?.seat ?? -1;
  const holder = table.seats[table.holderSeat];
  const left = store.passLeftMs();
  const fraction = Math.min(1, left / POTATO_RULES.passMs);
  const exploded = table.phase === 'EXPLODED' && table.explodedSeat >= 0 ? table.seats[table.explodedSeat] : undefined;
  const winner = table.status === 'FINISHED' ? table.seats[table.winnerSeat] : undefined;

  let headline: string;
  if (winner)
    headline = t(winner.seat === me ? 'potato.youWon' : 'potato.winner', {
      0: winner.name,
      1: money(table.payoutCents),
    });
  else if (exploded) headline = t('potato.exploded', { 0: exploded.seat === me ? t('potato.you') : exploded.name });
  else if (table.status === 'RUNNING' && store.myTurn) headline = t('potato.yourTurn');
  else if (table.status === 'RUNNING' && holder) headline = t('potato.holds', { 0: holder.name });
  else if (table.status === 'WAITING') headline = t('potato.waitingHeadline');
  else headline = t(`potato.status.${table.status}`);

  return (
    <div className={styles.stage} data-testid="potato-stage">
      <div className={styles.centre}>
        {table.stage > 0 && (
          <span className={styles.muted}>{t('potato.stage', { 0: table.stage, 1: table.passes })}</span>
        )}
        <span className={styles.headline} data-testid="potato-headline">
          {headline}
        </span>
        {table.phase === 'PASSING' && table.status === 'RUNNING' && (
          <>
            <div className={styles.fuse} aria-label={t('potato.timeLeft', { 0: Math.ceil(left / 1000) })}>
              <div className={styles.fuseBurn} style={{ width: `${Math.round(fraction * 100)}%` }} />
            </div>
            <span className={styles.muted}>{t('potato.timeLeft', { 0: Math.ceil(left / 1000) })}</span>
          </>
        )}
        {table.lastPassAuto && table.lastFromSeat >= 0 && table.status === 'RUNNING' && (
          <span className={styles.muted}>{t('potato.autoPassed')}</span>
        )}
        {table.status === 'RUNNING' && <span className={styles.muted}>{t('potato.fuseNote')}</span>}
      </div>
      {table.seats.map((seat) => {
        const at = seatPosition(seat.seat, count);
        const style = { left: `${at.left}%`, top: `${at.top}%` };
        const taken = seat.userId !== '';
        const classes = [
          styles.seat,
          !taken && styles.emptySeat,
          seat.seat === me && styles.mine,
          taken && !seat.alive && table.status !== 'WAITING' && styles.out,
          winner?.seat === seat.seat && styles.winner,
          targets.has(seat.seat) && styles.target,
        ]
          .filter(Boolean)
          .join(' ');
        const body = (
          <>
            {taken ? (
              <img className={styles.avatar} src={seat.avatar || undefined} alt="" />
            ) : (
              <span className={styles.avatar} />
            )}
            <span className={styles.name}>
              {taken ? (seat.seat === me ? t('potato.you') : seat.name) : t('potato.empty')}
            </span>
            {taken && seat.knockedOutStage > 0 && (
              <span className={styles.muted}>{t('potato.knockedOut', { 0: seat.knockedOutStage })}</span>
            )}
            {taken && !seat.connected && table.status !== 'FINISHED' && (
              <span className={styles.muted}>{t('potato.offline')}</span>
            )}
          </>
        );
        return targets.has(seat.seat) ? (
          <button
            key={seat.seat}
            type="button"
            className={classes}
            style={style}
            onClick={() => store.pass(seat.seat)}
            data-testid={`potato-seat-${seat.seat}`}
            aria-label={t('potato.passTo', { 0: seat.name })}
          >
            {body}
          </button>
        ) : (
          <div key={seat.seat} className={classes} style={style} data-testid={`potato-seat-${seat.seat}`}>
            {body}
          </div>
        );
      })}
      {table.status === 'RUNNING' && table.holderSeat >= 0 && table.phase !== 'EXPLODED' && (
        <span
          className={[styles.potato, left > 0 && left < 1_500 ? styles.hot : ''].join(' ')}
          style={{
            left: `${seatPosition(table.holderSeat, count).left}%`,
            top: `${seatPosition(table.holderSeat, count).top - 9}%`,
          }}
          data-testid="potato"
          aria-hidden
        >
          <PotatoIcon />
        </span>
      )}
      {exploded && (
        <span
          key={`${table.gameId}-${table.stage}`}
          className={styles.boom}
          style={{
            left: `${seatPosition(exploded.seat, count).left}%`,
            top: `${seatPosition(exploded.seat, count).top}%`,
          }}
          aria-hidden
        >
          <BoomIcon />
        </span>
      )}
    </div>
  );
});
