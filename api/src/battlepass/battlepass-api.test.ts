import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BattlepassBundle, BattlepassStateAnswer, BattlepassSummary } from '@arena/schemas';
import { queryOne } from '../db/sql';
import { type TestPlatform, startTestPlatform } from '../testing/test-platform';
import { hasPremium } from '../users/premium';
import { DAY, HOUR, makeAdmin, refusal, testPass } from './battlepass-testing';
import { battlepassClock } from './clock';

let platform: TestPlatform;
let admin: { auth: string; id: string };
let passId: number;
const T0 = Date.now();
const realNow = battlepassClock.now;
const at = (ms: number) => (battlepassClock.now = () => ms);
const em = () => platform.services.orm.em.fork() as SqlEntityManager;

beforeAll(async () => {
  platform = await startTestPlatform();
  admin = await platform.signInPlayer('bp-admin');
  await makeAdmin(platform, admin.id);
  const created = await post('/api/admin/battlepasses', testPass(T0), admin.auth);
  expect(created.statusCode).toBe(200);
  passId = created.json().id;
});
afterEach(() => {
  battlepassClock.now = realNow;
});
afterAll(async () => {
  await platform.services.ledger.assertInvariants();
  await platform.close();
});

function post(url: string, payload: object, auth?: string, key?: string) {
  const headers: Record<string, string> = {};
  if (auth) headers.authorization = auth;
  if (key) headers['idempotency-key'] = key;
  return platform.app.inject({ method: 'POST', url, payload, headers });
}
const buy = (auth: string, bundleId: number, count = 1, key = randomUUID(), battlepassId = passId) =>
  post('/api/battlepass/bundle/buy', { battlepassId, bundleId, count }, auth, key);
const claim = (auth: string, level: number, tier: 'FREE' | 'PREMIUM') =>
  post('/api/battlepass/rewards/claim', { battlepassId: passId, level, tier }, auth);
const state = async (auth?: string) =>
  (await post('/api/battlepass/state', { battlepassId: passId }, auth)).json() as BattlepassStateAnswer;
const bundles = async () =>
  (await post('/api/battlepass/bundle/list', { battlepassId: passId })).json() as BattlepassBundle[];
const balances = (userId: string) => platform.services.ledger.balances(userId);

async function listed(): Promise<BattlepassSummary> {
  const response = await platform.app.inject({ method: 'GET', url: '/api/battlepass/current/list' });
  expect(response.statusCode).toBe(200);
  return (response.json() as BattlepassSummary[]).find((b) => b.id === passId)!;
}

async function settledBet(userId: string, source: 'REAL' | 'BONUS', cents: number, end: 'settle' | 'refund' | 'open') {
  const betId = randomUUID();
  await platform.services.ledger.placeBet({ betId, userId, game: 'mines', roundId: betId, source, amountCents: cents });
  if (end === 'settle') await platform.services.ledger.settleBet(betId, 0);
  if (end === 'refund') await platform.services.ledger.refundBet(betId);
}

describe('admin and lifecycle', () => {
  it('refuses a non-admin and a battlepass whose dates or bundles are wrong', async () => {
    const player = await platform.signInPlayer('bp-not-admin');
    expect(await refusal(await post('/api/admin/battlepasses', testPass(T0), player.auth))).toBe('GLOBAL.FORBIDDEN');
    expect(
      await refusal(await post('/api/admin/battlepasses', testPass(T0, { presaleAt: T0 + 20 * DAY }), admin.auth)),
    ).toBe('GLOBAL.BAD_REQUEST');
    expect(
      await refusal(
        await post('/api/admin/battlepasses', testPass(T0, { bundles: [{ experience: 10, oldPrice: 5 }] }), admin.auth),
      ),
    ).toBe('GLOBAL.BAD_REQUEST');
  });

  it('lists the pass with its dates and moves COMING -> PRESALE -> ACTIVE -> ENDS with the clock', async () => {
    at(T0 - 2 * DAY);
    expect(await listed()).toEqual({
      id: passId,
      title: 'Test Pass',
      status: 'COMING',
      presaleAt: T0 - DAY,
      startedAt: T0 - HOUR,
      finishedAt: T0 + 10 * DAY,
    });
    at(T0 - 2 * HOUR);
    expect((await listed()).status).toBe('PRESALE');
    at(T0);
    expect((await listed()).status).toBe('ACTIVE');
    at(T0 + 11 * DAY);
    expect((await listed()).status).toBe('ENDS');
    at(T0 + 30 * DAY);
    expect(await listed()).toBeUndefined();
  });

  it('prices bundles at 50% during the pre-sale and at the old price once active', async () => {
    at(T0 - 2 * HOUR);
    expect(await bundles()).toEqual([
      { id: expect.any(Number), experience: 0, presalePrice: 500, oldPrice: 1_000, price: 500 },
      { id: expect.any(Number), experience: 500, presalePrice: 150, oldPrice: 300, price: 150 },
    ]);
    at(T0);
    expect((await bundles()).map((b) => b.price)).toEqual([1_000, 300]);
    expect(await refusal(await post('/api/battlepass/bundle/list', { battlepassId: 999_999 }))).toBe(
      'BATTLEPASS.NOT_FOUND_OR_FINISHED',
    );
  });
});

describe('bundle purchase', () => {
  it('needs sign-in and an Idempotency-Key, and refuses unknown bundles and a premium count above 1', async () => {
    const [premium] = await bundles();
    expect(
      await refusal(
        await post('/api/battlepass/bundle/buy', { battlepassId: passId, bundleId: premium!.id, count: 1 }),
      ),
    ).toBe('GLOBAL.FORBIDDEN');
    const p = await platform.signInPlayer('bp-refused', 50_00);
    expect(
      await refusal(
        await post('/api/battlepass/bundle/buy', { battlepassId: passId, bundleId: premium!.id, count: 1 }, p.auth),
      ),
    ).toBe('GLOBAL.BAD_REQUEST');
    at(T0);
    expect(await refusal(await buy(p.auth, 999_999))).toBe('BATTLEPASS.BUNDLE_NOT_FOUND');
    expect(await refusal(await buy(p.auth, premium!.id, 2))).toBe('GLOBAL.BAD_REQUEST');
    const poor = await platform.signInPlayer('bp-poor', 1_00);
    expect(await refusal(await buy(poor.auth, premium!.id))).toBe('USER.LOW_BALANCE');
    expect(await balances(poor.id)).toEqual({ realCents: 1_00, bonusCents: 0 });
  });

  it('sells the premium pass at the pre-sale price once per key, sets the one premium flag, and refuses a second pass', async () => {
    const p = await platform.signInPlayer('bp-presale', 50_00);
    const [premium] = await bundles();
    at(T0 - 2 * HOUR);
    expect(await hasPremium(em(), p.id)).toBe(false);
    const key = randomUUID();
    const first = await buy(p.auth, premium!.id, 1, key);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ premium: true, experience: 0, paidCents: 500 });
    const again = await buy(p.auth, premium!.id, 1, key);
    expect(again.json()).toEqual(first.json());
    expect(await balances(p.id)).toEqual({ realCents: 45_00, bonusCents: 0 });
    expect(await hasPremium(em(), p.id)).toBe(true);
    const me = await platform.app.inject({
      method: 'GET',
      url: '/api/users/current',
      headers: { authorization: p.auth },
    });
    expect(me.json()).toMatchObject({ premium: true, hasUserBattlepass: true });
    expect(await refusal(await buy(p.auth, premium!.id))).toBe('BATTLEPASS.PREMIUM_ALREADY_BOUGHT');
    // The same key with another body is a conflict, never a second charge.
    expect(await refusal(await buy(p.auth, premium!.id, 2, key))).toBe('GLOBAL.IDEMPOTENCY_CONFLICT');
    expect(await balances(p.id)).toEqual({ realCents: 45_00, bonusCents: 0 });
  });

  it('answers one purchase to parallel requests with the same key', async () => {
    const p = await platform.signInPlayer('bp-parallel-buy', 50_00);
    const cards = (await bundles())[1]!;
    at(T0);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => buy(p.auth, cards.id, 3, key)));
    for (const a of answers) expect(a.json()).toEqual({ premium: false, experience: 1_500, paidCents: 900 });
    expect(await balances(p.id)).toEqual({ realCents: 41_00, bonusCents: 0 });
    expect((await state(p.auth)).experience).toBe(1_500);
  });

  it('refuses purchases before the pre-sale and after the end', async () => {
    const p = await platform.signInPlayer('bp-late', 50_00);
    const [premium] = await bundles();
    at(T0 - 2 * DAY);
    expect(await refusal(await buy(p.auth, premium!.id))).toBe('BATTLEPASS.NOT_FOUND_OR_FINISHED');
    at(T0 + 11 * DAY);
    expect(await refusal(await buy(p.auth, premium!.id))).toBe('BATTLEPASS.NOT_FOUND_OR_FINISHED');
    expect(await balances(p.id)).toEqual({ realCents: 50_00, bonusCents: 0 });
  });
});

describe('experience and levels', () => {
  it('counts 1 XP per 10 cents of settled real-money bets in the window: refunded, open and bonus bets count nothing', async () => {
    const p = await platform.signInPlayer('bp-xp', 100_00);
    await platform.services.ledger.deposit({ userId: p.id, amountCents: 50_00, key: `bonus-${p.id}`, bonus: true });
    await settledBet(p.id, 'REAL', 12_34, 'settle');
    await settledBet(p.id, 'REAL', 5_09, 'settle');
    await settledBet(p.id, 'REAL', 7_00, 'refund');
    await settledBet(p.id, 'REAL', 3_00, 'open');
    await settledBet(p.id, 'BONUS', 20_00, 'settle');
    at(T0);
    const s = await state(p.auth);
    // floor((1234 + 509) / 10) = 174
    expect(s).toMatchObject({ experience: 174, level: 1, premium: false, holder: false });
    expect(s.levels.map((l) => l.experience)).toEqual([100, 200, 5_000]);
    const anonymous = await state();
    expect(anonymous).toMatchObject({ experience: 0, level: 0 });
  });

  it('pays a reached free reward once, refuses unreached levels and premium rewards without the pass', async () => {
    const p = await platform.signInPlayer('bp-claim', 100_00);
    await settledBet(p.id, 'REAL', 15_00, 'settle');
    at(T0);
    const before = await balances(p.id);
    const ok = await claim(p.auth, 1, 'FREE');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ reward: { kind: 'BALANCE', cents: 50 }, itemIds: [], ticketIds: [] });
    expect(await balances(p.id)).toEqual({ realCents: before.realCents + 50, bonusCents: 0 });
    expect(await refusal(await claim(p.auth, 1, 'FREE'))).toBe('BATTLEPASS.PRIZE_NOT_FOUND_OR_CLAIMED');
    expect(await refusal(await claim(p.auth, 2, 'FREE'))).toBe('BATTLEPASS.PRIZE_NOT_CLAIMABLE');
    expect(await refusal(await claim(p.auth, 1, 'PREMIUM'))).toBe('BATTLEPASS.NOT_BOUGHT');
    expect(await refusal(await claim(p.auth, 9, 'FREE'))).toBe('BATTLEPASS.PRIZE_NOT_FOUND_OR_CLAIMED');
    expect(await balances(p.id)).toEqual({ realCents: before.realCents + 50, bonusCents: 0 });
    const s = await state(p.auth);
    expect(s.levels[0]).toMatchObject({ freeClaimed: true, premiumClaimed: false });
  });

  it('pays each reward kind: a skin, bingo tickets, treasure access, bonus balance', async () => {
    const p = await platform.signInPlayer('bp-kinds', 100_00);
    at(T0);
    await buy(p.auth, (await bundles())[0]!.id);
    const cards = (await bundles())[1]!;
    expect((await buy(p.auth, cards.id, 10)).statusCode).toBe(200);
    const skin = (await claim(p.auth, 1, 'PREMIUM')).json();
    expect(skin.itemIds).toHaveLength(1);
    const item = await queryOne<{ user_id: string; kind: string; status: string }>(
      em(),
      `select user_id, kind, status from user_items where id = ?`,
      [skin.itemIds[0]],
    );
    expect(item).toMatchObject({ user_id: p.id, kind: 'REAL' });
    const tickets = (await claim(p.auth, 2, 'FREE')).json();
    expect(tickets.ticketIds).toHaveLength(2);
    const owned = await queryOne<{ n: number }>(
      em(),
      `select count(*)::int as n from bingo_tickets where owner_id = ? and source = 'EARNED'`,
      [p.id],
    );
    expect(owned!.n).toBe(2);
    expect((await state(p.auth)).treasureAccess).toBe(false);
    expect((await claim(p.auth, 2, 'PREMIUM')).json().reward).toEqual({ kind: 'TREASURE_ACCESS' });
    expect((await state(p.auth)).treasureAccess).toBe(true);
    const before = await balances(p.id);
    expect((await claim(p.auth, 3, 'FREE')).statusCode).toBe(200);
    expect(await balances(p.id)).toEqual({ realCents: before.realCents, bonusCents: before.bonusCents + 100 });
  });

  it('pays one claim out of parallel claims of the same reward', async () => {
    const p = await platform.signInPlayer('bp-race', 100_00);
    await settledBet(p.id, 'REAL', 10_00, 'settle');
    at(T0);
    const before = await balances(p.id);
    const answers = await Promise.all(Array.from({ length: 6 }, () => claim(p.auth, 1, 'FREE')));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 200))
      expect(await refusal(a)).toBe('BATTLEPASS.PRIZE_NOT_FOUND_OR_CLAIMED');
    expect(await balances(p.id)).toEqual({ realCents: before.realCents + 50, bonusCents: 0 });
    const rows = await queryOne<{ n: number }>(
      em(),
      `select count(*)::int as n from battlepass_claims where user_id = ?`,
      [p.id],
    );
    expect(rows!.n).toBe(1);
  });

  it('refuses claims before the start and after the end', async () => {
    const p = await platform.signInPlayer('bp-claim-dates', 100_00);
    await settledBet(p.id, 'REAL', 10_00, 'settle');
    at(T0 - 2 * HOUR);
    expect(await refusal(await claim(p.auth, 1, 'FREE'))).toBe('BATTLEPASS.PRIZE_NOT_CLAIMABLE');
    at(T0 + 11 * DAY);
    expect(await refusal(await claim(p.auth, 1, 'FREE'))).toBe('BATTLEPASS.NOT_FOUND_OR_FINISHED');
  });

  it('ranks leaders by experience', async () => {
    at(T0);
    const response = await post('/api/battlepass/leaders', { battlepassId: passId });
    const leaders = response.json() as { name: string; experience: number; level: number }[];
    expect(leaders.length).toBeGreaterThan(2);
    expect(leaders[0]).toMatchObject({ name: 'bp-kinds', experience: 5_000, level: 3 });
    expect(leaders.find((l) => l.name === 'bp-xp')).toMatchObject({ experience: 174, level: 1 });
    for (let i = 1; i < leaders.length; i++)
      expect(leaders[i - 1]!.experience).toBeGreaterThanOrEqual(leaders[i]!.experience);
  });
});
