import { MINES_RULES, type MinesRoundView } from '@arena/schemas';

/**
 * How one cell looks: closed, an opened gem, the mine that ended the round, a mine waiting for its defuse, a
 * defused mine, or (once the round is over) an unopened gem or mine shown dimmed.
 */
export type MinesCellLook = 'closed' | 'gem' | 'mine' | 'awaiting' | 'defused' | 'restGem' | 'restMine';

export interface MinesCellFrame {
  look: MinesCellLook;
  /** Animation time its face turned (−Infinity: shown at once; null: closed). */
  revealedAt: number | null;
  /** The explosion (a mine) or the defuse burst starts here; null: none. */
  burstAt: number | null;
}

export interface MinesFrame {
  cells: MinesCellFrame[];
  /** Closed cells take clicks. */
  clickable: boolean;
}

export interface MinesFrameInput {
  round: MinesRoundView | null;
  revealedAt: ReadonlyMap<number, number>;
  boardRevealedAt: number | null;
  defusedShownAt: number | null;
  busy: boolean;
}

/** What the scene draws, from the round the server answered: the scene itself decides nothing. */
export function minesFrame({ round, revealedAt, boardRevealedAt, defusedShownAt, busy }: MinesFrameInput): MinesFrame {
  const cells = Array.from({ length: MINES_RULES.cells }, (_, cell): MinesCellFrame => {
    const opened = round?.opened.find((o) => o.cell === cell);
    if (opened) {
      const at = revealedAt.get(cell) ?? -Infinity;
      if (opened.kind === 'GEM') return { look: 'gem', revealedAt: at, burstAt: null };
      if (opened.kind === 'DEFUSED') return { look: 'defused', revealedAt: at, burstAt: defusedShownAt };
      return { look: round?.status === 'AWAITING_DEFUSAL' ? 'awaiting' : 'mine', revealedAt: at, burstAt: at };
    }
    if (round?.mineCells) {
      return {
        look: round.mineCells.includes(cell) ? 'restMine' : 'restGem',
        revealedAt: boardRevealedAt,
        burstAt: null,
      };
    }
    return { look: 'closed', revealedAt: null, burstAt: null };
  });
  return { cells, clickable: round?.status === 'PLAYING' && !busy };
}
