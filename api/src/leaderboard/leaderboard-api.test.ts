import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LeaderboardAnswer, type TopAnswer, LEADERBOARD_RULES, leaderboardPeriodAt } from '@arena/schemas';
import { jobClock } from '../jobs';
import { itemsPricedBetween } from '../testing/commerce-test-app';
import { type TestPlatform, startTestPlatform } from '../testing/test-platform';
import { foldSettledBets } from './fold';
import { fund, playBet } from './leaderboard-testing';

const HOUR = 3_600_000;
const period = leaderboardPeriodAt(Date.UTC(2026, 10, 4));
const at = (hours: number) => period.startsAt + hours * HOUR;
const realNow = jobClock.now;

let t: TestPlatform;
let alice: { id: string; auth: string };
let bob: { id: string; auth: string };
let carol: { id: string; auth: string };
let dave: { id: string; auth: string };

beforeAll(async () => {
  t = await startTestPlatform();
  [alice, bob, carol, dave] = [
    await t.signInPlayer('alice'),
    await t.signInPlayer('bob'),
    await t.signInPlayer('carol'),
    await t.signInPlayer('dave'),
  ];
  for (const p of [alice, bob, carol, dave]) await fund(t.services, p.id);
  jobClock.now = () => at(100);
}, 120_000);

afterAll(async () => {
  jobClock.now = realNow;
  await t.services.ledger.assertInvariants();
  await t.close();
});

const get = async (url: string, auth?: string) =>
  t.app.inject({ method: 'GET', url, headers: auth ? { authorization: auth } : {} });
const board = async (auth?: string) => (await get('/api/leaderboard', auth)).json() as LeaderboardAnswer;

describe('GET /api/leaderboard', () => {
  it('counts only settled real stakes placed in the period, ranks ties by who got there first, then by user id', async () => {
    const skin = itemsPricedBetween(100, 1_000, 1)[0]!;
    const play = (
      userId: string,
      source: 'REAL' | 'BONUS' | 'SKINS',
      stakeCents: number,
      outcome: Parameters<typeof playBet>[1]['outcome'],
      hours: number,
    ) => playBet(t.services, { userId, source, stakeCents, outcome, placedAt: at(hours) }, skin.id);
    await play(alice.id, 'REAL', 500, { payoutCents: 0 }, 1);
    await play(alice.id, 'REAL', 300, 'REFUND', 2);
    await play(alice.id, 'REAL', 200, 'OPEN', 3);
    await play(alice.id, 'BONUS', 1_000, { payoutCents: 2_000 }, 4);
    await play(alice.id, 'SKINS', 0, { payoutCents: 5_000 }, 5);
    await play(alice.id, 'REAL', 900, { payoutCents: 900 }, -1); // the previous period
    await play(alice.id, 'REAL', 700, { payoutCents: 0 }, 7 * 24); // the next one
    // bob and carol reach 500 too, later than alice and at the same moment as each other.
    await play(bob.id, 'REAL', 200, { payoutCents: 1_000 }, 2);
    await play(bob.id, 'REAL', 300, { payoutCents: 0 }, 10);
    await play(carol.id, 'REAL', 500, { payoutCents: 0 }, 10);
    await play(dave.id, 'REAL', 501, { payoutCents: 0 }, 20);
    expect((await board(alice.auth)).standings).toEqual([]); // not folded yet: the lists lag by one fold
    expect(await foldSettledBets(t.services)).toBe(8); // settled REAL and SKINS bets; refunds, open and bonus bets never queue

    const [first, second] = [bob, carol].sort((a, b) => (a.id < b.id ? -1 : 1)) as [typeof bob, typeof bob];
    const answer = await board(alice.auth);
    expect(answer).toMatchObject({
      startsAt: period.startsAt,
      endsAt: period.endsAt,
      serverNow: at(100),
      prizesCents: [...LEADERBOARD_RULES.prizesCents],
    });
    expect(answer.standings.map((row) => [row.rank, row.userId, row.wageredCents, row.prizeCents])).toEqual([
      [1, dave.id, 501, 10_000],
      [2, alice.id, 500, 5_000],
      [3, first.id, 500, 3_000],
      [4, second.id, 500, 2_000],
    ]);
    expect(answer.standings[1]).toMatchObject({ name: 'alice', avatar: null });
    expect(answer.me).toEqual({ rank: 2, wageredCents: 500, prizeCents: 5_000 });
  });

  it('answers a visitor without a row of their own and a player who has not wagered with rank null', async () => {
    expect((await board()).me).toBeNull();
    const newcomer = await t.signInPlayer('newcomer');
    expect((await board(newcomer.auth)).me).toEqual({ rank: null, wageredCents: 0, prizeCents: 0 });
  });

  it('refuses a bad token like every signed-in call', async () => {
    const res = await get('/api/leaderboard', 'Bearer nonsense');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: { key: 'GLOBAL.FORBIDDEN', args: [] } });
  });
});

describe('bad input is a 400 with its key', () => {
  it.each([
    '/api/top?period=year',
    '/api/top?period=',
    '/api/leaderboard/history?limit=0',
    '/api/leaderboard/history?limit=21',
    '/api/leaderboard/history?limit=x',
    '/api/leaderboard/history?limit=1.5',
  ])('%s', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.key).toBe('GLOBAL.BAD_REQUEST');
  });
});

describe('GET /api/top', () => {
  it('lists one row per player: biggest profit, highest multiplier from $1 stakes, best net result; bonus bets never', async () => {
    const day = Date.UTC(2026, 10, 20);
    jobClock.now = () => day + 20 * HOUR;
    const [p, q, r] = [await t.signInPlayer('pia'), await t.signInPlayer('quinn'), await t.signInPlayer('rosa')];
    for (const x of [p, q, r]) await fund(t.services, x.id);
    const play = (userId: string, source: 'REAL' | 'BONUS', stakeCents: number, payoutCents: number, hours: number) =>
      playBet(t.services, { userId, source, stakeCents, outcome: { payoutCents }, placedAt: day + hours * HOUR });
    const pBig = await play(p.id, 'REAL', 1_000, 6_000, 1); // +50.00, 6.00x
    await play(p.id, 'REAL', 1_000, 0, 2); // net +40.00 over the day
    const qLucky = await play(q.id, 'REAL', 100, 2_345, 3); // +22.45, 23.45x
    await play(q.id, 'REAL', 99, 9_900, 4); // 100x but under the $1 minimum: biggest win only
    await play(r.id, 'BONUS', 1_000, 100_000, 5); // bonus money: nowhere
    await play(r.id, 'REAL', 200, 300, 6);
    await foldSettledBets(t.services);

    const answer = (await get('/api/top?period=day')).json() as TopAnswer;
    expect(answer).toMatchObject({
      period: 'day',
      fromDay: '2026-11-20',
      toDay: '2026-11-20',
      luckyMinStakeCents: 100,
    });
    expect(answer.biggestWins.map((row) => [row.rank, row.name, row.profitCents])).toEqual([
      [1, 'quinn', 9_801],
      [2, 'pia', 5_000],
      [3, 'rosa', 100],
    ]);
    expect(answer.biggestWins[1]).toMatchObject({
      betId: pBig.betId,
      game: 'plinko',
      stakeCents: 1_000,
      payoutCents: 6_000,
      multiplierHundredths: 600,
      placedAt: day + HOUR,
    });
    expect(answer.luckiest.map((row) => [row.rank, row.name, row.betId, row.multiplierHundredths])).toEqual([
      [1, 'quinn', qLucky.betId, 2_345],
      [2, 'pia', pBig.betId, 600],
      [3, 'rosa', expect.any(String), 150],
    ]);
    expect(
      answer.bestPlayers.map((row) => [row.rank, row.name, row.stakedCents, row.paidCents, row.profitCents, row.bets]),
    ).toEqual([
      [1, 'quinn', 199, 12_245, 12_046, 2],
      [2, 'pia', 2_000, 6_000, 4_000, 2],
      [3, 'rosa', 200, 300, 100, 1],
    ]);
    const week = (await get('/api/top')).json() as TopAnswer;
    expect(week).toMatchObject({ period: 'week', fromDay: '2026-11-16', toDay: '2026-11-22' });
  });
});
