import { z } from 'zod';
import { LAVA_RULES } from './constants';
import { pageOf } from '../../paging';

/** REST shapes of lava (single-player: the api decides every step; the game lives in the database). */

const Cell = z.number().int();

/** `POST /api/lava/start` (Idempotency-Key header): the skins to stake. Counts and values are checked by the rules. */
export const LavaStartBody = z.object({ itemIds: z.array(z.string().max(64)).max(50) });
export type LavaStartBody = z.infer<typeof LavaStartBody>;

/** `POST /api/lava/step`: open these cells (1..8) of row `row`, the row the game is on (a retry never plays twice). */
export const LavaStepBody = z.object({
  gameId: z.string().max(64),
  row: z.number().int().min(1).max(LAVA_RULES.rows),
  cells: z.array(Cell).max(LAVA_RULES.cells),
});
export type LavaStepBody = z.infer<typeof LavaStepBody>;

export const LavaCashoutBody = z.object({ gameId: z.string().max(64) });
export type LavaCashoutBody = z.infer<typeof LavaCashoutBody>;

export const LAVA_STATUSES = ['PLAYING', 'LOST', 'CASHED_OUT', 'CLEARED', 'MAX_WIN'] as const;
export type LavaStatus = (typeof LAVA_STATUSES)[number];

export const LavaRowView = z.object({
  row: z.number().int(),
  cells: z.array(Cell),
  /** The row's lava cells: shown once the row is played (rows are independent, so this tells nothing of the next). */
  lava: z.array(Cell),
  safe: z.boolean(),
});
export type LavaRowView = z.infer<typeof LavaRowView>;

export const LavaLadderView = z.object({
  open: z.number().int(),
  chanceBasisPoints: z.number().int(),
  multiplier: z.number(),
  payoutCents: z.number().int(),
  fits: z.boolean(),
});

export const LavaItemView = z.object({
  id: z.string(),
  catalogItemId: z.number().int(),
  name: z.string(),
  priceCents: z.number().int(),
});
export type LavaItemView = z.infer<typeof LavaItemView>;

/** One game as its player sees it. `gameId` is also the bet id (`/fair?bet=<gameId>`). */
export const LavaGameView = z.object({
  gameId: z.string(),
  status: z.enum(LAVA_STATUSES),
  stakeCents: z.number().int(),
  items: z.array(LavaItemView),
  rows: z.array(LavaRowView),
  /** The row the next step is for (1-based); null once the game is over. */
  nextRow: z.number().int().nullable(),
  /** Skips left: rows still to cross. */
  skipsLeft: z.number().int(),
  /** Current multiplier (0 before the first row and after a loss) and what a cash-out pays now (or what was paid). */
  multiplier: z.number(),
  payoutCents: z.number().int(),
  /** Each count of open cells for the next row; empty once the game is over. */
  ladder: z.array(LavaLadderView),
  /** Every row's lava, once the game is over. */
  board: z.array(z.array(Cell)).nullable(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  createdAt: z.number().int(),
  endedAt: z.number().int().nullable(),
});
export type LavaGameView = z.infer<typeof LavaGameView>;

export const LavaCurrentAnswer = z.object({ game: LavaGameView.nullable() });
export type LavaCurrentAnswer = z.infer<typeof LavaCurrentAnswer>;

/** `GET /api/users/{id}/lavas`, `/api/users/current/lavas`: finished games, newest first. */
export const LavaHistoryEntry = z.object({
  gameId: z.string(),
  status: z.enum(LAVA_STATUSES),
  stakeCents: z.number().int(),
  rowsCrossed: z.number().int(),
  multiplier: z.number(),
  payoutCents: z.number().int(),
  endedAt: z.number().int(),
});
export type LavaHistoryEntry = z.infer<typeof LavaHistoryEntry>;

export const LavaHistoryAnswer = pageOf(LavaHistoryEntry);
export type LavaHistoryAnswer = z.infer<typeof LavaHistoryAnswer>;
