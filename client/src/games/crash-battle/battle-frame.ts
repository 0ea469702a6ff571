import type { TFunction } from 'i18next';
import { formatHundredths } from '@arena/schemas';
import type { CurveFrame } from '../../scenes/crash/CrashCurve';
import type { BattleStore } from './battle-store';
import { type BattleView, seatRoundValue } from './battle-views';

/** A seat's name as the battle shows it: a bot is named in the player's language by its seat number. */
export function seatName(t: TFunction, battle: BattleView, seat: number): string {
  const s = battle.seats[seat];
  if (!s || s.kind === 'EMPTY') return t('crash-battle.seat.empty');
  if (s.kind === 'BOT') return t('crash-battle.seat.bot', { n: seat + 1 });
  return s.name || t('crash-battle.seat.player', { n: seat + 1 });
}

/**
 * What the shared crash curve shows for the battle right now, in the player's words; called once per
 * animation frame. The countdown reuses the curve's betting look, a called-off battle its voided look.
 */
export function battleFrame(store: BattleStore, t: TFunction): CurveFrame {
  const battle = store.battle;
  if (!battle)
    return {
      phase: 'CONNECTING',
      elapsedMs: 0,
      multiplier: 1,
      headline: t('crash-battle.phase.connecting'),
      subline: '',
      cashOuts: [],
    };
  const mine = store.mySeat;
  const cashOuts = battle.seats.flatMap((seat) => {
    const value = seatRoundValue(battle, seat, battle.round);
    if (!value || value.hundredths === 0) return [];
    return [
      {
        hundredths: value.hundredths,
        label: `${seatName(t, battle, seat.seat)} ${formatHundredths(value.hundredths)}×`,
        mine: seat === mine,
      },
    ];
  });
  const base = { elapsedMs: store.elapsedMs(), multiplier: store.multiplier(), cashOuts };
  const roundOf = t('crash-battle.roundOf', { round: battle.round, rounds: battle.roundCount });
  switch (battle.status) {
    case 'WAITING': {
      const taken = battle.seatCount - store.emptySeats;
      return {
        ...base,
        phase: 'WAITING',
        headline: t('crash-battle.phase.waiting', { taken, seats: battle.seatCount }),
        subline: battle.closing ? t('crash-battle.closing') : '',
      };
    }
    case 'CANCELLED':
    case 'VOIDED':
      return {
        ...base,
        phase: 'VOIDED',
        headline: t(`crash-battle.status.${battle.status}`),
        subline: t('crash-battle.refunded'),
      };
    case 'FINISHED': {
      // The curve keeps the last round's crash; the result line above the curve names the winner.
      const last = battle.crashPoints.at(-1) ?? 0;
      const result = battle.draw
        ? t('crash-battle.result.draw')
        : t('crash-battle.result.winner', { name: seatName(t, battle, battle.winnerSeat) });
      return {
        ...base,
        phase: 'CRASHED',
        headline: t('crash-battle.phase.crashed', { multiplier: formatHundredths(last) }),
        subline: result,
      };
    }
    case 'RUNNING':
      break;
  }
  switch (battle.roundPhase) {
    case 'RUNNING':
      return { ...base, phase: 'RUNNING', headline: `${base.multiplier.toFixed(2)}×`, subline: roundOf };
    case 'CRASHED':
      return {
        ...base,
        phase: 'CRASHED',
        headline: t('crash-battle.phase.crashed', { multiplier: formatHundredths(battle.crashPointHundredths) }),
        subline: roundOf,
      };
    default:
      return {
        ...base,
        phase: 'BETTING',
        headline: t('crash-battle.phase.countdown', {
          round: battle.round,
          rounds: battle.roundCount,
          seconds: (store.countdownLeftMs() / 1000).toFixed(1),
        }),
        subline: battle.closing ? t('crash-battle.closing') : t('crash-battle.phase.countdownHint'),
      };
  }
}
