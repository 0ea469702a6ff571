/**
 * Polls `probe` every 10 ms until it answers a value (not undefined, null or false); throws after `timeoutMs`.
 * Null is "not yet" too: a Redis GET or a listing lookup answers null until the thing exists, and a probe returning
 * it must not pass at once (two-processes.pg.test.ts read the crash owner before the server had taken the lease).
 */
export async function waitFor<T>(
  what: string,
  probe: () => T | undefined | null | false | Promise<T | undefined | null | false>,
  timeoutMs = 20_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
