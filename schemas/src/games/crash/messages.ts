import { z } from 'zod';
import { CRASH_ROOM_RULES } from '../../constants';
import type { ErrorArg } from '../../errors/app-error';
import type { ErrorKey } from '../../errors/catalogue';
import { CRASH_VARIANTS, type CrashVariant } from '../../fair/crash-point';
import { FairChain } from '../../fair/fair-chain';

/** The Colyseus room name; each variant runs one room whose id is `crashRoomId(variant)`. */
export const CRASH_ROOM_NAME = 'crash';

/** Fixed room ids let clients (and reconnects after a restart) find the one room of a variant. */
export function crashRoomId(variant: CrashVariant): string {
  return `crash-${variant}`;
}

/** Messages a client sends. */
export const CRASH_CLIENT_MESSAGES = { bet: 'bet', cashOut: 'cashOut', time: 'time' } as const;
/** Messages the room sends to one client (state changes travel in state patches). */
export const CRASH_SERVER_MESSAGES = {
  error: 'error',
  betPlaced: 'betPlaced',
  cashedOut: 'cashedOut',
  balance: 'balance',
  time: 'time',
} as const;

export const CrashBetSource = z.enum(['REAL', 'BONUS', 'SKINS']);
export type CrashBetSource = z.infer<typeof CrashBetSource>;

/**
 * A bet. Shape only: amounts, targets and skins are checked by the round's rules so each refusal gets its
 * own catalogue key (CRASH.BAD_MULTIPLIER, BET.MIN_LIMIT …) instead of a generic bad request.
 */
export const CrashBetMessage = z.strictObject({
  source: CrashBetSource,
  amountCents: z.number().int().safe().optional(),
  itemIds: z.array(z.uuid()).max(CRASH_ROOM_RULES.maxSkinsPerBet).optional(),
  /** Auto-take target in hundredths of a multiplier (150 = 1.50×); absent for manual play. */
  autoCashOutHundredths: z.number().int().safe().optional(),
});
export type CrashBetMessage = z.infer<typeof CrashBetMessage>;

/** A cash-out carries nothing: the server reads the multiplier off its own clock when it arrives. */
export const CrashCashOutMessage = z.union([z.undefined(), z.null(), z.strictObject({})]);

/** Clock sync: the client's send time comes back with the server's time. */
export const CrashTimeMessage = z.strictObject({ clientTime: z.number().finite() });
export type CrashTimeMessage = z.infer<typeof CrashTimeMessage>;

export interface CrashErrorEvent {
  error: { key: ErrorKey; args: ErrorArg[] };
  /** The client message the refusal answers. */
  action: string;
}

export interface CrashBetPlacedEvent {
  roundId: string;
  betId: string;
  stakeCents: number;
}

export type CrashCashOutReason = 'MANUAL' | 'AUTO' | 'MAX_WIN' | 'BANKROLL';

export interface CrashCashedOutEvent {
  roundId: string;
  hundredths: number;
  payoutCents: number;
  reason: CrashCashOutReason;
}

export interface CrashBalanceEvent {
  balanceCents: number;
  bonusBalanceCents: number;
}

export interface CrashTimeEvent {
  clientTime: number;
  serverTime: number;
}

/** `GET /api/fair/crash/{variant}`. */
export const CrashVariantParams = z.object({ variant: z.enum(CRASH_VARIANTS) });

/** The current chain's public data (top level), the next chain's terminating hash once committed, and every chain. */
export const CrashFairAnswer = z.object({
  variant: z.enum(CRASH_VARIANTS),
  salt: z.string(),
  terminatingHash: z.string(),
  algorithm: z.string(),
  chainLength: z.number().int(),
  /** Published as soon as the next chain is generated (fewer than 10% of links left), before any of it plays. */
  nextTerminatingHash: z.string().nullable(),
  /** Oldest first: past (DONE), CURRENT and, once committed, NEXT. */
  chains: z.array(FairChain),
});
export type CrashFairAnswer = z.infer<typeof CrashFairAnswer>;

/** `GET /api/fair/crash/{variant}/rounds?limit=N`. */
export const CrashFairRoundsQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(CRASH_ROOM_RULES.fairRoundsMaxLimit)
    .default(CRASH_ROOM_RULES.fairRoundsDefaultLimit),
});

export const CrashFairRound = z.object({
  id: z.number().int(),
  /** Position in the variant's play order (1 = the first round ever played), counting on across chains. */
  chainIndex: z.number().int(),
  /** The chain (its `generation`) the round's hash belongs to: its salt and terminating hash verify it. */
  chain: z.number().int(),
  hash: z.string(),
  /** The multiplier with two decimals, e.g. 2.37. */
  crashPoint: z.number(),
  /** VOIDED rounds were cut short by a restart: their bets were refunded, their hash is still spent. */
  status: z.enum(['CRASHED', 'VOIDED']),
});
export type CrashFairRound = z.infer<typeof CrashFairRound>;
export const CrashFairRoundsAnswer = z.array(CrashFairRound);
