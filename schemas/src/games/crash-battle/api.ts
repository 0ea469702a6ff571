import { z } from 'zod';
import { pageOf } from '../../paging';

/** REST shapes of crash battle: fairness, finished battles, private-code lookup, history. */

/** Any string: a malformed id answers CRASH_BATTLE.NOT_FOUND like an unknown one. */
export const CrashBattleIdParams = z.object({ id: z.string().max(64) });

export const CrashBattleFairAnswer = z.object({
  id: z.string(),
  serverSeedHash: z.string(),
  /** Null until the battle is over. */
  serverSeed: z.string().nullable(),
  /** Null until the battle starts. */
  clientSeed: z.string().nullable(),
  seats: z.number().int(),
  /** Finished rounds only; crash point as a multiplier with two decimals. */
  rounds: z.array(z.object({ round: z.number().int(), crashPoint: z.number() })),
  /** Bot seats with their target per finished round (multipliers, two decimals). */
  bots: z.array(z.object({ seat: z.number().int(), targets: z.array(z.number()) })),
  algorithm: z.string(),
});
export type CrashBattleFairAnswer = z.infer<typeof CrashBattleFairAnswer>;

export const CrashBattleSeatAnswer = z.object({
  seat: z.number().int(),
  kind: z.enum(['PLAYER', 'BOT', 'EMPTY']),
  userId: z.string().nullable(),
  name: z.string(),
  avatar: z.string().nullable(),
  /** Score per finished round, hundredths (0 = crashed). */
  results: z.array(z.number().int()),
  totalHundredths: z.number().int(),
  /** Cents the seat received (a draw's skins at catalogue value, plus any remainder). */
  payoutCents: z.number().int(),
});
export type CrashBattleSeatAnswer = z.infer<typeof CrashBattleSeatAnswer>;

/** `GET /api/crashbattle/{id}`: a battle as stored (the finished view once its room is gone). */
export const CrashBattleAnswer = z.object({
  id: z.string(),
  roomId: z.string(),
  status: z.enum(['WAITING', 'RUNNING', 'FINISHED', 'CANCELLED', 'VOIDED']),
  seats: z.number().int(),
  rounds: z.number().int(),
  buyInCents: z.number().int(),
  isPrivate: z.boolean(),
  ownerId: z.string(),
  /** Crash points (hundredths) of finished rounds. */
  crashPoints: z.array(z.number().int()),
  seatList: z.array(CrashBattleSeatAnswer),
  winnerSeat: z.number().int().nullable(),
  draw: z.boolean(),
  createdAt: z.number().int(),
  endedAt: z.number().int().nullable(),
});
export type CrashBattleAnswer = z.infer<typeof CrashBattleAnswer>;

/** `GET /api/crashbattle/recent`: finished public battles, newest first. */
export const CrashBattleRecentAnswer = z.array(CrashBattleAnswer);
export type CrashBattleRecentAnswer = z.infer<typeof CrashBattleRecentAnswer>;

/** `GET /api/crashbattle/code/{code}`: the battle a private code opens. */
export const CrashBattleCodeParams = z.object({ code: z.string().min(1).max(32) });
export const CrashBattleCodeAnswer = z.object({ id: z.string(), roomId: z.string() });
export type CrashBattleCodeAnswer = z.infer<typeof CrashBattleCodeAnswer>;

/** `GET /api/users/{id}/crashbattles` and `/api/users/current/crashbattles`: battles the player sat in. */
export const CrashBattleHistoryEntry = z.object({
  battleId: z.string(),
  status: z.enum(['FINISHED', 'CANCELLED', 'VOIDED']),
  seats: z.number().int(),
  rounds: z.number().int(),
  buyInCents: z.number().int(),
  seat: z.number().int(),
  totalHundredths: z.number().int(),
  /** WIN, LOSS, DRAW, or REFUND (cancelled / voided). */
  outcome: z.enum(['WIN', 'LOSS', 'DRAW', 'REFUND']),
  payoutCents: z.number().int(),
  endedAt: z.number().int(),
});
export type CrashBattleHistoryEntry = z.infer<typeof CrashBattleHistoryEntry>;

export const CrashBattleHistoryAnswer = pageOf(CrashBattleHistoryEntry);
export type CrashBattleHistoryAnswer = z.infer<typeof CrashBattleHistoryAnswer>;
