import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type BattlepassBundle,
  type FairBetAnswer,
  MINIGAME_RULES,
  type MinigamePlayAnswer,
  type MinigameStateAnswer,
  minigameDayOf,
  trinityVerifier,
} from '@arena/schemas';
import { DAY, makeAdmin, refusal, testPass } from '../battlepass/battlepass-testing';
import { battlepassClock } from '../battlepass/clock';
import { getCatalog } from '../commerce/catalog/catalog';
import { type TestPlatform, startTestPlatform } from '../testing/test-platform';
import { activeSeeds, expectedDeal, minigameClient, rigSeedPair } from './minigame-testing';
import { playIdOf } from './prizes';

let platform: TestPlatform;
let client: ReturnType<typeof minigameClient>;
let passId: number;
const T0 = Date.now();
const realNow = battlepassClock.now;
const at = (ms: number) => (battlepassClock.now = () => ms);
const WEIGHTS = MINIGAME_RULES.trinity.tiers.map((t) => t.weight);
const TRINITY_REWARDS = [
  { kind: 'BONUS', cents: 5 },
  { kind: 'BONUS', cents: 10 },
  { kind: 'BALANCE', cents: 5 },
  { kind: 'BALANCE', cents: 20 },
  { kind: 'BINGO_TICKETS', count: 1 },
  { kind: 'SKIN', catalogItemId: getCatalog().items.find((i) => i.priceCents >= 1_00)!.id },
];
const em = () => platform.services.orm.em.fork() as SqlEntityManager;
const balances = (userId: string) => platform.services.ledger.balances(userId);

beforeAll(async () => {
  platform = await startTestPlatform();
  client = minigameClient(platform);
});
afterEach(() => {
  battlepassClock.now = realNow;
});
afterAll(async () => {
  await platform.services.ledger.assertInvariants();
  await platform.close();
});

async function createPass(): Promise<void> {
  const admin = await platform.signInPlayer('mg-admin');
  await makeAdmin(platform, admin.id);
  passId = (await client.inject('POST', '/api/admin/battlepasses', admin.auth, testPass(T0))).json().id;
}

describe('without an active battle pass', () => {
  it('shows both games blocked and refuses a play with BATTLEPASS.MINIGAMES_BLOCKED', async () => {
    const p = await platform.signInPlayer('mg-early');
    const state = (await client.state(p.auth)).json() as MinigameStateAnswer;
    expect(state).toMatchObject({ battlepass: null, level: 0, premium: false, plays: [] });
    expect(state.trinity).toMatchObject({
      cards: 3,
      playsPerDay: 0,
      playsLeft: 0,
      blocked: 'BATTLEPASS.MINIGAMES_BLOCKED',
    });
    expect(state.trinity.tiers).toEqual(
      TRINITY_REWARDS.map((reward, tier) => ({ tier, weight: WEIGHTS[tier], reward })),
    );
    expect(await refusal(await client.play('trinity', p.auth, 0))).toBe('BATTLEPASS.MINIGAMES_BLOCKED');
    await createPass();
    at(T0 - 2 * 60 * 60 * 1000); // pre-sale: not active yet
    expect(await refusal(await client.play('trinity', p.auth, 0))).toBe('BATTLEPASS.MINIGAMES_BLOCKED');
    at(T0 + 11 * DAY); // ended
    expect(await refusal(await client.play('trinity', p.auth, 0))).toBe('BATTLEPASS.MINIGAMES_BLOCKED');
  });
});

describe('Trinity', () => {
  it('validates the request: sign-in, Idempotency-Key, a pick of 0-2', async () => {
    const p = await platform.signInPlayer('mg-bad');
    expect(
      await refusal(await client.inject('POST', '/api/minigame/trinity/play', undefined, { pick: 0 }, randomUUID())),
    ).toBe('GLOBAL.FORBIDDEN');
    expect(await refusal(await client.inject('POST', '/api/minigame/trinity/play', p.auth, { pick: 0 }))).toBe(
      'GLOBAL.BAD_REQUEST',
    );
    for (const body of [{ pick: 3 }, { pick: -1 }, { pick: 1.5 }, { pick: 'x' }, {}]) {
      const answer = await client.inject('POST', '/api/minigame/trinity/play', p.auth, body, randomUUID());
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.key).toBe('GLOBAL.BAD_REQUEST');
    }
    expect(
      await refusal(await client.inject('POST', '/api/minigame/christmas/play', p.auth, { pick: 5 }, randomUUID())),
    ).toBe('GLOBAL.BAD_REQUEST');
  });

  it('deals the cards from the seed pair, pays the picked one once a day and publishes it to /fair', async () => {
    const p = await platform.signInPlayer('mg-trinity');
    const visitor = (await client.state()).json() as MinigameStateAnswer;
    expect(visitor.battlepass).toMatchObject({ id: passId, title: 'Test Pass' });
    expect(visitor.trinity).toMatchObject({ playsPerDay: 1, playsLeft: null, blocked: null });
    expect(((await client.state(p.auth)).json() as MinigameStateAnswer).trinity).toMatchObject({
      playsPerDay: 1,
      playsLeft: 1,
      blocked: null,
    });

    const seeds = await activeSeeds(platform, p);
    const expected = expectedDeal(trinityVerifier, seeds, 2, WEIGHTS);
    const key = randomUUID();
    const answer = await client.play('trinity', p.auth, 2, key);
    expect(answer.statusCode).toBe(200);
    const body = answer.json() as MinigamePlayAnswer;
    const id = playIdOf('TRINITY', p.id, minigameDayOf(Date.now()), 1);
    const reward = TRINITY_REWARDS[expected.tier]!;
    expect(body.play).toMatchObject({
      id,
      game: 'TRINITY',
      battlepassId: passId,
      slot: 1,
      pick: 2,
      tier: expected.tier,
      nonce: seeds.nonce,
      clientSeed: seeds.clientSeed,
    });
    expect(body.play.cards).toEqual(expected.cards.map((tier) => TRINITY_REWARDS[tier]));
    expect(body.play.reward).toEqual(reward);
    expect(body.playsLeft).toBe(0);
    const money = {
      realCents: reward.kind === 'BALANCE' ? reward.cents! : 0,
      bonusCents: reward.kind === 'BONUS' ? reward.cents! : 0,
    };
    expect(await balances(p.id)).toEqual(money);

    // The same key answers the same play; another body under it is a conflict; a new key finds no play left.
    expect((await client.play('trinity', p.auth, 2, key)).json()).toEqual(body);
    expect(await refusal(await client.play('trinity', p.auth, 0, key))).toBe('GLOBAL.IDEMPOTENCY_CONFLICT');
    expect(await refusal(await client.play('trinity', p.auth, 0))).toBe('MINIGAME.NO_PLAYS_LEFT');
    expect(await balances(p.id)).toEqual(money);

    const fair = (await client.inject('GET', `/api/fair/bets/${id}`)).json() as FairBetAnswer;
    expect(fair).toMatchObject({
      betId: id,
      game: 'minigame.trinity',
      serverSeed: null,
      nonce: seeds.nonce,
      outcome: expected,
    });
    expect(fair.params).toEqual({ pick: 2, w1: 4_000, w2: 2_500, w3: 1_800, w4: 900, w5: 600, w6: 200, w7: 0, w8: 0 });
    // Rotating reveals the seed the player can re-run; a finished play never blocks rotation.
    expect((await client.inject('POST', '/api/fair/seeds/rotate', p.auth, {})).statusCode).toBe(200);
    expect(((await client.inject('GET', `/api/fair/bets/${id}`)).json() as FairBetAnswer).serverSeed).toBe(
      seeds.serverSeed,
    );

    const state = (await client.state(p.auth)).json() as MinigameStateAnswer;
    expect(state.trinity.playsLeft).toBe(0);
    expect(state.plays).toEqual([body.play]);
    at(Date.now() + DAY);
    expect(((await client.state(p.auth)).json() as MinigameStateAnswer).trinity.playsLeft).toBe(1);
    expect((await client.play('trinity', p.auth, 0)).statusCode).toBe(200);
  });

  it('pays every prize kind: a skin, bingo tickets (the published vectors)', async () => {
    const p = await platform.signInPlayer('mg-vectors');
    await rigSeedPair(platform, p.auth, { serverSeed: 'b'.repeat(64), clientSeed: 'trinity', nonce: 23 });
    const skin = (await client.play('trinity', p.auth, 1)).json() as MinigamePlayAnswer;
    expect(skin.play).toMatchObject({
      tier: 5,
      reward: TRINITY_REWARDS[5],
      cards: [TRINITY_REWARDS[0], TRINITY_REWARDS[5], TRINITY_REWARDS[2]],
    });
    expect(skin.itemIds).toHaveLength(1);
    const inventory = (await client.inject('GET', '/api/inventory', p.auth)).json() as {
      items: { id: string; catalogItemId: number; kind: string }[];
    };
    expect(inventory.items).toEqual([
      expect.objectContaining({ id: skin.itemIds[0], catalogItemId: TRINITY_REWARDS[5]!.catalogItemId, kind: 'REAL' }),
    ]);

    at(Date.now() + DAY);
    await rigSeedPair(platform, p.auth, {
      serverSeed: '0123456789abcdef'.repeat(4),
      clientSeed: 'lucky-seed',
      nonce: 7,
    });
    const tickets = (await client.play('trinity', p.auth, 1)).json() as MinigamePlayAnswer;
    expect(tickets.play).toMatchObject({ tier: 4, reward: { kind: 'BINGO_TICKETS', count: 1 }, nonce: 7 });
    expect(tickets.ticketIds).toHaveLength(1);
    const [row] = await em().execute<{ owner_id: string; source: string }[]>(
      `select owner_id, source from bingo_tickets where id = ?`,
      [tickets.ticketIds[0]],
      'all',
    );
    expect(row).toEqual({ owner_id: p.id, source: 'EARNED' });
    expect(await balances(p.id)).toEqual({ realCents: 0, bonusCents: 0 });
  });

  it('gives one extra play per level reached, and the daily limit holds under parallel requests', async () => {
    const p = await platform.signInPlayer('mg-levels', 10_00);
    const [, card] = (
      await client.inject('POST', '/api/battlepass/bundle/list', undefined, { battlepassId: passId })
    ).json() as BattlepassBundle[];
    expect(
      (
        await client.inject(
          'POST',
          '/api/battlepass/bundle/buy',
          p.auth,
          { battlepassId: passId, bundleId: card!.id, count: 1 },
          randomUUID(),
        )
      ).statusCode,
    ).toBe(200);
    const state = (await client.state(p.auth)).json() as MinigameStateAnswer;
    expect(state).toMatchObject({ level: 2, trinity: { playsPerDay: 3, playsLeft: 3 } });

    const before = await balances(p.id);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => client.play('trinity', p.auth, i % 3)));
    const paid = answers.filter((a) => a.statusCode === 200).map((a) => a.json() as MinigamePlayAnswer);
    expect(paid.map((a) => a.play.slot).sort()).toEqual([1, 2, 3]);
    for (const a of answers.filter((x) => x.statusCode !== 200))
      expect(await refusal(a)).toBe('MINIGAME.NO_PLAYS_LEFT');
    const rewards = paid.map((a) => a.play.reward);
    const sum = (kind: string) =>
      rewards.reduce((total, r) => total + (r.kind === kind ? (r as { cents: number }).cents : 0), 0);
    expect(await balances(p.id)).toEqual({
      realCents: before.realCents + sum('BALANCE'),
      bonusCents: before.bonusCents + sum('BONUS'),
    });
    const [count] = await em().execute<{ n: string }[]>(
      `select count(*) as n from ledger_transfers where scope = ? and operation = 'BATTLEPASS_REWARD' and idempotency_key like 'minigame:%'`,
      [p.id],
      'all',
    );
    expect(Number(count!.n)).toBe(3);
  });
});
