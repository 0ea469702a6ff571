import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TREASURE_RULES, type TreasureOrder, type TreasureOrdersAnswer, type TreasuresAnswer } from '@arena/schemas';
import { jobClock } from '../jobs';
import { type TestPlatform, startTestPlatform } from '../testing/test-platform';
import { runTreasureJob } from './job';
import {
  type Player,
  currentCollection,
  giveCards,
  handDrivenTreasures,
  makePremium,
  refusal,
  treasureClient,
  treasureIdOf,
} from './treasures-testing';

let platform: TestPlatform;
let api: ReturnType<typeof treasureClient>;
let collectionId: number;
const realNow = jobClock.now;
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  platform = await startTestPlatform();
  api = treasureClient(platform);
  handDrivenTreasures(platform);
  collectionId = await currentCollection(platform);
});
afterEach(() => {
  jobClock.now = realNow;
});
afterAll(async () => {
  await platform.services.ledger.assertInvariants();
  await platform.close();
});

async function premiumPlayer(name: string, depositCents?: number): Promise<Player> {
  const player = await platform.signInPlayer(name, depositCents);
  await makePremium(platform, player);
  return player;
}
const balances = (player: Player) => platform.services.ledger.balances(player.id);
const hand = async (player: Player) => ((await api.overview(player.auth)).json() as TreasuresAnswer).cards;
const sale = (cardIds: string[], priceCents = 2_50) => ({ kind: 'SALE', cardIds, priceCents });
async function listed(player: Player, body: object): Promise<TreasureOrder> {
  const response = await api.createOrder(player.auth, body);
  expect(response.statusCode).toBe(200);
  return response.json() as TreasureOrder;
}

describe('creating orders', () => {
  it('lists cards for 12 h; the cards are LISTED and the order shows on the market and the order page', async () => {
    const seller = await premiumPlayer('ord-seller');
    const cards = await giveCards(platform, seller, collectionId, [2, 7]);
    const now = Date.now();
    jobClock.now = () => now;
    const order = await listed(seller, sale(cards, 3_00));
    expect(order).toMatchObject({
      kind: 'SALE',
      status: 'CREATED',
      priceCents: 3_00,
      want: null,
      buyer: null,
      seller: { userId: seller.id, name: 'ord-seller' },
      createdAt: now,
      expiresAt: now + 12 * HOUR,
      endedAt: null,
    });
    expect(order.cards.map((c) => [c.id, c.slot])).toEqual([
      [cards[0], 2],
      [cards[1], 7],
    ]);
    expect((await hand(seller)).map((c) => [c.status, c.orderId])).toEqual([
      ['LISTED', order.id],
      ['LISTED', order.id],
    ]);
    expect((await api.order(order.id)).json()).toEqual(order);
    const market = (await api.orders('?scope=market')).json() as TreasureOrdersAnswer;
    expect(market.items.map((o) => o.id)).toContain(order.id);
  });

  it('is premium only, for cards in hand, for a treasure that exists, at a price within limits, idempotent by key', async () => {
    const free = await platform.signInPlayer('ord-free');
    const [freeCard] = await giveCards(platform, free, collectionId, [1]);
    expect(refusal(await api.createOrder(free.auth, sale([freeCard!])))).toBe('TREASURES.NO_PREMIUM_BATTLEPASS');
    const seller = await premiumPlayer('ord-rules');
    const [card, other] = await giveCards(platform, seller, collectionId, [1, 2]);
    expect(refusal(await api.createOrder(seller.auth, sale([freeCard!])))).toBe('TREASURES.CARD_ERROR');
    expect(
      refusal(await api.createOrder(seller.auth, { kind: 'EXCHANGE', cardIds: [card], wantTreasureId: 999_999 })),
    ).toBe('TREASURES.ORDER_ERROR');
    expect(refusal(await api.createOrder(seller.auth, sale([card!], 9)))).toBe('GLOBAL.BAD_REQUEST');
    expect(refusal(await api.createOrder(seller.auth, sale([card!], TREASURE_RULES.maxOrderPriceCents + 1)))).toBe(
      'GLOBAL.BAD_REQUEST',
    );
    expect(refusal(await api.createOrder(seller.auth, sale([card!, card!])))).toBe('GLOBAL.BAD_REQUEST');
    expect(refusal(await api.createOrder(seller.auth, sale([card!]), '!bad key!'))).toBe('GLOBAL.BAD_REQUEST');
    const first = await api.createOrder(seller.auth, sale([card!]), 'same-key');
    expect((await api.createOrder(seller.auth, sale([card!]), 'same-key')).json()).toEqual(first.json());
    expect(refusal(await api.createOrder(seller.auth, sale([card!])))).toBe('TREASURES.CARD_ERROR');
    expect(refusal(await api.createOrder(seller.auth, sale([card!, other!])))).toBe('TREASURES.CARD_ERROR');
    expect((await hand(seller)).find((c) => c.id === other)!.status).toBe('AVAILABLE');
  });

  it('allows at most 5 active orders per player; a removed or expired one frees a place', async () => {
    const seller = await premiumPlayer('ord-limit');
    const cards = await giveCards(platform, seller, collectionId, [1, 2, 3, 4, 5, 6, 7]);
    const now = Date.now();
    jobClock.now = () => now;
    const orders = [];
    for (const card of cards.slice(0, 5)) orders.push(await listed(seller, sale([card])));
    expect(refusal(await api.createOrder(seller.auth, sale([cards[5]!])))).toBe('TREASURES.ORDER_ERROR');
    expect((await api.remove(seller.auth, orders[0]!.id)).json()).toMatchObject({ status: 'REMOVED', endedAt: now });
    const sixth = await listed(seller, sale([cards[5]!]));
    expect(refusal(await api.createOrder(seller.auth, sale([cards[6]!])))).toBe('TREASURES.ORDER_ERROR');
    // 12 h later the first five have expired (on read, before any job): places and cards are back.
    jobClock.now = () => now + TREASURE_RULES.orderLifetimeMs;
    expect((await api.order(sixth.id)).json()).toMatchObject({
      status: 'EXPIRED',
      endedAt: now + TREASURE_RULES.orderLifetimeMs,
    });
    await listed(seller, sale([cards[6]!]));
    expect(
      (await hand(seller))
        .filter((c) => c.status === 'AVAILABLE')
        .map((c) => c.id)
        .sort(),
    ).toEqual(cards.slice(0, 6).sort());
  });
});

describe('removing, expiring', () => {
  it('only the seller removes an open order; a repeat answers it; a removed order cannot be accepted', async () => {
    const seller = await premiumPlayer('rm-seller');
    const buyer = await premiumPlayer('rm-buyer', 10_00);
    const [card] = await giveCards(platform, seller, collectionId, [4]);
    const order = await listed(seller, sale([card!]));
    expect(refusal(await api.remove(buyer.auth, order.id))).toBe('TREASURES.ORDER_ERROR');
    expect(refusal(await api.remove(seller.auth, '00000000-0000-4000-8000-000000000000'))).toBe(
      'TREASURES.ORDER_ERROR',
    );
    const removed = (await api.remove(seller.auth, order.id)).json() as TreasureOrder;
    expect(removed.status).toBe('REMOVED');
    expect((await api.remove(seller.auth, order.id)).json()).toEqual(removed);
    expect(refusal(await api.accept(buyer.auth, order.id))).toBe('TREASURES.ORDER_ERROR');
    expect((await hand(seller)).map((c) => [c.id, c.status])).toEqual([[card, 'AVAILABLE']]);
    expect(await balances(buyer)).toEqual({ realCents: 10_00, bonusCents: 0 });
  });

  it('the job expires due orders once and gives the cards back; an expired order cannot be accepted or removed', async () => {
    const seller = await premiumPlayer('exp-seller');
    const buyer = await premiumPlayer('exp-buyer', 10_00);
    const [card] = await giveCards(platform, seller, collectionId, [8]);
    const now = Date.now();
    jobClock.now = () => now;
    const order = await listed(seller, sale([card!]));
    jobClock.now = () => now + TREASURE_RULES.orderLifetimeMs - 1;
    expect((await runTreasureJob(platform.services, jobClock.now())).expired).not.toContain(order.id);
    jobClock.now = () => now + TREASURE_RULES.orderLifetimeMs;
    expect(refusal(await api.accept(buyer.auth, order.id))).toBe('TREASURES.ORDER_ERROR');
    expect((await runTreasureJob(platform.services, jobClock.now())).expired).toContain(order.id);
    expect((await runTreasureJob(platform.services, jobClock.now())).expired).not.toContain(order.id);
    expect(refusal(await api.remove(seller.auth, order.id))).toBe('TREASURES.ORDER_ERROR');
    expect((await api.order(order.id)).json()).toMatchObject({
      status: 'EXPIRED',
      endedAt: now + TREASURE_RULES.orderLifetimeMs,
      buyer: null,
    });
    expect((await hand(seller)).map((c) => [c.id, c.status, c.orderId])).toEqual([[card, 'AVAILABLE', null]]);
  });
});

describe('accepting', () => {
  it('a sale moves the price and the cards in one transaction', async () => {
    const seller = await premiumPlayer('acc-seller', 1_00);
    const buyer = await premiumPlayer('acc-buyer', 5_00);
    const cards = await giveCards(platform, seller, collectionId, [3, 9]);
    const order = await listed(seller, sale(cards, 4_25));
    expect(refusal(await api.accept(seller.auth, order.id))).toBe('TREASURES.ORDER_ERROR');
    const free = await platform.signInPlayer('acc-free', 10_00);
    expect(refusal(await api.accept(free.auth, order.id))).toBe('TREASURES.NO_PREMIUM_BATTLEPASS');
    const poor = await premiumPlayer('acc-poor', 4_24);
    expect(refusal(await api.accept(poor.auth, order.id))).toBe('USER.LOW_BALANCE');
    expect((await api.order(order.id)).json()).toMatchObject({ status: 'CREATED', buyer: null });

    const accepted = (await api.accept(buyer.auth, order.id)).json() as TreasureOrder;
    expect(accepted).toMatchObject({ status: 'ACCEPTED', buyer: { userId: buyer.id, name: 'acc-buyer' } });
    expect((await api.accept(buyer.auth, order.id)).json()).toEqual(accepted);
    expect(await balances(seller)).toEqual({ realCents: 5_25, bonusCents: 0 });
    expect(await balances(buyer)).toEqual({ realCents: 75, bonusCents: 0 });
    expect(await balances(poor)).toEqual({ realCents: 4_24, bonusCents: 0 });
    expect((await hand(buyer)).map((c) => [c.id, c.status]).sort()).toEqual(
      cards.map((id) => [id, 'AVAILABLE']).sort(),
    );
    expect(await hand(seller)).toEqual([]);
    const mine = (await api.orders('?scope=mine', buyer.auth)).json() as TreasureOrdersAnswer;
    expect(mine.items.map((o) => o.id)).toEqual([order.id]);
    expect(((await api.orders('?scope=market')).json() as TreasureOrdersAnswer).items.map((o) => o.id)).not.toContain(
      order.id,
    );
    expect(refusal(await api.orders('?scope=mine'))).toBe('GLOBAL.FORBIDDEN');
  });

  it('two or more buyers at once: exactly one wins, the price is paid once', async () => {
    const seller = await premiumPlayer('race-seller');
    const buyers = await Promise.all([1, 2, 3, 4].map((i) => premiumPlayer(`race-buyer-${i}`, 10_00)));
    const [card] = await giveCards(platform, seller, collectionId, [5]);
    const order = await listed(seller, sale([card!], 6_00));
    const answers = await Promise.all(buyers.map((b) => api.accept(b.auth, order.id)));
    const winners = answers.flatMap((answer, i) => (answer.statusCode === 200 ? [buyers[i]!] : []));
    expect(winners).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode !== 200).map(refusal)).toEqual([
      'TREASURES.ORDER_ERROR',
      'TREASURES.ORDER_ERROR',
      'TREASURES.ORDER_ERROR',
    ]);
    expect(await balances(seller)).toEqual({ realCents: 6_00, bonusCents: 0 });
    for (const buyer of buyers) expect((await balances(buyer)).realCents).toBe(buyer === winners[0] ? 4_00 : 10_00);
    expect((await hand(winners[0]!)).map((c) => c.id)).toEqual([card]);
  });

  it("an exchange swaps the listed cards for the buyer's oldest card of the wanted treasure, or refuses with TREASURES.CARD_ERROR", async () => {
    const seller = await premiumPlayer('ex-seller');
    const buyer = await premiumPlayer('ex-buyer');
    const wanted = await treasureIdOf(platform, collectionId, 10);
    const offered = await giveCards(platform, seller, collectionId, [1, 1]);
    const order = await listed(seller, { kind: 'EXCHANGE', cardIds: offered, wantTreasureId: wanted });
    expect(order).toMatchObject({
      kind: 'EXCHANGE',
      priceCents: null,
      want: { treasureId: wanted, collectionId, slot: 10, kind: 'gem' },
    });
    const [decoy] = await giveCards(platform, buyer, collectionId, [9]);
    expect(refusal(await api.accept(buyer.auth, order.id))).toBe('TREASURES.CARD_ERROR');
    expect((await api.order(order.id)).json()).toMatchObject({ status: 'CREATED' });
    const [given] = await giveCards(platform, buyer, collectionId, [10]);
    await giveCards(platform, buyer, collectionId, [10]);
    expect((await api.accept(buyer.auth, order.id)).json()).toMatchObject({
      status: 'ACCEPTED',
      buyer: { userId: buyer.id },
    });
    expect((await hand(seller)).map((c) => c.id)).toEqual([given]);
    const buyerHand = (await hand(buyer)).map((c) => c.id);
    expect(buyerHand).toEqual(expect.arrayContaining([...offered, decoy]));
    expect(buyerHand).toHaveLength(4);
    expect(await balances(buyer)).toEqual({ realCents: 0, bonusCents: 0 });
  });
});
