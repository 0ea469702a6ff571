import { z } from 'zod';
import { MINES_RULES } from './constants';
import { BalanceAnswer } from '../../api/commerce';
import { MinesCell, MinesMode } from './rules';
import { pageOf } from '../../paging';

/** REST shapes of Mines (single-player: the api decides every step; the round lives in the database). */

const itemId = z.guid();

/**
 * `POST /api/mines/rounds` (Idempotency-Key header): start a round. The stake is `amountCents` from the `source`
 * balance (REAL or BONUS, as BONUS_STAKES allows) or skins `itemIds` (all real or all bonus). Counts and limits are
 * checked by minesStakeRefusal so each refusal has its catalogue key; zod only bounds the shape.
 */
export const MinesCreateBody = z.object({
  mines: z.number().int(),
  mode: MinesMode.default('classic'),
  amountCents: z.number().int().nullable().optional(),
  source: z.enum(['REAL', 'BONUS']).default('REAL'),
  itemIds: z.array(itemId).max(50).default([]),
});
export type MinesCreateBody = z.input<typeof MinesCreateBody>;
export type MinesCreateRequest = z.output<typeof MinesCreateBody>;

/** `POST /api/mines/rounds/{roundId}/open`: open one cell (0..24, row-major). */
export const MinesOpenBody = z.object({ cell: z.number().int() });
export type MinesOpenBody = z.infer<typeof MinesOpenBody>;

export const MinesRoundParams = z.object({ roundId: z.string().max(64) });

export const MINES_STATUSES = ['PLAYING', 'AWAITING_DEFUSAL', 'CASHED_OUT', 'BUSTED'] as const;
export type MinesStatus = (typeof MINES_STATUSES)[number];

export const MinesOpenedCell = z.object({
  cell: MinesCell,
  /** GEM: safe; MINE: the mine that ended the round (or awaits its defusal); DEFUSED: a Plus round's defused mine. */
  kind: z.enum(['GEM', 'MINE', 'DEFUSED']),
});
export type MinesOpenedCell = z.infer<typeof MinesOpenedCell>;

export const MinesItemView = z.object({
  id: z.string(),
  catalogItemId: z.number().int(),
  name: z.string(),
  priceCents: z.number().int(),
});
export type MinesItemView = z.infer<typeof MinesItemView>;

/**
 * A round as its player sees it. `roundId` is also the bet id (`/fair?bet=<roundId>`). The mine positions are
 * `mineCells` only once the round is over (null before: they never leave the server during play).
 */
export const MinesRoundView = z.object({
  roundId: z.string(),
  status: z.enum(MINES_STATUSES),
  mode: MinesMode,
  mines: z.number().int(),
  stakeCents: z.number().int(),
  source: z.enum(['REAL', 'BONUS', 'SKINS']),
  items: z.array(MinesItemView),
  /** In the order they were opened. */
  opened: z.array(MinesOpenedCell),
  gems: z.number().int(),
  defused: z.boolean(),
  /** The multiplier now (floored to 1/10,000); what taking winnings pays now, or what the round paid. */
  multiplier: z.number(),
  payoutCents: z.number().int(),
  /** The multiplier and payout after one more gem (null when the round is over or no gem is left). */
  nextMultiplier: z.number().nullable(),
  nextPayoutCents: z.number().int().nullable(),
  /** The win reached the max win and the round was cashed out by the rules. */
  capped: z.boolean(),
  mineCells: z.array(MinesCell).nullable(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  createdAt: z.number().int(),
});
export type MinesRoundView = z.infer<typeof MinesRoundView>;

/** Every answer that moves a round: the round and the player's balances after it. */
export const MinesRoundAnswer = z.object({ round: MinesRoundView, balance: BalanceAnswer });
export type MinesRoundAnswer = z.infer<typeof MinesRoundAnswer>;

/** `GET /api/mines/current`: the player's unfinished round (resumed after a reload or a restart), or null. */
export const MinesCurrentAnswer = z.object({ round: MinesRoundView.nullable() });
export type MinesCurrentAnswer = z.infer<typeof MinesCurrentAnswer>;

/** `GET /api/users/current/mines` and `/api/users/{id}/mines`: finished rounds, newest first. */
export const MinesHistoryEntry = z.object({
  betId: z.string(),
  mode: MinesMode,
  mines: z.number().int(),
  stakeCents: z.number().int(),
  gems: z.number().int(),
  defused: z.boolean(),
  status: z.enum(['CASHED_OUT', 'BUSTED']),
  payoutCents: z.number().int(),
  createdAt: z.number().int(),
});
export type MinesHistoryEntry = z.infer<typeof MinesHistoryEntry>;

export const MinesHistoryAnswer = pageOf(MinesHistoryEntry);
export type MinesHistoryAnswer = z.infer<typeof MinesHistoryAnswer>;

export const MINES_HISTORY_PAGE_SIZE = MINES_RULES.historyPageSize;
