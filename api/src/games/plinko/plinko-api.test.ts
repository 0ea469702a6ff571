import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PlinkoDropAnswer, plinkoOutcome, plinkoPayoutCents } from '@arena/schemas';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { queryRows } from '../../db/sql';
import { Ledger } from '../../ledger/ledger';
import { dropPlinkoBall } from './drops';
import { type CommerceTestApp, type Player, startCommerceTestApp } from '../../testing/commerce-test-app';

let t: CommerceTestApp;
beforeAll(async () => {
  t = await startCommerceTestApp();
});
afterAll(async () => {
  await t.services.ledger.assertInvariants();
  await t.close();
});

const errorOf = (res: { json(): unknown }) => (res.json() as { error: { key: string; args: unknown[] } }).error;
const em = () => t.services.orm.em.fork() as SqlEntityManager;

async function funded(cents: number): Promise<Player> {
  const player = await t.player();
  await t.services.ledger.deposit({ userId: player.userId, amountCents: cents, key: randomUUID() });
  return player;
}

async function drop(player: Player, body: Record<string, unknown>, key?: string): Promise<PlinkoDropAnswer> {
  const res = await t.post(player, '/api/plinko/drop', body, key);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PlinkoDropAnswer;
}

const betsOf = (userId: string) =>
  queryRows<{ id: string; status: string; stake_cents: number; payout_cents: number }>(
    em(),
    `select id, status, stake_cents, payout_cents from bets where user_id = ? and game = 'plinko'`,
    [userId],
  );

describe('dropping a ball', () => {
  it('takes a bonus-balance stake and pays its winnings back to the bonus balance (BONUS_STAKES)', async () => {
    const player = await t.player();
    await t.services.ledger.deposit({ userId: player.userId, amountCents: 1_000, key: randomUUID(), bonus: true });
    const answer = await drop(player, { amountCents: 250, rows: 8, risk: 'low', source: 'BONUS' });
    expect(answer.balance).toEqual({ realCents: 0, bonusCents: 1_000 - 250 + answer.payoutCents });
    expect(await t.balance(player)).toEqual(answer.balance);
    await t.services.ledger.assertInvariants();
  });

  it('takes the stake, pays the bucket, and the ball recomputes from the revealed seeds', async () => {
    const player = await funded(10_000);
    const answer = await drop(player, { amountCents: 250, rows: 12, risk: 'medium' });
    expect(answer.path).toHaveLength(12);
    expect(answer.bucket).toBe(answer.path.reduce((a, b) => a + b, 0));
    expect(answer.payoutCents).toBe(plinkoPayoutCents(250, answer.multiplierHundredths));
    expect(answer.balance).toEqual({ realCents: 10_000 - 250 + answer.payoutCents, bonusCents: 0 });
    expect(await t.balance(player)).toEqual(answer.balance);
    expect(answer.nonce).toBe(0);

    const [bet] = await betsOf(player.userId);
    expect(bet).toMatchObject({ id: answer.betId, status: 'SETTLED' });
    expect(Number(bet!.stake_cents)).toBe(250);
    expect(Number(bet!.payout_cents)).toBe(answer.payoutCents);

    // The fairness center shows the bet; after rotating, its revealed seed gives the same ball.
    const fair = (await t.get(player, `/api/fair/bets/${answer.betId}`)).json();
    expect(fair).toMatchObject({ game: 'plinko', serverSeed: null, nonce: 0, params: { rows: 12, risk: 'medium' } });
    expect(fair.outcome).toEqual({
      path: answer.path,
      bucket: answer.bucket,
      multiplierHundredths: answer.multiplierHundredths,
    });
    expect(fair.serverSeedHash).toBe(answer.serverSeedHash);
    const rotated = await t.post(player, '/api/fair/seeds/rotate', {});
    expect(rotated.statusCode, rotated.body).toBe(200);
    const revealed = (await t.get(player, `/api/fair/bets/${answer.betId}`)).json();
    expect(revealed.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    const again = plinkoOutcome(
      { serverSeed: revealed.serverSeed, clientSeed: revealed.clientSeed, nonce: revealed.nonce },
      revealed.params,
    );
    expect(again).toEqual(fair.outcome);
  });

  it('counts the nonce up one per ball and pays each ball its own bucket', async () => {
    const player = await funded(10_000);
    let expected = 10_000;
    for (let i = 0; i < 6; i++) {
      const answer = await drop(player, {
        amountCents: 100,
        rows: 8 + i,
        risk: (['low', 'medium', 'high'] as const)[i % 3],
      });
      expect(answer.nonce).toBe(i);
      expected += answer.payoutCents - 100;
      expect(answer.balance.realCents).toBe(expected);
    }
    expect((await t.balance(player)).realCents).toBe(expected);
  });
});

describe('idempotency', () => {
  it('answers a repeated key with the stored answer and refuses the key with another body', async () => {
    const player = await funded(5_000);
    const key = randomUUID();
    const body = { amountCents: 300, rows: 16, risk: 'low' };
    const first = await drop(player, body, key);
    const replay = await drop(player, body, key);
    expect(replay).toEqual(first);
    // `source` defaults to REAL: spelling it out is the same request.
    expect(await drop(player, { ...body, source: 'REAL' }, key)).toEqual(first);
    expect(await t.balance(player)).toEqual(first.balance);
    expect(await betsOf(player.userId)).toHaveLength(1);
    const other = await t.post(player, '/api/plinko/drop', { ...body, amountCents: 301 }, key);
    expect(other.statusCode).toBe(409);
    expect(errorOf(other)).toEqual({ key: 'GLOBAL.IDEMPOTENCY_CONFLICT', args: ['PLINKO_DROP'] });
  });

  it('runs a key raced by itself once and answers every copy alike', async () => {
    const player = await funded(5_000);
    const key = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.post(player, '/api/plinko/drop', { amountCents: 100, rows: 10, risk: 'high' }, key),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(results.map((r) => r.json().betId)).size).toBe(1);
    expect(await betsOf(player.userId)).toHaveLength(1);
    expect((await t.balance(player)).realCents).toBe(5_000 - 100 + results[0]!.json().payoutCents);
  });

  it('runs many balls at once, each with its own nonce; the highest balance version holds the final balance', async () => {
    const player = await funded(20_000);
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.post(player, '/api/plinko/drop', { amountCents: 500, rows: 14, risk: 'medium' }),
      ),
    );
    const answers = results.map((r) => {
      expect(r.statusCode, r.body).toBe(200);
      return r.json() as PlinkoDropAnswer;
    });
    expect(answers.map((a) => a.nonce).sort((a, b) => a - b)).toEqual([...Array(12).keys()]);
    expect(new Set(answers.map((a) => a.balanceVersion)).size).toBe(12);
    const final = 20_000 + answers.reduce((sum, a) => sum + a.payoutCents - 500, 0);
    expect((await t.balance(player)).realCents).toBe(final);
    const newest = answers.reduce((a, b) => (b.balanceVersion > a.balanceVersion ? b : a));
    expect(newest.balance.realCents).toBe(final);
    // In version order every answer's balance is the previous one's, less the stake, plus its own payout.
    const ordered = [...answers].sort((a, b) => a.balanceVersion - b.balanceVersion);
    ordered.reduce((before, a) => {
      expect(a.balance.realCents).toBe(before - 500 + a.payoutCents);
      return a.balance.realCents;
    }, 20_000);
  });
});

describe('drops of several players at once', () => {
  it('share one transaction: 10 drops in 13 statements, each answered with its own nonce, payout and balance', async () => {
    // A wide window, so that the drops are one batch whatever the machine's load (the default is a few ms).
    const ledger = new Ledger(t.services.orm, { windowMs: 200 });
    const players = await Promise.all(Array.from({ length: 9 }, () => funded(1_000)));
    // Whatever its first ball pays (0.5x-5.6x of 10 cents), this player holds 15-66 cents: the $1 drop is refused
    // for every seed (with 60 cents, a 5.6x first ball made it affordable: 1 run in 128).
    const poor = await funded(20);
    // The first ball of a player creates their seed pair: count the second.
    const firsts = new Map<string, number>();
    for (const player of [...players, poor])
      firsts.set(player.userId, (await drop(player, { amountCents: 10, rows: 8, risk: 'low' })).balance.realCents);
    const connection = t.services.orm.em.getDriver().getConnection();
    const execute = connection.execute.bind(connection);
    const sent: string[] = [];
    connection.execute = ((query: string, ...rest: unknown[]) => {
      sent.push(String(query));
      return (execute as (...args: unknown[]) => unknown)(query, ...rest);
    }) as typeof connection.execute;
    let results: PromiseSettledResult<PlinkoDropAnswer>[];
    try {
      results = await Promise.allSettled(
        [...players, poor].map((player) =>
          dropPlinkoBall(ledger, player.userId, randomUUID(), {
            amountCents: 100,
            rows: 8,
            risk: 'low',
            source: 'REAL',
          }),
        ),
      );
    } finally {
      connection.execute = execute;
    }
    // One batch: the keys 1, stakes 4, nonces 1, settlements 5, answers 1; then the refused drop's key is read once
    // more (an answer a copy stored meanwhile would be its answer). One at a time, before: 14 each.
    expect(sent.length).toBe(13);
    expect(sent.filter((sql) => /ledger_transfers/.test(sql) && /^select/.test(sql))).toHaveLength(2);
    const last = results.pop()!;
    expect(last.status === 'rejected' && (last.reason as { key: string }).key).toBe('USER.LOW_BALANCE');
    const answers = results.map((r) => (r as PromiseFulfilledResult<PlinkoDropAnswer>).value);
    for (const [i, answer] of answers.entries()) {
      const before = firsts.get(players[i]!.userId)!;
      expect(answer.nonce).toBe(1);
      expect(answer.balance).toEqual({ realCents: before - 100 + answer.payoutCents, bonusCents: 0 });
      expect(await t.balance(players[i]!)).toEqual(answer.balance);
      expect(await betsOf(players[i]!.userId)).toContainEqual(
        expect.objectContaining({ id: answer.betId, status: 'SETTLED' }),
      );
    }
    expect(new Set(answers.map((a) => a.balanceVersion)).size).toBe(9);
    // The refused drop left nothing, not even a nonce.
    expect(await t.balance(poor)).toEqual({ realCents: firsts.get(poor.userId)!, bonusCents: 0 });
    expect((await drop(poor, { amountCents: 10, rows: 8, risk: 'low' })).nonce).toBe(1);
    await t.services.ledger.assertInvariants();
  });
});

describe('refusals', () => {
  it('needs a token and an Idempotency-Key', async () => {
    const player = await funded(1_000);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/plinko/drop',
      payload: { amountCents: 100, rows: 8, risk: 'low' },
    });
    expect(anonymous.statusCode).toBe(403);
    const noKey = await t.post(player, '/api/plinko/drop', { amountCents: 100, rows: 8, risk: 'low' }, null);
    expect(noKey.statusCode).toBe(400);
    expect(errorOf(noKey)).toEqual({ key: 'GLOBAL.BAD_REQUEST', args: ['Idempotency-Key'] });
  });

  it('refuses malformed boards and amounts as bad requests', async () => {
    const player = await funded(1_000);
    const bad = [
      { amountCents: 100, rows: 7, risk: 'low' },
      { amountCents: 100, rows: 17, risk: 'low' },
      { amountCents: 100, rows: 12.5, risk: 'low' },
      { amountCents: 100, rows: '12', risk: 'low' },
      { amountCents: 100, rows: 12, risk: 'extreme' },
      { amountCents: 100, rows: 12 },
      { rows: 12, risk: 'low' },
      { amountCents: 1.5, rows: 12, risk: 'low' },
      { amountCents: 100, rows: 12, risk: 'low', source: 'SKINS' },
    ];
    for (const body of bad) {
      const res = await t.post(player, '/api/plinko/drop', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res).key).toBe('GLOBAL.BAD_REQUEST');
    }
    expect((await t.balance(player)).realCents).toBe(1_000);
  });

  it('refuses stakes outside the limits with their BET keys, and moves nothing', async () => {
    const player = await funded(30_000);
    const cases: [Record<string, unknown>, string, unknown[]][] = [
      [{ amountCents: 0, rows: 8, risk: 'low' }, 'BET.AMOUNT_LOW', []],
      [{ amountCents: -100, rows: 8, risk: 'low' }, 'BET.AMOUNT_LOW', []],
      [{ amountCents: 9, rows: 8, risk: 'low' }, 'BET.MIN_LIMIT', ['0.10']],
      [{ amountCents: 20_001, rows: 8, risk: 'low' }, 'BET.MAX_LIMIT', ['200.00']],
      [{ amountCents: 201, rows: 16, risk: 'high' }, 'BET.MAX_LIMIT', ['2.00']],
      // Plinko takes the bonus balance (BONUS_STAKES); this player has none.
      [{ amountCents: 100, rows: 8, risk: 'low', source: 'BONUS' }, 'USER.LOW_BALANCE', []],
    ];
    for (const [body, key, args] of cases) {
      const res = await t.post(player, '/api/plinko/drop', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res)).toEqual({ key, args });
    }
    expect((await t.balance(player)).realCents).toBe(30_000);
    expect(await betsOf(player.userId)).toHaveLength(0);
    // The top stakes themselves are accepted.
    await drop(player, { amountCents: 200, rows: 16, risk: 'high' });
    await drop(player, { amountCents: 20_000, rows: 8, risk: 'low' });
  });

  it("refuses a stake over the balance or the player's own bet limit, and keeps the nonce", async () => {
    const player = await funded(1_000);
    const low = await t.post(player, '/api/plinko/drop', { amountCents: 1_001, rows: 8, risk: 'low' });
    expect(errorOf(low)).toEqual({ key: 'USER.LOW_BALANCE', args: [] });
    await t.services.ledger.transaction((tx) =>
      tx.execute(`update users set bet_limit_cents = ? where id = ?`, [50, player.userId], 'run'),
    );
    const limited = await t.post(player, '/api/plinko/drop', { amountCents: 60, rows: 8, risk: 'low' });
    expect(errorOf(limited)).toEqual({ key: 'BET.MAX_LIMIT', args: ['0.50'] });
    expect((await t.balance(player)).realCents).toBe(1_000);
    expect(await betsOf(player.userId)).toHaveLength(0);
    // The refused drops used no nonce: the next ball is nonce 0.
    expect((await drop(player, { amountCents: 50, rows: 8, risk: 'low' })).nonce).toBe(0);
    // A refused key can be used again once the player can pay (nothing was stored under it).
    const key = randomUUID();
    expect(
      errorOf(await t.post(player, '/api/plinko/drop', { amountCents: 5_000, rows: 8, risk: 'low' }, key)).key,
    ).toBe('BET.MAX_LIMIT');
    const retried = await drop(player, { amountCents: 40, rows: 8, risk: 'low' }, key);
    expect(retried.nonce).toBe(1);
  });
});

describe('history', () => {
  it("lists a player's balls newest first, for them and on their public profile", async () => {
    const player = await funded(5_000);
    const a = await drop(player, { amountCents: 100, rows: 8, risk: 'low' });
    const b = await drop(player, { amountCents: 200, rows: 16, risk: 'high' });
    const mine = (await t.get(player, '/api/users/current/plinkos?page=1&pageSize=10')).json();
    expect(mine.total).toBe(2);
    expect(mine.items.map((i: { betId: string }) => i.betId)).toEqual([b.betId, a.betId]);
    expect(mine.items[0]).toMatchObject({
      rows: 16,
      risk: 'high',
      stakeCents: 200,
      bucket: b.bucket,
      multiplierHundredths: b.multiplierHundredths,
      payoutCents: b.payoutCents,
    });
    const pub = (await t.get(null, `/api/users/${player.userId}/plinkos?pageSize=1&page=2`)).json();
    expect(pub).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(pub.items[0].betId).toBe(a.betId);
    expect((await t.get(null, `/api/users/${randomUUID()}/plinkos`)).statusCode).toBe(404);
    expect((await t.get(null, '/api/users/current/plinkos')).statusCode).toBe(403);
  });
});
