import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BattlepassBundle, MinigamePlayAnswer, MinigameStateAnswer } from '@arena/schemas';
import { DAY, makeAdmin, refusal, testPass } from '../battlepass/battlepass-testing';
import { battlepassClock } from '../battlepass/clock';
import { getCatalog } from '../commerce/catalog/catalog';
import { type TestPlatform, startTestPlatform } from '../testing/test-platform';
import { minigameClient, rigSeedPair } from './minigame-testing';

let platform: TestPlatform;
let client: ReturnType<typeof minigameClient>;
let passId: number;
let premiumBundle: number;
const T0 = Date.now();
const realNow = battlepassClock.now;
const at = (ms: number) => (battlepassClock.now = () => ms);
const skinFrom = (cents: number) => ({
  kind: 'SKIN',
  catalogItemId: getCatalog().items.find((i) => i.priceCents >= cents)!.id,
});
const balances = (userId: string) => platform.services.ledger.balances(userId);

beforeAll(async () => {
  platform = await startTestPlatform();
  client = minigameClient(platform);
  const admin = await platform.signInPlayer('xmas-admin');
  await makeAdmin(platform, admin.id);
  passId = (await client.inject('POST', '/api/admin/battlepasses', admin.auth, testPass(T0))).json().id;
  premiumBundle = (
    (
      await client.inject('POST', '/api/battlepass/bundle/list', undefined, { battlepassId: passId })
    ).json() as BattlepassBundle[]
  )[0]!.id;
});
afterEach(() => {
  battlepassClock.now = realNow;
});
afterAll(async () => {
  await platform.services.ledger.assertInvariants();
  await platform.close();
});

const buyPremium = (auth: string) =>
  client.inject(
    'POST',
    '/api/battlepass/bundle/buy',
    auth,
    { battlepassId: passId, bundleId: premiumBundle, count: 1 },
    randomUUID(),
  );

describe('Christmas gifts', () => {
  it('are blocked without premium (BATTLEPASS.MINIGAMES_BLOCKED) while Trinity stays open', async () => {
    const p = await platform.signInPlayer('xmas-free');
    const state = (await client.state(p.auth)).json() as MinigameStateAnswer;
    expect(state).toMatchObject({ premium: false, trinity: { playsLeft: 1, blocked: null } });
    expect(state.christmas).toMatchObject({
      cards: 5,
      playsPerDay: 0,
      playsLeft: 0,
      blocked: 'BATTLEPASS.MINIGAMES_BLOCKED',
    });
    expect(await refusal(await client.play('christmas', p.auth, 0))).toBe('BATTLEPASS.MINIGAMES_BLOCKED');
    // A visitor sees the table and the daily gift, and learns about premium once signed in.
    expect(((await client.state()).json() as MinigameStateAnswer).christmas).toMatchObject({
      playsPerDay: 1,
      playsLeft: null,
      blocked: null,
    });
  });

  it('give a premium holder one gift a day, counted apart from Trinity', async () => {
    const p = await platform.signInPlayer('xmas-premium', 20_00);
    expect((await buyPremium(p.auth)).statusCode).toBe(200);
    const state = (await client.state(p.auth)).json() as MinigameStateAnswer;
    expect(state).toMatchObject({ premium: true, christmas: { playsPerDay: 1, playsLeft: 1, blocked: null } });
    expect(state.christmas.tiers.map((t) => [t.weight, t.reward])).toEqual([
      [3_500, { kind: 'BONUS', cents: 25 }],
      [2_500, { kind: 'BALANCE', cents: 25 }],
      [1_500, { kind: 'BINGO_TICKETS', count: 2 }],
      [1_500, { kind: 'BALANCE', cents: 1_00 }],
      [800, skinFrom(2_00)],
      [200, skinFrom(10_00)],
    ]);

    // The published vector: cards [3, 3, 3, 0, 5]; the fifth gift is the top skin.
    await rigSeedPair(platform, p.auth, { serverSeed: 'c'.repeat(64), clientSeed: 'gift', nonce: 1 });
    const gift = (await client.play('christmas', p.auth, 4)).json() as MinigamePlayAnswer;
    expect(gift.play).toMatchObject({
      game: 'CHRISTMAS',
      slot: 1,
      pick: 4,
      tier: 5,
      reward: skinFrom(10_00),
      nonce: 1,
    });
    expect(gift.play.cards.map((c) => c.kind)).toEqual(['BALANCE', 'BALANCE', 'BALANCE', 'BONUS', 'SKIN']);
    expect(gift.itemIds).toHaveLength(1);
    expect(gift.playsLeft).toBe(0);
    expect(await refusal(await client.play('christmas', p.auth, 0))).toBe('MINIGAME.NO_PLAYS_LEFT');
    expect((await client.play('trinity', p.auth, 0)).statusCode).toBe(200);

    // The next day brings a new gift; parallel requests for it pay once.
    at(Date.now() + DAY);
    const before = await balances(p.id);
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => client.play('christmas', p.auth, i)));
    const paid = answers.filter((a) => a.statusCode === 200).map((a) => a.json() as MinigamePlayAnswer);
    expect(paid).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 200))
      expect(await refusal(a)).toBe('MINIGAME.NO_PLAYS_LEFT');
    const reward = paid[0]!.play.reward;
    const cents = 'cents' in reward ? reward.cents : 0;
    expect(await balances(p.id)).toEqual({
      realCents: before.realCents + (reward.kind === 'BALANCE' ? cents : 0),
      bonusCents: before.bonusCents + (reward.kind === 'BONUS' ? cents : 0),
    });
  });

  it('close with the pass', async () => {
    const p = await platform.signInPlayer('xmas-late', 20_00);
    expect((await buyPremium(p.auth)).statusCode).toBe(200);
    at(T0 + 11 * DAY);
    expect(await refusal(await client.play('christmas', p.auth, 0))).toBe('BATTLEPASS.MINIGAMES_BLOCKED');
    expect(((await client.state(p.auth)).json() as MinigameStateAnswer).christmas.blocked).toBe(
      'BATTLEPASS.MINIGAMES_BLOCKED',
    );
  });
});
