import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  JACKPOT_ALGORITHM,
  type JackpotFairAnswer,
  type JackpotHistoryAnswer,
  sha256OfText,
  splitPot,
  verifyJackpot,
} from '@arena/schemas';
import { grantItems } from '../../commerce/inventory/bonus-items';
import { queryRows } from '../../db/sql';
import type { AppServices } from '../../http/services';
import { itemsPricedBetween } from '../../testing/commerce-test-app';
import { startGameRoutesApp } from '../../testing/game-routes-app';
import type { TestDatabase } from '../../testing/test-database';
import { signInUser } from '../../users/users';
import { finishJackpotRound, recoverJackpot, voidJackpotRound } from './draw';
import { jackpotRoutes } from './routes';
import { enterJackpot, loadJackpotEntries, openJackpotRound, setJackpotCloseTime } from './rounds';

let db: TestDatabase, services: AppServices, app: FastifyInstance, close: () => Promise<void>;
beforeAll(async () => ({ db, services, app, close } = await startGameRoutesApp([jackpotRoutes])));
afterAll(() => close());

const em = () => db.orm.em.fork() as SqlEntityManager;
const [CHEAP, MID, DEAR] = [
  itemsPricedBetween(50, 2_00, 1)[0]!,
  itemsPricedBetween(5_00, 20_00, 1)[0]!,
  itemsPricedBetween(30_00, 150_00, 1)[0]!,
];

async function player(): Promise<string> {
  const { userId } = await services.ledger.transaction((tx) =>
    signInUser(tx, { subject: `dev:${randomUUID()}`, name: `p${userId0++}`, agreeTos: true }),
  );
  return userId;
}
let userId0 = 0;
async function skins(
  userId: string,
  catalogItemIds: number[],
  kind: 'REAL' | 'BONUS' = 'REAL',
  alfa = false,
): Promise<string[]> {
  return (
    await services.ledger.transaction((tx) =>
      grantItems(services.ledger, tx, { userId, catalogItemIds, kind, alfa, key: randomUUID() }),
    )
  ).itemIds;
}
const owners = async (ids: string[]) =>
  Object.fromEntries(
    (
      await queryRows<{ id: string; user_id: string; status: string }>(
        em(),
        `select id, user_id, status from user_items where id in (?)`,
        [ids],
      )
    ).map((r) => [r.id, `${r.user_id}:${r.status}`]),
  );
const newRound = () => openJackpotRound(services, { roundId: randomUUID(), serverSeed: sha256OfText(randomUUID()) });
const enter = (roundId: string, userId: string, itemIds: string[]) =>
  enterJackpot(services, { roundId, betId: randomUUID(), userId, itemIds });
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => 'accepted',
    (e: { key?: string }) => e.key ?? String(e),
  );

describe('entering the pot', () => {
  it('refuses bonus and unwithdrawable skins, limits and foreign or locked skins with their keys', async () => {
    const round = await newRound();
    const alice = await player();
    const [bonus] = await skins(alice, [MID.id], 'BONUS');
    const [alfa] = await skins(alice, [MID.id], 'REAL', true);
    const eleven = await skins(alice, Array(11).fill(CHEAP.id) as number[]);
    const [dear, mid] = await skins(alice, [DEAR.id, MID.id]);
    expect(await refusal(enter(round.id, alice, [bonus!]))).toBe('BET.BONUS_NOT_ALLOWED');
    expect(await refusal(enter(round.id, alice, [alfa!]))).toBe('BET.UNWITHDRAWABLE_IN_DROPZONE');
    expect(await refusal(enter(round.id, alice, eleven))).toBe('JACKPOT.MAX_SKINS');
    expect(await refusal(enter(round.id, alice, [randomUUID()]))).toBe('INVENTORY.BAD_ID');
    await em().execute(
      `update users set bet_jackpot_limit_cents = ? where id = ?`,
      [DEAR.priceCents + MID.priceCents - 1, alice],
      'run',
    );
    await enter(round.id, alice, [dear!]);
    expect(await refusal(enter(round.id, alice, [dear!]))).toBe('INVENTORY.ITEM_LOCKED');
    // The per-user jackpot limit counts the whole round.
    expect(await refusal(enter(round.id, alice, [mid!]))).toBe('BET.MAX_LIMIT');
    expect(await voidJackpotRound(services, round.id)).toBe(true);
    expect(await owners([dear!])).toEqual({ [dear!]: `${alice}:AVAILABLE` });
    expect(await refusal(enter(round.id, alice, [mid!]))).toBe('CRASH.GAME_STARTED');
  });

  it('refuses an entry under the minimum', async () => {
    const cheapest = itemsPricedBetween(1, 9, 1)[0]!;
    const round = await newRound();
    const bob = await player();
    expect(await refusal(enter(round.id, bob, await skins(bob, [cheapest.id])))).toBe('BET.MIN_LIMIT');
    await voidJackpotRound(services, round.id);
  });
});

describe('entries racing each other and the close', () => {
  it('numbers simultaneous entries in increasing order and refuses one that arrives after the announced close', async () => {
    const round = await newRound();
    const players = [await player(), await player(), await player()];
    const stakes = await Promise.all(players.map((p) => skins(p, [CHEAP.id])));
    const answered = await Promise.all(players.map((p, i) => enter(round.id, p, stakes[i]!)));
    // Numbers come from a sequence (no round row lock): distinct and increasing in the draw's order, gaps allowed.
    const seqs = (await loadJackpotEntries(em(), round.id)).map((e) => e.seq);
    expect(seqs).toEqual(answered.map((e) => e.seq).sort((x, y) => x - y));
    expect(new Set(seqs).size).toBe(3);
    expect(await setJackpotCloseTime(services, round.id, Date.now() - 1)).toBeLessThan(Date.now());
    const late = await player();
    expect(await refusal(enter(round.id, late, await skins(late, [CHEAP.id])))).toBe('CRASH.GAME_STARTED');
    await voidJackpotRound(services, round.id);
  });
});

describe('a round drawn and paid', () => {
  it('passes every skin but the house cut to the winner, settles each bet once, and is re-checked from the fair answer', async () => {
    const round = await newRound();
    const [alice, bob] = [await player(), await player()];
    const a = await skins(alice, [DEAR.id]);
    const b = await skins(bob, [MID.id, CHEAP.id, CHEAP.id]);
    await enter(round.id, alice, a);
    await enter(round.id, bob, b.slice(0, 2));
    await enter(round.id, bob, b.slice(2));
    const closedAtMs = Date.now();
    const done = await finishJackpotRound(services, round.id, closedAtMs);
    expect(done.status).toBe('FINISHED');
    const entries = await loadJackpotEntries(em(), round.id);
    const split = splitPot(entries, done.winnerUserId!);
    expect({ pot: done.potCents, house: done.houseCents, prize: done.prizeCents }).toEqual({
      pot: split.potCents,
      house: split.houseCents,
      prize: split.prizeCents,
    });
    expect(done.houseCents).toBeLessThanOrEqual(Math.floor((done.potCents * 95) / 1000));
    // House skins stay with their old owner, used up like any lost skin stake; the rest now belong to the winner.
    const ownerOf = (id: string) => (a.includes(id) ? alice : bob);
    const expected = Object.fromEntries(
      [...a, ...b].map((id) => [
        id,
        split.houseItemIds.includes(id) ? `${ownerOf(id)}:CONSUMED` : `${done.winnerUserId}:AVAILABLE`,
      ]),
    );
    expect(await owners([...a, ...b])).toEqual(expected);
    const bets = await queryRows<{ status: string; payout_cents: number }>(
      em(),
      `select status, payout_cents from bets where round_id = ?`,
      [round.id],
    );
    expect(bets.map((x) => `${x.status}:${Number(x.payout_cents)}`)).toEqual(['SETTLED:0', 'SETTLED:0', 'SETTLED:0']);
    // A second draw (retry) changes nothing; a void after it is refused.
    expect((await finishJackpotRound(services, round.id, closedAtMs + 1)).ticket).toBe(done.ticket);
    expect(await voidJackpotRound(services, round.id)).toBe(false);

    const fair = (await app.inject({ url: `/api/fair/jackpot/${round.id}` })).json<JackpotFairAnswer>();
    expect(fair.algorithm).toBe(JACKPOT_ALGORITHM);
    expect(fair.houseItemIds).toEqual(split.houseItemIds);
    const check = verifyJackpot({
      ...fair,
      serverSeed: fair.serverSeed!,
      closedAtMs: fair.closedAtMs!,
      ticket: fair.ticket!,
      winnerUserId: fair.winnerUserId!,
    });
    expect(check.ok).toBe(true);
    const history = (await app.inject({ url: `/api/users/${bob}/jackpots` })).json<JackpotHistoryAnswer>();
    expect(history.items[0]).toMatchObject({
      roundId: round.id,
      stakeCents: MID.priceCents + 2 * CHEAP.priceCents,
      outcome: done.winnerUserId === bob ? 'WIN' : 'LOSS',
    });
    expect((await app.inject({ url: '/api/jackpot/recent' })).json()[0]).toMatchObject({
      roundId: round.id,
      winnerUserId: done.winnerUserId,
    });
    expect((await app.inject({ url: '/api/fair/jackpot/nope' })).statusCode).toBe(404);
  });

  it("keeps a live round's seed secret", async () => {
    const round = await newRound();
    const fair = (await app.inject({ url: `/api/fair/jackpot/${round.id}` })).json<JackpotFairAnswer>();
    expect(fair).toMatchObject({
      status: 'OPEN',
      serverSeed: null,
      serverSeedHash: round.serverSeedHash,
      ticket: null,
    });
    await voidJackpotRound(services, round.id);
  });
});

describe('boot recovery', () => {
  it('refunds a round left open exactly once: the skins go back', async () => {
    const round = await newRound();
    const [carol, dave] = [await player(), await player()];
    const c = await skins(carol, [MID.id]);
    const d = await skins(dave, [CHEAP.id]);
    await enter(round.id, carol, c);
    await enter(round.id, dave, d);
    const first = await recoverJackpot(services);
    expect(first.voided).toEqual([round.id]);
    expect(await owners([...c, ...d])).toEqual({ [c[0]!]: `${carol}:AVAILABLE`, [d[0]!]: `${dave}:AVAILABLE` });
    expect(await recoverJackpot(services)).toEqual({ voided: [], refundedBetIds: [] });
    const ends = await queryRows(
      em(),
      `select id from ledger_transfers where operation = 'BET_REFUND' and bet_id in (select bet_id from jackpot_entries where round_id = ?)`,
      [round.id],
    );
    expect(ends).toHaveLength(2);
    await services.ledger.assertInvariants();
  });
});
