import type { SqlEntityManager } from '@mikro-orm/sql';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CLAN_RULES, type ClanSeasonAnswer } from '@arena/schemas';
import { jobClock } from '../jobs';
import { createApiPlatform } from '../platform';
import { type TestPlatform, startTestPlatform } from '../testing/test-platform';
import { clanClient, freezeInSeason, joinClan, ok, warPlayer } from './clans-testing';
import { CLAN_WAR_REWARD_OPERATION, payClanWarSeasons } from './season-end';

let platform: TestPlatform;
let client: ReturnType<typeof clanClient>;
const realNow = jobClock.now;
const em = () => platform.services.orm.em.fork() as SqlEntityManager;

beforeAll(async () => {
  platform = await startTestPlatform();
  client = clanClient(platform);
});
afterEach(() => {
  jobClock.now = realNow;
});
afterAll(async () => {
  await platform.services.ledger.assertInvariants();
  await platform.close();
});

const realCents = async (userId: string) => (await platform.services.ledger.balances(userId)).realCents;

/**
 * Season S (a season of its own, two ahead of now): bears take 3 areas, wolves 2 with more points, ravens 1, vipers none.
 * Ranking by areas: bears 1st ($100), wolves 2nd ($50), ravens 3rd ($25), vipers 4th ($0).
 */
async function playSeason() {
  const season = freezeInSeason(24 * 60 * 60 * 1000, 2);
  const [b1, b2, w1, r1, v1] = await Promise.all(
    ['s-bear-1', 's-bear-2', 's-wolf-1', 's-raven-1', 's-viper-1'].map((name) =>
      warPlayer(platform, name, { points: 300 }),
    ),
  );
  for (const [p, clan] of [
    [b1, 'bears'],
    [b2, 'bears'],
    [w1, 'wolves'],
    [r1, 'ravens'],
    [v1, 'vipers'],
  ] as const)
    await joinClan(platform, p!.id, clan);
  ok(await client.capture(b1!.auth, 'harbor', 10));
  ok(await client.capture(b1!.auth, 'peak', 10));
  ok(await client.capture(b2!.auth, 'docks', 10)); // bears: b1 20 points, b2 10 (+ b2's 3 below)
  ok(await client.capture(w1!.auth, 'citadel', 200));
  ok(await client.capture(w1!.auth, 'market', 30)); // wolves: 230 points, 2 areas
  ok(await client.capture(r1!.auth, 'dunes', 10)); // ravens: 1 area
  ok(await client.capture(v1!.auth, 'oasis', 15));
  ok(await client.capture(r1!.auth, 'oasis', 16)); // ravens take it: 2 areas, 26 points; vipers 0 areas, 15 points
  ok(await client.capture(b2!.auth, 'docks', 3));
  return { season, b1: b1!, b2: b2!, w1: w1!, r1: r1!, v1: v1! };
}

describe('season end', () => {
  it('ranks by areas then points and pays each clan pool once, split by the points each member spent', async () => {
    const { season, b1, b2, w1, r1, v1 } = await playSeason();
    const before = Object.fromEntries(
      await Promise.all([b1, b2, w1, r1, v1].map(async (p) => [p.id, await realCents(p.id)] as const)),
    );
    // Before the end plus the grace only the season before is due (a fresh database pays just the last ended season).
    const early = await payClanWarSeasons(platform.services, season.endsAt + CLAN_RULES.graceMs - 1);
    expect(early.map((p) => [p.season.index, p.rewards])).toEqual([[season.index - 1, []]]);
    jobClock.now = () => season.endsAt + CLAN_RULES.graceMs;
    expect(ok<ClanSeasonAnswer>(await client.inject('GET', `/api/clans/seasons/${season.index}`)).status).toBe('ENDED');
    const [paid] = await payClanWarSeasons(platform.services, jobClock.now());
    expect(paid!.season).toEqual(season);
    // bears 3 areas: b1 20/33, b2 13/33 of $100; wolves and ravens hold 2 each, wolves have more points (230 > 26).
    const expected = [
      { clanId: 'bears', userId: b1.id, points: 20, prizeCents: Math.floor((10_000 * 20) / 33) },
      { clanId: 'bears', userId: b2.id, points: 13, prizeCents: Math.floor((10_000 * 13) / 33) },
      { clanId: 'wolves', userId: w1.id, points: 230, prizeCents: 5_000 },
      { clanId: 'ravens', userId: r1.id, points: 26, prizeCents: 2_500 },
    ];
    expect(paid!.rewards).toEqual(expected);
    expect(expected.map((r) => r.prizeCents)).toEqual([6_060, 3_939, 5_000, 2_500]);
    for (const reward of expected)
      expect(await realCents(reward.userId)).toBe(before[reward.userId]! + reward.prizeCents);
    expect(await realCents(v1.id)).toBe(before[v1.id]);

    const results = ok<ClanSeasonAnswer>(await client.inject('GET', `/api/clans/seasons/${season.index}`));
    expect(results.status).toBe('PAID');
    expect(results.ranking.map((c) => [c.id, c.rank, c.areas, c.points, c.poolCents])).toEqual([
      ['bears', 1, 3, 33, 10_000],
      ['wolves', 2, 2, 230, 5_000],
      ['ravens', 3, 2, 26, 2_500],
      ['vipers', 4, 0, 15, 0],
    ]);
    expect(results.rewards.map((r) => [r.name, r.prizeCents])).toEqual([
      ['s-bear-1', 6_060],
      ['s-wolf-1', 5_000],
      ['s-bear-2', 3_939],
      ['s-raven-1', 2_500],
    ]);

    // A second pass, and a restarted process (new app, new ledger over the same database), pay nothing more.
    expect(await payClanWarSeasons(platform.services, jobClock.now())).toEqual([]);
    const restarted = await createApiPlatform(platform.config, platform.services.orm, { logger: false });
    expect(await payClanWarSeasons(restarted.services, jobClock.now() + 60_000)).toEqual([]);
    await restarted.app.close();
    const transfers = await em().execute<{ n: string }[]>(
      `select count(*) as n from ledger_transfers where operation = ?`,
      [CLAN_WAR_REWARD_OPERATION],
      'all',
    );
    expect(Number(transfers[0]!.n)).toBe(4);
    for (const reward of expected)
      expect(await realCents(reward.userId)).toBe(before[reward.userId]! + reward.prizeCents);
  });

  it('a pass cut in the middle pays nothing; the next pass pays every reward once', async () => {
    const season = freezeInSeason(24 * 60 * 60 * 1000, 5);
    const [a, b] = await Promise.all(['cut-a', 'cut-b'].map((name) => warPlayer(platform, name, { points: 100 })));
    await joinClan(platform, a!.id, 'vipers');
    await joinClan(platform, b!.id, 'vipers');
    ok(await client.capture(a!.auth, 'harbor', 30));
    ok(await client.capture(b!.auth, 'bridge', 20));
    const before = [await realCents(a!.id), await realCents(b!.id)];
    const end = season.endsAt + CLAN_RULES.graceMs;
    // A process dying after the first reward's transfer: the whole commit is lost.
    const { ledger } = platform.services;
    const post = ledger.post.bind(ledger);
    let posts = 0;
    ledger.post = async (tx, input) => {
      if (input.operation === CLAN_WAR_REWARD_OPERATION && ++posts === 2) throw new Error('process died');
      return post(tx, input);
    };
    await expect(payClanWarSeasons(platform.services, end)).rejects.toThrow('process died');
    ledger.post = post;
    expect([await realCents(a!.id), await realCents(b!.id)]).toEqual(before);
    const rows = await em().execute<{ n: string }[]>(
      `select count(*) as n from clan_war_seasons where season = ?`,
      [season.index],
      'all',
    );
    expect(Number(rows[0]!.n)).toBe(0);
    // The empty seasons since the last paid one were paid in their own commits; this one is paid again in full.
    // Vipers alone hold areas: rank 1, $100 split 30/50 and 20/50; the others tie at rank 2 with no contributors.
    const passes = await payClanWarSeasons(platform.services, end);
    expect(passes.map((p) => p.season.index)).toEqual([season.index]);
    expect(passes[0]!.rewards.map((r) => [r.userId, r.prizeCents])).toEqual([
      [a!.id, 6_000],
      [b!.id, 4_000],
    ]);
    expect(await payClanWarSeasons(platform.services, end)).toEqual([]);
    expect([await realCents(a!.id), await realCents(b!.id)]).toEqual([before[0]! + 6_000, before[1]! + 4_000]);
  });
});
