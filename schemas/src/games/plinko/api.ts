import { z } from 'zod';
import { PlinkoRisk, PlinkoRows } from './rules';
import { pageOf } from '../../paging';

/** REST shapes of plinko: one ball per request, and each player's history. */

/**
 * `POST /api/plinko/drop` (with an Idempotency-Key). `source` is the balance the stake comes from (REAL or
 * BONUS, as BONUS_STAKES allows); winnings go back to the same balance.
 */
export const PlinkoDropBody = z.object({
  amountCents: z.number().int(),
  rows: PlinkoRows,
  risk: PlinkoRisk,
  source: z.enum(['REAL', 'BONUS']).default('REAL'),
});
export type PlinkoDropBody = z.input<typeof PlinkoDropBody>;
export type PlinkoDropRequest = z.output<typeof PlinkoDropBody>;

export const PlinkoDropAnswer = z.object({
  betId: z.string(),
  rows: z.number().int(),
  risk: PlinkoRisk,
  amountCents: z.number().int(),
  /** 0 = left, 1 = right, one per row: the way the ball goes, peg by peg. */
  path: z.array(z.number().int().min(0).max(1)),
  /** The number of rights, 0..rows. */
  bucket: z.number().int(),
  multiplierHundredths: z.number().int(),
  payoutCents: z.number().int(),
  /** The seed pair and nonce the ball was played with (the server seed is shown once the pair is rotated). */
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  /** Balances right after this drop was paid. */
  balance: z.object({ realCents: z.number().int(), bonusCents: z.number().int() }),
  /**
   * Orders this player's answers by commit (drops run one at a time per player): a screen with several balls in
   * the air keeps the balance of the highest one, whatever order the answers arrive in.
   */
  balanceVersion: z.number().int(),
});
export type PlinkoDropAnswer = z.infer<typeof PlinkoDropAnswer>;

/** `GET /api/users/current/plinkos` and `/api/users/{id}/plinkos`: the player's balls, newest first. */
export const PlinkoHistoryEntry = z.object({
  betId: z.string(),
  rows: z.number().int(),
  risk: PlinkoRisk,
  stakeCents: z.number().int(),
  bucket: z.number().int(),
  multiplierHundredths: z.number().int(),
  payoutCents: z.number().int(),
  createdAt: z.number().int(),
});
export type PlinkoHistoryEntry = z.infer<typeof PlinkoHistoryEntry>;

export const PlinkoHistoryAnswer = pageOf(PlinkoHistoryEntry);
export type PlinkoHistoryAnswer = z.infer<typeof PlinkoHistoryAnswer>;
