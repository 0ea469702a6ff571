import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LiveSessionCache } from './live-session-cache';

const user = randomUUID();
const far = () => Date.UTC(2099, 0, 1);

function clocked(options: { max?: number; ttlMs?: number } = {}) {
  let nowMs = Date.UTC(2026, 0, 1);
  const cache = new LiveSessionCache({ ttlMs: 1_000, ...options, now: () => nowMs });
  return { cache, advance: (ms: number) => (nowMs += ms), now: () => nowMs };
}

describe('the live-session cache', () => {
  it('answers a remembered session for its own user only, until a revocation names it', () => {
    const { cache } = clocked();
    const [a, b] = [randomUUID(), randomUUID()];
    cache.remember(cache.ticket(), user, a, far());
    cache.remember(cache.ticket(), user, b, far());
    expect(cache.has(user, a)).toBe(true);
    // A token naming someone else's session is not served from here.
    expect(cache.has(randomUUID(), a)).toBe(false);
    cache.forget([a]);
    expect(cache.has(user, a)).toBe(false);
    expect(cache.has(user, b)).toBe(true);
  });

  it('drops an answer read before a revocation was announced, even when it arrives after', () => {
    const { cache } = clocked();
    const session = randomUUID();
    // The database said "live", then a revocation (of any session) was announced before the answer was stored.
    const ticket = cache.ticket();
    cache.forget([randomUUID()]);
    cache.remember(ticket, user, session, far());
    expect(cache.has(user, session)).toBe(false);
    // A read begun after the announcement is remembered.
    cache.remember(cache.ticket(), user, session, far());
    expect(cache.has(user, session)).toBe(true);
  });

  it('asks again after the time to live, and never past the session expiry', () => {
    const { cache, advance, now } = clocked({ ttlMs: 1_000 });
    const [long, short, gone] = [randomUUID(), randomUUID(), randomUUID()];
    cache.remember(cache.ticket(), user, long, far());
    cache.remember(cache.ticket(), user, short, now() + 300);
    cache.remember(cache.ticket(), user, gone, now() - 1);
    expect(cache.has(user, gone)).toBe(false);
    advance(299);
    expect([cache.has(user, long), cache.has(user, short)]).toEqual([true, true]);
    advance(2);
    expect([cache.has(user, long), cache.has(user, short)]).toEqual([true, false]);
    advance(700);
    expect(cache.has(user, long)).toBe(false);
  });

  it('holds at most its bound, the least recently used leaving first', () => {
    const { cache } = clocked({ max: 3 });
    const ids = Array.from({ length: 4 }, () => randomUUID());
    for (const id of ids.slice(0, 3)) cache.remember(cache.ticket(), user, id, far());
    expect(cache.has(user, ids[0]!)).toBe(true);
    cache.remember(cache.ticket(), user, ids[3]!, far());
    expect(cache.size).toBe(3);
    expect(ids.map((id) => cache.has(user, id))).toEqual([true, false, true, true]);
  });
});
