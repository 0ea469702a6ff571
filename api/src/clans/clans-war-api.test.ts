import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CLAN_RULES, type ClanCaptureAnswer, type ClansAnswer, type ClanWarAreaView } from '@arena/schemas';
import { jobClock } from '../jobs';
import { type TestPlatform, startTestPlatform } from '../testing/test-platform';
import { clanClient, freezeInSeason, joinClan, ok, playBet, refusal, warPlayer } from './clans-testing';

let platform: TestPlatform;
let client: ReturnType<typeof clanClient>;
const realNow = jobClock.now;
const DAY = 24 * 60 * 60 * 1000;

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

const me = async (auth: string) => ok<ClansAnswer>(await client.overview(auth)).me!;
const area = async (id: string) => ok<ClansAnswer>(await client.overview()).areas.find((a) => a.id === id)!;

describe('points from the ledger', () => {
  it('counts settled REAL bets placed in the season, 1 point per $1 floored over the total, and nothing else', async () => {
    const season = freezeInSeason();
    const p = await warPlayer(platform, 'war-points', { premium: false });
    await platform.services.ledger.deposit({ userId: p.id, amountCents: 100_00, key: `bonus-${p.id}`, bonus: true });
    await playBet(platform, p.id, { stakeCents: 150 });
    await playBet(platform, p.id, { stakeCents: 275 });
    await playBet(platform, p.id, { stakeCents: 5_00, outcome: 'REFUND' });
    await playBet(platform, p.id, { stakeCents: 7_00, outcome: 'OPEN' });
    await playBet(platform, p.id, { stakeCents: 9_00, source: 'BONUS' });
    await playBet(platform, p.id, { stakeCents: 11_00, placedAt: season.startsAt - 1 });
    await playBet(platform, p.id, { stakeCents: 13_00, placedAt: season.endsAt });
    await playBet(platform, p.id, { stakeCents: 1_00, placedAt: season.startsAt });
    expect((await me(p.auth)).points).toEqual({ earned: 5, spent: 0, available: 5 });
  });
});

describe('capture refusals', () => {
  it('refuses without premium, outside a clan, bad amounts, unknown areas, too few points', async () => {
    freezeInSeason();
    const plain = await warPlayer(platform, 'war-plain', { premium: false, points: 100 });
    await joinClan(platform, plain.id, 'wolves');
    expect(await refusal(await client.capture(plain.auth, 'harbor', 10))).toBe('BATTLEPASS.NOT_BOUGHT');
    const loner = await warPlayer(platform, 'war-loner', { points: 100 });
    expect(await refusal(await client.capture(loner.auth, 'harbor', 10))).toBe('CLANWAR.TEAM_MISSING');
    const p = await warPlayer(platform, 'war-refusals', { points: 25 });
    await joinClan(platform, p.id, 'ravens');
    for (const points of [0, -5, 1.5, CLAN_RULES.maxPointsPerAction + 1]) {
      const answer = await client.capture(p.auth, 'harbor', points);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ error: { key: 'CLANWAR.BAD_POINTS', args: [1, CLAN_RULES.maxPointsPerAction] } });
    }
    expect(await refusal(await client.capture(p.auth, 'atlantis', 10))).toBe('CLANWAR.AREA_NOT_FOUND');
    expect(await refusal(await client.capture(p.auth, 'harbor', 'ten'))).toBe('GLOBAL.BAD_REQUEST');
    expect(await refusal(await client.inject('POST', '/api/clans/war/capture', p.auth, { areaId: 'harbor' }))).toBe(
      'GLOBAL.BAD_REQUEST',
    );
    // The citadel costs 40 from nobody: 39 is not enough, 40 is more than this player has.
    expect((await client.capture(p.auth, 'citadel', 39)).json()).toEqual({
      error: { key: 'CLANWAR.BAD_POINTS', args: [40, CLAN_RULES.maxPointsPerAction] },
    });
    expect((await client.capture(p.auth, 'citadel', 40)).json()).toEqual({
      error: { key: 'CLANWAR.INSUFFICIENT_POINTS', args: [25] },
    });
    expect((await me(p.auth)).points).toEqual({ earned: 25, spent: 0, available: 25 });
  });
});

describe('capturing and defending areas', () => {
  it('takes a free area for its cost, a held one for more than its defence, and reinforces its own', async () => {
    const season = freezeInSeason(2 * DAY);
    const wolf = await warPlayer(platform, 'war-wolf', { points: 100 });
    const bear = await warPlayer(platform, 'war-bear', { points: 100 });
    await joinClan(platform, wolf.id, 'wolves');
    await joinClan(platform, bear.id, 'bears');
    const at = jobClock.now();
    const first = ok<ClanCaptureAnswer>(await client.capture(wolf.auth, 'market', 30));
    expect(first).toEqual({
      action: 'CAPTURE',
      fromClanId: null,
      spent: 30,
      area: { id: 'market', clanId: 'wolves', defence: 30, captureCost: 30, capturedAt: at, capturedBy: 'war-wolf' },
      points: { earned: 100, spent: 30, available: 70 },
    });
    expect(await refusal(await client.capture(bear.auth, 'market', 30))).toBe('CLANWAR.BAD_POINTS');
    const taken = ok<ClanCaptureAnswer>(await client.capture(bear.auth, 'market', 31));
    expect(taken).toMatchObject({
      action: 'CAPTURE',
      fromClanId: 'wolves',
      area: { clanId: 'bears', defence: 31, capturedBy: 'war-bear' },
    });
    const reinforced = ok<ClanCaptureAnswer>(await client.capture(bear.auth, 'market', 1));
    expect(reinforced).toMatchObject({
      action: 'REINFORCE',
      fromClanId: 'bears',
      area: { clanId: 'bears', defence: 32 },
      points: { spent: 32, available: 68 },
    });
    const overview = ok<ClansAnswer>(await client.overview());
    const standing = (id: string) => overview.clans.find((c) => c.id === id)!;
    expect([standing('bears').areas, standing('bears').points, standing('bears').rank]).toEqual([1, 32, 1]);
    expect([standing('wolves').areas, standing('wolves').points, standing('wolves').rank]).toEqual([0, 30, 2]);
    const detail = ok<{ areaIds: string[]; contributors: { name: string; points: number }[] }>(
      await client.inject('GET', '/api/clans/bears'),
    );
    expect(detail.areaIds).toEqual(['market']);
    expect(detail.contributors).toMatchObject([{ name: 'war-bear', points: 32 }]);
    // The next season starts neutral.
    jobClock.now = () => season.endsAt;
    expect((await area('market')) satisfies ClanWarAreaView).toMatchObject({ clanId: null, defence: 0 });
  });

  it('holds at most CLAN_RULES.maxAreasPerClan areas (CLANWAR.MAX_AREAS_REACHED) but may still reinforce them', async () => {
    freezeInSeason(DAY, 1);
    const p = await warPlayer(platform, 'war-max', { points: 200 });
    await joinClan(platform, p.id, 'vipers');
    for (const id of ['harbor', 'peak', 'docks', 'dunes', 'mill']) ok(await client.capture(p.auth, id, 15));
    expect(CLAN_RULES.maxAreasPerClan).toBe(5);
    expect((await client.capture(p.auth, 'watchtower', 15)).json()).toEqual({
      error: { key: 'CLANWAR.MAX_AREAS_REACHED', args: [5] },
    });
    expect(ok<ClanCaptureAnswer>(await client.capture(p.auth, 'harbor', 5)).area.defence).toBe(20);
    expect((await me(p.auth)).points).toEqual({ earned: 200, spent: 80, available: 120 });
  });
});

describe('races', () => {
  it('two clans capturing one area at once end consistently: the larger spend holds it, nothing is spent for a refusal', async () => {
    freezeInSeason(DAY, 2);
    const a = await warPlayer(platform, 'race-a', { points: 50 });
    const b = await warPlayer(platform, 'race-b', { points: 50 });
    await joinClan(platform, a.id, 'wolves');
    await joinClan(platform, b.id, 'ravens');
    const [ra, rb] = await Promise.all([client.capture(a.auth, 'canyon', 20), client.capture(b.auth, 'canyon', 30)]);
    expect(rb.statusCode).toBe(200);
    expect(await area('canyon')).toMatchObject({ clanId: 'ravens', defence: 30 });
    // Either a captured first and b took it from them, or b was first and a's 20 could not beat 30.
    if (ra.statusCode === 200) expect(ok<ClanCaptureAnswer>(rb).fromClanId).toBe('wolves');
    else expect(await refusal(ra)).toBe('CLANWAR.BAD_POINTS');
    expect((await me(a.auth)).points.spent).toBe(ra.statusCode === 200 ? 20 : 0);
    expect((await me(b.auth)).points.spent).toBe(30);
  });

  it('one player spending twice at once never spends more than earned', async () => {
    freezeInSeason(DAY, 3);
    const p = await warPlayer(platform, 'race-spender', { points: 30 });
    await joinClan(platform, p.id, 'bears');
    const answers = await Promise.all([client.capture(p.auth, 'oasis', 20), client.capture(p.auth, 'watchtower', 20)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(await refusal(answers.find((r) => r.statusCode === 400)!)).toBe('CLANWAR.INSUFFICIENT_POINTS');
    expect((await me(p.auth)).points).toEqual({ earned: 30, spent: 20, available: 10 });
  });

  it('two members taking their clan past the area limit at once: exactly one gets the fifth area', async () => {
    freezeInSeason(DAY, 4);
    const [x, y] = [
      await warPlayer(platform, 'race-x', { points: 200 }),
      await warPlayer(platform, 'race-y', { points: 200 }),
    ];
    await joinClan(platform, x.id, 'wolves');
    await joinClan(platform, y.id, 'wolves');
    for (const id of ['harbor', 'peak', 'docks', 'dunes']) ok(await client.capture(x.auth, id, 10));
    const answers = await Promise.all([client.capture(x.auth, 'bridge', 20), client.capture(y.auth, 'quarry', 20)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(await refusal(answers.find((r) => r.statusCode === 400)!)).toBe('CLANWAR.MAX_AREAS_REACHED');
    expect(ok<ClansAnswer>(await client.overview()).clans.find((c) => c.id === 'wolves')!.areas).toBe(5);
  });
});
