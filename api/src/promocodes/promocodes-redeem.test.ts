import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryOne, queryRows } from '../db/sql';
import { jobClock } from '../jobs';
import type { CommerceTestApp } from '../testing/commerce-test-app';
import { type Player, promocodeCalls, refusal, someSkin, startPromocodeApp } from './promocodes-testing';

let app: CommerceTestApp;
let calls: ReturnType<typeof promocodeCalls>;

beforeAll(async () => {
  app = await startPromocodeApp();
  calls = promocodeCalls(app);
});
afterEach(() => {
  jobClock.now = () => Date.now();
});
afterAll(async () => {
  await app.close();
});

const inventory = async (player: Player) =>
  (await app.get(player, '/api/inventory')).json().items as { id: string; catalogItemId: number; kind: string }[];

/** A player with `depositCents` deposited and all of it lost in a bet: deposits count, the balance is zero. */
async function brokeDepositor(depositCents: number): Promise<Player> {
  const player = await calls.depositor(depositCents);
  const betId = randomUUID();
  await app.services.ledger.placeBet({
    betId,
    userId: player.userId,
    game: 'mines',
    roundId: betId,
    source: 'REAL',
    amountCents: depositCents,
  });
  await app.services.ledger.settleBet(betId, 0);
  return player;
}

describe('the types that give at once', () => {
  it('BALANCE_REAL and BALANCE_BONUS move the amount from the house to the real or the bonus balance', async () => {
    const real = await calls.create({ type: 'BALANCE_REAL', amountCents: 3_25 });
    const bonus = await calls.create({ type: 'BALANCE_BONUS', amountCents: 1_50 });
    const player = await calls.depositor(1_00);
    const first = await calls.redeemOk(player, real.code.toLowerCase());
    expect(first).toEqual({
      kind: 'PROMOCODE',
      grant: expect.objectContaining({
        code: real.code,
        type: 'BALANCE_REAL',
        amountCents: 3_25,
        account: 'REAL',
        item: null,
        pending: false,
      }),
      balance: { realCents: 4_25, bonusCents: 0 },
    });
    const second = await calls.redeemOk(player, ` ${bonus.code} `);
    expect(second).toMatchObject({
      grant: { type: 'BALANCE_BONUS', amountCents: 1_50, account: 'BONUS' },
      balance: { realCents: 4_25, bonusCents: 1_50 },
    });
    expect(await app.balance(player)).toEqual({ realCents: 4_25, bonusCents: 1_50 });
  });

  it('ITEM_REAL and ITEM_BONUS grant the catalogue skin as a real or a bonus skin', async () => {
    const skin = someSkin();
    const realItem = await calls.create({ type: 'ITEM_REAL', catalogItemId: skin.id });
    const bonusItem = await calls.create({ type: 'ITEM_BONUS', catalogItemId: skin.id });
    const player = await calls.depositor(1_00);
    const real = await calls.redeemOk(player, realItem.code);
    const bonus = await calls.redeemOk(player, bonusItem.code);
    expect(real).toMatchObject({
      grant: { item: { catalogItemId: skin.id, name: skin.name, priceCents: skin.priceCents, kind: 'REAL' } },
      balance: { realCents: 1_00 },
    });
    expect(bonus).toMatchObject({ grant: { item: { catalogItemId: skin.id, kind: 'BONUS' } } });
    const items = await inventory(player);
    expect(items.map((i) => [i.id, i.catalogItemId, i.kind]).sort()).toEqual(
      [
        [real.kind === 'PROMOCODE' && real.grant.item?.itemId, skin.id, 'REAL'],
        [bonus.kind === 'PROMOCODE' && bonus.grant.item?.itemId, skin.id, 'BONUS'],
      ].sort(),
    );
  });
});

describe('every PROMOCODE refusal', () => {
  it('NOT_FOUND: an unknown, a disabled or an expired code', async () => {
    const player = await calls.depositor();
    expect(refusal(await calls.redeem(player, 'NO-SUCH-CODE'))).toEqual({
      status: 404,
      key: 'PROMOCODE.NOT_FOUND',
      args: [],
    });
    expect(refusal(await calls.redeem(player, '!'))).toMatchObject({ key: 'PROMOCODE.NOT_FOUND' });
    const expiring = await calls.create({ type: 'BALANCE_BONUS', amountCents: 10, expiresAt: Date.now() + 60_000 });
    jobClock.now = () => Date.now() + 61_000;
    expect(refusal(await calls.redeem(player, expiring.code))).toMatchObject({ key: 'PROMOCODE.NOT_FOUND' });
    jobClock.now = () => Date.now();
    await calls.redeemOk(player, expiring.code);
  });

  it('ACTIVATIONS_LIMIT: the total is used up', async () => {
    const code = await calls.create({ type: 'BALANCE_BONUS', amountCents: 20, maxActivations: 2 });
    for (const player of [await calls.depositor(), await calls.depositor()]) await calls.redeemOk(player, code.code);
    expect(refusal(await calls.redeem(await calls.depositor(), code.code))).toEqual({
      status: 400,
      key: 'PROMOCODE.ACTIVATIONS_LIMIT',
      args: [],
    });
  });

  it('ALREADY_ACTIVATED: one activation per player (unless the code allows more)', async () => {
    const once = await calls.create({ type: 'BALANCE_BONUS', amountCents: 20 });
    const many = await calls.create({ type: 'BALANCE_BONUS', amountCents: 20, oncePerUser: false, maxActivations: 3 });
    const player = await calls.depositor();
    await calls.redeemOk(player, once.code);
    expect(refusal(await calls.redeem(player, once.code))).toMatchObject({ key: 'PROMOCODE.ALREADY_ACTIVATED' });
    for (let i = 0; i < 3; i++) await calls.redeemOk(player, many.code);
    expect(refusal(await calls.redeem(player, many.code))).toMatchObject({ key: 'PROMOCODE.ACTIVATIONS_LIMIT' });
    expect(await app.balance(player)).toEqual({ realCents: 1_00, bonusCents: 80 });
  });

  it('OWN_CODE: the owner of a code cannot activate it; others can', async () => {
    const owner = await calls.depositor();
    const code = await calls.create({ type: 'BALANCE_BONUS', amountCents: 30, ownerUserId: owner.userId });
    expect(refusal(await calls.redeem(owner, code.code))).toMatchObject({ key: 'PROMOCODE.OWN_CODE' });
    await calls.redeemOk(await calls.depositor(), code.code);
  });

  it('PAYMENT_NEEDED: confirmed deposits below the minimum ($0.10 unless the code says otherwise)', async () => {
    const plain = await calls.create({ type: 'BALANCE_BONUS', amountCents: 30 });
    const fiveDollars = await calls.create({ type: 'BALANCE_BONUS', amountCents: 30, minDepositCents: 5_00 });
    const free = await calls.create({ type: 'BALANCE_BONUS', amountCents: 30, minDepositCents: 0 });
    const newcomer = await calls.depositor(0);
    expect(refusal(await calls.redeem(newcomer, plain.code))).toEqual({
      status: 400,
      key: 'PROMOCODE.PAYMENT_NEEDED',
      args: ['0.10'],
    });
    await calls.redeemOk(newcomer, free.code);
    const small = await calls.depositor(10);
    await calls.redeemOk(small, plain.code);
    expect(refusal(await calls.redeem(small, fiveDollars.code))).toMatchObject({
      key: 'PROMOCODE.PAYMENT_NEEDED',
      args: ['5.00'],
    });
    // A bonus credit is no deposit.
    const bonusOnly = await calls.depositor(0);
    await app.services.ledger.deposit({ userId: bonusOnly.userId, amountCents: 10_00, key: randomUUID(), bonus: true });
    expect(refusal(await calls.redeem(bonusOnly, plain.code))).toMatchObject({ key: 'PROMOCODE.PAYMENT_NEEDED' });
  });

  it('BALANCE_NOT_ZERO: money on the real or bonus balance, or skins held, when the code asks for empty ones', async () => {
    const emptyBalance = await calls.create({ type: 'BALANCE_BONUS', amountCents: 40, requireEmptyBalance: true });
    const emptyInventory = await calls.create({ type: 'BALANCE_BONUS', amountCents: 40, requireEmptyInventory: true });
    const skinCode = await calls.create({ type: 'ITEM_REAL', catalogItemId: someSkin().id });

    expect(refusal(await calls.redeem(await calls.depositor(1_00), emptyBalance.code))).toMatchObject({
      key: 'PROMOCODE.BALANCE_NOT_ZERO',
    });
    const bonusHolder = await brokeDepositor(1_00);
    await app.services.ledger.deposit({ userId: bonusHolder.userId, amountCents: 5, key: randomUUID(), bonus: true });
    expect(refusal(await calls.redeem(bonusHolder, emptyBalance.code))).toMatchObject({
      key: 'PROMOCODE.BALANCE_NOT_ZERO',
    });
    const broke = await brokeDepositor(1_00);
    expect(await calls.redeemOk(broke, emptyBalance.code)).toMatchObject({ balance: { realCents: 0, bonusCents: 40 } });

    const holder = await calls.depositor(1_00);
    await calls.redeemOk(holder, skinCode.code);
    expect(refusal(await calls.redeem(holder, emptyInventory.code))).toMatchObject({
      key: 'PROMOCODE.BALANCE_NOT_ZERO',
    });
    // Money on the balance does not matter to an empty-inventory code.
    await calls.redeemOk(await calls.depositor(1_00), emptyInventory.code);
  });

  it('LEVEL_5_NEEDED: a Steam level below 5 when the code asks for it', async () => {
    const code = await calls.create({ type: 'BALANCE_BONUS', amountCents: 40, requireSteamLevel: true });
    const low = await calls.depositor();
    await calls.setFacts(low, { steamLevel: 4 });
    expect(refusal(await calls.redeem(low, code.code))).toEqual({
      status: 400,
      key: 'PROMOCODE.LEVEL_5_NEEDED',
      args: [],
    });
    await calls.setFacts(low, { steamLevel: 5 });
    await calls.redeemOk(low, code.code);
    const lowNoLevelCode = await calls.create({ type: 'BALANCE_BONUS', amountCents: 40 });
    const other = await calls.depositor();
    await calls.setFacts(other, { steamLevel: 1 });
    await calls.redeemOk(other, lowNoLevelCode.code);
  });

  it('NOT_DEPOSIT_BONUS: the deposit form takes deposit-bonus codes only', async () => {
    const balance = await calls.create({ type: 'BALANCE_REAL', amountCents: 40 });
    const item = await calls.create({ type: 'ITEM_BONUS', catalogItemId: someSkin().id });
    const player = await calls.depositor();
    for (const code of [balance.code, item.code]) {
      expect(refusal(await calls.redeem(player, code, randomUUID(), '/deposit'))).toEqual({
        status: 400,
        key: 'PROMOCODE.NOT_DEPOSIT_BONUS',
        args: [],
      });
    }
    expect(refusal(await calls.redeem(player, 'UNKNOWN-CODE', randomUUID(), '/deposit'))).toMatchObject({
      key: 'PROMOCODE.NOT_FOUND',
    });
    expect(await app.balance(player)).toEqual({ realCents: 1_00, bonusCents: 0 });
  });

  it('the refusal order: OWN_CODE before ALREADY_ACTIVATED before ACTIVATIONS_LIMIT before PAYMENT_NEEDED', async () => {
    const owner = await calls.depositor(0);
    const code = await calls.create({
      type: 'BALANCE_BONUS',
      amountCents: 10,
      ownerUserId: owner.userId,
      maxActivations: 1,
    });
    expect(refusal(await calls.redeem(owner, code.code)).key).toBe('PROMOCODE.OWN_CODE');
    const first = await calls.depositor();
    await calls.redeemOk(first, code.code);
    expect(refusal(await calls.redeem(first, code.code)).key).toBe('PROMOCODE.ALREADY_ACTIVATED');
    expect(refusal(await calls.redeem(await calls.depositor(0), code.code)).key).toBe('PROMOCODE.ACTIVATIONS_LIMIT');
  });
});

describe('idempotency and concurrency', () => {
  it('needs an Idempotency-Key; a retry with the same key answers the first result and pays once', async () => {
    const code = await calls.create({ type: 'BALANCE_BONUS', amountCents: 75, oncePerUser: false });
    const player = await calls.depositor();
    expect(refusal(await calls.redeem(player, code.code, null))).toMatchObject({
      key: 'GLOBAL.BAD_REQUEST',
      args: ['Idempotency-Key'],
    });
    const key = randomUUID();
    const first = await calls.redeem(player, code.code, key);
    const again = await calls.redeem(player, code.code, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await app.balance(player)).toEqual({ realCents: 1_00, bonusCents: 75 });
    const other = await calls.create({ type: 'BALANCE_BONUS', amountCents: 75 });
    expect(refusal(await calls.redeem(player, other.code, key))).toMatchObject({
      status: 409,
      key: 'GLOBAL.IDEMPOTENCY_CONFLICT',
    });
  });

  it('two parallel redeems of a 1-activation code: exactly one succeeds', async () => {
    const code = await calls.create({ type: 'BALANCE_REAL', amountCents: 5_00, maxActivations: 1 });
    const players = [await calls.depositor(), await calls.depositor()];
    const responses = await Promise.all(players.map((p) => calls.redeem(p, code.code)));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(refusal(responses.find((r) => r.statusCode === 400)!).key).toBe('PROMOCODE.ACTIVATIONS_LIMIT');
    const balances = await Promise.all(players.map((p) => app.balance(p)));
    expect(balances.map((b) => b.realCents).sort()).toEqual([1_00, 6_00]);
    expect((await calls.list()).find((p) => p.id === code.id)?.activations).toBe(1);
  });

  it('many parallel redeems of a 3-activation code, and one player racing with two keys', async () => {
    const code = await calls.create({ type: 'BALANCE_BONUS', amountCents: 1_00, maxActivations: 3 });
    const players = await Promise.all(Array.from({ length: 6 }, () => calls.depositor()));
    const responses = await Promise.all(players.map((p) => calls.redeem(p, code.code)));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(responses.filter((r) => r.statusCode !== 200).map((r) => refusal(r).key)).toEqual(
      Array(3).fill('PROMOCODE.ACTIVATIONS_LIMIT'),
    );

    const once = await calls.create({ type: 'BALANCE_BONUS', amountCents: 1_00 });
    const player = await calls.depositor();
    const twice = await Promise.all([calls.redeem(player, once.code), calls.redeem(player, once.code)]);
    expect(twice.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(refusal(twice.find((r) => r.statusCode === 400)!).key).toBe('PROMOCODE.ALREADY_ACTIVATED');
    expect((await app.balance(player)).bonusCents).toBe(1_00);
  });

  it('the database itself refuses a counter past the limit and a second activation row for one player', async () => {
    const code = await calls.create({ type: 'BALANCE_BONUS', amountCents: 10, maxActivations: 1 });
    const em = calls.em();
    await expect(em.execute(`update promocodes set activations = 2 where id = ?`, [code.id], 'run')).rejects.toThrow(
      /promocodes_activation_limit/,
    );
    const player = await calls.depositor();
    const answer = await calls.redeemOk(player, code.code);
    const transfer = await queryOne<{ transfer_id: string }>(
      em,
      `select transfer_id from promocode_activations where user_id = ?`,
      [player.userId],
    );
    await expect(
      em.execute(
        `insert into promocode_activations (promocode_id, user_id, once_per_user, transfer_id) values (?, ?, true, ?)`,
        [code.id, player.userId, transfer!.transfer_id],
        'run',
      ),
    ).rejects.toThrow(/promocode_activations_once/);
    expect(answer.kind).toBe('PROMOCODE');
  });
});

describe('referral codes in the promocode box', () => {
  it('links the account to the code’s owner, keeps the REFERER refusals, and the deposit form does not take them', async () => {
    const referrer = await calls.depositor();
    const { code } = (await app.get(referrer, '/api/referral')).json() as { code: string };
    const friend = await calls.depositor(0);
    expect(refusal(await calls.redeem(friend, code, randomUUID(), '/deposit'))).toMatchObject({
      key: 'PROMOCODE.NOT_FOUND',
    });
    const linked = await calls.redeemOk(friend, code.toLowerCase());
    expect(linked).toEqual({
      kind: 'REFERRAL',
      referral: { referrerName: expect.any(String), linkedAt: expect.any(Number) },
    });
    expect(((await app.get(friend, '/api/referral')).json() as { referredBy: { name: string } }).referredBy.name).toBe(
      linked.kind === 'REFERRAL' ? linked.referral.referrerName : '',
    );
    expect(refusal(await calls.redeem(referrer, code))).toMatchObject({ key: 'REFERER.SELF_REFERRAL' });
    const other = await calls.depositor();
    const otherCode = ((await app.get(other, '/api/referral')).json() as { code: string }).code;
    expect(refusal(await calls.redeem(friend, otherCode))).toMatchObject({ key: 'REFERER.ALREADY_LINKED' });
  });

  it('a promocode that equals a referral code wins', async () => {
    const owner = await calls.depositor();
    const { code } = (await app.get(owner, '/api/referral')).json() as { code: string };
    await calls.create({ code, type: 'BALANCE_BONUS', amountCents: 15 });
    const player = await calls.depositor();
    expect(await calls.redeemOk(player, code)).toMatchObject({ kind: 'PROMOCODE', grant: { amountCents: 15 } });
  });
});

describe('the books', () => {
  it('every activation is one PROMOCODE_REDEEM transfer; the house paid exactly what the players got; the ledger balances', async () => {
    const rows = await queryRows<{ activations: string; transfers: string; paid: string | null }>(
      calls.em(),
      `select (select count(*) from promocode_activations) as activations,
              (select count(*) from ledger_transfers where operation = 'PROMOCODE_REDEEM') as transfers,
              (select sum(e.amount) from ledger_entries e join ledger_transfers t on t.id = e.transfer_id join accounts a on a.id = e.account_id
                where t.operation = 'PROMOCODE_REDEEM' and a.kind = 'HOUSE') as paid`,
    );
    const expected = await queryOne<{ cents: string }>(
      calls.em(),
      `select coalesce(sum(p.amount_cents), 0) as cents from promocode_activations a join promocodes p on p.id = a.promocode_id where p.type like 'BALANCE%'`,
    );
    expect(Number(rows[0]!.activations)).toBeGreaterThan(20);
    expect(Number(rows[0]!.transfers)).toBe(Number(rows[0]!.activations));
    expect(-Number(rows[0]!.paid)).toBe(Number(expected!.cents));
    await app.services.ledger.assertInvariants();
  });
});
