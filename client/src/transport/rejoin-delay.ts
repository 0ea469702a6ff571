/**
 * Close codes (Colyseus CloseCode) that mean the old session cannot come back: the server stopped (4001) or a
 * restarted server refused the old session's reconnection token (4003; also what the SDK reports once its own
 * reconnection attempts are used up). 1006 reaches a room's leave handler only when the SDK dropped a session
 * younger than its `minUptime` (5 s) without trying to resume it: a server killed just after the join. Waiting gains
 * nothing then: the room must be joined afresh.
 */
const SESSION_GONE_CODES: ReadonlySet<number> = new Set([1006, 4001, 4003]);

/** Failed joins after a lost session retry this fast: the server is restarting and the player waits for it. */
export const FAST_REJOIN_RETRY_MS = 1_000;

/**
 * How long to wait before joining the room again after it was left with `code`: at once when the old session is
 * gone (a server restart), else the session's usual retry delay.
 */
export function rejoinDelayMs(code: number, retryMs: number): number {
  return SESSION_GONE_CODES.has(code) ? 0 : retryMs;
}

/** The SDK's own reconnection backs off up to this between attempts (its default of 5 s delays a restart's rejoin). */
export const SDK_RECONNECT_MAX_DELAY_MS = 1_000;

/**
 * The SDK tries to resume a dropped session this many times before giving up (its default is 15, ~14 s against a
 * dead process): one attempt covers a blip; after it the room is joined afresh through the game server's address,
 * whose match-making lands on a live process.
 */
export const SDK_RECONNECT_ATTEMPTS = 1;
