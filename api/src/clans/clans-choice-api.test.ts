import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CLAN_IDS,
  CLAN_RULES,
  CLAN_WAR_AREAS,
  type ClanAnswer,
  type ClanChoiceView,
  type ClanResetAnswer,
  type ClanSeasonAnswer,
  type ClansAnswer,
  clanSeason,
  commitServerSeed,
  drawClanChoice,
} from '@arena/schemas';
import { jobClock } from '../jobs';
import { type TestPlatform, startTestPlatform } from '../testing/test-platform';
import { clanClient, freezeInSeason, moveClock, ok, refusal } from './clans-testing';

let platform: TestPlatform;
let client: ReturnType<typeof clanClient>;
const realNow = jobClock.now;

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

/** start -> wait out the thinking -> assign. */
async function choose(auth: string): Promise<ClanChoiceView> {
  ok<ClanChoiceView>(await client.start(auth));
  moveClock(CLAN_RULES.thinkingMs);
  return ok<ClanChoiceView>(await client.assign(auth));
}

const counts = async () =>
  Object.fromEntries(ok<ClansAnswer>(await client.overview()).clans.map((c) => [c.id, c.members]));

describe('the clan list and map for a visitor', () => {
  it('shows the running season, every clan and a neutral map, and refuses actions signed out', async () => {
    const season = freezeInSeason();
    const answer = ok<ClansAnswer>(await client.overview());
    expect(answer.season).toEqual({ index: season.index, startsAt: season.startsAt, endsAt: season.endsAt });
    expect(answer.me).toBeNull();
    expect(answer.clans.map((c) => [c.id, c.members, c.areas, c.points, c.rank, c.poolCents])).toEqual(
      CLAN_IDS.map((id) => [id, 0, 0, 0, 1, 10_000]),
    );
    expect(answer.areas).toEqual(
      CLAN_WAR_AREAS.map((a) => ({
        id: a.id,
        clanId: null,
        defence: 0,
        captureCost: a.captureCost,
        capturedAt: null,
        capturedBy: null,
      })),
    );
    for (const path of ['/api/clans/choice/start', '/api/clans/choice/assign', '/api/clans/choice/reset']) {
      expect(await refusal(await client.inject('POST', path))).toBe('GLOBAL.FORBIDDEN');
    }
  });

  it('answers CLANWAR.NOT_FOUND for an unknown clan or a season that has not started', async () => {
    const season = freezeInSeason();
    expect(await refusal(await client.inject('GET', '/api/clans/dragons'))).toBe('CLANWAR.NOT_FOUND');
    expect((await client.inject('GET', '/api/clans/dragons')).statusCode).toBe(400);
    expect(ok<ClanAnswer>(await client.inject('GET', '/api/clans/wolves'))).toMatchObject({
      clan: { id: 'wolves', areas: 0 },
      areaIds: [],
      contributors: [],
    });
    expect(await refusal(await client.inject('GET', `/api/clans/seasons/${season.index + 1}`))).toBe(
      'CLANWAR.NOT_FOUND',
    );
    expect(await refusal(await client.inject('GET', '/api/clans/seasons/-1'))).toBe('CLANWAR.NOT_FOUND');
    expect(await refusal(await client.inject('GET', '/api/clans/seasons/abc'))).toBe('GLOBAL.BAD_REQUEST');
    expect(ok<ClanSeasonAnswer>(await client.inject('GET', `/api/clans/seasons/${season.index}`))).toMatchObject({
      status: 'RUNNING',
      paidAt: null,
      rewards: [],
    });
    expect(ok<ClanSeasonAnswer>(await client.inject('GET', `/api/clans/seasons/${season.index - 1}`))).toMatchObject({
      status: 'ENDED',
      season: clanSeason(season.index - 1),
    });
  });
});

describe('the three-step choice', () => {
  it('starts (seed committed), thinks for the published time, then assigns by the fair rule and reveals the seed', async () => {
    freezeInSeason();
    const p = await platform.signInPlayer('clan-first');
    const before = await counts();
    const started = ok<ClanChoiceView>(await client.start(p.auth));
    const t0 = jobClock.now();
    expect(started).toMatchObject({
      number: 1,
      status: 'THINKING',
      serverSeed: null,
      clanId: null,
      startedAt: t0,
      revealAt: t0 + CLAN_RULES.thinkingMs,
      candidates: null,
    });
    expect(started.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    // A repeated start answers the same choice; an early assign is still thinking.
    expect(ok<ClanChoiceView>(await client.start(p.auth)).id).toBe(started.id);
    moveClock(CLAN_RULES.thinkingMs - 1);
    expect(ok<ClanChoiceView>(await client.assign(p.auth))).toMatchObject({
      id: started.id,
      status: 'THINKING',
      serverSeed: null,
    });
    expect(ok<ClansAnswer>(await client.overview(p.auth)).me).toMatchObject({
      clanId: null,
      choice: { id: started.id, status: 'THINKING' },
    });
    moveClock(1);
    const assigned = ok<ClanChoiceView>(await client.assign(p.auth));
    expect(assigned).toMatchObject({ id: started.id, status: 'ASSIGNED', memberCounts: before, excludedClanId: null });
    expect(commitServerSeed(assigned.serverSeed!)).toBe(started.serverSeedHash);
    const rerun = drawClanChoice({
      serverSeed: assigned.serverSeed!,
      userId: p.id,
      number: 1,
      memberCounts: before,
      excludedClanId: null,
    });
    expect({ clanId: assigned.clanId, candidates: assigned.candidates, float: assigned.float }).toEqual({
      clanId: rerun.clanId,
      candidates: rerun.candidates,
      float: rerun.float,
    });
    expect(ok<ClansAnswer>(await client.overview(p.auth)).me).toMatchObject({
      clanId: assigned.clanId,
      choice: { id: started.id, status: 'ASSIGNED' },
      resetsLeft: 1,
      premium: false,
    });
    // Picking twice is refused; a repeated assign answers the same assignment.
    expect(await refusal(await client.start(p.auth))).toBe('CLANWAR.ALREADY_PICKED');
    expect(ok<ClanChoiceView>(await client.assign(p.auth))).toMatchObject({ id: started.id, clanId: assigned.clanId });
  });

  it('refuses an assignment that was never started and a reset outside a clan with CLANWAR.TEAM_MISSING', async () => {
    const p = await platform.signInPlayer('clan-none');
    expect(await refusal(await client.assign(p.auth))).toBe('CLANWAR.TEAM_MISSING');
    expect(await refusal(await client.reset(p.auth))).toBe('CLANWAR.TEAM_MISSING');
  });

  it('keeps the clans balanced: always the clan with the fewest members, parallel assignments included', async () => {
    freezeInSeason();
    for (let i = 0; i < 5; i++) {
      const p = await platform.signInPlayer(`clan-seq-${i}`);
      const before = await counts();
      const fewest = Math.min(...Object.values(before));
      const choice = await choose(p.auth);
      expect(before[choice.clanId!]).toBe(fewest);
    }
    const spread = (c: Record<string, number>) => Math.max(...Object.values(c)) - Math.min(...Object.values(c));
    expect(spread(await counts())).toBeLessThanOrEqual(1);
    const players = await Promise.all(Array.from({ length: 8 }, (_, i) => platform.signInPlayer(`clan-par-${i}`)));
    for (const p of players) ok(await client.start(p.auth));
    moveClock(CLAN_RULES.thinkingMs);
    const assigned = await Promise.all(players.map(async (p) => ok<ClanChoiceView>(await client.assign(p.auth))));
    expect(assigned.every((c) => c.status === 'ASSIGNED')).toBe(true);
    const total = await counts();
    expect(Object.values(total).reduce((a, b) => a + b, 0)).toBe(14);
    expect(spread(total)).toBeLessThanOrEqual(1);
  });

  it('allows CLAN_RULES.resetsPerSeason resets per season, never assigns the clan just left, and counts again next season', async () => {
    const season = freezeInSeason();
    const p = await platform.signInPlayer('clan-reset');
    const first = await choose(p.auth);
    expect(ok<ClanResetAnswer>(await client.reset(p.auth))).toEqual({ resetsLeft: 0, leftClanId: first.clanId });
    expect(ok<ClansAnswer>(await client.overview(p.auth)).me).toMatchObject({
      clanId: null,
      choice: null,
      resetsLeft: 0,
    });
    const second = await choose(p.auth);
    expect(second).toMatchObject({ number: 2, excludedClanId: first.clanId });
    expect(second.clanId).not.toBe(first.clanId);
    expect(second.candidates).not.toContain(first.clanId);
    expect(await refusal(await client.reset(p.auth))).toBe('CLANWAR.NO_RESETS');
    jobClock.now = () => season.endsAt + 1;
    expect(ok<ClanResetAnswer>(await client.reset(p.auth))).toEqual({ resetsLeft: 0, leftClanId: second.clanId });
  });

  it('two parallel resets leave the clan once: the other finds no clan', async () => {
    freezeInSeason();
    const p = await platform.signInPlayer('clan-reset-race');
    await choose(p.auth);
    const answers = await Promise.all([client.reset(p.auth), client.reset(p.auth)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect(await refusal(answers.find((a) => a.statusCode === 400)!)).toBe('CLANWAR.TEAM_MISSING');
  });
});
