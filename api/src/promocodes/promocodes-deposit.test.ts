import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMOCODE_PRODUCTS, PROMOCODE_TYPES, type PromocodeBoostList, promocodeEffect } from '@arena/schemas';
import { queryOne } from '../db/sql';
import type { CommerceTestApp } from '../testing/commerce-test-app';
import { runPromocodeJob } from './boosts';
import { type Player, promocodeCalls, refusal, someSkin, startPromocodeApp } from './promocodes-testing';

let app: CommerceTestApp;
let calls: ReturnType<typeof promocodeCalls>;

beforeAll(async () => {
  app = await startPromocodeApp();
  calls = promocodeCalls(app);
});
afterAll(async () => {
  await app.close();
});

const job = () => runPromocodeJob(app.services, Date.now());
const inventory = async (player: Player) =>
  (await app.get(player, '/api/inventory')).json().items as { catalogItemId: number; kind: string }[];
const boosts = async (player: Player) =>
  ((await app.get(player, '/api/bonus/promocode/boosts')).json() as PromocodeBoostList).boosts;

describe('NEXT_PAYMENT_BONUS_PERCENT', () => {
  it('waits for the next deposit, pays its percent to the bonus balance once, and never again', async () => {
    const code = await calls.create({ type: 'NEXT_PAYMENT_BONUS_PERCENT', percent: 50 });
    const player = await calls.depositor(1_00);
    const answer = await calls.redeemOk(player, code.code);
    expect(answer).toMatchObject({
      kind: 'PROMOCODE',
      grant: { percent: 50, account: 'BONUS', method: null, pending: true },
      balance: { realCents: 1_00, bonusCents: 0 },
    });
    // The deposit made before the activation does not count.
    expect(await job()).toEqual([]);
    expect(await boosts(player)).toMatchObject([{ code: code.code, percent: 50, appliedAt: null, bonusCents: null }]);

    await calls.pay(player, 10_01, 'skins');
    const applied = await job();
    expect(applied).toEqual([
      expect.objectContaining({ userId: player.userId, depositCents: 10_01, bonusCents: 5_00 }),
    ]);
    expect(await app.balance(player)).toEqual({ realCents: 11_01, bonusCents: 5_00 });
    expect(await job()).toEqual([]);
    await calls.pay(player, 4_00, 'card');
    expect(await job()).toEqual([]);
    expect(await app.balance(player)).toEqual({ realCents: 15_01, bonusCents: 5_00 });
    expect(await boosts(player)).toMatchObject([{ bonusCents: 5_00, appliedAt: expect.any(Number) }]);
  });

  it('is capped by maxBonusCents, and two waiting boosts take one deposit each, oldest first', async () => {
    const capped = await calls.create({ type: 'NEXT_PAYMENT_BONUS_PERCENT', percent: 100, maxBonusCents: 2_00 });
    const second = await calls.create({ type: 'NEXT_PAYMENT_BONUS_PERCENT', percent: 10 });
    const player = await calls.depositor(1_00);
    await calls.redeemOk(player, capped.code);
    await calls.redeemOk(player, second.code, '/deposit');
    await calls.pay(player, 6_00, 'skins');
    expect((await job()).map((a) => a.bonusCents)).toEqual([2_00]);
    await calls.pay(player, 7_00, 'skins');
    expect((await job()).map((a) => a.bonusCents)).toEqual([70]);
    expect(await job()).toEqual([]);
    expect(await app.balance(player)).toEqual({ realCents: 14_00, bonusCents: 2_70 });
  });

  it('a ledger deposit without a payment row counts for the any-method boost, not for a per-method one', async () => {
    const any = await calls.create({ type: 'NEXT_PAYMENT_BONUS_PERCENT', percent: 20 });
    const card = await calls.create({ type: 'CARD_PERCENT', percent: 20 });
    const a = await calls.depositor(1_00);
    const b = await calls.depositor(1_00);
    await calls.redeemOk(a, any.code);
    await calls.redeemOk(b, card.code);
    for (const p of [a, b])
      await app.services.ledger.deposit({ userId: p.userId, amountCents: 5_00, key: randomUUID() });
    expect((await job()).map((x) => [x.userId, x.bonusCents])).toEqual([[a.userId, 1_00]]);
  });
});

const perProduct = PROMOCODE_TYPES.filter((type) => {
  const effect = promocodeEffect(type);
  return effect.effect === 'DEPOSIT' && effect.method !== null;
});

describe('per-product codes: the product is a deposit method', () => {
  it('covers every method and suffix', () => {
    expect(PROMOCODE_PRODUCTS).toEqual(['CARD', 'CRYPTO', 'E_WALLET', 'SKINS']);
    expect(perProduct).toHaveLength(12);
  });

  it.each(perProduct)('%s rewards only the next deposit through its method, once', async (type) => {
    const effect = promocodeEffect(type);
    if (effect.effect !== 'DEPOSIT' || !effect.method) throw new Error('not per-product');
    const method = effect.method;
    const otherMethod = method === 'skins' ? 'card' : 'skins';
    const skin = someSkin();
    const code = await calls.create(
      effect.reward === 'SKIN' ? { type, catalogItemId: skin.id } : { type, percent: 25 },
    );
    const player = await calls.depositor(1_00);
    const answer = await calls.redeemOk(player, code.code, '/deposit');
    expect(answer).toMatchObject({ grant: { type, method, pending: true } });

    await calls.pay(player, 10_00, otherMethod);
    expect(await job()).toEqual([]);
    await calls.pay(player, 10_00, method);
    const applied = await job();
    expect(applied).toHaveLength(1);
    expect(await job()).toEqual([]);
    await calls.pay(player, 10_00, method);
    expect(await job()).toEqual([]);

    const balance = await app.balance(player);
    if (effect.reward === 'SKIN') {
      expect(balance).toEqual({ realCents: 31_00, bonusCents: 0 });
      expect((await inventory(player)).map((i) => [i.catalogItemId, i.kind])).toEqual([[skin.id, 'BONUS']]);
    } else if (effect.account === 'REAL') {
      expect(balance).toEqual({ realCents: 33_50, bonusCents: 0 });
    } else {
      expect(balance).toEqual({ realCents: 31_00, bonusCents: 2_50 });
    }
  });
});

describe('exactly once', () => {
  it('a boost taken by one pass is not paid again by a parallel one; the payout key refuses a second payment', async () => {
    const code = await calls.create({ type: 'NEXT_PAYMENT_BONUS_PERCENT', percent: 30 });
    const player = await calls.depositor(1_00);
    const answer = await calls.redeemOk(player, code.code);
    await calls.pay(player, 10_00, 'crypto');
    const passes = await Promise.all([job(), job(), job()]);
    expect(passes.flat().map((a) => a.bonusCents)).toEqual([3_00]);
    expect(await app.balance(player)).toEqual({ realCents: 11_00, bonusCents: 3_00 });
    const activationId = answer.kind === 'PROMOCODE' ? answer.grant.activationId : 0;
    const paid = await queryOne<{ n: string }>(
      calls.em(),
      `select count(*) as n from ledger_transfers where operation = 'PROMOCODE_DEPOSIT_BONUS' and idempotency_key = ?`,
      [`boost:${activationId}`],
    );
    expect(Number(paid!.n)).toBe(1);
    await app.services.ledger.assertInvariants();
  });

  it('the deposit form refuses codes that are no deposit bonus', async () => {
    const code = await calls.create({ type: 'BALANCE_BONUS', amountCents: 1_00 });
    expect(refusal(await calls.redeem(await calls.depositor(), code.code, randomUUID(), '/deposit')).key).toBe(
      'PROMOCODE.NOT_DEPOSIT_BONUS',
    );
  });

  it('the house paid exactly the boosts recorded, and the ledger balances', async () => {
    const sums = await queryOne<{ recorded: string; paid: string }>(
      calls.em(),
      `select (select coalesce(sum(bonus_cents), 0) from promocode_boosts where reward = 'PERCENT') as recorded,
              (select coalesce(-sum(e.amount), 0) from ledger_entries e join ledger_transfers t on t.id = e.transfer_id join accounts a on a.id = e.account_id
                where t.operation = 'PROMOCODE_DEPOSIT_BONUS' and a.kind = 'HOUSE') as paid`,
    );
    expect(Number(sums!.recorded)).toBeGreaterThan(0);
    expect(Number(sums!.paid)).toBe(Number(sums!.recorded));
    await app.services.ledger.assertInvariants();
  });
});
