import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TreasureActivationAnswer,
  type TreasureMegaAnswer,
  type TreasureUpgradeAnswer,
  type TreasuresAnswer,
  treasureUpgrade,
} from '@arena/schemas';
import { type TestPlatform, startTestPlatform } from '../testing/test-platform';
import {
  type Player,
  currentCollection,
  giveCards,
  handDrivenTreasures,
  makePremium,
  refusal,
  rigSeedPair,
  treasureClient,
  treasureIdOf,
} from './treasures-testing';

let platform: TestPlatform;
let api: ReturnType<typeof treasureClient>;
let collectionId: number;

beforeAll(async () => {
  platform = await startTestPlatform();
  api = treasureClient(platform);
  handDrivenTreasures(platform);
  collectionId = await currentCollection(platform);
});
afterAll(async () => {
  await platform.services.ledger.assertInvariants();
  await platform.close();
});

const balances = (player: Player) => platform.services.ledger.balances(player.id);
const overview = async (player: Player) => (await api.overview(player.auth)).json() as TreasuresAnswer;
/** The cards in hand, sorted (cards granted in one commit share their time). */
const handIds = async (player: Player) => (await overview(player)).cards.map((c) => c.id).sort();
const sorted = (ids: (string | undefined)[]) => [...ids].sort();
// schemas/src/fair/treasures.test.ts vectors: nonce 0 rolls 4912, nonce 1 rolls 2911, nonce 2 rolls 975 (of 10,000).
const VECTOR = { serverSeed: 'a'.repeat(64), clientSeed: 'client', nonce: 0 };

describe('activation', () => {
  it('5% without premium, 20% with it, drawn on the seed pair; the card is used either way and a success pays once', async () => {
    const player = await platform.signInPlayer('act-player');
    await rigSeedPair(platform, player, VECTOR);
    const [first, second, third] = await giveCards(platform, player, collectionId, [3, 4, 5]);

    const failed = await api.activate(player.auth, first!);
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toMatchObject({
      cardId: first,
      chanceBasisPoints: 500,
      roll: 4912,
      success: false,
      prize: null,
      itemIds: [],
      nonce: 0,
      clientSeed: 'client',
    });
    // A retry answers the same activation and draws nothing new.
    expect((await api.activate(player.auth, first!)).json()).toEqual(failed.json());
    expect(await handIds(player)).toEqual(sorted([second, third]));
    expect(await balances(player)).toEqual({ realCents: 0, bonusCents: 0 });

    await makePremium(platform, player);
    expect((await api.activate(player.auth, second!)).json()).toMatchObject({
      chanceBasisPoints: 2000,
      roll: 2911,
      success: false,
      nonce: 1,
    });
    const won = (await api.activate(player.auth, third!)).json() as TreasureActivationAnswer;
    // 975 < 2,000 wins with premium (it would lose at 5%): slot 5 pays 50 cents of real balance.
    expect(won).toMatchObject({
      chanceBasisPoints: 2000,
      roll: 975,
      success: true,
      prize: { kind: 'BALANCE', cents: 50 },
      nonce: 2,
    });
    expect((await api.activate(player.auth, third!)).json()).toEqual(won);
    expect(await balances(player)).toEqual({ realCents: 50, bonusCents: 0 });
    expect(await handIds(player)).toEqual([]);
    const mine = (await overview(player)).collections.find((c) => c.id === collectionId)!.mine;
    expect(mine).toEqual({ activated: [await treasureIdOf(platform, collectionId, 5)], megaClaimed: false });

    // The fairness center recomputes it from the recorded params.
    const fair = await api.inject('GET', `/api/fair/bets/${won.id}`);
    expect(fair.json()).toMatchObject({
      game: 'treasures.activation',
      nonce: 2,
      params: { chanceBasisPoints: 2000 },
      outcome: { roll: 975, success: true },
    });
  });

  it('pays bonus and skin prizes the same way', async () => {
    const player = await platform.signInPlayer('act-bonus');
    await makePremium(platform, player);
    await rigSeedPair(platform, player, { ...VECTOR, nonce: 2 });
    const [card] = await giveCards(platform, player, collectionId, [10]);
    expect((await api.activate(player.auth, card!)).json()).toMatchObject({
      success: true,
      prize: { kind: 'BONUS', cents: 100 },
    });
    expect(await balances(player)).toEqual({ realCents: 0, bonusCents: 100 });
  });

  it('refuses a card that is not in the hand with TREASURES.CARD_ERROR', async () => {
    const owner = await platform.signInPlayer('act-owner');
    const other = await platform.signInPlayer('act-other');
    await makePremium(platform, owner);
    const [card, listed, used] = await giveCards(platform, owner, collectionId, [1, 2, 3]);
    expect(refusal(await api.activate(other.auth, card!))).toBe('TREASURES.CARD_ERROR');
    expect(refusal(await api.activate(owner.auth, '00000000-0000-4000-8000-000000000000'))).toBe(
      'TREASURES.CARD_ERROR',
    );
    expect((await api.createOrder(owner.auth, { kind: 'SALE', cardIds: [listed], priceCents: 100 })).statusCode).toBe(
      200,
    );
    expect(refusal(await api.activate(owner.auth, listed!))).toBe('TREASURES.CARD_ERROR');
    await api.activate(owner.auth, used!);
    expect(refusal(await api.activate(other.auth, used!))).toBe('TREASURES.CARD_ERROR');
    expect(refusal(await api.activate(owner.auth, 'not-a-uuid'))).toBe('GLOBAL.BAD_REQUEST');
    expect(refusal(await api.inject('POST', `/api/treasures/cards/${card}/activate`))).toBe('GLOBAL.FORBIDDEN');
  });
});

describe('upgrade', () => {
  it('is premium only (TREASURES.NO_PREMIUM_BATTLEPASS)', async () => {
    const player = await platform.signInPlayer('up-free');
    const cards = await giveCards(platform, player, collectionId, [1, 1, 1]);
    expect(refusal(await api.upgrade(player.auth, cards))).toBe('TREASURES.NO_PREMIUM_BATTLEPASS');
    expect(await handIds(player)).toEqual(sorted(cards));
  });

  it('burns 3 cards of one treasure for one card of another, drawn on the seed pair; a repeat answers the same', async () => {
    const player = await platform.signInPlayer('up-player');
    await makePremium(platform, player);
    await rigSeedPair(platform, player, VECTOR);
    const [a, b, c, keep] = await giveCards(platform, player, collectionId, [1, 1, 1, 1]);
    const response = await api.upgrade(player.auth, [a!, b!, c!], 'upgrade-key-1');
    expect(response.statusCode).toBe(200);
    const answer = response.json() as TreasureUpgradeAnswer;
    const slot = treasureUpgrade(VECTOR, { fromSlot: 1 }).slot;
    expect(slot).toBe(6);
    expect(answer).toMatchObject({
      burntCardIds: [a, b, c],
      card: { collectionId, slot: 6, source: 'UPGRADE', status: 'AVAILABLE' },
      nonce: 0,
    });
    expect((await api.upgrade(player.auth, [a!, b!, c!], 'upgrade-key-1')).json()).toEqual(answer);
    expect(await handIds(player)).toEqual(sorted([keep, answer.card.id]));
    const fair = await api.inject('GET', `/api/fair/bets/${answer.id}`);
    expect(fair.json()).toMatchObject({
      game: 'treasures.upgrade',
      params: { fromSlot: 1 },
      outcome: { pick: 4, slot: 6 },
    });
  });

  it('refuses mixed, repeated, foreign or used cards with TREASURES.UPGRADE_ERROR, and the wrong count as a bad request', async () => {
    const player = await platform.signInPlayer('up-bad');
    const other = await platform.signInPlayer('up-bad-other');
    await makePremium(platform, player);
    const [x1, x2, y1, x3] = await giveCards(platform, player, collectionId, [2, 2, 3, 2]);
    const [foreign] = await giveCards(platform, other, collectionId, [2]);
    expect(refusal(await api.upgrade(player.auth, [x1!, x2!, y1!]))).toBe('TREASURES.UPGRADE_ERROR');
    expect(refusal(await api.upgrade(player.auth, [x1!, x1!, x2!]))).toBe('TREASURES.UPGRADE_ERROR');
    expect(refusal(await api.upgrade(player.auth, [x1!, x2!, foreign!]))).toBe('TREASURES.UPGRADE_ERROR');
    expect(refusal(await api.upgrade(player.auth, [x1!, x2!]))).toBe('GLOBAL.BAD_REQUEST');
    expect(refusal(await api.inject('POST', '/api/treasures/upgrade', player.auth, { cardIds: [x1, x2, x3] }))).toBe(
      'GLOBAL.BAD_REQUEST',
    );
    await api.activate(player.auth, x3!);
    expect(refusal(await api.upgrade(player.auth, [x1!, x2!, x3!]))).toBe('TREASURES.UPGRADE_ERROR');
    expect(await handIds(player)).toEqual(sorted([x1, x2, y1]));
  });
});

describe('Mega Treasure', () => {
  it('needs one card of each of the 10 treasures in hand (TREASURES.CARD_ERROR), pays $100 once and uses the oldest card of each', async () => {
    const player = await platform.signInPlayer('mega-player');
    const nine = await giveCards(platform, player, collectionId, [1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(refusal(await api.mega(player.auth, collectionId))).toBe('TREASURES.CARD_ERROR');
    const [tenth, spare] = await giveCards(platform, player, collectionId, [10, 1]);
    const [tooMany] = await Promise.all([api.mega(player.auth, collectionId), api.mega(player.auth, collectionId)]);
    const claim = tooMany.json() as TreasureMegaAnswer;
    expect(claim).toEqual({
      collectionId,
      prize: { kind: 'BALANCE', cents: 100_00 },
      itemIds: [],
      burntCardIds: [...nine, tenth],
    });
    expect(await balances(player)).toEqual({ realCents: 100_00, bonusCents: 0 });
    expect(await handIds(player)).toEqual([spare]);
    expect((await overview(player)).collections.find((c) => c.id === collectionId)!.mine!.megaClaimed).toBe(true);
    // Another full set later answers the same claim and pays nothing.
    await giveCards(platform, player, collectionId, [2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect((await api.mega(player.auth, collectionId)).json()).toEqual(claim);
    expect(await balances(player)).toEqual({ realCents: 100_00, bonusCents: 0 });
    expect(refusal(await api.mega(player.auth, 999_999))).toBe('TREASURES.CARD_ERROR');
  });
});
