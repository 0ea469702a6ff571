import type { FinishedCrashRound, OpenedCrashRound } from '@arena/api';
import { CrashBetState, CrashHistoryEntry, type CrashRoomState } from '@arena/schemas';
import type { BettorProfile } from './bet-desk';
import type { RoundBet, RoundExit } from './round';

/** Writes round events into the synchronized state; patches go out at the room's patch rate. */

export function showBetting(state: CrashRoomState, round: OpenedCrashRound, bettingEndsAt: number): void {
  state.phase = 'BETTING';
  state.roundId = round.id;
  state.commitment = round.commitment;
  state.bettingEndsAt = bettingEndsAt;
  state.startedAt = 0;
  state.crashPointHundredths = 0;
  state.roundHash = '';
  state.bets.clear();
}

export function showWaiting(state: CrashRoomState): void {
  state.phase = 'WAITING';
  state.roundId = '';
  state.commitment = '';
  state.bettingEndsAt = 0;
  state.startedAt = 0;
  state.bets.clear();
}

export function showBet(state: CrashRoomState, bet: RoundBet, profile: BettorProfile): void {
  state.bets.set(
    bet.userId,
    new CrashBetState({
      userId: bet.userId,
      name: profile.name,
      avatar: profile.avatar,
      source: bet.source,
      stakeCents: bet.stakeCents,
      itemCount: bet.itemCount,
      autoCashOutHundredths: bet.autoCashOutHundredths ?? 0,
      cashOutHundredths: 0,
      payoutCents: 0,
      status: 'PLAYING',
      cashOutReason: '',
    }),
  );
}

export function showExit(state: CrashRoomState, exit: RoundExit): void {
  const bet = state.bets.get(exit.userId);
  if (!bet) return;
  bet.status = 'CASHED_OUT';
  bet.cashOutHundredths = exit.hundredths;
  bet.payoutCents = exit.payoutCents;
  bet.cashOutReason = exit.reason;
}

export function showRunning(state: CrashRoomState, startedAt: number): void {
  state.phase = 'RUNNING';
  state.startedAt = startedAt;
}

function entry(roundId: string, crashPointHundredths: number, hash: string, voided: boolean) {
  return new CrashHistoryEntry({ roundId, crashPointHundredths, hash, voided });
}

export function showCrash(
  state: CrashRoomState,
  round: OpenedCrashRound,
  losers: RoundBet[],
  historyLength: number,
): void {
  state.phase = 'CRASHED';
  state.crashPointHundredths = round.crashPointHundredths;
  state.roundHash = round.hash;
  for (const loser of losers) {
    const bet = state.bets.get(loser.userId);
    if (bet) bet.status = 'LOST';
  }
  state.history.unshift(entry(round.id, round.crashPointHundredths, round.hash, false));
  while (state.history.length > historyLength) state.history.pop();
}

/**
 * The round was called off: its hash is revealed like any finished round's, marked void. Only a round that took
 * bets goes into the history strip: one nobody bet on was never a game (its link stays on the fairness page).
 */
export function showVoided(
  state: CrashRoomState,
  round: OpenedCrashRound,
  historyLength: number,
  tookBets: boolean,
): void {
  state.phase = 'VOIDED';
  state.roundHash = round.hash;
  if (!tookBets) return;
  state.history.unshift(entry(round.id, round.crashPointHundredths, round.hash, true));
  while (state.history.length > historyLength) state.history.pop();
}

/** History as stored, newest first (voided rounds that took bets included, so players see the void; the caller leaves out empty ones). */
export function showHistory(state: CrashRoomState, rounds: FinishedCrashRound[]): void {
  state.history.clear();
  for (const round of rounds)
    state.history.push(entry(round.id, round.crashPointHundredths, round.hash, round.status === 'VOIDED'));
}
