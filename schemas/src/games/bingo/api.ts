import { z } from 'zod';
import { BINGO_RULES } from '../../constants';
import { pageOf } from '../../paging';

/** REST shapes of bingo: buying, gifting, the next draw, past draws, fairness and each player's history. */

/**
 * `POST /api/bingo/tickets` (Idempotency-Key): one entry per ticket, its numbers or null for a quick pick (the
 * server picks). Shape only; the number rules answer BINGO.BAD_NUMBERS, the count BINGO.TOO_MANY_TICKETS.
 */
export const BingoBuyBody = z.strictObject({
  tickets: z.array(z.array(z.number()).max(BINGO_RULES.maxNumber).nullable()).min(1).max(100),
});
export type BingoBuyBody = z.infer<typeof BingoBuyBody>;

/** `POST /api/bingo/gift`: the recipient's user id and the tickets; every refusal has its BINGO.* key. */
export const BingoGiftBody = z.strictObject({
  toUserId: z.string().max(100),
  ticketIds: z.array(z.string().max(100)).max(100),
});
export type BingoGiftBody = z.infer<typeof BingoGiftBody>;

export const BINGO_TICKET_SOURCES = ['BOUGHT', 'EARNED'] as const;

export const BingoTicket = z.object({
  id: z.string(),
  drawId: z.string(),
  drawNumber: z.number().int(),
  numbers: z.array(z.number().int()),
  source: z.enum(BINGO_TICKET_SOURCES),
  /** Only bought tickets never gifted before may be gifted (see README). */
  transferable: z.boolean(),
  /** Name of the player who gifted it, else null. */
  giftedBy: z.string().nullable(),
  /** Set once the draw is done. */
  matches: z.number().int().nullable(),
  prizeCents: z.number().int().nullable(),
  createdAt: z.number().int(),
});
export type BingoTicket = z.infer<typeof BingoTicket>;

export const BingoTierView = z.object({
  matches: z.number().int(),
  tierCents: z.number().int(),
  winners: z.number().int(),
  prizeEachCents: z.number().int(),
  rolloverCents: z.number().int(),
});

export const BINGO_DRAW_STATUSES = ['OPEN', 'CLOSED', 'FINISHED'] as const;
export type BingoDrawStatus = (typeof BINGO_DRAW_STATUSES)[number];

export const BingoDrawView = z.object({
  id: z.string(),
  number: z.number().int(),
  status: z.enum(BINGO_DRAW_STATUSES),
  drawAt: z.number().int(),
  serverSeedHash: z.string(),
  ticketCount: z.number().int(),
  salesCents: z.number().int(),
  rolloverInCents: z.number().int(),
  /** The pool as it stands (for an open draw: what it would be if it closed now). */
  poolCents: z.number().int(),
  /** Revealed once the draw is finished. */
  numbers: z.array(z.number().int()).nullable(),
  tiers: z.array(BingoTierView).nullable(),
  paidCents: z.number().int().nullable(),
  rolloverOutCents: z.number().int().nullable(),
});
export type BingoDrawView = z.infer<typeof BingoDrawView>;

/** `GET /api/bingo/current`: the draw on sale, the signed-in player's tickets in it and their deposit progress. */
export const BingoCurrentAnswer = z.object({
  draw: BingoDrawView,
  tickets: z.array(BingoTicket),
  /** Deposited total and what the next earned ticket needs (null when signed out). */
  deposit: z
    .object({ depositedCents: z.number().int(), nextTicketAtCents: z.number().int(), earnedTickets: z.number().int() })
    .nullable(),
  /** The signed-in player may not gift (streamer or blocked), else false. */
  giftBlocked: z.boolean(),
  serverTime: z.number().int(),
  /** The configured draw times (one draw at `anchorMs`, the others whole `intervalMs` apart): what the page tells. */
  schedule: z.object({ anchorMs: z.number().int(), intervalMs: z.number().int() }),
});
export type BingoCurrentAnswer = z.infer<typeof BingoCurrentAnswer>;

export const BingoBuyAnswer = z.object({
  drawId: z.string(),
  tickets: z.array(BingoTicket),
  balanceCents: z.number().int(),
});
export type BingoBuyAnswer = z.infer<typeof BingoBuyAnswer>;

export const BingoGiftAnswer = z.object({ toUserId: z.string(), toName: z.string(), ticketIds: z.array(z.string()) });
export type BingoGiftAnswer = z.infer<typeof BingoGiftAnswer>;

export const BingoDrawParams = z.object({ drawId: z.string().max(64) });

/** `GET /api/bingo/draws`: finished draws newest first, each with the signed-in player's tickets. */
export const BingoDrawsAnswer = pageOf(BingoDrawView.extend({ myTickets: z.array(BingoTicket) }));
export type BingoDrawsAnswer = z.infer<typeof BingoDrawsAnswer>;

/** `GET /api/fair/bingo/{drawId}`: everything needed to re-derive the numbers (seed and list once finished). */
export const BingoFairAnswer = z.object({
  drawId: z.string(),
  drawNumber: z.number().int(),
  status: z.enum(BINGO_DRAW_STATUSES),
  drawAt: z.number().int(),
  serverSeedHash: z.string(),
  serverSeed: z.string().nullable(),
  ticketsDigest: z.string().nullable(),
  tickets: z.array(z.object({ id: z.string(), numbers: z.array(z.number().int()) })),
  numbers: z.array(z.number().int()).nullable(),
  algorithm: z.string(),
});
export type BingoFairAnswer = z.infer<typeof BingoFairAnswer>;

/** `GET /api/users/{id|current}/bingo`: the player's tickets in draws that are over, newest first. */
export const BingoHistoryEntry = z.object({
  ticketId: z.string(),
  drawId: z.string(),
  drawNumber: z.number().int(),
  drawAt: z.number().int(),
  numbers: z.array(z.number().int()),
  drawnNumbers: z.array(z.number().int()),
  source: z.enum(BINGO_TICKET_SOURCES),
  priceCents: z.number().int(),
  matches: z.number().int(),
  prizeCents: z.number().int(),
});
export type BingoHistoryEntry = z.infer<typeof BingoHistoryEntry>;

export const BingoHistoryAnswer = pageOf(BingoHistoryEntry);
export type BingoHistoryAnswer = z.infer<typeof BingoHistoryAnswer>;
