import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CommerceTestApp, type Player, startCommerceTestApp } from '../testing/commerce-test-app';
import { queryRows } from '../db/sql';
import { signInUser } from '../users/users';
import { parseRoomMetrics } from './live';

let t: CommerceTestApp;
let root: Player;
let player: Player;

beforeAll(async () => {
  // GAME_PORT 1: nothing listens there, so the Live tab honestly reports the rooms as unknown.
  t = await startCommerceTestApp({ ADMIN_SUBJECTS: 'dev:root', GAME_PORT: '1' });
  root = await t.player('root');
  player = await t.player('Mallory');
  await t.fund(player, 10_000);
});

afterAll(async () => {
  await t.services.ledger.assertInvariants();
  await t.close();
});

const errorOf = (res: { json(): unknown }) => (res.json() as { error: { key: string; args: unknown[] } }).error;
const adjust = (who: Player, userId: string, body: unknown, key: string | null = randomUUID()) =>
  t.post(who, `/api/admin/users/${userId}/adjust`, body, key);
const audit = async (targetId: string) =>
  (await t.get(root, `/api/admin/audit?targetId=${targetId}`)).json().items as {
    action: string;
    reason: string | null;
    adminName: string;
    details: Record<string, unknown>;
  }[];

describe('refusals', () => {
  it('answers GLOBAL.FORBIDDEN to players and anonymous callers on every console route', async () => {
    const id = player.userId;
    const order = randomUUID();
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/users'],
      ['GET', `/api/admin/users/${id}`],
      ['POST', `/api/admin/users/${id}/adjust`, { account: 'REAL', amountCents: 100, reason: 'free money' }],
      ['GET', '/api/admin/withdrawals'],
      ['POST', `/api/admin/withdrawals/${order}/approve`, {}],
      ['POST', `/api/admin/withdrawals/${order}/reject`, {}],
      ['GET', '/api/admin/live'],
      ['GET', '/api/admin/audit'],
      ['GET', '/api/admin/maintenance'],
    ];
    for (const [method, url, payload] of routes) {
      for (const headers of [{ authorization: player.auth }, {}]) {
        const res = await t.app.inject({
          method: method as 'GET' | 'POST',
          url,
          headers: { ...headers, 'idempotency-key': randomUUID() },
          payload: payload as object,
        });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(errorOf(res)).toEqual({ key: 'GLOBAL.FORBIDDEN', args: [] });
      }
    }
    expect(await t.balance(player)).toEqual({ realCents: 10_000, bonusCents: 0 });
  });
});

describe('users', () => {
  it('finds a user by name fragment, id and Steam id, paged', async () => {
    const steam = await t.services.ledger.transaction((tx) =>
      signInUser(tx, { subject: 'steam:76561190000000042', name: 'Steamer', agreeTos: true }),
    );
    const byName = (await t.get(root, '/api/admin/users?q=mallo')).json();
    expect(byName.items.map((u: { id: string }) => u.id)).toEqual([player.userId]);
    expect(byName.items[0]).toMatchObject({
      name: 'Mallory',
      realCents: 10_000,
      bonusCents: 0,
      role: 'USER',
      bannedAt: null,
    });
    expect((await t.get(root, `/api/admin/users?q=${player.userId.toUpperCase()}`)).json().items[0].id).toBe(
      player.userId,
    );
    for (const q of ['76561190000000042', 'steam:76561190000000042']) {
      expect((await t.get(root, `/api/admin/users?q=${q}`)).json().items.map((u: { id: string }) => u.id)).toEqual([
        steam.userId,
      ]);
    }
    // A wildcard typed in the box is a literal character.
    expect((await t.get(root, '/api/admin/users?q=%25')).json()).toMatchObject({ items: [], total: 0 });
    const first = (await t.get(root, '/api/admin/users?pageSize=2')).json();
    const second = (await t.get(root, '/api/admin/users?pageSize=2&page=2')).json();
    expect(first.total).toBe(3);
    expect([...first.items, ...second.items].map((u: { name: string }) => u.name).sort()).toEqual([
      'Mallory',
      'Steamer',
      'root',
    ]);
    expect((await t.get(root, '/api/admin/users?pageSize=1000')).statusCode).toBe(400);
  });

  it('shows a profile with balances, ledger entries and bets', async () => {
    const betId = randomUUID();
    await t.services.ledger.placeBet({
      betId,
      userId: player.userId,
      game: 'crash',
      roundId: 'r1',
      source: 'REAL',
      amountCents: 300,
    });
    await t.services.ledger.settleBet(betId, 600);
    const res = await t.get(root, `/api/admin/users/${player.userId}`);
    expect(res.statusCode).toBe(200);
    const profile = res.json();
    expect(profile.user).toMatchObject({
      id: player.userId,
      realCents: 10_300,
      bonusCents: 0,
      depositedTotalCents: 10_000,
    });
    expect(profile.ledger.map((e: { operation: string; amountCents: number }) => [e.operation, e.amountCents])).toEqual(
      [
        ['BET_SETTLE', 600],
        ['BET_PLACE', -300],
        ['DEPOSIT', 10_000],
      ],
    );
    expect(profile.bets).toEqual([
      expect.objectContaining({ id: betId, game: 'crash', stakeCents: 300, payoutCents: 600, status: 'SETTLED' }),
    ]);
    const missing = await t.get(root, `/api/admin/users/${randomUUID()}`);
    expect([missing.statusCode, errorOf(missing).key]).toEqual([404, 'GLOBAL.NOT_FOUND']);
  });
});

describe('balance adjustment', () => {
  it('credits and debits through the house, once per Idempotency-Key, with an audit row', async () => {
    const target = await t.player('Adjusted');
    const key = randomUUID();
    const body = { account: 'BONUS', amountCents: 2_500, reason: 'goodwill after outage' };
    const first = await adjust(root, target.userId, body, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ replayed: false, realCents: 0, bonusCents: 2_500 });
    const again = await adjust(root, target.userId, body, key);
    expect(again.json()).toEqual({ ...first.json(), replayed: true });
    const conflict = await adjust(root, target.userId, { ...body, amountCents: 9_999 }, key);
    expect([conflict.statusCode, errorOf(conflict).key]).toEqual([409, 'GLOBAL.IDEMPOTENCY_CONFLICT']);

    const debit = await adjust(root, target.userId, { account: 'BONUS', amountCents: -500, reason: 'bonus abuse' });
    expect(debit.json()).toMatchObject({ replayed: false, bonusCents: 2_000 });
    const tooMuch = await adjust(root, target.userId, {
      account: 'REAL',
      amountCents: -1,
      reason: 'cannot go negative',
    });
    expect([tooMuch.statusCode, errorOf(tooMuch).key]).toEqual([400, 'USER.LOW_BALANCE']);
    expect(await t.balance(target)).toEqual({ realCents: 0, bonusCents: 2_000 });

    const transfers = await queryRows<{ kind: string; amount: string }>(
      t.services.orm.em.fork(),
      `select a.kind, e.amount::text from ledger_entries e join accounts a on a.id = e.account_id join ledger_transfers tr on tr.id = e.transfer_id
       where tr.operation = 'ADMIN_ADJUSTMENT' and tr.scope = ? order by e.id`,
      [target.userId],
    );
    expect(transfers.map((row) => `${row.kind} ${row.amount}`).sort()).toEqual([
      'HOUSE -2500',
      'HOUSE 500',
      'USER_BONUS -500',
      'USER_BONUS 2500',
    ]);
    expect(
      (await audit(target.userId)).map((row) => [row.action, row.reason, row.details.amountCents, row.adminName]),
    ).toEqual([
      ['BALANCE_ADJUST', 'bonus abuse', -500, 'root'],
      ['BALANCE_ADJUST', 'goodwill after outage', 2_500, 'root'],
    ]);
    expect((await t.services.ledger.checkInvariants()).violations).toEqual([]);
  });

  it('moves money once when the same adjustment arrives many times at once', async () => {
    const target = await t.player('Raced');
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        adjust(root, target.userId, { account: 'REAL', amountCents: 700, reason: 'refund of a lost round' }, key),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(12).fill(200));
    expect(answers.filter((res) => !res.json().replayed)).toHaveLength(1);
    expect(new Set(answers.map((res) => res.json().transferId)).size).toBe(1);
    expect(await t.balance(target)).toEqual({ realCents: 700, bonusCents: 0 });
    expect(await audit(target.userId)).toHaveLength(1);
  });

  it('refuses bad input with catalogue keys', async () => {
    const target = player.userId;
    const missingKey = await adjust(root, target, { account: 'REAL', amountCents: 1, reason: 'no key given' }, null);
    expect(errorOf(missingKey).key).toBe('GLOBAL.BAD_REQUEST');
    for (const body of [
      { account: 'REAL', amountCents: 0, reason: 'nothing at all' },
      { account: 'REAL', amountCents: 1.5, reason: 'half a cent' },
      { account: 'REAL', amountCents: 100 },
      { account: 'REAL', amountCents: 100, reason: 'x' },
      { account: 'HOUSE', amountCents: 100, reason: 'wrong account' },
      { account: 'REAL', amountCents: 9_007_199_254_740_991, reason: 'far too much' },
      { account: 'REAL', amountCents: 100, reason: 'unknown field', extra: true },
    ]) {
      const res = await adjust(root, target, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res).key).toBe('GLOBAL.BAD_REQUEST');
    }
    const nobody = await adjust(root, randomUUID(), { account: 'REAL', amountCents: 100, reason: 'nobody home' });
    expect([nobody.statusCode, errorOf(nobody).key]).toEqual([404, 'GLOBAL.NOT_FOUND']);
  });
});

describe('withdrawal queue', () => {
  it('lists pending orders and approves or rejects them through the commerce code', async () => {
    const owner = await t.player('Withdrawer');
    await t.fund(owner, 20_000);
    const orders: string[] = [];
    for (const amountCents of [5_000, 3_000]) {
      const res = await t.post(owner, '/api/withdrawals', {
        method: 'crypto',
        amountCents,
        wallet: 'TXa1b2c3d4e5f6',
        confirm: true,
      });
      expect(res.statusCode, res.body).toBe(200);
      orders.push(res.json().order.id);
    }
    expect(await t.balance(owner)).toEqual({ realCents: 12_000, bonusCents: 0 });
    const queue = (await t.get(root, '/api/admin/withdrawals')).json().items;
    expect(
      queue.map((o: { id: string; amountCents: number; userName: string; sandboxOutcome: string }) => [
        o.id,
        o.amountCents,
        o.userName,
        o.sandboxOutcome,
      ]),
    ).toEqual([
      [orders[0], 5_000, 'Withdrawer', 'Success'],
      [orders[1], 3_000, 'Withdrawer', 'Success'],
    ]);

    const approved = await t.post(root, `/api/admin/withdrawals/${orders[0]}/approve`, {});
    expect(approved.json()).toMatchObject({ id: orders[0], status: 'Success' });
    const rejected = await t.post(root, `/api/admin/withdrawals/${orders[1]}/reject`, {
      reason: 'wallet on a sanctions list',
    });
    expect(rejected.json()).toMatchObject({ id: orders[1], status: 'Rejected' });
    expect(await t.balance(owner)).toEqual({ realCents: 15_000, bonusCents: 0 });
    const twice = await t.post(root, `/api/admin/withdrawals/${orders[1]}/approve`, {});
    expect([twice.statusCode, errorOf(twice).key]).toEqual([400, 'GLOBAL.BAD_REQUEST']);
    const unknown = await t.post(root, `/api/admin/withdrawals/${randomUUID()}/approve`, {});
    expect(unknown.statusCode).toBe(404);

    expect((await t.get(root, '/api/admin/withdrawals')).json().items).toEqual([]);
    // The sandbox partner's own payouts were closed: its job settles nothing more.
    expect((await t.commerce.runJobs()).payoutsSettled).toBe(0);
    expect(await t.balance(owner)).toEqual({ realCents: 15_000, bonusCents: 0 });
    expect((await audit(orders[1]!)).map((row) => [row.action, row.reason])).toEqual([
      ['WITHDRAWAL_REJECT', 'wallet on a sanctions list'],
    ]);
    expect((await audit(orders[0]!)).map((row) => [row.action, row.reason])).toEqual([['WITHDRAWAL_APPROVE', null]]);
  });
});

describe('live figures and the audit log', () => {
  it('counts recent bets, the house result per game and checks the ledger', async () => {
    const res = await t.get(root, '/api/admin/live');
    expect(res.statusCode, res.body).toBe(200);
    const live = res.json();
    expect(live).toMatchObject({
      roomsOnline: null,
      playersOnline: null,
      rooms: [],
      betsLastMinute: 1,
      betsLastHour: 1,
    });
    expect(live.games).toEqual([{ game: 'crash', bets: 1, stakeCents: 300, payoutCents: 600, houseResultCents: -300 }]);
    expect(live.invariants).toMatchObject({ ok: true, violations: [] });
  });

  it('lists maintenance windows, open and ended, for the console', async () => {
    const finishedAt = Date.now() + 3_600_000;
    const opened = await t.post(root, '/api/admin/maintenance', { type: 'BANNER', finishedAt });
    expect(opened.statusCode, opened.body).toBe(200);
    const id = opened.json().id as string;
    expect((await t.get(root, '/api/admin/maintenance')).json().items).toEqual([
      expect.objectContaining({ id, type: 'BANNER', finishedAt }),
    ]);
    expect((await t.post(root, `/api/admin/maintenance/${id}/end`, {})).statusCode).toBe(200);
    const [ended] = (await t.get(root, '/api/admin/maintenance')).json().items;
    expect(ended.id).toBe(id);
    expect(ended.finishedAt).toBeLessThanOrEqual(Date.now());
  });

  it('reads room gauges from a game server metrics answer', () => {
    const text = [
      '# TYPE arena_rooms gauge',
      'arena_rooms{room="crash"} 2',
      'arena_room_clients{room="crash"} 7',
      'arena_room_clients{room="chat"} 12',
      'arena_rooms{room="chat"} 1',
    ].join('\n');
    expect(parseRoomMetrics(text)).toEqual([
      { room: 'crash', rooms: 2, clients: 7 },
      { room: 'chat', rooms: 1, clients: 12 },
    ]);
  });

  it('records bans and unbans, newest first, and keeps the log append-only', async () => {
    const target = await t.player('Banned');
    const ban = await t.post(root, `/api/admin/users/${target.userId}/ban`, { reason: 'chargeback fraud' });
    expect(ban.statusCode, ban.body).toBe(200);
    expect((await t.post(root, `/api/admin/users/${target.userId}/unban`, {})).statusCode).toBe(200);
    expect((await audit(target.userId)).map((row) => [row.action, row.reason])).toEqual([
      ['USER_UNBAN', null],
      ['USER_BAN', 'chargeback fraud'],
    ]);
    const all = (await t.get(root, '/api/admin/audit?pageSize=2')).json();
    expect(all.items).toHaveLength(2);
    // Every action of this file so far is in the log (adjustments, withdrawal decisions, maintenance windows, this ban).
    const [count] = await t.services.orm.em
      .fork()
      .execute<{ n: number }[]>(`select count(*)::int as n from admin_audit`);
    expect(all.total).toBe(count!.n);
    expect(all.total).toBeGreaterThanOrEqual(2);
    await expect(t.services.orm.em.fork().execute(`delete from admin_audit`)).rejects.toThrow(/append-only/);
    await expect(t.services.orm.em.fork().execute(`update admin_audit set reason = 'edited'`)).rejects.toThrow(
      /append-only/,
    );
  });
});
