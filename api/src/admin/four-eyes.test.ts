import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MONEY_RULES } from '@arena/schemas';
import { type CommerceTestApp, type Player, startCommerceTestApp } from '../testing/commerce-test-app';
import { queryOne } from '../db/sql';

let t: CommerceTestApp;
let root: Player;
let second: Player;
let third: Player;

beforeAll(async () => {
  t = await startCommerceTestApp({ ADMIN_SUBJECTS: 'dev:root,dev:second,dev:third', GAME_PORT: '1' });
  root = await t.player('root');
  second = await t.player('second');
  third = await t.player('third');
});

afterAll(async () => {
  await t.services.ledger.assertInvariants();
  await t.close();
});

type Json = Record<string, unknown>;
const errorOf = (res: { json(): unknown }) => (res.json() as { error: { key: string; args: unknown[] } }).error;
const adjust = (who: Player, userId: string, body: unknown, key = randomUUID()) =>
  t.post(who, `/api/admin/users/${userId}/adjust`, body, key);
const decide = (who: Player, requestId: string, verdict: 'approve' | 'reject', body: unknown = {}) =>
  t.post(who, `/api/admin/adjustments/${requestId}/${verdict}`, body);
const LARGE = ADMIN_MONEY_RULES.adjustApprovalAboveCents + 1;

async function adjustmentTransfers(userId: string): Promise<number> {
  const row = await queryOne<{ n: number | string }>(
    t.services.orm.em.fork(),
    `select count(*) as n from ledger_transfers where operation = 'ADMIN_ADJUSTMENT' and scope = ?`,
    [userId],
  );
  return Number(row?.n);
}

async function auditActions(targetId: string): Promise<string[]> {
  const items = (await t.get(root, `/api/admin/audit?targetId=${targetId}`)).json().items as { action: string }[];
  return items.map((row) => row.action).reverse();
}

async function requested(target: Player, amountCents = LARGE, account = 'REAL'): Promise<string> {
  const res = await adjust(root, target.userId, { account, amountCents, reason: 'compensation for outage' });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ status: 'PENDING', transferId: null, replayed: false });
  return res.json().requestId as string;
}

describe('hard maximum', () => {
  it('refuses the probe: one adjustment of $1,000,000,000 posts nothing and files no request', async () => {
    const target = await t.player();
    const res = await adjust(root, target.userId, {
      account: 'REAL',
      amountCents: 1_000_000_000_00,
      reason: 'probe: a billion dollars',
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toEqual({ key: 'ADMIN.ADJUSTMENT_TOO_LARGE', args: ['10000.00'] });
    const debit = await adjust(root, target.userId, {
      account: 'BONUS',
      amountCents: -(ADMIN_MONEY_RULES.adjustMaxCents + 1),
      reason: 'too large debit',
    });
    expect(errorOf(debit).key).toBe('ADMIN.ADJUSTMENT_TOO_LARGE');
    expect(await t.balance(target)).toEqual({ realCents: 0, bonusCents: 0 });
    expect(await adjustmentTransfers(target.userId)).toBe(0);
    expect(
      (await t.get(root, '/api/admin/adjustments')).json().items.filter((r: Json) => r.userId === target.userId),
    ).toEqual([]);
    expect(await auditActions(target.userId)).toEqual([]);
  });

  it('accepts the maximum itself, as a request for a second admin', async () => {
    const target = await t.player();
    await requested(target, ADMIN_MONEY_RULES.adjustMaxCents);
  });
});

describe('four-eyes adjustments', () => {
  it('posts at or under the threshold at once, and files a pending request above it without moving money', async () => {
    const target = await t.player();
    const small = await adjust(root, target.userId, {
      account: 'REAL',
      amountCents: ADMIN_MONEY_RULES.adjustApprovalAboveCents,
      reason: 'small goodwill',
    });
    expect(small.json()).toMatchObject({
      status: 'POSTED',
      requestId: null,
      realCents: ADMIN_MONEY_RULES.adjustApprovalAboveCents,
    });

    const key = randomUUID();
    const body = { account: 'REAL', amountCents: LARGE, reason: 'large goodwill' };
    const first = await adjust(root, target.userId, body, key);
    expect(first.json()).toMatchObject({
      status: 'PENDING',
      transferId: null,
      replayed: false,
      realCents: ADMIN_MONEY_RULES.adjustApprovalAboveCents,
    });
    const again = await adjust(root, target.userId, body, key);
    expect(again.json()).toEqual({ ...first.json(), replayed: true });
    const conflict = await adjust(root, target.userId, { ...body, amountCents: LARGE + 1 }, key);
    expect([conflict.statusCode, errorOf(conflict).key]).toEqual([409, 'GLOBAL.IDEMPOTENCY_CONFLICT']);

    expect(await t.balance(target)).toEqual({ realCents: ADMIN_MONEY_RULES.adjustApprovalAboveCents, bonusCents: 0 });
    expect(await adjustmentTransfers(target.userId)).toBe(1);
    const pending = (await t.get(second, '/api/admin/adjustments'))
      .json()
      .items.filter((r: Json) => r.userId === target.userId);
    expect(pending).toEqual([
      expect.objectContaining({
        id: first.json().requestId,
        account: 'REAL',
        amountCents: LARGE,
        reason: 'large goodwill',
        requestedByName: 'root',
        status: 'PENDING',
      }),
    ]);
    expect(await auditActions(target.userId)).toEqual(['BALANCE_ADJUST', 'BALANCE_ADJUST_REQUEST']);
  });

  it('does not let the requester approve their own request', async () => {
    const target = await t.player();
    const requestId = await requested(target);
    const res = await decide(root, requestId, 'approve');
    expect([res.statusCode, errorOf(res)]).toEqual([403, { key: 'ADMIN.OWN_REQUEST', args: [] }]);
    expect(await t.balance(target)).toEqual({ realCents: 0, bonusCents: 0 });
    expect(await adjustmentTransfers(target.userId)).toBe(0);
    expect((await t.get(second, '/api/admin/adjustments')).json().items.map((r: Json) => r.id)).toContain(requestId);
  });

  it('does not let an admin approve an adjustment of their own balance', async () => {
    const requestId = await requested(second);
    const res = await decide(second, requestId, 'approve');
    expect([res.statusCode, errorOf(res).key]).toEqual([403, 'ADMIN.OWN_REQUEST']);
    expect(await t.balance(second)).toEqual({ realCents: 0, bonusCents: 0 });
    expect((await decide(third, requestId, 'reject')).statusCode).toBe(200);
  });

  it('posts a second admin approval exactly once, even when approvals race', async () => {
    const target = await t.player();
    const requestId = await requested(target);
    const answers = await Promise.all([
      decide(second, requestId, 'approve'),
      decide(third, requestId, 'approve'),
      decide(second, requestId, 'approve', { reason: 'checked the ticket' }),
      decide(third, requestId, 'approve'),
    ]);
    const ok = answers.filter((res) => res.statusCode === 200);
    const refused = answers.filter((res) => res.statusCode !== 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((res) => res.json().transferId)).size).toBe(1);
    for (const res of refused) expect([res.statusCode, errorOf(res).key]).toEqual([409, 'ADMIN.REQUEST_DECIDED']);
    // Every 200 came from the one admin who approved it (their retry answers it again); the other was refused.
    const approver = ok[0]!.json().request as Json;
    expect(approver).toMatchObject({ id: requestId, status: 'APPROVED', amountCents: LARGE });
    expect(refused.length).toBe(2);

    expect(await t.balance(target)).toEqual({ realCents: LARGE, bonusCents: 0 });
    expect(await adjustmentTransfers(target.userId)).toBe(1);
    expect(await auditActions(target.userId)).toEqual(['BALANCE_ADJUST_REQUEST', 'BALANCE_ADJUST']);
    expect((await t.get(root, '/api/admin/adjustments')).json().items.map((r: Json) => r.id)).not.toContain(requestId);
    const late = await decide(third, requestId, 'reject');
    expect([late.statusCode, errorOf(late).key]).toEqual([409, 'ADMIN.REQUEST_DECIDED']);
  });

  it('posts nothing on a rejection, and a rejected request cannot be approved afterwards', async () => {
    const target = await t.player();
    const requestId = await requested(target, LARGE, 'BONUS');
    const rejected = await decide(second, requestId, 'reject', { reason: 'no ticket for this' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({
      transferId: null,
      realCents: 0,
      bonusCents: 0,
      request: { status: 'REJECTED' },
    });
    const late = await decide(third, requestId, 'approve');
    expect([late.statusCode, errorOf(late).key]).toEqual([409, 'ADMIN.REQUEST_DECIDED']);
    expect(await t.balance(target)).toEqual({ realCents: 0, bonusCents: 0 });
    expect(await adjustmentTransfers(target.userId)).toBe(0);
    expect(await auditActions(target.userId)).toEqual(['BALANCE_ADJUST_REQUEST', 'BALANCE_ADJUST_REJECT']);
  });

  it('lets the requester withdraw their own request', async () => {
    const target = await t.player();
    const requestId = await requested(target);
    expect((await decide(root, requestId, 'reject')).json()).toMatchObject({ request: { status: 'REJECTED' } });
    expect(await adjustmentTransfers(target.userId)).toBe(0);
  });

  it('keeps a debit request pending when the balance cannot cover it', async () => {
    const target = await t.player();
    const requestId = await requested(target, -LARGE);
    const res = await decide(second, requestId, 'approve');
    expect([res.statusCode, errorOf(res).key]).toEqual([400, 'USER.LOW_BALANCE']);
    expect((await t.get(root, '/api/admin/adjustments')).json().items.map((r: Json) => r.id)).toContain(requestId);
    expect(await adjustmentTransfers(target.userId)).toBe(0);
  });

  it('answers GLOBAL.NOT_FOUND for an unknown request and GLOBAL.FORBIDDEN to players and anonymous callers', async () => {
    const missing = await decide(second, randomUUID(), 'approve');
    expect([missing.statusCode, errorOf(missing).key]).toEqual([404, 'GLOBAL.NOT_FOUND']);
    const player = await t.player();
    const requestId = await requested(player);
    const routes: [string, string][] = [
      ['GET', '/api/admin/adjustments'],
      ['POST', `/api/admin/adjustments/${requestId}/approve`],
      ['POST', `/api/admin/adjustments/${requestId}/reject`],
    ];
    for (const [method, url] of routes) {
      for (const headers of [{ authorization: player.auth }, {}]) {
        const res = await t.app.inject({
          method: method as 'GET' | 'POST',
          url,
          headers,
          payload: method === 'POST' ? {} : undefined,
        });
        expect([res.statusCode, errorOf(res)], `${method} ${url}`).toEqual([
          403,
          { key: 'GLOBAL.FORBIDDEN', args: [] },
        ]);
      }
    }
    // Authorization before validation: an invalid body (a note too short, an unknown field) still answers 403.
    for (const url of [
      `/api/admin/adjustments/${requestId}/approve`,
      `/api/admin/adjustments/not-a-uuid/reject`,
      `/api/admin/users/${player.userId}/adjust`,
    ]) {
      for (const headers of [{ authorization: player.auth }, {}]) {
        const res = await t.app.inject({ method: 'POST', url, headers, payload: { reason: 'x', extra: true } });
        expect([res.statusCode, errorOf(res).key], url).toEqual([403, 'GLOBAL.FORBIDDEN']);
      }
    }
    expect(await t.balance(player)).toEqual({ realCents: 0, bonusCents: 0 });
  });
});

describe('no single admin moves more than the threshold (the class, not only the probe)', () => {
  it('posts an adjustment alone only at or under the threshold, files one above it, refuses one above the maximum', async () => {
    const target = await t.player();
    await t.services.ledger.deposit({ userId: target.userId, amountCents: 100_000_00, key: randomUUID() });
    const max = ADMIN_MONEY_RULES.adjustMaxCents;
    const amount = fc.integer({ min: -3 * max, max: 3 * max }).filter((cents) => cents !== 0);
    await fc.assert(
      fc.asyncProperty(amount, fc.constantFrom('REAL', 'BONUS'), async (amountCents, account) => {
        const before = await t.balance(target);
        const res = await adjust(root, target.userId, { account, amountCents, reason: 'property run' });
        const after = await t.balance(target);
        const moved = after.realCents - before.realCents + after.bonusCents - before.bonusCents;
        if (Math.abs(amountCents) > max) {
          expect(errorOf(res).key).toBe('ADMIN.ADJUSTMENT_TOO_LARGE');
          expect(moved).toBe(0);
        } else if (Math.abs(amountCents) > ADMIN_MONEY_RULES.adjustApprovalAboveCents) {
          expect(res.json()).toMatchObject({ status: 'PENDING', transferId: null });
          expect(moved).toBe(0);
        } else if (res.statusCode === 200) {
          expect(res.json()).toMatchObject({ status: 'POSTED' });
          expect(moved).toBe(amountCents);
        } else {
          // A debit larger than the bonus balance: refused, nothing moved.
          expect([errorOf(res).key, moved]).toEqual(['USER.LOW_BALANCE', 0]);
        }
      }),
      { seed: 25, numRuns: 40 },
    );
  });
});
