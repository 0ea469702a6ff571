import {
  ROLL_COLOURS,
  type RollBetStatus,
  type RollColour,
  type RollPhase,
  type RollRoomState,
  rollColourOfCell,
} from '@arena/schemas';

/** Plain snapshots of the synchronized state, so components observe MobX values, not schema instances. */
export interface RollBetView {
  userId: string;
  name: string;
  avatar: string;
  colour: RollColour;
  stakeCents: number;
  payoutCents: number;
  status: RollBetStatus;
}

export interface RollResultView {
  roundId: string;
  /** -1 when voided. */
  cell: number;
  hash: string;
  voided: boolean;
}

export interface RollRoundView {
  phase: RollPhase;
  roundId: string;
  commitment: string;
  bettingEndsAt: number;
  spinEndsAt: number;
  cell: number;
  roundHash: string;
  closing: boolean;
  bets: RollBetView[];
  history: RollResultView[];
}

export const EMPTY_ROLL_ROUND: RollRoundView = {
  phase: 'WAITING',
  roundId: '',
  commitment: '',
  bettingEndsAt: 0,
  spinEndsAt: 0,
  cell: -1,
  roundHash: '',
  closing: false,
  bets: [],
  history: [],
};

export function rollRoundOf(state: RollRoomState): RollRoundView {
  const bets: RollBetView[] = [];
  state.bets.forEach((b) =>
    bets.push({
      userId: b.userId,
      name: b.name,
      avatar: b.avatar,
      colour: b.colour as RollColour,
      stakeCents: b.stakeCents,
      payoutCents: b.payoutCents,
      status: b.status,
    }),
  );
  return {
    phase: state.phase,
    roundId: state.roundId,
    commitment: state.commitment,
    bettingEndsAt: state.bettingEndsAt,
    spinEndsAt: state.spinEndsAt,
    cell: state.cell,
    roundHash: state.roundHash,
    closing: state.closing,
    bets,
    history: state.history.map((h) => ({ roundId: h.roundId, cell: h.cell, hash: h.hash, voided: h.voided })),
  };
}

export interface RollColumn {
  colour: RollColour;
  totalCents: number;
  players: number;
  /** Largest stake first. */
  bets: RollBetView[];
}

/** The live bets per colour, with totals, in the panel's colour order. */
export function rollColumns(bets: readonly RollBetView[]): RollColumn[] {
  return ROLL_COLOURS.map((colour) => {
    const mine = bets
      .filter((b) => b.colour === colour)
      .sort((a, b) => b.stakeCents - a.stakeCents || a.name.localeCompare(b.name));
    return { colour, totalCents: mine.reduce((sum, b) => sum + b.stakeCents, 0), players: mine.length, bets: mine };
  });
}

/** How often each colour came up in the results given (voided rounds skipped). */
export function rollStats(history: readonly RollResultView[]): Record<RollColour, number> {
  const counts: Record<RollColour, number> = { red: 0, green: 0, black: 0 };
  for (const h of history) if (!h.voided && h.cell >= 0) counts[rollColourOfCell(h.cell)]++;
  return counts;
}
