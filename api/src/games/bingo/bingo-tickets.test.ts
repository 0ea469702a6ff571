import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BingoBuyAnswer, BingoGiftAnswer } from '@arena/schemas';
import { queryRows } from '../../db/sql';
import type { CommerceTestApp, Player } from '../../testing/commerce-test-app';
import { closeBingoDraw } from './draws';
import { assertBingoInvariants } from './invariants';
import { setBingoSchedule } from './schedule';
import { buy, bought, credit, current, em, freshHourlySchedule, keyOf, startBingoApp } from './testing/bingo-test-kit';
import { grantEarnedBingoTickets } from './tickets';

let t: CommerceTestApp;
beforeAll(async () => {
  t = await startBingoApp();
});
afterAll(async () => {
  await t.services.ledger.assertInvariants();
  await assertBingoInvariants(em(t));
  setBingoSchedule(null);
  await t.close();
});

describe('buying tickets', () => {
  it('charges $1 a ticket once per Idempotency-Key, with picked and quick-picked numbers', async () => {
    freshHourlySchedule();
    const alice = await t.player();
    await credit(t, alice, 10_00);
    const key = randomUUID();
    const first = await buy(t, alice, [[20, 3, 7, 1, 12], null], key);
    expect(first.statusCode).toBe(200);
    const answer = first.json<BingoBuyAnswer>();
    expect(answer.balanceCents).toBe(8_00);
    expect(answer.tickets.map((x) => x.numbers[0] !== undefined && x.numbers.length)).toEqual([5, 5]);
    expect(answer.tickets[0]).toMatchObject({
      numbers: [1, 3, 7, 12, 20],
      source: 'BOUGHT',
      transferable: true,
      giftedBy: null,
      matches: null,
    });
    const quick = answer.tickets[1]!.numbers;
    expect(new Set(quick).size).toBe(5);
    expect(quick.every((n) => n >= 1 && n <= 20)).toBe(true);
    // The same key and body: the same tickets (quick pick included), charged once, even when sent together.
    const replays = await Promise.all([
      buy(t, alice, [[20, 3, 7, 1, 12], null], key),
      buy(t, alice, [[20, 3, 7, 1, 12], null], key),
    ]);
    for (const replay of replays) expect(replay.json()).toEqual(answer);
    expect((await t.balance(alice)).realCents).toBe(8_00);
    expect(keyOf(await buy(t, alice, [null], key))).toBe('GLOBAL.IDEMPOTENCY_CONFLICT');
    const mine = await current(t, alice);
    expect(mine.tickets.map((x) => x.id)).toEqual(answer.tickets.map((x) => x.id));
    expect(mine.draw).toMatchObject({
      status: 'OPEN',
      ticketCount: 2,
      salesCents: 2_00,
      poolCents: 50_00 + 1_40,
      numbers: null,
    });
    expect(mine.draw.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    // the page tells the configured schedule (here hourly), not a fixed "every Saturday".
    expect(mine.schedule.intervalMs).toBe(3_600_000);
    expect(mine.draw.drawAt - mine.schedule.anchorMs).toBe(
      Math.round((mine.draw.drawAt - mine.schedule.anchorMs) / 3_600_000) * 3_600_000,
    );
  });

  it('refuses a low balance, bad numbers, too many tickets and a missing key, and charges nothing', async () => {
    freshHourlySchedule();
    const bob = await t.player();
    await credit(t, bob, 2_50);
    expect(keyOf(await buy(t, bob, [null, null, null]))).toBe('USER.LOW_BALANCE');
    for (const bad of [
      [1, 2, 3, 4],
      [1, 2, 3, 4, 21],
      [0, 1, 2, 3, 4],
      [5, 5, 6, 7, 8],
      [1, 2, 3, 4, 5.5],
    ]) {
      const res = await buy(t, bob, [bad]);
      expect(res.json()).toEqual({ error: { key: 'BINGO.BAD_NUMBERS', args: [5, 20] } });
    }
    expect((await buy(t, bob, Array(21).fill(null) as null[])).json()).toEqual({
      error: { key: 'BINGO.TOO_MANY_TICKETS', args: [20] },
    });
    expect(keyOf(await buy(t, bob, [null], null))).toBe('GLOBAL.BAD_REQUEST');
    expect(
      keyOf(
        await t.app.inject({
          method: 'POST',
          url: '/api/bingo/tickets',
          payload: { tickets: [null] },
          headers: { 'idempotency-key': randomUUID() },
        }),
      ),
    ).toBe('GLOBAL.FORBIDDEN');
    expect((await t.balance(bob)).realCents).toBe(2_50);
    expect((await current(t, bob)).tickets).toEqual([]);
    // Exactly the balance: two tickets go through, a third is refused.
    await bought(t, bob, [null, null]);
    expect(keyOf(await buy(t, bob, [null]))).toBe('USER.LOW_BALANCE');
    expect((await t.balance(bob)).realCents).toBe(50);
  });

  it('refuses sales once the draw time has come', async () => {
    freshHourlySchedule();
    const carol = await t.player();
    await credit(t, carol, 5_00);
    const { drawId } = await bought(t, carol, [null]);
    const draw = (await current(t, carol)).draw;
    await closeBingoDraw(t.services, drawId, draw.drawAt);
    expect(keyOf(await buy(t, carol, [null]))).toBe('BINGO.SALES_CLOSED');
    expect((await t.balance(carol)).realCents).toBe(4_00);
  });
});

describe('tickets earned by deposits', () => {
  it('grants one quick-picked ticket per $40 of cumulative deposits, exactly once per threshold', async () => {
    freshHourlySchedule();
    const dave = await t.player();
    await t.fund(dave, 39_90);
    expect((await current(t, dave)).tickets).toEqual([]);
    await t.fund(dave, 10);
    let mine = await current(t, dave);
    expect(mine.tickets).toHaveLength(1);
    expect(mine.tickets[0]).toMatchObject({ source: 'EARNED', transferable: false });
    expect(mine.deposit).toEqual({ depositedCents: 40_00, nextTicketAtCents: 80_00, earnedTickets: 1 });
    // $85 more crosses $80 and $120: two tickets; the pool's 70% part does not count them (no sale).
    await t.fund(dave, 85_00);
    mine = await current(t, dave);
    expect(mine.tickets.filter((x) => x.source === 'EARNED')).toHaveLength(3);
    expect(mine.deposit).toEqual({ depositedCents: 125_00, nextTicketAtCents: 160_00, earnedTickets: 3 });
    expect(mine.draw).toMatchObject({ ticketCount: 3, salesCents: 0, poolCents: 50_00 });
    // The hook run again (a retried webhook, another deposit job) grants nothing more.
    expect(await t.services.ledger.transaction((tx) => grantEarnedBingoTickets(tx, dave.userId))).toEqual([]);
    expect(await t.commerce.runJobs()).toMatchObject({ webhooksAccepted: 0 });
    expect((await current(t, dave)).tickets).toHaveLength(3);
  });
});

describe('gifting tickets', () => {
  const gift = (from: Player, toUserId: string, ticketIds: string[]) =>
    t.post(from, '/api/bingo/gift', { toUserId, ticketIds }, null);

  it('gives a bought ticket once, to the recipient, and answers every refusal with its key', async () => {
    freshHourlySchedule();
    const [erin, frank, gina] = [await t.player(), await t.player(), await t.player()];
    await credit(t, erin, 10_00);
    const { tickets } = await bought(t, erin, [null, null, null]);
    const [one, two, three] = tickets.map((x) => x.id) as [string, string, string];
    await t.fund(erin, 40_00);
    const earned = (await current(t, erin)).tickets.find((x) => x.source === 'EARNED')!.id;

    expect(keyOf(await gift(erin, randomUUID(), [one]))).toBe('BINGO.USER_NOT_FOUND');
    expect(keyOf(await gift(erin, 'not-an-id', [one]))).toBe('BINGO.USER_NOT_FOUND');
    expect(keyOf(await gift(erin, '', [one]))).toBe('BINGO.USER_NOT_FOUND');
    expect(keyOf(await gift(erin, erin.userId, [one]))).toBe('BINGO.SEND_TO_YOURSELF');
    expect(keyOf(await gift(erin, frank.userId, []))).toBe('BINGO.NO_TICKETS_SELECTED');
    expect(keyOf(await gift(erin, frank.userId, [randomUUID()]))).toBe('BINGO.WRONG_TICKET_NUMBER');
    expect(keyOf(await gift(erin, frank.userId, ['42']))).toBe('BINGO.WRONG_TICKET_NUMBER');
    expect(keyOf(await gift(frank, gina.userId, [one]))).toBe('BINGO.WRONG_TICKET_NUMBER');
    expect(keyOf(await gift(erin, frank.userId, [earned]))).toBe('BINGO.TICKET_NOT_TRANSFERABLE');
    // A refused mixed selection moves nothing.
    expect(keyOf(await gift(erin, frank.userId, [one, earned]))).toBe('BINGO.TICKET_NOT_TRANSFERABLE');

    const done = await gift(erin, frank.userId, [one]);
    expect(done.json<BingoGiftAnswer>()).toMatchObject({ toUserId: frank.userId, ticketIds: [one] });
    expect((await gift(erin, frank.userId, [one])).statusCode).toBe(200); // the same gift again: already done
    const franks = (await current(t, frank)).tickets;
    expect(franks).toHaveLength(1);
    expect(franks[0]).toMatchObject({ id: one, transferable: false });
    expect(franks[0]!.giftedBy).not.toBeNull();
    expect((await current(t, erin)).tickets.map((x) => x.id)).not.toContain(one);
    // One hop only: the recipient cannot pass it on.
    expect(keyOf(await gift(frank, gina.userId, [one]))).toBe('BINGO.TICKET_NOT_TRANSFERABLE');

    // Streamers never gift; support can block a player; a closed draw's tickets stay put.
    await em(t).execute(`update users set streamer = true where id = ?`, [erin.userId], 'run');
    expect(keyOf(await gift(erin, gina.userId, [two]))).toBe('BINGO.STREAMER_CANNOT_GIFT');
    expect((await current(t, erin)).giftBlocked).toBe(true);
    await em(t).execute(
      `update users set streamer = false, bingo_gifts_blocked = true where id = ?`,
      [erin.userId],
      'run',
    );
    expect(keyOf(await gift(erin, gina.userId, [two]))).toBe('BINGO.TRANSFER_NOT_ALLOWED');
    await em(t).execute(`update users set bingo_gifts_blocked = false where id = ?`, [erin.userId], 'run');
    const draw = (await current(t, erin)).draw;
    await closeBingoDraw(t.services, draw.id, draw.drawAt);
    expect(keyOf(await gift(erin, gina.userId, [two, three]))).toBe('BINGO.TRANSFER_NOT_ALLOWED');
    const owners = await queryRows<{ id: string; owner_id: string }>(
      em(t),
      `select id, owner_id from bingo_tickets where id in (?) order by serial`,
      [[one, two, three]],
    );
    expect(owners.map((r) => r.owner_id)).toEqual([frank.userId, erin.userId, erin.userId]);
  });
});
