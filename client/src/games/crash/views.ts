import type { CrashBetStatus, CrashRoomState } from '@arena/schemas';

/** A bet as the list and the curve show it (a plain copy of the synchronized state). */
export interface BetView {
  userId: string;
  name: string;
  avatar: string;
  source: string;
  stakeCents: number;
  itemCount: number;
  autoCashOutHundredths: number;
  cashOutHundredths: number;
  payoutCents: number;
  status: CrashBetStatus;
  cashOutReason: string;
}

export interface HistoryView {
  roundId: string;
  crashPointHundredths: number;
  hash: string;
  voided: boolean;
}

/** Biggest stakes first, as a room's bet list usually reads. */
export function betsOf(state: CrashRoomState): BetView[] {
  return [...state.bets.values()]
    .map((bet) => ({
      userId: bet.userId,
      name: bet.name,
      avatar: bet.avatar,
      source: bet.source,
      stakeCents: bet.stakeCents,
      itemCount: bet.itemCount,
      autoCashOutHundredths: bet.autoCashOutHundredths,
      cashOutHundredths: bet.cashOutHundredths,
      payoutCents: bet.payoutCents,
      status: bet.status as CrashBetStatus,
      cashOutReason: bet.cashOutReason,
    }))
    .sort((a, b) => b.stakeCents - a.stakeCents || a.name.localeCompare(b.name));
}

export function historyOf(state: CrashRoomState): HistoryView[] {
  return state.history.map((entry) => ({
    roundId: entry.roundId,
    crashPointHundredths: entry.crashPointHundredths,
    hash: entry.hash,
    voided: entry.voided,
  }));
}
