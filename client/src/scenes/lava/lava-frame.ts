import { LAVA_RULES, type LavaGameView } from '@arena/schemas';

/** How one cell looks: not yet known, chosen for the next row, opened and safe, revealed stone, lava, or lava the player opened. */
export type CellLook = 'hidden' | 'picked' | 'opened' | 'safe' | 'lava' | 'hit';

export interface RowFrame {
  /** 1-based; row 1 is drawn at the bottom (the player climbs over the lava). */
  row: number;
  cells: CellLook[];
  /** Animation time the row's result arrived: its cells flip from then (−Infinity: shown at once, null: nothing to show). */
  revealedAt: number | null;
  /** The row the next step is for: its cells take clicks. */
  active: boolean;
}

export interface LavaFrame {
  rows: RowFrame[];
}

export interface LavaFrameInput {
  game: LavaGameView | null;
  picked: readonly number[];
  revealedAt: ReadonlyMap<number, number>;
  boardRevealedAt: number | null;
}

const cellsOf = <T>(look: (cell: number) => T): T[] => Array.from({ length: LAVA_RULES.cells }, (_, i) => look(i + 1));

/** What the scene draws, from the game the server answered and the player's pick: the scene itself decides nothing. */
export function lavaFrame({ game, picked, revealedAt, boardRevealedAt }: LavaFrameInput): LavaFrame {
  const rows: RowFrame[] = [];
  for (let row = 1; row <= LAVA_RULES.rows; row++) {
    const played = game?.rows.find((r) => r.row === row);
    const active = game?.status === 'PLAYING' && game.nextRow === row;
    if (played) {
      rows.push({
        row,
        active: false,
        revealedAt: revealedAt.get(row) ?? -Infinity,
        cells: cellsOf((cell) => {
          const lava = played.lava.includes(cell);
          const opened = played.cells.includes(cell);
          return lava ? (opened ? 'hit' : 'lava') : opened ? 'opened' : 'safe';
        }),
      });
    } else if (game?.board) {
      const lava = game.board[row - 1] ?? [];
      rows.push({
        row,
        active: false,
        revealedAt: boardRevealedAt,
        cells: cellsOf((cell) => (lava.includes(cell) ? 'lava' : 'safe')),
      });
    } else {
      rows.push({
        row,
        active,
        revealedAt: null,
        cells: cellsOf((cell) => (active && picked.includes(cell) ? 'picked' : 'hidden')),
      });
    }
  }
  return { rows };
}
