import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BONUS_ITEM_RULES, BONUS_STAKES, type BetGameId } from '@arena/schemas';
import { grantItems, settleBonusItems } from '../commerce/inventory/bonus-items';
import { queryOne } from '../db/sql';
import {
  type CommerceTestApp,
  type Player,
  itemsPricedBetween,
  startCommerceTestApp,
} from '../testing/commerce-test-app';

let t: CommerceTestApp;
beforeAll(async () => {
  t = await startCommerceTestApp();
});
afterEach(async () => {
  await t.services.ledger.assertInvariants();
});
afterAll(async () => {
  await t.close();
});

const priced = itemsPricedBetween(200, 400, 2);
const [skin, other] = [priced[0]!, priced[1]!];
const HOUR = 3600_000;
const em = () => t.services.orm.em.fork() as SqlEntityManager;
const ledger = () => t.services.ledger;
const errorOf = (res: { json(): unknown }) => (res.json() as { error: { key: string; args: unknown[] } }).error;

const grant = async (player: Player, kind: 'REAL' | 'BONUS', catalogItemIds = [skin.id]) =>
  (
    await ledger().transaction((tx) =>
      grantItems(ledger(), tx, { userId: player.userId, catalogItemIds, kind, key: randomUUID() }),
    )
  ).itemIds;
const bonusMoney = (player: Player, amountCents: number) =>
  ledger().deposit({ userId: player.userId, amountCents, key: randomUUID(), bonus: true });
const wagered = async (player: Player) =>
  Number(
    (await queryOne<{ w: string }>(em(), `select wagered_total_cents as w from users where id = ?`, [player.userId]))!
      .w,
  );
const item = async (id: string) =>
  (await queryOne<{
    kind: string;
    status: string;
    bet_id: string | null;
    expires_at: Date | null;
    games_needed: number;
  }>(em(), `select kind, status, bet_id, expires_at, games_needed from user_items where id = ?`, [id]))!;
const gamesPlayed = async (player: Player, id: string) =>
  ((await t.get(player, '/api/inventory')).json().items as { id: string; gamesPlayed: number }[]).find(
    (i) => i.id === id,
  )?.gamesPlayed;

function bet(
  player: Player,
  game: BetGameId,
  stake: { amountCents: number } | { itemIds: string[] },
  source?: 'REAL' | 'BONUS',
) {
  const betId = randomUUID();
  const input =
    'itemIds' in stake
      ? { source: 'SKINS' as const, itemIds: stake.itemIds }
      : { source: source ?? 'BONUS', amountCents: stake.amountCents };
  return ledger().placeBet({ betId, userId: player.userId, game, roundId: randomUUID(), ...input });
}

/** Real-money games played and settled: what recoups a bonus skin. */
async function playReal(player: Player, times: number) {
  await ledger().deposit({ userId: player.userId, amountCents: 10 * times, key: randomUUID() });
  for (let i = 0; i < times; i++)
    await ledger().settleBet((await bet(player, 'plinko', { amountCents: 10 }, 'REAL')).id, 0);
}

/** One real-money game of `cents`, lost: real wager towards the bonus requirement. */
async function playRealCents(player: Player, cents: number) {
  await ledger().deposit({ userId: player.userId, amountCents: cents, key: randomUUID() });
  await ledger().settleBet((await bet(player, 'plinko', { amountCents: cents }, 'REAL')).id, 0);
}

describe('a bonus-balance stake', () => {
  it('is staked from and paid back to the bonus balance, won or lost, and is not counted as wager', async () => {
    const player = await t.player();
    await bonusMoney(player, 1_000);
    const won = await bet(player, 'plinko', { amountCents: 400 });
    expect(await ledger().balances(player.userId)).toEqual({ realCents: 0, bonusCents: 600 });
    await ledger().settleBet(won.id, 1_000);
    expect(await ledger().balances(player.userId)).toEqual({ realCents: 0, bonusCents: 1_600 });
    const lost = await bet(player, 'crash', { amountCents: 1_600 });
    await ledger().settleBet(lost.id, 0);
    expect(await ledger().balances(player.userId)).toEqual({ realCents: 0, bonusCents: 0 });
    expect(await wagered(player)).toBe(0);
  });
});

describe('a bonus-skin stake', () => {
  it('stakes the skin at catalogue value; a win consumes it and pays the bonus balance, a loss consumes it', async () => {
    const player = await t.player();
    const [a] = await grant(player, 'BONUS');
    const placed = await bet(player, 'crash', { itemIds: [a!] });
    expect(placed).toMatchObject({ source: 'SKINS', stakeCents: skin.priceCents, itemIds: [a] });
    expect(await item(a!)).toMatchObject({ kind: 'BONUS', status: 'IN_BET' });
    // The staked skin counts the bet as a play of its own while it runs.
    expect(await gamesPlayed(player, a!)).toBe(1);
    await ledger().settleBet(placed.id, skin.priceCents * 2);
    expect(await item(a!)).toMatchObject({ status: 'CONSUMED' });
    expect(await ledger().balances(player.userId)).toEqual({ realCents: 0, bonusCents: skin.priceCents * 2 });

    const [b] = await grant(player, 'BONUS', [other.id]);
    await ledger().settleBet((await bet(player, 'upgrade', { itemIds: [b!] })).id, 0);
    expect(await item(b!)).toMatchObject({ status: 'CONSUMED' });
    expect(await ledger().balances(player.userId)).toEqual({ realCents: 0, bonusCents: skin.priceCents * 2 });
    expect(await wagered(player)).toBe(0);
  });

  it('comes back on refund as the same bonus skin, expiry and plays untouched', async () => {
    const player = await t.player();
    const [a] = await grant(player, 'BONUS');
    const before = await item(a!);
    const placed = await bet(player, 'lava', { itemIds: [a!] });
    await ledger().refundBet(placed.id);
    const after = await item(a!);
    expect(after).toEqual({ ...before, status: 'AVAILABLE', bet_id: null });
    expect(new Date(after.expires_at!).getTime()).toBe(new Date(before.expires_at!).getTime());
    // A void round is no play.
    expect(await gamesPlayed(player, a!)).toBe(0);
    expect(await ledger().balances(player.userId)).toEqual({ realCents: 0, bonusCents: 0 });
  });

  it('never mixes with real skins, and real-only games refuse every bonus stake', async () => {
    const player = await t.player();
    await bonusMoney(player, 1_000);
    const [real] = await grant(player, 'REAL');
    const [bonus] = await grant(player, 'BONUS');
    await expect(bet(player, 'crash', { itemIds: [real!, bonus!] })).rejects.toMatchObject({
      key: 'INVENTORY.MIXED_KINDS',
    });
    const games = Object.keys(BONUS_STAKES) as BetGameId[];
    const realOnly = games.filter((game) => !BONUS_STAKES[game]);
    expect(realOnly.sort()).toEqual(['crashbattle', 'jackpot', 'potato']);
    for (const game of realOnly) {
      await expect(bet(player, game, { amountCents: 100 })).rejects.toMatchObject({ key: 'BET.BONUS_NOT_ALLOWED' });
      await expect(bet(player, game, { itemIds: [bonus!] })).rejects.toMatchObject({ key: 'BET.BONUS_NOT_ALLOWED' });
    }
    for (const game of games.filter((g) => !realOnly.includes(g))) {
      await ledger().refundBet((await bet(player, game, { amountCents: 100 })).id);
    }
    expect(await item(bonus!)).toMatchObject({ status: 'AVAILABLE' });
    expect(await ledger().balances(player.userId)).toEqual({ realCents: 0, bonusCents: 1_000 });
  });
});

describe('recoup and expiry', () => {
  it('recoups after the needed real plays; bonus plays (money or other bonus skins) do not count', async () => {
    const player = await t.player();
    const [a] = await grant(player, 'BONUS');
    const [b] = await grant(player, 'BONUS', [other.id]);
    await bonusMoney(player, 500);
    for (let i = 0; i < BONUS_ITEM_RULES.gamesNeeded; i++)
      await ledger().settleBet((await bet(player, 'mines', { amountCents: 100 })).id, 0);
    await ledger().settleBet((await bet(player, 'crash', { itemIds: [b!] })).id, 0);
    await ledger().transaction((tx) => settleBonusItems(ledger(), tx, { userId: player.userId }));
    expect(await item(a!)).toMatchObject({ kind: 'BONUS' });
    expect(await gamesPlayed(player, a!)).toBe(0);

    await playReal(player, BONUS_ITEM_RULES.gamesNeeded - 1);
    await ledger().transaction((tx) => settleBonusItems(ledger(), tx, { userId: player.userId }));
    expect(await item(a!)).toMatchObject({ kind: 'BONUS' });
    await playReal(player, 1);
    // Enough games, but the $5.00 bonus balance still owes real play (2 x $5.00 - $0.30): no skin turns real yet.
    await ledger().transaction((tx) => settleBonusItems(ledger(), tx, { userId: player.userId }));
    expect(await item(a!)).toMatchObject({ kind: 'BONUS' });
    await playRealCents(player, 970);
    const settled = await ledger().transaction((tx) => settleBonusItems(ledger(), tx, { userId: player.userId }));
    expect(settled.recouped).toEqual([a]);
    expect(await item(a!)).toMatchObject({ kind: 'REAL', expires_at: null, status: 'AVAILABLE' });
  });

  it('expires an unrecouped bonus skin after 72 h: not stakable once due, and expired when a refund brings it back late', async () => {
    const player = await t.player();
    const [a, b] = await grant(player, 'BONUS', [skin.id, other.id]);
    await em().execute(`update user_items set expires_at = now() - interval '1 second' where id = ?`, [a], 'run');
    await expect(bet(player, 'crash', { itemIds: [a!] })).rejects.toMatchObject({ key: 'INVENTORY.ITEM_LOCKED' });

    const placed = await bet(player, 'crash', { itemIds: [b!] });
    // While staked it does not expire; the refund returns it with its expiry, and the next job run expires it.
    const late = new Date(Date.now() + (BONUS_ITEM_RULES.lifetimeHours + 1) * HOUR);
    const first = (await t.commerce.runJobs(late)).bonusItems.expired;
    expect(first).toContain(a);
    expect(first).not.toContain(b);
    await ledger().refundBet(placed.id);
    expect((await t.commerce.runJobs(late)).bonusItems.expired).toContain(b);
    expect(await item(b!)).toMatchObject({ kind: 'BONUS', status: 'EXPIRED' });
  });
});

describe('withdrawals before recoup', () => {
  it('refuses bonus skins and refuses money until the wager is met with real play (bonus stakes do not count)', async () => {
    const player = await t.player();
    await t.fund(player, 10_000);
    const [bonus] = await grant(player, 'BONUS');
    const skins = await t.post(player, '/api/withdrawals', {
      method: 'steam',
      itemIds: [bonus],
      tradeLink: 'https://steamcommunity.com/tradeoffer/new/?partner=12345678&token=AbCd_123',
      confirm: true,
    });
    expect(errorOf(skins).key).toBe('WITHDRAW.BONUS_NOT_RECOUPED');

    await bonusMoney(player, 300);
    const money = () =>
      t.post(player, '/api/withdrawals', {
        method: 'crypto',
        amountCents: 2_000,
        wallet: 'TXa1b2c3d4e5f6',
        confirm: true,
      });
    expect(errorOf(await money())).toEqual({ key: 'WITHDRAWALS.WAGER_NOT_PASSED', args: ['6.00'] });
    // Playing the bonus through itself does not unlock a withdrawal.
    const bonusBet = await bet(player, 'plinko', { amountCents: 300 });
    await ledger().settleBet(bonusBet.id, 600);
    await ledger().settleBet((await bet(player, 'plinko', { amountCents: 600 })).id, 0);
    // The bonus stake's $3.00 win is new bonus value: it owes its own 2 x $3.00 on top.
    expect(errorOf(await money())).toEqual({ key: 'WITHDRAWALS.WAGER_NOT_PASSED', args: ['12.00'] });
    await ledger().settleBet((await bet(player, 'plinko', { amountCents: 600 }, 'REAL')).id, 0);
    expect(errorOf(await money())).toEqual({ key: 'WITHDRAWALS.WAGER_NOT_PASSED', args: ['6.00'] });
    await ledger().settleBet((await bet(player, 'plinko', { amountCents: 600 }, 'REAL')).id, 0);
    expect((await money()).statusCode).toBe(200);
  });
});
