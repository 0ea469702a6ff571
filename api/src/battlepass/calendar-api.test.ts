import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BattlepassBundle, CalendarAnswer } from '@arena/schemas';
import { type TestPlatform, startTestPlatform } from '../testing/test-platform';
import { DAY, HOUR, makeAdmin, refusal, testPass } from './battlepass-testing';
import { battlepassClock } from './clock';

let platform: TestPlatform;
let admin: { auth: string; id: string };
let passId: number;
let bareId: number;
let premiumBundle: number;
const T0 = Date.now();
const realNow = battlepassClock.now;
const at = (ms: number) => (battlepassClock.now = () => ms);

function post(url: string, payload: object, auth?: string, key?: string) {
  const headers: Record<string, string> = {};
  if (auth) headers.authorization = auth;
  if (key) headers['idempotency-key'] = key;
  return platform.app.inject({ method: 'POST', url, payload, headers });
}
const claim = (auth: string, day: number, battlepassId = passId) =>
  post('/api/battlepass/calendar/claim', { battlepassId, day }, auth);
const buyPremium = (auth: string) =>
  post('/api/battlepass/bundle/buy', { battlepassId: passId, bundleId: premiumBundle, count: 1 }, auth, randomUUID());

beforeAll(async () => {
  platform = await startTestPlatform();
  admin = await platform.signInPlayer('cal-admin');
  await makeAdmin(platform, admin.id);
  passId = (await post('/api/admin/battlepasses', testPass(T0), admin.auth)).json().id;
  bareId = (
    await post('/api/admin/battlepasses', testPass(T0, { title: 'No calendar', calendar: null }), admin.auth)
  ).json().id;
  premiumBundle = (
    (await post('/api/battlepass/bundle/list', { battlepassId: passId })).json() as BattlepassBundle[]
  )[0]!.id;
});
afterEach(() => {
  battlepassClock.now = realNow;
});
afterAll(async () => {
  await platform.services.ledger.assertInvariants();
  await platform.close();
});

describe('advent calendar', () => {
  it('shows the days with their opening times and prizes', async () => {
    const answer = (await post('/api/battlepass/calendar', { battlepassId: passId })).json() as CalendarAnswer;
    expect(answer.days).toEqual([
      { day: 1, opensAt: T0 - HOUR, reward: { kind: 'BALANCE', cents: 10 }, claimed: false, claimable: false },
      { day: 2, opensAt: T0 - HOUR + DAY, reward: { kind: 'BONUS', cents: 20 }, claimed: false, claimable: false },
      {
        day: 3,
        opensAt: T0 - HOUR + 2 * DAY,
        reward: { kind: 'BALANCE', cents: 30 },
        claimed: false,
        claimable: false,
      },
    ]);
    expect(await refusal(await post('/api/battlepass/calendar', { battlepassId: bareId }))).toBe(
      'CALENDAR.CALENDAR_NOT_FOUND',
    );
  });

  it('answers every calendar code in its case and pays each day once', async () => {
    const early = await platform.signInPlayer('cal-early', 50_00);
    const none = await platform.signInPlayer('cal-none', 50_00);
    at(T0 - 2 * HOUR);
    expect((await buyPremium(early.auth)).statusCode).toBe(200);
    // The pass is in pre-sale: the calendar waits for it to start.
    expect(await refusal(await claim(early.auth, 1))).toBe('CALENDAR.BATTLEPASS_IS_NOT_ACTIVE');
    at(T0);
    expect(await refusal(await claim(early.auth, 1, bareId))).toBe('CALENDAR.CALENDAR_NOT_FOUND');
    expect(await refusal(await claim(early.auth, 4))).toBe('CALENDAR.CALENDAR_NOT_FOUND');
    expect(await refusal(await claim(none.auth, 1))).toBe('CALENDAR.PREMIUM_HAS_NOT_PURCHASED');
    expect(await refusal(await claim(early.auth, 2))).toBe('CALENDAR.DAY_HAS_NOT_STARTED_YET');
    const before = await platform.services.ledger.balances(early.id);
    const paid = await claim(early.auth, 1);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ reward: { kind: 'BALANCE', cents: 10 }, itemIds: [], ticketIds: [] });
    expect(await refusal(await claim(early.auth, 1))).toBe('CALENDAR.PRIZE_ALREADY_CLAIMED');
    expect(await platform.services.ledger.balances(early.id)).toEqual({
      realCents: before.realCents + 10,
      bonusCents: 0,
    });
    const view = (
      await post('/api/battlepass/calendar', { battlepassId: passId }, early.auth)
    ).json() as CalendarAnswer;
    expect(view.days.map((d) => d.claimed)).toEqual([true, false, false]);
    // "Open" only where the claim would pay: day 1 is taken, days 2 and 3 will be once they begin.
    expect(view.days.map((d) => d.claimable)).toEqual([false, true, true]);
    const outsider = (
      await post('/api/battlepass/calendar', { battlepassId: passId }, none.auth)
    ).json() as CalendarAnswer;
    expect(outsider.days.map((d) => d.claimable)).toEqual([false, false, false]);
    at(T0 + 11 * DAY);
    expect(await refusal(await claim(early.auth, 2))).toBe('CALENDAR.BATTLEPASS_IS_NOT_ACTIVE');
  });

  it('opens prizes only from the day the player got the pass; missed later days stay claimable', async () => {
    const late = await platform.signInPlayer('cal-late', 50_00);
    at(T0 + DAY + HOUR);
    expect((await buyPremium(late.auth)).statusCode).toBe(200);
    expect(await refusal(await claim(late.auth, 1))).toBe('CALENDAR.PRIZE_IS_AVAILABLE_FROM_DAY_OF_RECEIPT_BATTLEPASS');
    at(T0 + 2 * DAY + HOUR);
    // The day before the purchase is not offered; the missed day since and today's are.
    const view = (await post('/api/battlepass/calendar', { battlepassId: passId }, late.auth)).json() as CalendarAnswer;
    expect(view.days.map((d) => d.claimable)).toEqual([false, true, true]);
    expect((await claim(late.auth, 2)).json().reward).toEqual({ kind: 'BONUS', cents: 20 });
    expect((await claim(late.auth, 3)).json().reward).toEqual({ kind: 'BALANCE', cents: 30 });
    expect(await platform.services.ledger.balances(late.id)).toEqual({ realCents: 50_00 - 1_000 + 30, bonusCents: 20 });
  });

  it('pays one of parallel claims of the same day', async () => {
    const p = await platform.signInPlayer('cal-race', 50_00);
    at(T0);
    await buyPremium(p.auth);
    const answers = await Promise.all(Array.from({ length: 6 }, () => claim(p.auth, 1)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 200))
      expect(await refusal(a)).toBe('CALENDAR.PRIZE_ALREADY_CLAIMED');
    expect(await platform.services.ledger.balances(p.id)).toEqual({ realCents: 50_00 - 1_000 + 10, bonusCents: 0 });
  });
});
