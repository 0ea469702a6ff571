import { describe, expect, it } from 'vitest';
import type { BonusStatusAnswer, WheelSpinAnswer } from '@arena/schemas';
import { ApiError } from '../../../transport/api-error';
import { DailyBonusStore } from '../daily/daily-store';
import { FanBonusStore } from '../fan/fan-store';
import { segmentUnderPointer } from './wheel-geometry';
import { WheelStore } from './wheel-store';

const STATUS: BonusStatusAnswer = {
  now: 1_000,
  daily: { amountCents: 5, periodMs: 86_400_000, nextAt: null },
  wheel: {
    segmentsCents: [2, 5, 2, 10, 2, 5, 3, 25, 2, 5, 3, 10, 2, 5, 3, 100],
    periodMs: 86_400_000,
    nextAt: null,
    conditions: { minDepositCents: 100, depositWindowDays: 5, minSteamLevel: 5, minGameHours: 100 },
    reasons: [],
    lastSpin: null,
  },
  fan: { amountCents: 25, periodMs: 604_800_000, brand: 'Skin Arena', nextAt: null, reasons: [], approvedAvatars: [] },
};
const SPIN: WheelSpinAnswer = {
  spinId: 's',
  segment: 7,
  prizeCents: 25,
  serverSeedHash: 'a'.repeat(64),
  clientSeed: 'c',
  nonce: 3,
  claimedAt: 1_000,
  nextAt: 86_401_000,
};

/** A stand-in API: answers per path, an ApiError answer is thrown. */
function fakeApi(answers: Record<string, () => unknown>) {
  const calls: string[] = [];
  const answer = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    calls.push(`${method} ${path}${body === undefined ? '' : ` ${JSON.stringify(body)}`}`);
    const value = answers[`${method} ${path}`]?.();
    if (value instanceof ApiError) throw value;
    if (value === undefined) throw new ApiError('GLOBAL.NOT_FOUND', [], 404);
    return value as T;
  };
  return {
    calls,
    get: <T>(path: string) => answer<T>('GET', path),
    post: <T>(path: string, body: unknown) => answer<T>('POST', path, body),
  };
}

describe('DailyBonusStore', () => {
  it('asks for a question, sends the typed answer with its token, then counts down to the next bonus', async () => {
    const api = fakeApi({
      'GET /bonus/status': () => STATUS,
      'POST /bonus/daily/captcha': () => ({ provider: 'sandbox', token: 'tok', question: '2 + 3', expiresAt: 9 }),
      'POST /bonus/daily/claim': () => ({ kind: 'DAILY', amountCents: 5, claimedAt: 1_000, nextAt: 86_401_000 }),
    });
    const store = new DailyBonusStore(api);
    await store.load();
    expect(store.isOpen(1_000)).toBe(true);
    await store.ask();
    store.setAnswer('5');
    expect(await store.claim()).toBe(true);
    expect(api.calls).toContain('POST /bonus/daily/claim {"token":"tok","answer":"5"}');
    expect([store.challenge, store.isOpen(86_400_999), store.isOpen(86_401_000), store.paid?.amountCents]).toEqual([
      null,
      false,
      true,
      5,
    ]);
  });

  it('keeps the refusal, drops the used question and re-reads the status', async () => {
    const api = fakeApi({
      'GET /bonus/status': () => STATUS,
      'POST /bonus/daily/captcha': () => ({ provider: 'sandbox', token: 'tok', question: '2 + 3', expiresAt: 9 }),
      'POST /bonus/daily/claim': () => new ApiError('PROMOCODE.CAPTCHA', [], 400),
    });
    const store = new DailyBonusStore(api);
    await store.load();
    await store.ask();
    store.setAnswer('6');
    expect(await store.claim()).toBe(false);
    expect([store.error?.key, store.challenge, store.paid]).toEqual(['PROMOCODE.CAPTCHA', null, null]);
    expect(api.calls.filter((c) => c === 'GET /bonus/status')).toHaveLength(2);
  });
});

describe('WheelStore', () => {
  it('turns the disc onto the server’s segment and announces the prize once it lands', async () => {
    const store = new WheelStore(fakeApi({ 'GET /bonus/status': () => STATUS, 'POST /bonus/wheel/spin': () => SPIN }));
    await store.load();
    expect(store.canSpin(1_000)).toBe(true);
    await store.spinNow();
    expect([store.spinning, store.landed, segmentUnderPointer(store.rotation)]).toEqual([true, false, 7]);
    expect(store.canSpin(1_000)).toBe(false);
    expect(store.land()).toBe(true);
    expect(store.land()).toBe(false);
    expect([store.spinning, store.landed, store.wheel?.nextAt, store.wheel?.lastSpin]).toEqual([
      false,
      true,
      SPIN.nextAt,
      SPIN,
    ]);
    expect(store.canSpin(SPIN.nextAt - 1)).toBe(false);
    expect(store.canSpin(SPIN.nextAt)).toBe(true);
  });

  it('does not spin while a condition is unmet, and keeps a refusal without turning', async () => {
    const refused = { ...STATUS, wheel: { ...STATUS.wheel, reasons: [{ key: 'PROMOCODE.LEVEL', args: [5] }] } };
    const store = new WheelStore(
      fakeApi({
        'GET /bonus/status': () => refused,
        'POST /bonus/wheel/spin': () => new ApiError('PROMOCODE.LEVEL', [5], 400),
      }),
    );
    await store.load();
    expect(store.canSpin(1_000)).toBe(false);
    await store.spinNow();
    expect([store.error?.key, store.error?.args, store.rotation, store.spinning, store.land()]).toEqual([
      'PROMOCODE.LEVEL',
      [5],
      0,
      false,
      false,
    ]);
  });
});

describe('FanBonusStore', () => {
  it('claims, or keeps the refusal and re-reads what is missing', async () => {
    let refuse = true;
    const api = fakeApi({
      'GET /bonus/status': () => STATUS,
      'POST /bonus/fan/claim': () =>
        refuse
          ? new ApiError('PROMOCODE.BAD_AVATAR', [], 400)
          : { kind: 'FAN', amountCents: 25, claimedAt: 1_000, nextAt: 604_801_000 },
    });
    const store = new FanBonusStore(api);
    await store.load();
    expect(await store.claim()).toBe(false);
    expect(store.error?.key).toBe('PROMOCODE.BAD_AVATAR');
    refuse = false;
    expect(await store.claim()).toBe(true);
    expect([store.error, store.paid?.amountCents, store.isOpen(604_800_999), store.isOpen(604_801_000)]).toEqual([
      null,
      25,
      false,
      true,
    ]);
  });
});
