import { z } from 'zod';
import { CRASH_BATTLE_RULES } from '../../constants';
import type { ErrorArg } from '../../errors/app-error';
import type { ErrorKey } from '../../errors/catalogue';

/** Colyseus room names: every battle is its own room; the lobby is Colyseus's LobbyRoom (realtime listing). */
export const CRASH_BATTLE_ROOM_NAME = 'crash_battle';
export const CRASH_BATTLE_LOBBY_ROOM_NAME = 'crash_battle_lobby';

/** Messages a client sends to a battle room. */
export const CRASH_BATTLE_CLIENT_MESSAGES = {
  /** Take a seat: `{ code }` for a private battle. */
  join: 'join',
  leave: 'leave',
  /** Owner only: bots take every empty seat. */
  callBots: 'callBots',
  cashOut: 'cashOut',
  /** Preset target used by auto-play (and as the player's own auto cash-out). */
  setAuto: 'setAuto',
  time: 'time',
} as const;

/** Messages the room sends to one client. */
export const CRASH_BATTLE_SERVER_MESSAGES = {
  error: 'error',
  /** `{ seat }` after a successful join (the seat's buy-in is taken). */
  seated: 'seated',
  /** `{ refunded }` after leaving a waiting battle. */
  left: 'left',
  /** The creator's private code (sent only to the owner). */
  code: 'code',
  balance: 'balance',
  time: 'time',
} as const;

const buyIn = z.number().int().safe();

/**
 * Options of `client.create('crash_battle', …)`. Shape only: ranges are checked by the room so each refusal
 * gets its own key (CRASH_BATTLE.BAD_PLAYERS, BAD_ROUNDS, BAD_AMOUNT, MAX_AMOUNT).
 */
export const CrashBattleCreateOptions = z.object({
  seats: z.number().int().safe(),
  rounds: z.number().int().safe(),
  buyInCents: buyIn,
  isPrivate: z.boolean().default(false),
  /** Preset target for the creator's seat (hundredths), optional. */
  autoCashOutHundredths: z.number().int().safe().optional(),
});
export type CrashBattleCreateOptions = z.input<typeof CrashBattleCreateOptions>;

export const CrashBattleJoinMessage = z.union([
  z.undefined(),
  z.null(),
  z.strictObject({ code: z.string().max(32).optional() }),
]);
export type CrashBattleJoinMessage = z.infer<typeof CrashBattleJoinMessage>;

/** Messages that carry nothing. */
export const CrashBattleEmptyMessage = z.union([z.undefined(), z.null(), z.strictObject({})]);

/** 0 clears the preset (auto-play then uses the default). */
export const CrashBattleSetAutoMessage = z.strictObject({ autoCashOutHundredths: z.number().int().safe() });
export type CrashBattleSetAutoMessage = z.infer<typeof CrashBattleSetAutoMessage>;

export const CrashBattleTimeMessage = z.strictObject({ clientTime: z.number().finite() });

export interface CrashBattleErrorEvent {
  error: { key: ErrorKey; args: ErrorArg[] };
  action: string;
}

/** Why a battle cannot be created with these numbers, or null. One place for room and create dialog. */
export function crashBattleOptionsError(options: {
  seats: number;
  rounds: number;
  buyInCents: number;
}): { key: ErrorKey; args: ErrorArg[] } | null {
  const r = CRASH_BATTLE_RULES;
  if (!Number.isSafeInteger(options.seats) || options.seats < r.minSeats || options.seats > r.maxSeats) {
    return { key: 'CRASH_BATTLE.BAD_PLAYERS', args: [r.minSeats, r.maxSeats] };
  }
  if (!Number.isSafeInteger(options.rounds) || options.rounds < r.minRounds || options.rounds > r.maxRounds) {
    return { key: 'CRASH_BATTLE.BAD_ROUNDS', args: [r.minRounds, r.maxRounds] };
  }
  if (!Number.isSafeInteger(options.buyInCents) || options.buyInCents < r.minBuyInCents) {
    return { key: 'CRASH_BATTLE.BAD_AMOUNT', args: [(r.minBuyInCents / 100).toFixed(2)] };
  }
  if (options.buyInCents > r.maxBuyInCents)
    return { key: 'CRASH_BATTLE.MAX_AMOUNT', args: [(r.maxBuyInCents / 100).toFixed(2)] };
  return null;
}

/** Why a preset auto target is refused, or null (0 clears it). */
export function crashBattleAutoTargetError(hundredths: number): { key: ErrorKey; args: ErrorArg[] } | null {
  if (hundredths === 0) return null;
  const r = CRASH_BATTLE_RULES;
  if (
    !Number.isSafeInteger(hundredths) ||
    hundredths < r.minAutoCashOutHundredths ||
    hundredths > r.maxAutoCashOutHundredths
  ) {
    return { key: 'CRASH.BAD_MULTIPLIER', args: [(r.minAutoCashOutHundredths / 100).toFixed(2)] };
  }
  return null;
}

/**
 * The buy-in split equally across rounds (docs/product-rules.md §4): whole cents, the first `buyIn mod rounds` rounds carry
 * one cent more so the parts add up to the buy-in exactly. Shown per round; the pool is paid as one sum.
 */
export function crashBattleRoundStakes(buyInCents: number, rounds: number): number[] {
  const base = Math.floor(buyInCents / rounds);
  const extra = buyInCents - base * rounds;
  return Array.from({ length: rounds }, (_, i) => base + (i < extra ? 1 : 0));
}

/** What the lobby (Colyseus realtime listing) shows of a battle: the room's metadata. */
export interface CrashBattleListing {
  battleId: string;
  status: 'WAITING' | 'RUNNING' | 'FINISHED' | 'CANCELLED' | 'VOIDED';
  seats: number;
  taken: number;
  rounds: number;
  buyInCents: number;
  ownerName: string;
  ownerAvatar: string;
  /** Current round while running. */
  round: number;
  createdAt: number;
}
