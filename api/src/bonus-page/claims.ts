import type { SqlEntityManager } from '@mikro-orm/sql';
import { AppError, BONUS_PAGE_RULES, type BonusPageKind, type LedgerOperation } from '@arena/schemas';
import { queryOne } from '../db/sql';
import type { Ledger } from '../ledger/ledger';
import { HOUSE, user } from '../ledger/types';

/** How long after a claim the next one of its kind opens. */
export const PERIOD_MS: Record<BonusPageKind, number> = {
  DAILY: BONUS_PAGE_RULES.daily.periodMs,
  WHEEL: BONUS_PAGE_RULES.wheel.periodMs,
  FAN: BONUS_PAGE_RULES.fan.periodMs,
};

/** The ledger operation each kind's payout is posted under. */
export const BONUS_OPERATION: Record<BonusPageKind, LedgerOperation> = {
  DAILY: 'BONUS_DAILY',
  WHEEL: 'BONUS_WHEEL',
  FAN: 'BONUS_FAN',
};

export interface LastClaim {
  seq: number;
  claimedAt: number;
}

export async function lastClaim(em: SqlEntityManager, userId: string, kind: BonusPageKind): Promise<LastClaim | null> {
  const row = await queryOne<{ seq: number; claimed_at: Date | string }>(
    em,
    `select seq, claimed_at from bonus_claims where user_id = ? and kind = ? order by seq desc limit 1`,
    [userId, kind],
  );
  return row ? { seq: Number(row.seq), claimedAt: new Date(row.claimed_at).getTime() } : null;
}

/** When the next claim of `kind` opens; null when it is open now. */
export function nextClaimAt(last: LastClaim | null, kind: BonusPageKind, nowMs: number): number | null {
  if (!last) return null;
  const at = last.claimedAt + PERIOD_MS[kind];
  return at > nowMs ? at : null;
}

/** PROMOCODE.DAILY_BONUS_WAIT with the time (ISO 8601, UTC) the claim opens. */
export const waitError = (at: number) => new AppError('PROMOCODE.DAILY_BONUS_WAIT', [new Date(at).toISOString()]);

export interface ClaimInput {
  userId: string;
  kind: BonusPageKind;
  nowMs: number;
  /** The amount, decided once the period is known to be open (the wheel spins here). */
  amount(seq: number): Promise<{ cents: number; spinId?: string; segment?: number }>;
}

export interface PaidClaim {
  seq: number;
  cents: number;
  transferId: number;
  claimedAt: number;
  nextAt: number;
}

/**
 * Pays one claim in the caller's transaction. The user row is locked first (the ledger's lock order: user rows, then
 * accounts), so one player's claims run one after another and the period check cannot be outrun by parallel
 * requests. The claim's ordinal keys the ledger transfer (BONUS_<KIND>, key `<kind>:<seq>` in the user's scope) and
 * the claim row is unique on it: a claim pays once, whatever retries or processes run it.
 */
export async function payClaim(ledger: Ledger, tx: SqlEntityManager, input: ClaimInput): Promise<PaidClaim> {
  const { userId, kind, nowMs } = input;
  await tx.execute(`select id from users where id = ? for no key update`, [userId], 'all');
  const last = await lastClaim(tx, userId, kind);
  const waitUntil = nextClaimAt(last, kind, nowMs);
  if (waitUntil !== null) throw waitError(waitUntil);
  const seq = (last?.seq ?? 0) + 1;
  const { cents, spinId, segment } = await input.amount(seq);
  const posted = await ledger.post(tx, {
    scope: userId,
    operation: BONUS_OPERATION[kind],
    key: `${kind.toLowerCase()}:${seq}`,
    request: { userId, kind, seq, cents },
    userId,
    legs: [
      { account: HOUSE, amountCents: -cents },
      { account: user(userId, 'USER_BONUS'), amountCents: cents },
    ],
  });
  // Only a transfer of an earlier, committed claim could replay, and then `last` would have been that claim.
  if (posted.replayed) throw waitError(nowMs + PERIOD_MS[kind]);
  await tx.execute(
    `insert into bonus_claims (user_id, kind, seq, claimed_at, amount_cents, transfer_id, spin_id, segment) values (?, ?, ?, ?, ?, ?, ?, ?)`,
    [userId, kind, seq, new Date(nowMs), cents, posted.transferId, spinId ?? null, segment ?? null],
    'run',
  );
  return { seq, cents, transferId: posted.transferId, claimedAt: nowMs, nextAt: nowMs + PERIOD_MS[kind] };
}
