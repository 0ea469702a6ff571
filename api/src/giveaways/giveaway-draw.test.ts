import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type GiveawaySummary, drawGiveaway, verifyGiveaway } from '@arena/schemas';
import { queryRows } from '../db/sql';
import { jobClock } from '../jobs';
import { type TestPlatform, startTestPlatform } from '../testing/test-platform';
import { giveawayCalls, refusal } from './giveaways-testing';
import { prizeKey } from './draw';
import { runGiveawayJob } from './job';

const realNow = jobClock.now;
const DAY = 24 * 3_600_000;
/** 12:10 UTC today: the hourly giveaway (12:00-13:00) ends long before the daily one, whatever time the suite runs. */
const T = Math.floor(Date.now() / DAY) * DAY + 12 * 3_600_000 + 600_000;
let platform: TestPlatform;
let calls: ReturnType<typeof giveawayCalls>;
let hourly: GiveawaySummary;
let daily: GiveawaySummary;
const players: { auth: string; id: string }[] = [];

beforeAll(async () => {
  platform = await startTestPlatform();
  calls = giveawayCalls(platform);
  jobClock.now = () => T;
  const { current } = await calls.list();
  [hourly, daily] = current as [GiveawaySummary, GiveawaySummary];
  for (let i = 0; i < 5; i++) {
    const player = await platform.signInPlayer(`gw-draw-${i}`, 5_00);
    players.push(player);
    expect((await calls.join(hourly.id, player.auth)).statusCode).toBe(200);
    if (i < 2) expect((await calls.join(daily.id, player.auth)).statusCode).toBe(200);
  }
});
afterEach(() => {
  jobClock.now = () => T;
});
afterAll(async () => {
  jobClock.now = realNow;
  await platform.services.ledger.assertInvariants();
  await platform.close();
});

async function grants(giveawayId: number) {
  return queryRows<{ idempotency_key: string; user_id: string }>(
    calls.em(),
    `select idempotency_key, user_id from ledger_transfers where operation = 'ITEM_GRANT' and idempotency_key like ? order by idempotency_key`,
    [`giveaway:${giveawayId}:%`],
  );
}

async function winnerRows(giveawayId: number) {
  return queryRows<{
    slot: number;
    user_id: string;
    item_id: string;
    catalog_item_id: number;
    owner: string;
    kind: string;
    item_catalog_id: number;
  }>(
    calls.em(),
    `select w.slot, w.user_id, w.item_id, w.catalog_item_id, i.user_id as owner, i.kind, i.catalog_item_id as item_catalog_id
     from giveaway_winners w join user_items i on i.id = w.item_id where w.giveaway_id = ? order by w.slot`,
    [giveawayId],
  );
}

describe('the draw job', () => {
  it('does nothing to a running giveaway', async () => {
    jobClock.now = () => hourly.endsAt - 1;
    expect((await runGiveawayJob(platform.services, jobClock.now())).drawn).toEqual([]);
    expect((await calls.detail(hourly.id)).serverSeed).toBeNull();
  });

  it('a pass that dies mid-draw pays nothing; the next pays every slot once; a third pays nothing', async () => {
    jobClock.now = () => hourly.endsAt;
    let paidSlots = 0;
    const dying = runGiveawayJob(platform.services, hourly.endsAt, {
      afterSlotPaid: (id, slot) => {
        if (id !== hourly.id) return;
        paidSlots++;
        if (slot === 2) throw new Error('process killed');
      },
    });
    await expect(dying).rejects.toThrow(/draw\(s\) failed/);
    expect(paidSlots).toBe(3);
    expect(await grants(hourly.id)).toEqual([]);
    expect(await winnerRows(hourly.id)).toEqual([]);
    expect((await calls.detail(hourly.id)).status).toBe('OPEN');

    const report = await runGiveawayJob(platform.services, hourly.endsAt);
    const drawn = report.drawn.find((d) => d.giveawayId === hourly.id)!;
    expect(drawn.winners.map((w) => w.slot)).toEqual([0, 1, 2, 3, 4]);
    // The job (already its dying pass) opened the next hourly giveaway, back to back.
    const next = await calls.current('HOURLY');
    expect([next.startsAt, next.status, next.seedHash === hourly.seedHash]).toEqual([hourly.endsAt, 'OPEN', false]);

    const detail = await calls.detail(hourly.id);
    expect(detail.status).toBe('DRAWN');
    const ids = players.map((p) => p.id);
    const expected = drawGiveaway({
      serverSeed: detail.serverSeed!,
      giveawayId: hourly.id,
      participants: ids,
      slots: 20,
    });
    expect(detail.winners.map((w) => ({ slot: w.slot, userId: w.userId }))).toEqual(expected);
    expect(new Set(expected.map((w) => w.userId))).toEqual(new Set(ids));
    expect(detail.participants.map((p) => p.userId)).toEqual([...ids].sort());
    expect(
      verifyGiveaway({
        serverSeed: detail.serverSeed!,
        seedHash: hourly.seedHash,
        giveawayId: hourly.id,
        participants: ids,
        slots: 20,
        winners: detail.winners,
      }).ok,
    ).toBe(true);
    // Each winner owns the slot's (real) skin, granted once under the slot's key.
    const rows = await winnerRows(hourly.id);
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      expect(row).toMatchObject({
        owner: row.user_id,
        kind: 'REAL',
        item_catalog_id: hourly.prizes[row.slot]!.catalogItemId,
      });
      expect(detail.winners[row.slot]!.prize.catalogItemId).toBe(hourly.prizes[row.slot]!.catalogItemId);
    }
    expect((await grants(hourly.id)).map((g) => [g.idempotency_key, g.user_id])).toEqual(
      expected.map((w) => [prizeKey(hourly.id, w.slot), w.userId]).sort(),
    );

    expect(
      (await runGiveawayJob(platform.services, hourly.endsAt + 60_000)).drawn.filter((d) => d.giveawayId === hourly.id),
    ).toEqual([]);
    expect(await grants(hourly.id)).toHaveLength(5);
    expect(refusal(await calls.join(hourly.id, players[0]!.auth))).toMatchObject({
      status: 404,
      key: 'GIVEAWAY.NOT_FOUND',
    });
  });

  it('two passes at once (two processes) draw a giveaway once', async () => {
    jobClock.now = () => daily.endsAt;
    const reports = await Promise.all([
      runGiveawayJob(platform.services, daily.endsAt),
      runGiveawayJob(platform.services, daily.endsAt),
    ]);
    const drawings = reports.flatMap((r) => r.drawn).filter((d) => d.giveawayId === daily.id);
    expect(drawings).toHaveLength(1);
    expect(drawings[0]!.winners.map((w) => w.slot)).toEqual([0, 1]);
    expect(await grants(daily.id)).toHaveLength(2);
    expect(await winnerRows(daily.id)).toHaveLength(2);
  });

  it('a giveaway nobody joined ends with no winner and shows its seed; past winners are listed newest first', async () => {
    const later = daily.endsAt + 1;
    jobClock.now = () => later;
    const next = await calls.current('HOURLY');
    expect(next.startsAt).toBe(daily.endsAt);
    jobClock.now = () => next.endsAt;
    await runGiveawayJob(platform.services, next.endsAt);
    const detail = await calls.detail(next.id);
    expect(detail).toMatchObject({ status: 'NO_WINNER', winners: [], participants: [] });
    expect(detail.serverSeed).toMatch(/^[0-9a-f]{64}$/);

    const { pastWinners } = await calls.list(players[0]!.auth);
    expect(pastWinners.map((w) => [w.giveawayId, w.slot])).toEqual([
      [daily.id, 0],
      [daily.id, 1],
      [hourly.id, 0],
      [hourly.id, 1],
      [hourly.id, 2],
      [hourly.id, 3],
      [hourly.id, 4],
    ]);
    expect(pastWinners[0]).toMatchObject({
      type: 'DAILY',
      endsAt: daily.endsAt,
      prize: { slot: 0, catalogItemId: daily.prizes[0]!.catalogItemId },
    });
    expect(pastWinners[0]!.name).toMatch(/^gw-draw-[01]$/);
  });

  it('a join racing the draw either makes it into the draw or is refused, never paid outside it', async () => {
    jobClock.now = () => daily.endsAt + 3 * 3_600_000;
    const race = await calls.current('HOURLY');
    for (const player of players.slice(0, 3)) expect((await calls.join(race.id, player.auth)).statusCode).toBe(200);
    jobClock.now = () => race.endsAt - 1;
    const [late] = await Promise.all([
      calls.join(race.id, players[3]!.auth),
      runGiveawayJob(platform.services, race.endsAt),
    ]);
    const detail = await calls.detail(race.id);
    const inDraw = detail.participants.some((p) => p.userId === players[3]!.id);
    expect(late.statusCode === 200 ? inDraw : !inDraw && refusal(late).key === 'GIVEAWAY.NOT_FOUND').toBe(true);
    const participants = detail.participants.map((p) => p.userId);
    expect(
      verifyGiveaway({
        serverSeed: detail.serverSeed!,
        seedHash: race.seedHash,
        giveawayId: race.id,
        participants,
        slots: 20,
        winners: detail.winners,
      }).ok,
    ).toBe(true);
    expect(detail.winners).toHaveLength(participants.length);
  });
});
