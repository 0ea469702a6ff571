import { CRASH_BATTLE_RULES } from '../../constants';
import { crashBattleBotTargets, crashBattleCrashPoint } from './fair';

/**
 * Scoring of a crash battle, pure and shared: the room plays by it, boot recovery finishes a battle with it,
 * and the browser re-checks a finished battle with it.
 */

/** A seat's score for one round: its exit multiplier if it left strictly before the crash, else 0. */
export function roundScore(exitHundredths: number | null, crashPointHundredths: number): number {
  return exitHundredths !== null && exitHundredths < crashPointHundredths ? exitHundredths : 0;
}

/** Where an unattended seat leaves: its preset target, else the documented default (2.00x). */
export function autoPlayTarget(presetHundredths: number): number {
  return presetHundredths > 0 ? presetHundredths : CRASH_BATTLE_RULES.defaultAutoCashOutHundredths;
}

export type BattleOutcome = { kind: 'WIN'; winnerSeat: number } | { kind: 'DRAW'; seats: number[] };

/** The highest total takes the pool; a tie for the highest total is a draw. */
export function battleOutcome(totals: readonly number[]): BattleOutcome {
  const best = Math.max(...totals);
  const top = totals.flatMap((total, seat) => (total === best ? [seat] : []));
  return top.length === 1 ? { kind: 'WIN', winnerSeat: top[0]! } : { kind: 'DRAW', seats: top };
}

/** The pool a battle pays: every seat's buy-in (bots' seats are staked by the house). */
export function battlePoolCents(buyInCents: number, seats: number): number {
  return buyInCents * seats;
}

/** A seat as an unattended round sees it: a bot, or a player on auto-play with a preset target (0 = none). */
export interface UnattendedSeat {
  bot: boolean;
  presetHundredths: number;
}

/**
 * A round nobody touches, computed from the seeds alone: bots leave at their seeded targets, players at their
 * auto-play target. Boot recovery finishes a cut-short battle with it, exactly as auto-play would have.
 */
export function unattendedRound(input: {
  serverSeed: string;
  clientSeed: string;
  round: number;
  seats: readonly UnattendedSeat[];
}) {
  const crashPointHundredths = crashBattleCrashPoint(input.serverSeed, input.clientSeed, input.round);
  const botTargets = crashBattleBotTargets(input.serverSeed, input.clientSeed, input.round, input.seats.length);
  const scores = input.seats.map((seat, i) =>
    roundScore(seat.bot ? botTargets[i]! : autoPlayTarget(seat.presetHundredths), crashPointHundredths),
  );
  return { round: input.round, crashPointHundredths, scores };
}
