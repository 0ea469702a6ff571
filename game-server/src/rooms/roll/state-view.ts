import type { FinishedRollRound, OpenedRollRound, SettledRollBet } from '@arena/api';
import { RollBetState, RollHistoryEntryState, type RollColour, type RollRoomState, rollBetKey } from '@arena/schemas';

/** Writes round events into the synchronized state; patches go out at the room's patch rate. */

export interface Bettor {
  name: string;
  avatar: string;
}

export function showWaiting(state: RollRoomState): void {
  state.phase = 'WAITING';
  state.roundId = '';
  state.commitment = '';
  state.bettingEndsAt = 0;
  state.spinEndsAt = 0;
  state.cell = -1;
  state.roundHash = '';
  state.bets.clear();
}

export function showBetting(state: RollRoomState, round: OpenedRollRound, bettingEndsAt: number): void {
  showWaiting(state);
  state.phase = 'BETTING';
  state.roundId = round.id;
  state.commitment = round.commitment;
  state.bettingEndsAt = bettingEndsAt;
}

/** A player's bets on a colour add up in one row. */
export function showBet(
  state: RollRoomState,
  userId: string,
  bettor: Bettor,
  colour: RollColour,
  stakeCents: number,
): void {
  const key = rollBetKey(userId, colour);
  const row = state.bets.get(key);
  if (row) row.stakeCents += stakeCents;
  else
    state.bets.set(
      key,
      new RollBetState({
        userId,
        name: bettor.name,
        avatar: bettor.avatar,
        colour,
        stakeCents,
        payoutCents: 0,
        status: 'PLAYING',
      }),
    );
}

/** Settled: the strip now runs to the cell; who won is shown when it lands (showResult). */
export function showSpin(state: RollRoomState, round: OpenedRollRound, spinEndsAt: number): void {
  state.phase = 'SPINNING';
  state.cell = round.cell;
  state.roundHash = round.hash;
  state.spinEndsAt = spinEndsAt;
}

function remember(
  state: RollRoomState,
  entry: InstanceType<typeof RollHistoryEntryState>,
  historyLength: number,
): void {
  state.history.unshift(entry);
  while (state.history.length > historyLength) state.history.pop();
}

export function showResult(
  state: RollRoomState,
  round: OpenedRollRound,
  bets: readonly SettledRollBet[],
  historyLength: number,
): void {
  state.phase = 'RESULT';
  for (const bet of bets) {
    const row = state.bets.get(rollBetKey(bet.userId, bet.colour));
    if (!row) continue;
    row.payoutCents += bet.payoutCents;
    row.status = row.payoutCents > 0 ? 'WON' : 'LOST';
  }
  remember(
    state,
    new RollHistoryEntryState({ roundId: round.id, cell: round.cell, hash: round.hash, voided: false }),
    historyLength,
  );
}

/**
 * Called off: bets refunded; the hash is spent and shown, the cell never played. Only a round that took bets goes
 * into the history strip: one nobody bet on was never a game (its link stays listed on the fairness page).
 */
export function showVoided(
  state: RollRoomState,
  round: OpenedRollRound,
  historyLength: number,
  tookBets: boolean,
): void {
  state.phase = 'VOIDED';
  state.roundHash = round.hash;
  state.cell = -1;
  state.bets.forEach((row) => (row.status = 'REFUNDED'));
  if (tookBets)
    remember(
      state,
      new RollHistoryEntryState({ roundId: round.id, cell: -1, hash: round.hash, voided: true }),
      historyLength,
    );
}

/** History as stored, newest first (voided rounds that took bets included; the caller leaves out empty ones). */
export function showHistory(state: RollRoomState, rounds: readonly FinishedRollRound[]): void {
  state.history.clear();
  for (const round of rounds) {
    const voided = round.status === 'VOIDED';
    state.history.push(
      new RollHistoryEntryState({ roundId: round.id, cell: voided ? -1 : round.cell, hash: round.hash, voided }),
    );
  }
}
