import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TreasureCard,
  type TreasuresAnswer,
  commitServerSeed,
  nextTreasureSeason,
  treasureDrop,
  treasureSeasonOf,
} from '@arena/schemas';
import { jobClock } from '../jobs';
import { type TestPlatform, startTestPlatform } from '../testing/test-platform';
import { resetDropCursor } from './drops';
import { runTreasureJob } from './job';
import { useTreasureSettings } from './settings';
import { createTreasureCollection } from './seasons';
import {
  type Player,
  currentCollection,
  em,
  handDrivenTreasures,
  settledBet,
  treasureClient,
} from './treasures-testing';

const SEED = 'd78501c69a8de5095a018a3f53f0e2ceb68cc92542029676944aab9ab32ddce4';
const DIVISOR = 100;
let platform: TestPlatform;
let api: ReturnType<typeof treasureClient>;
let collectionId: number;
const realNow = jobClock.now;

beforeAll(async () => {
  platform = await startTestPlatform();
  api = treasureClient(platform);
  handDrivenTreasures(platform);
  collectionId = await currentCollection(platform, { dropDivisor: DIVISOR, serverSeed: SEED });
});
afterAll(async () => {
  jobClock.now = realNow;
  await platform.services.ledger.assertInvariants();
  await platform.close();
});

const overview = async (player?: Player) => (await api.overview(player?.auth)).json() as TreasuresAnswer;
const job = () => runTreasureJob(platform.services, jobClock.now());
const cardsOf = async (player: Player): Promise<TreasureCard[]> => (await overview(player)).cards;

describe('collections', () => {
  it('lists the season with its committed seed hash; an ended season shows its seed, which matches the hash', async () => {
    const { year, quarter } = treasureSeasonOf(Date.now());
    const previous = quarter === 1 ? { year: year - 1, quarter: 4 } : { year, quarter: quarter - 1 };
    const endedSeed = 'ab'.repeat(32);
    await platform.services.ledger.transaction((tx) =>
      createTreasureCollection(tx, { ...previous, dropDivisor: 1_000_000, serverSeed: endedSeed }),
    );
    const answer = await overview();
    expect(answer).toMatchObject({ cards: [], premium: false, activationChanceBasisPoints: 500 });
    const current = answer.collections.find((c) => c.id === collectionId)!;
    expect(current).toMatchObject({
      year,
      quarter,
      status: 'ACTIVE',
      serverSeedHash: commitServerSeed(SEED),
      serverSeed: null,
      dropDivisor: DIVISOR,
      mine: null,
    });
    expect(current.treasures.map((t) => t.slot)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(current.treasures[0]).toMatchObject({ kind: 'compass', prize: { kind: 'BALANCE', cents: 10 } });
    const ended = answer.collections.find((c) => c.year === previous.year && c.quarter === previous.quarter)!;
    expect(ended).toMatchObject({
      status: 'ENDED',
      serverSeed: endedSeed,
      serverSeedHash: commitServerSeed(endedSeed),
    });
  });

  it('the job keeps the current and the next season, once however often it runs', async () => {
    const { year, quarter } = treasureSeasonOf(Date.now());
    await job();
    await job();
    const next = nextTreasureSeason(year, quarter);
    const rows = await em(platform).execute<{ year: number; quarter: number; n: number }[]>(
      `select year, quarter, (select count(*) from treasures t where t.collection_id = c.id) as n from treasure_collections c where (year = ? and quarter = ?) or (year = ? and quarter = ?)`,
      [year, quarter, next.year, next.quarter],
      'all',
    );
    expect(rows.map((r) => Number(r.n))).toEqual([10, 10]);
    const coming = (await overview()).collections.find((c) => c.year === next.year && c.quarter === next.quarter)!;
    expect(coming.status).toBe('COMING');
    expect(coming.serverSeed).toBeNull();
  });
});

describe('card drops', () => {
  it('draws every settled REAL bet with the season seed, once, for premium and non-premium players alike', async () => {
    const player = await platform.signInPlayer('drop-player', 500_00);
    const small: string[] = [];
    for (let i = 0; i < 20; i++) small.push(await settledBet(platform, player, 'REAL', 50, 'settle'));
    const sure = await settledBet(platform, player, 'REAL', 100, 'settle');
    await platform.services.ledger.deposit({
      userId: player.id,
      amountCents: 5_00,
      key: `bonus-${player.id}`,
      bonus: true,
    });
    const bonus = await settledBet(platform, player, 'BONUS', 100, 'settle');
    const refunded = await settledBet(platform, player, 'REAL', 100, 'refund');
    const open = await settledBet(platform, player, 'REAL', 100, 'open');

    const first = await job();
    const expected = [...small, sure]
      .map((betId) => ({
        betId,
        draw: treasureDrop({ serverSeed: SEED, betId, stakeCents: betId === sure ? 100 : 50, divisor: DIVISOR }),
      }))
      .filter((d) => d.draw.drops);
    // 50 / 100 = 50% for each small bet: both outcomes occur among 20 (a fixed seed, random bet ids).
    expect(expected.length).toBeGreaterThan(1);
    expect(expected.length).toBeLessThan(21);
    expect(first.drops.dropped.sort()).toEqual(expected.map((d) => d.betId).sort());
    const cards = await cardsOf(player);
    expect(cards.map((c) => c.dropBetId).sort()).toEqual(expected.map((d) => d.betId).sort());
    for (const card of cards) {
      const draw = expected.find((d) => d.betId === card.dropBetId)!.draw;
      expect(card).toMatchObject({
        collectionId,
        slot: draw.slot,
        status: 'AVAILABLE',
        source: 'DROP',
        dropStakeCents: card.dropBetId === sure ? 100 : 50,
        orderId: null,
      });
    }
    expect(cards.map((c) => c.dropBetId)).not.toContain(bonus);
    expect(cards.map((c) => c.dropBetId)).not.toContain(refunded);

    // A second pass, and a pass after the cursor is lost, drop nothing twice.
    expect((await job()).drops).toEqual({ drawn: 0, dropped: [] });
    await platform.services.ledger.transaction((tx) => resetDropCursor(tx));
    const redo = await job();
    expect(redo.drops.dropped).toEqual([]);
    expect(redo.drops.drawn).toBeGreaterThanOrEqual(21);
    expect((await cardsOf(player)).length).toBe(expected.length);

    // The open bet is drawn once it settles (100 cents at divisor 100: a sure drop).
    await platform.services.ledger.settleBet(open, 0);
    expect((await job()).drops.dropped).toEqual([open]);
    expect((await cardsOf(player)).length).toBe(expected.length + 1);
  });

  it('a settlement younger than the drop delay waits for a later pass', async () => {
    const player = await platform.signInPlayer('drop-delay', 10_00);
    useTreasureSettings(platform.services, { jobIntervalMs: 0, dropDelayMs: 60 * 60 * 1000, dropDivisor: 1_000_000 });
    const bet = await settledBet(platform, player, 'REAL', 100, 'settle');
    expect((await job()).drops.dropped).toEqual([]);
    handDrivenTreasures(platform);
    expect((await job()).drops.dropped).toEqual([bet]);
  });
});
