import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCatalog } from '../../commerce/catalog/catalog';
import { promocodeCalls, startPromocodeApp } from '../../promocodes/promocodes-testing';
import type { CommerceTestApp, Player } from '../../testing/commerce-test-app';

/**
 * replayed step by step: an admin's $100 BALANCE_BONUS code redeemed after a $5 deposit, bonus
 * skins bought with it, three 10-cent real plinko drops. Before the value-based wager those skins turned REAL, were
 * sold and $99.26 was withdrawn. Now every step that would turn the bonus into money answers with the wager owed.
 */
let app: CommerceTestApp;
let calls: ReturnType<typeof promocodeCalls>;
beforeAll(async () => {
  app = await startPromocodeApp();
  calls = promocodeCalls(app);
});
afterAll(async () => {
  await app.services.ledger.assertInvariants();
  await app.close();
});

const TRADE_LINK = 'https://steamcommunity.com/tradeoffer/new/?partner=12345678&token=AbCd_123';
const errorOf = (res: { json(): unknown }) => (res.json() as { error: { key: string; args: unknown[] } }).error;

/** Skins worth at most `budget` together, dearest first (the probe spent the whole bonus). */
function skinsWithin(budget: number): number[] {
  const picked: number[] = [];
  let left = budget;
  for (const item of [...getCatalog().items].sort((a, b) => b.priceCents - a.priceCents)) {
    if (item.priceCents <= left && picked.length < 5) {
      picked.push(item.id);
      left -= item.priceCents;
    }
  }
  return picked;
}

async function inventory(player: Player) {
  return (await app.get(player, '/api/inventory')).json().items as {
    id: string;
    kind: string;
    withdrawable: boolean;
    priceCents: number;
  }[];
}

async function realStake(player: Player, cents: number) {
  await app.services.ledger.deposit({ userId: player.userId, amountCents: cents, key: randomUUID() });
  const betId = randomUUID();
  await app.services.ledger.placeBet({
    betId,
    userId: player.userId,
    game: 'plinko',
    roundId: betId,
    source: 'REAL',
    amountCents: cents,
  });
  await app.services.ledger.settleBet(betId, 0);
}

describe('the probe: a $100 bonus code, bonus skins, three 10-cent real drops', () => {
  it('never lets the bonus skins become real, sold, exchanged or withdrawn before 2 x $100 of real play', async () => {
    const code = await calls.create({ type: 'BALANCE_BONUS', amountCents: 100_00 });
    const player = await app.player();
    await app.fund(player, 5_00);
    await calls.redeemOk(player, code.code);
    expect(await app.balance(player)).toEqual({ realCents: 5_00, bonusCents: 100_00 });

    const bought = await app.post(player, '/api/shop/buy', { catalogItemIds: skinsWithin(100_00), kind: 'BONUS' });
    expect(bought.statusCode, bought.body).toBe(200);
    const bonusIds = (bought.json().items as { id: string }[]).map((item) => item.id);
    for (let i = 0; i < 3; i++) {
      const drop = await app.post(player, '/api/plinko/drop', { amountCents: 10, rows: 8, risk: 'low' });
      expect(drop.statusCode, drop.body).toBe(200);
    }
    await app.commerce.runJobs();

    const held = (await inventory(player)).filter((item) => bonusIds.includes(item.id));
    expect(held.map((item) => [item.kind, item.withdrawable])).toEqual(bonusIds.map(() => ['BONUS', false]));
    expect(errorOf(await app.post(player, '/api/shop/sell', { itemIds: bonusIds })).key).toBe(
      'INVENTORY.CANNOT_SELL_UNWITHDRAWABLE',
    );
    const cheapest = [...getCatalog().items].sort((a, b) => a.priceCents - b.priceCents)[0]!;
    expect(
      errorOf(await app.post(player, '/api/shop/swap', { itemIds: bonusIds, catalogItemIds: [cheapest.id] })).key,
    ).toBe('SHOP.CANNOT_EXCHANGE_UNWITHDRAWABLE');
    const owed = { key: 'WITHDRAWALS.WAGER_NOT_PASSED', args: ['199.70'] };
    expect(
      errorOf(
        await app.post(player, '/api/withdrawals', {
          method: 'steam',
          itemIds: bonusIds,
          tradeLink: TRADE_LINK,
          confirm: true,
        }),
      ),
    ).toEqual(owed);
    expect(
      errorOf(
        await app.post(player, '/api/withdrawals', {
          method: 'e-wallet',
          amountCents: 5_00,
          wallet: 'TXa1b2c3d4e5f6',
          confirm: true,
        }),
      ),
    ).toEqual(owed);

    // Played through with real money: only then do the skins turn real, and they may be sold and withdrawn.
    await realStake(player, 199_69);
    await app.commerce.runJobs();
    expect(
      (await inventory(player)).filter((item) => bonusIds.includes(item.id)).every((item) => item.kind === 'BONUS'),
    ).toBe(true);
    await realStake(player, 1);
    await app.commerce.runJobs();
    const real = (await inventory(player)).filter((item) => bonusIds.includes(item.id));
    expect(real.map((item) => [item.kind, item.withdrawable])).toEqual(bonusIds.map(() => ['REAL', true]));
    const sold = await app.post(player, '/api/shop/sell', { itemIds: bonusIds });
    expect(sold.statusCode, sold.body).toBe(200);
  });
});
