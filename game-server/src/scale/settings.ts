/**
 * Several game-server processes (REDIS_URL): every constant of the ownership leases in one place.
 *
 * Each single-room game (crash, roll, jackpot, …) has one owner process at a time: the holder of the Redis key
 * `<keyPrefix><game>` (value: the owner's Colyseus process id), taken with SET NX PX and renewed by the owner; the
 * owner should be the game's rendezvous choice among the processes whose heartbeat (`<keyPrefix>processes`, same
 * life as a lease) is alive. A survivor takes a dead owner's games over at most `leaseMs + retryMs` after its last
 * renewal, and one survivor recovers its per-match rooms (room-registry.ts).
 */
export interface ScaleSettings {
  /** How long a lease lives without renewal (GAME_OWNER_LEASE_MS). */
  leaseMs: number;
  /** The owner renews this often (a third of the lease: two renewals may fail before it runs out). */
  renewMs: number;
  /** How often placements are checked, games taken or handed over, dead processes looked for (GAME_OWNER_RETRY_MS). */
  retryMs: number;
  /** Redis key prefix of the leases (GAME_OWNER_KEY_PREFIX). */
  keyPrefix: string;
  /** Startup check: how long Redis may take to answer PING. */
  connectTimeoutMs: number;
  /** A per-match room placed on a process counts there this long at most before it registers (match-placement.ts). */
  inFlightMs: number;
}

export const SCALE_DEFAULTS = {
  leaseMs: 10_000,
  retryMs: 1_000,
  keyPrefix: 'arena:owner:',
  connectTimeoutMs: 3_000,
  inFlightMs: 5_000,
} as const;

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number, least: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < least)
    throw new Error(`${name} must be an integer >= ${least}, got ${JSON.stringify(raw)}`);
  return value;
}

export function scaleSettings(env: NodeJS.ProcessEnv = process.env): ScaleSettings {
  const leaseMs = positive(env, 'GAME_OWNER_LEASE_MS', SCALE_DEFAULTS.leaseMs, 1_000);
  return {
    leaseMs,
    renewMs: Math.floor(leaseMs / 3),
    retryMs: positive(env, 'GAME_OWNER_RETRY_MS', SCALE_DEFAULTS.retryMs, 100),
    keyPrefix: env.GAME_OWNER_KEY_PREFIX || SCALE_DEFAULTS.keyPrefix,
    connectTimeoutMs: SCALE_DEFAULTS.connectTimeoutMs,
    inFlightMs: SCALE_DEFAULTS.inFlightMs,
  };
}
