import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JackpotFairAnswer, sha256OfText, verifyJackpot } from '@arena/schemas';
import { grantItems } from '../../commerce/inventory/bonus-items';
import { queryRows } from '../../db/sql';
import type { AppServices } from '../../http/services';
import { itemsPricedBetween } from '../../testing/commerce-test-app';
import { startGameRoutesApp } from '../../testing/game-routes-app';
import type { TestDatabase } from '../../testing/test-database';
import { signInUser } from '../../users/users';
import { finishJackpotRound, voidJackpotRound } from './draw';
import { jackpotRoutes } from './routes';
import { type StoredJackpotEntry, enterJackpot, loadJackpotEntries, openJackpotRound } from './rounds';

/**
 * Entries no longer queue on the round row: they share-lock it, take their number from a sequence and
 * leave the pot to be summed from them. These tests fire entries at once (on Postgres they really overlap) and
 * check what the round row used to guarantee: every entry counted once, ordered, a player's limit held, and the
 * draw, which waits for entries in flight, paying exactly once.
 */
let db: TestDatabase, services: AppServices, app: FastifyInstance, close: () => Promise<void>;
beforeAll(async () => ({ db, services, app, close } = await startGameRoutesApp([jackpotRoutes])));
afterAll(() => close());

const em = () => db.orm.em.fork() as SqlEntityManager;
const PRICED = itemsPricedBetween(50, 20_00, 5);
let names = 0;
async function player(): Promise<string> {
  const subject = `dev:${randomUUID()}`;
  return (await services.ledger.transaction((tx) => signInUser(tx, { subject, name: `c${names++}`, agreeTos: true })))
    .userId;
}
async function skins(userId: string, catalogItemIds: number[]): Promise<string[]> {
  return (
    await services.ledger.transaction((tx) =>
      grantItems(services.ledger, tx, { userId, catalogItemIds, kind: 'REAL', alfa: false, key: randomUUID() }),
    )
  ).itemIds;
}
const newRound = () => openJackpotRound(services, { roundId: randomUUID(), serverSeed: sha256OfText(randomUUID()) });
const enter = (roundId: string, userId: string, itemIds: string[]) =>
  enterJackpot(services, { roundId, betId: randomUUID(), userId, itemIds });
const outcome = (p: Promise<StoredJackpotEntry>) =>
  p.then(
    (entry) => ({ entry, key: null }),
    (e: { key?: string }) => ({ entry: null, key: e.key ?? String(e) }),
  );
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const countOf = async (sql: string, params: unknown[]) =>
  Number((await queryRows<{ n: string | number }>(em(), sql, params))[0]!.n);

/** Players with one to three skins each (prices vary), ready to enter at once. */
async function stakedPlayers(n: number): Promise<{ userId: string; itemIds: string[]; valueCents: number }[]> {
  const out = [];
  for (let i = 0; i < n; i++) {
    const userId = await player();
    const picks = Array.from({ length: 1 + (i % 3) }, (_, k) => PRICED[(i + k) % PRICED.length]!);
    out.push({
      userId,
      itemIds: await skins(
        userId,
        picks.map((p) => p.id),
      ),
      valueCents: picks.reduce((sum, p) => sum + p.priceCents, 0),
    });
  }
  return out;
}

/** The ticket ranges of the published algorithm: entry i holds [sum before it, sum before it + its value). */
function ticketRanges(entries: readonly StoredJackpotEntry[]): [number, number][] {
  let start = 0;
  return entries.map((e) => {
    const range: [number, number] = [start, start + e.valueCents];
    start += e.valueCents;
    return range;
  });
}

async function fairCheck(roundId: string) {
  const fair = (await app.inject({ url: `/api/fair/jackpot/${roundId}` })).json<JackpotFairAnswer>();
  return verifyJackpot({
    ...fair,
    serverSeed: fair.serverSeed!,
    closedAtMs: fair.closedAtMs!,
    ticket: fair.ticket!,
    winnerUserId: fair.winnerUserId!,
  });
}

describe('many entries into one round at once', () => {
  it(
    'accepts 20 simultaneous entries, sums the pot, numbers them in order, and a doubled draw pays once',
    { timeout: 60_000 },
    async () => {
      const round = await newRound();
      const players = await stakedPlayers(20);
      const results = await Promise.all(players.map((p) => outcome(enter(round.id, p.userId, p.itemIds))));
      expect(results.map((r) => r.key)).toEqual(Array(20).fill(null));

      const entries = await loadJackpotEntries(em(), round.id);
      expect(entries).toHaveLength(20);
      // Stored in the draw's order: numbers strictly increase, and each entry is the one its commit answered.
      const seqs = entries.map((e) => e.seq);
      expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
      expect(new Set(seqs).size).toBe(20);
      const answered = new Map(results.map((r) => [r.entry!.betId, r.entry!]));
      for (const e of entries) expect(e).toEqual(answered.get(e.betId));
      const potCents = players.reduce((sum, p) => sum + p.valueCents, 0);
      expect(entries.reduce((sum, e) => sum + e.valueCents, 0)).toBe(potCents);
      // Ticket ranges tile 0..pot-1: each starts where the previous ended, none empty, the last ends at the pot.
      const ranges = ticketRanges(entries);
      ranges.forEach(([from, to], i) => {
        expect(to).toBeGreaterThan(from);
        if (i > 0) expect(from).toBe(ranges[i - 1]![1]);
      });
      expect(ranges.at(-1)![1]).toBe(potCents);
      // Every entry's value is its ledger bet's stake.
      const stakes = await queryRows<{ id: string; stake_cents: string | number }>(
        em(),
        `select id, stake_cents from bets where round_id = ?`,
        [round.id],
      );
      expect(Object.fromEntries(stakes.map((b) => [b.id, Number(b.stake_cents)]))).toEqual(
        Object.fromEntries(entries.map((e) => [e.betId, e.valueCents])),
      );

      // Two draws at once (a retry racing the first): one result, one prize, every bet settled once.
      const closedAtMs = Date.now();
      const [first, second] = await Promise.all([
        finishJackpotRound(services, round.id, closedAtMs),
        finishJackpotRound(services, round.id, closedAtMs + 5),
      ]);
      expect(first.status).toBe('FINISHED');
      expect(second).toEqual(first);
      expect(first.potCents).toBe(potCents);
      expect(first.houseCents + first.prizeCents).toBe(potCents);
      // The winner is the player whose range holds the ticket.
      expect(entries[ranges.findIndex(([from, to]) => first.ticket! >= from && first.ticket! < to)]!.userId).toBe(
        first.winnerUserId,
      );
      expect(
        await countOf(
          `select count(*) as n from ledger_transfers where operation = 'JACKPOT_PRIZE' and idempotency_key = ?`,
          [round.id],
        ),
      ).toBe(1);
      const ends = await queryRows<{ bet_id: string; n: string | number }>(
        em(),
        `select bet_id, count(*) as n from ledger_transfers where operation in ('BET_SETTLE', 'BET_REFUND') and bet_id in (?) group by bet_id`,
        [entries.map((e) => e.betId)],
      );
      expect(ends.map((r) => Number(r.n))).toEqual(Array(20).fill(1));
      expect(
        await countOf(`select count(*) as n from bets where round_id = ? and status = 'SETTLED' and payout_cents = 0`, [
          round.id,
        ]),
      ).toBe(20);
      expect((await fairCheck(round.id)).ok).toBe(true);
    },
  );

  it("holds a player's round limit when their entries arrive at once", { timeout: 30_000 }, async () => {
    const round = await newRound();
    const skin = PRICED[2]!;
    const alice = await player();
    const six = await skins(alice, Array(6).fill(skin.id) as number[]);
    await em().execute(
      `update users set bet_jackpot_limit_cents = ? where id = ?`,
      [3 * skin.priceCents, alice],
      'run',
    );
    const results = await Promise.all(six.map((id) => outcome(enter(round.id, alice, [id]))));
    expect(results.filter((r) => r.entry).length).toBe(3);
    expect(results.filter((r) => r.key).map((r) => r.key)).toEqual(['BET.MAX_LIMIT', 'BET.MAX_LIMIT', 'BET.MAX_LIMIT']);
    const entries = await loadJackpotEntries(em(), round.id);
    expect(entries.reduce((sum, e) => sum + e.valueCents, 0)).toBe(3 * skin.priceCents);
    const statuses = await queryRows<{ status: string; n: string | number }>(
      em(),
      `select status, count(*) as n from user_items where id in (?) group by status order by status`,
      [six],
    );
    expect(statuses.map((s) => `${s.status}:${Number(s.n)}`)).toEqual(['AVAILABLE:3', 'IN_BET:3']);
    // One player cannot be drawn: calling it off keeps the next test's round the only open one.
    expect(await voidJackpotRound(services, round.id)).toBe(true);
  });

  it(
    'an entry racing the draw is either in the drawn pot and settled, or refused with its skins back',
    { timeout: 60_000 },
    async () => {
      const round = await newRound();
      const [first, second, ...late] = await stakedPlayers(14);
      await enter(round.id, first!.userId, first!.itemIds);
      await enter(round.id, second!.userId, second!.itemIds);
      // Nine entries sent 10 ms apart, the draw started once the third is in (the rest race it), three more after it.
      const racing = late
        .slice(0, 9)
        .map((p, i) => sleep(i * 10).then(() => outcome(enter(round.id, p.userId, p.itemIds))));
      const drawn = await racing[2]!.then(() => finishJackpotRound(services, round.id, Date.now()));
      const after = await Promise.all(late.slice(9).map((p) => outcome(enter(round.id, p.userId, p.itemIds))));
      const results = [...(await Promise.all(racing)), ...after];
      expect(results[2]!.key).toBeNull();
      expect(after.map((r) => r.key)).toEqual(['CRASH.GAME_STARTED', 'CRASH.GAME_STARTED', 'CRASH.GAME_STARTED']);
      const entries = await loadJackpotEntries(em(), round.id);
      const inPot = new Set(entries.map((e) => e.betId));
      for (const [i, r] of results.entries()) {
        if (r.entry) {
          expect(inPot.has(r.entry.betId)).toBe(true);
        } else {
          expect(r.key).toBe('CRASH.GAME_STARTED');
          const items = await queryRows<{ status: string; user_id: string }>(
            em(),
            `select status, user_id from user_items where id in (?)`,
            [late[i]!.itemIds],
          );
          expect(items.every((item) => item.status === 'AVAILABLE' && item.user_id === late[i]!.userId)).toBe(true);
        }
      }
      expect(entries).toHaveLength(2 + results.filter((r) => r.entry).length);
      expect(drawn.potCents).toBe(entries.reduce((sum, e) => sum + e.valueCents, 0));
      expect(
        await countOf(`select count(*) as n from bets where round_id = ? and status <> 'SETTLED'`, [round.id]),
      ).toBe(0);
      expect(await countOf(`select count(*) as n from bets where round_id = ?`, [round.id])).toBe(entries.length);
      expect((await fairCheck(round.id)).ok).toBe(true);
    },
  );
});
