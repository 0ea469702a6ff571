import { MINES_RULES } from './constants';
import type { MinesOpenedCell, MinesStatus } from './api';
import {
  type MinesMode,
  type MinesPosition,
  type MinesRefusal,
  minesCellsMask,
  minesGemCount,
  minesMultiplier,
  minesPayout,
} from './rules';

/**
 * One round's state machine, pure: the api plays every request through it (inside the row lock) and the
 * simulation plays 100,000 rounds through it, so what is tested is what settles.
 */
export interface MinesPlay {
  mines: number;
  mode: MinesMode;
  stakeCents: number;
  /** In the order opened. */
  opened: MinesOpenedCell[];
  status: MinesStatus;
  /** Gems found when a Plus round hit the mine it defused (or awaits defusing); null before. */
  defusedAt: number | null;
  /** What the round paid once over (0 when busted). */
  payoutCents: number;
  capped: boolean;
}

export type MinesStep = { ok: true; play: MinesPlay } | { ok: false; refusal: MinesRefusal };

const refuse = (key: MinesRefusal['key'], args: MinesRefusal['args'] = []): MinesStep => ({
  ok: false,
  refusal: { key, args },
});
const isOver = (status: MinesStatus) => status === 'CASHED_OUT' || status === 'BUSTED';

export function newMinesPlay(input: { mines: number; mode: MinesMode; stakeCents: number }): MinesPlay {
  return { ...input, opened: [], status: 'PLAYING', defusedAt: null, payoutCents: 0, capped: false };
}

export const minesGems = (play: Pick<MinesPlay, 'opened'>): number =>
  play.opened.filter((o) => o.kind === 'GEM').length;

/** The multiplier table position of a round (a mine awaiting its defuse counts as not yet defused). */
export function minesPosition(play: MinesPlay, extraGems = 0): MinesPosition {
  const defusedAt = play.status === 'AWAITING_DEFUSAL' ? null : play.defusedAt;
  return { mines: play.mines, mode: play.mode, gems: minesGems(play) + extraGems, defusedAt };
}

/** Opens `cell` on a board whose mines are `mineCells` (known to the server only). */
export function openMinesCell(play: MinesPlay, cell: number, mineCells: readonly number[]): MinesStep {
  if (isOver(play.status)) return refuse('MINES.ROUND_OVER');
  if (play.status === 'AWAITING_DEFUSAL') return refuse('MINES.AWAITING_DEFUSAL');
  if (!Number.isInteger(cell) || cell < 0 || cell >= MINES_RULES.cells)
    return refuse('MINES.BAD_CELL', [0, MINES_RULES.cells - 1]);
  if (play.opened.some((o) => o.cell === cell)) return refuse('MINES.CELL_ALREADY_OPEN');
  if (mineCells.includes(cell)) {
    const opened = [...play.opened, { cell, kind: 'MINE' as const }];
    if (play.mode === 'plus' && play.defusedAt === null) {
      return { ok: true, play: { ...play, opened, status: 'AWAITING_DEFUSAL', defusedAt: minesGems(play) } };
    }
    return { ok: true, play: { ...play, opened, status: 'BUSTED', payoutCents: 0 } };
  }
  const next: MinesPlay = { ...play, opened: [...play.opened, { cell, kind: 'GEM' }] };
  const { payoutCents, capped } = minesPayout(play.stakeCents, minesPosition(next));
  // The rules end the round when no gem is left or the win reaches the cap (it could only be cut from there on).
  if (capped || minesGems(next) === minesGemCount(play.mines))
    return { ok: true, play: { ...next, status: 'CASHED_OUT', payoutCents, capped } };
  return { ok: true, play: next };
}

/** Defuses the mine a Plus round is waiting on: it stays open as DEFUSED and the round goes on. */
export function defuseMinesMine(play: MinesPlay): MinesStep {
  if (isOver(play.status)) return refuse('MINES.ROUND_OVER');
  if (play.status !== 'AWAITING_DEFUSAL') return refuse('MINES.NOT_AWAITING_DEFUSAL');
  const opened = play.opened.map((o, i) =>
    i === play.opened.length - 1 ? { cell: o.cell, kind: 'DEFUSED' as const } : o,
  );
  return { ok: true, play: { ...play, opened, status: 'PLAYING' } };
}

/** Takes the winnings: the stake times the current multiplier, floored, at most the max win. */
export function takeMinesWinnings(play: MinesPlay): MinesStep {
  if (isOver(play.status)) return refuse('MINES.ROUND_OVER');
  if (play.status === 'AWAITING_DEFUSAL') return refuse('MINES.AWAITING_DEFUSAL');
  if (minesGems(play) === 0) return refuse('MINES.NOTHING_TO_TAKE');
  const { payoutCents, capped } = minesPayout(play.stakeCents, minesPosition(play));
  return { ok: true, play: { ...play, status: 'CASHED_OUT', payoutCents, capped } };
}

/** The current and next multipliers and payouts the screen shows. */
export function minesQuote(play: MinesPlay): {
  multiplier: number;
  payoutCents: number;
  nextMultiplier: number | null;
  nextPayoutCents: number | null;
} {
  if (play.status === 'BUSTED') return { multiplier: 0, payoutCents: 0, nextMultiplier: null, nextPayoutCents: null };
  const now = minesPosition(play);
  if (play.status === 'CASHED_OUT')
    return {
      multiplier: minesMultiplier(now),
      payoutCents: play.payoutCents,
      nextMultiplier: null,
      nextPayoutCents: null,
    };
  // Awaiting the defuse, "now" is what the round holds once defused.
  const current = play.status === 'AWAITING_DEFUSAL' ? { ...now, defusedAt: play.defusedAt } : now;
  const hasNext = current.gems < minesGemCount(play.mines);
  const next = hasNext ? { ...current, gems: current.gems + 1 } : null;
  return {
    multiplier: minesMultiplier(current),
    payoutCents: minesPayout(play.stakeCents, current).payoutCents,
    nextMultiplier: next ? minesMultiplier(next) : null,
    nextPayoutCents: next ? minesPayout(play.stakeCents, next).payoutCents : null,
  };
}

/** The params the fair record of an ended round holds (the outcome function recomputes the result from them). */
export function minesFairParams(play: MinesPlay): {
  mines: number;
  mode: MinesMode;
  opened: number;
  defusedAt: number;
} {
  return {
    mines: play.mines,
    mode: play.mode,
    opened: minesCellsMask(play.opened.map((o) => o.cell)),
    defusedAt: play.defusedAt ?? -1,
  };
}
