import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { withdrawalReviewReason } from '@arena/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CommerceTestApp, type Player, startCommerceTestApp } from '../../testing/commerce-test-app';
import { queryOne } from '../../db/sql';
import { HOUSE, user } from '../../ledger/types';

let t: CommerceTestApp;
let admin: Player;
let otherAdmin: Player;

beforeAll(async () => {
  t = await startCommerceTestApp({ ADMIN_SUBJECTS: 'dev:root,dev:other' });
  admin = await t.player('root');
  otherAdmin = await t.player('other');
});

afterAll(async () => {
  await t.services.ledger.assertInvariants();
  await t.close();
});

const WALLET = 'TXa1b2c3d4e5f6';
const errorOf = (res: { json(): unknown }) => (res.json() as { error: { key: string; args: unknown[] } }).error;
const withdraw = (player: Player, amountCents: number) =>
  t.post(player, '/api/withdrawals', { method: 'crypto', amountCents, wallet: WALLET, confirm: true });
const decide = (who: Player, orderId: string, verdict: 'approve' | 'reject') =>
  t.post(who, `/api/admin/withdrawals/${orderId}/${verdict}`, {});
/** The partner's jobs an hour later: anything handed to it is settled by then. */
const runJobsLater = () => t.commerce.runJobs(new Date(Date.now() + 3_600_000));

/** A player who deposited `depositCents` through the sandbox and then won `winCents` (posted like a game payout). */
async function winner(depositCents: number, winCents: number): Promise<Player> {
  const player = await t.player();
  await t.fund(player, depositCents);
  await t.services.ledger.transaction((tx) =>
    t.services.ledger.post(tx, {
      scope: player.userId,
      operation: 'TEST_WIN',
      key: randomUUID(),
      request: { winCents },
      userId: player.userId,
      legs: [
        { account: HOUSE, amountCents: -winCents },
        { account: user(player.userId), amountCents: winCents },
      ],
    }),
  );
  return player;
}

async function count(sql: string, params: unknown[]): Promise<number> {
  return Number((await queryOne<{ n: number | string }>(t.services.orm.em.fork(), sql, params))?.n);
}
const payouts = (orderId: string) => count(`select count(*) as n from sandbox_payouts where order_id = ?`, [orderId]);
const returns = (orderId: string) =>
  count(`select count(*) as n from ledger_transfers where operation = 'WITHDRAW_RETURN' and idempotency_key = ?`, [
    orderId,
  ]);
const orderOf = async (player: Player, orderId: string) =>
  ((await t.get(player, '/api/withdrawals')).json().items as { id: string; status: string; inReview?: boolean }[]).find(
    (o) => o.id === orderId,
  );
const queued = async (orderId: string) =>
  ((await t.get(admin, '/api/admin/withdrawals')).json().items as { id: string; review: string | null }[]).find(
    (o) => o.id === orderId,
  );

/** The probe: $1,000,000 asked for after a $0.50 deposit. */
async function probeOrder(): Promise<{ player: Player; orderId: string }> {
  const player = await winner(50, 1_000_000_00);
  const res = await withdraw(player, 1_000_000_00);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().order).toMatchObject({ status: 'Pending', amountCents: 1_000_000_00, inReview: true });
  return { player, orderId: res.json().order.id as string };
}

describe('withdrawal review', () => {
  it('holds the probe ($1,000,000 after a $0.50 deposit) for review: the partner is never asked and it is not paid', async () => {
    const { player, orderId } = await probeOrder();
    expect(await runJobsLater()).toMatchObject({ payoutsSettled: 0 });
    expect(await payouts(orderId)).toBe(0);
    expect(await orderOf(player, orderId)).toMatchObject({ status: 'Pending', inReview: true, finishedAt: null });
    expect(await queued(orderId)).toMatchObject({
      review: 'OVER_THRESHOLD',
      depositedTotalCents: 50,
      sandboxOutcome: null,
      amountCents: 1_000_000_00,
    });
    expect(await t.balance(player)).toEqual({ realCents: 50, bonusCents: 0 });
  });

  it('holds a withdrawal far above the deposits, counting earlier withdrawals so splitting does not pass', async () => {
    const player = await winner(5_00, 300_00);
    const big = await withdraw(player, 100_00);
    expect(big.json().order).toMatchObject({ inReview: true });
    expect(await queued(big.json().order.id)).toMatchObject({ review: 'OVER_DEPOSITS' });
    await decide(admin, big.json().order.id, 'reject');
    // $20 + $20 stay within 10 x $5 deposited; the third $20 would take the total to $60.
    const first = await withdraw(player, 20_00);
    const secondSmall = await withdraw(player, 20_00);
    const third = await withdraw(player, 20_00);
    expect([first, secondSmall, third].map((res) => res.json().order.inReview)).toEqual([false, false, true]);
    expect(await queued(third.json().order.id)).toMatchObject({ review: 'OVER_DEPOSITS' });
  });

  it('pays exactly once when approved: the order goes to the partner once, however many approvals race', async () => {
    const { player, orderId } = await probeOrder();
    const answers = await Promise.all([
      decide(admin, orderId, 'approve'),
      decide(otherAdmin, orderId, 'approve'),
      decide(admin, orderId, 'approve'),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400, 400]);
    for (const res of answers.filter((r) => r.statusCode !== 200))
      expect(errorOf(res)).toEqual({ key: 'GLOBAL.BAD_REQUEST', args: ['status'] });
    expect(answers.find((res) => res.statusCode === 200)!.json()).toMatchObject({ status: 'Pending', inReview: false });
    expect(await payouts(orderId)).toBe(1);
    expect(await queued(orderId)).toMatchObject({ review: null, sandboxOutcome: 'Success' });

    expect(await runJobsLater()).toMatchObject({ payoutsSettled: 1 });
    expect(await runJobsLater()).toMatchObject({ payoutsSettled: 0 });
    expect(await orderOf(player, orderId)).toMatchObject({ status: 'Success', inReview: false });
    expect(await returns(orderId)).toBe(0);
    expect(await t.balance(player)).toEqual({ realCents: 50, bonusCents: 0 });
    const audit = (await t.get(admin, `/api/admin/audit?targetId=${orderId}`)).json().items as {
      action: string;
      details: Record<string, unknown>;
    }[];
    expect(audit.map((row) => [row.action, row.details.releasedToPartner, row.details.review])).toEqual([
      ['WITHDRAWAL_APPROVE', true, 'OVER_THRESHOLD'],
    ]);
  });

  it('returns the money exactly once when rejected, however many rejections race', async () => {
    const { player, orderId } = await probeOrder();
    // Both may be answered (admin/withdrawals.ts: two verdicts in one instant can both be recorded); one moves money.
    const answers = await Promise.all([decide(admin, orderId, 'reject'), decide(otherAdmin, orderId, 'reject')]);
    for (const res of answers) {
      if (res.statusCode === 200) expect(res.json()).toMatchObject({ status: 'Rejected' });
      else expect(errorOf(res)).toEqual({ key: 'GLOBAL.BAD_REQUEST', args: ['status'] });
    }
    await runJobsLater();
    const late = await decide(otherAdmin, orderId, 'approve');
    expect(errorOf(late)).toEqual({ key: 'GLOBAL.BAD_REQUEST', args: ['status'] });
    expect(await returns(orderId)).toBe(1);
    expect(await payouts(orderId)).toBe(0);
    expect(await t.balance(player)).toEqual({ realCents: 1_000_000_50, bonusCents: 0 });
    expect(await orderOf(player, orderId)).toMatchObject({ status: 'Rejected', inReview: false });
  });

  it('still sends a small normal withdrawal to the partner automatically', async () => {
    const player = await t.player();
    await t.fund(player, 100_00);
    const res = await withdraw(player, 20_00);
    expect(res.json().order).toMatchObject({ status: 'Pending', inReview: false });
    const orderId = res.json().order.id as string;
    expect(await payouts(orderId)).toBe(1);
    expect(await queued(orderId)).toMatchObject({ review: null });
    expect(await runJobsLater()).toMatchObject({ payoutsSettled: 1 });
    expect(await orderOf(player, orderId)).toMatchObject({ status: 'Success' });
    expect(await t.balance(player)).toEqual({ realCents: 80_00, bonusCents: 0 });
  });
});

describe('the review rule (the class, not only the probe)', () => {
  it('lets no sequence of withdrawals reach the partner unreviewed beyond max(floor, k x deposited), nor one above the threshold', () => {
    const limits = fc.record({
      aboveCents: fc.integer({ min: 0, max: 10_000_00 }),
      depositMultiple: fc.integer({ min: 1, max: 50 }),
      floorCents: fc.integer({ min: 0, max: 100_00 }),
    });
    fc.assert(
      fc.property(
        limits,
        fc.integer({ min: 50, max: 1_000_00 }),
        fc.array(fc.integer({ min: 1, max: 2_000_000_00 }), { maxLength: 30 }),
        (rule, depositedCents, amounts) => {
          let automatic = 0;
          for (const amountCents of amounts) {
            if (withdrawalReviewReason({ amountCents, depositedCents, withdrawnCents: automatic }, rule) !== null)
              continue;
            expect(amountCents).toBeLessThanOrEqual(rule.aboveCents);
            automatic += amountCents;
          }
          expect(automatic).toBeLessThanOrEqual(Math.max(rule.floorCents, rule.depositMultiple * depositedCents));
        },
      ),
      { seed: 25, numRuns: 500 },
    );
  });
});
