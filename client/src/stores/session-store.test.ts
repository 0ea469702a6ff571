import { describe, expect, it } from 'vitest';
import { ClockStore } from './clock-store';
import { memoryKeyValue } from './key-value';
import { SessionStore } from './session-store';

function clockAt(localMs: number, serverTime: number) {
  let local = localMs;
  const clock = new ClockStore({ get: async <T>() => ({ serverTime }) as T }, () => local);
  return { clock, advance: (ms: number) => ((local += ms), clock.tick()) };
}

describe('ClockStore', () => {
  it('takes the server reading as the middle of the round trip', async () => {
    let local = 1_000;
    const clock = new ClockStore(
      {
        get: async <T>() => {
          local += 200; // the answer arrives 200 ms after the request left
          return { serverTime: 50_000 } as T;
        },
      },
      () => local,
    );
    await clock.sync();
    expect(clock.offsetMs).toBe(50_000 - 1_100);
    expect(clock.now()).toBe(50_100);
    expect(clock.synced).toBe(true);
  });
});

describe('SessionStore', () => {
  it('restores a stored token and checks its expiry against the server clock', async () => {
    const { clock, advance } = clockAt(0, 10_000);
    await clock.sync();
    const storage = memoryKeyValue({ 'arena.token': 'abc', 'arena.tokenExpiresAt': '15000' });
    const session = new SessionStore(storage, clock);
    expect(session.isValid).toBe(true);
    expect(session.bearer).toBe('abc');
    advance(5_000);
    expect(session.isValid).toBe(false);
    expect(session.bearer).toBeNull();
  });

  it('judges by the server clock even when the local clock is far behind', async () => {
    const { clock } = clockAt(0, 1_000_000);
    const session = new SessionStore(memoryKeyValue(), clock);
    session.setToken('t', 500_000);
    expect(session.isValid).toBe(true); // local clock alone would say so
    await clock.sync();
    expect(session.isValid).toBe(false);
  });

  it('persists and clears the token', () => {
    const { clock } = clockAt(0, 0);
    const storage = memoryKeyValue();
    const session = new SessionStore(storage, clock);
    session.setToken('t', 99);
    expect(storage.dump()).toEqual({ 'arena.token': 't', 'arena.tokenExpiresAt': '99' });
    session.clear();
    expect(storage.dump()).toEqual({});
    expect(session.token).toBeNull();
  });

  it('remembers only same-site redirect paths and hands them out once', () => {
    const { clock } = clockAt(0, 0);
    const session = new SessionStore(memoryKeyValue(), clock);
    session.rememberRedirect('https://evil.example/x');
    session.rememberRedirect('//evil.example/x');
    expect(session.peekRedirect()).toBeNull();
    session.rememberRedirect('/ru/deposit');
    expect(session.takeRedirect()).toBe('/ru/deposit');
    expect(session.takeRedirect()).toBeNull();
  });
});
