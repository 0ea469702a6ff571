import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  POTATO_ALGORITHM,
  type PotatoFairAnswer,
  type PotatoHistoryAnswer,
  type PotatoRecentAnswer,
  potatoClientSeed,
  sha256OfText,
  unattendedPotatoStage,
  verifyPotato,
} from '@arena/schemas';
import type { AppServices } from '../../http/services';
import { startGameRoutesApp } from '../../testing/game-routes-app';
import type { TestDatabase } from '../../testing/test-database';
import { signInUser } from '../../users/users';
import {
  callOffPotatoGame,
  finishPotatoGame,
  leavePotatoSeat,
  openPotatoGame,
  recordPotatoStage,
  startPotatoGame,
  takePotatoSeat,
} from './games';
import { recoverPotato } from './recovery';
import { potatoRoutes } from './routes';

let db: TestDatabase, services: AppServices, app: FastifyInstance, close: () => Promise<void>;
beforeAll(async () => ({ db, services, app, close } = await startGameRoutesApp([potatoRoutes])));
afterAll(() => close());

async function player(depositCents: number): Promise<string> {
  const { userId } = await services.ledger.transaction((tx) =>
    signInUser(tx, { subject: `dev:${randomUUID()}`, name: `p${randomUUID().slice(0, 4)}`, agreeTos: true }),
  );
  await services.ledger.deposit({ userId, amountCents: depositCents, key: `seed-${userId}` });
  return userId;
}
const balance = async (userId: string) => (await services.ledger.balances(userId)).realCents;
const get = async <T>(url: string) => {
  const res = await app.inject({ method: 'GET', url: `/api${url}` });
  return { status: res.statusCode, body: res.json() as T };
};
const SEED = sha256OfText('potato-store-seed');

async function open(buyInCents = 1_00, tableId = `test-${randomUUID()}`) {
  return openPotatoGame(services, { gameId: randomUUID(), tableId, buyInCents, serverSeed: SEED });
}

describe('seats and money', () => {
  it('holds the buy-in when seated, refunds it on leaving, and refuses what the rules forbid', async () => {
    const [a, b] = [await player(5_00), await player(50)];
    const game = await open(1_00);
    await takePotatoSeat(services, { gameId: game.id, userId: a, seat: 0 });
    expect(await balance(a)).toBe(4_00);
    await expect(takePotatoSeat(services, { gameId: game.id, userId: a, seat: 1 })).rejects.toMatchObject({
      key: 'POTATO.ALREADY_SEATED',
    });
    await expect(takePotatoSeat(services, { gameId: game.id, userId: b, seat: 0 })).rejects.toMatchObject({
      key: 'POTATO.FULL',
    });
    await expect(takePotatoSeat(services, { gameId: game.id, userId: b, seat: 1 })).rejects.toMatchObject({
      key: 'USER.LOW_BALANCE',
    });
    await leavePotatoSeat(services, game.id, 0);
    expect(await balance(a)).toBe(5_00);
    await expect(leavePotatoSeat(services, game.id, 0)).rejects.toMatchObject({ key: 'POTATO.NOT_SEATED' });
    await expect(startPotatoGame(services, game.id, 'x')).rejects.toMatchObject({ key: 'POTATO.NOT_SEATED' });
    expect(await callOffPotatoGame(services, game.id)).toBe(true);
  });

  it('applies the per-user bet limit and the tables-at-once limit', async () => {
    const a = await player(100_00);
    await db.orm.em.fork().execute(`update users set bet_limit_cents = 50 where id = ?`, [a]);
    const big = await open(1_00);
    await expect(takePotatoSeat(services, { gameId: big.id, userId: a, seat: 0 })).rejects.toMatchObject({
      key: 'BET.MAX_LIMIT',
      args: ['0.50'],
    });
    const games = [await open(10), await open(10), await open(10), await open(10)];
    for (const g of games.slice(0, 3)) await takePotatoSeat(services, { gameId: g.id, userId: a, seat: 0 });
    await expect(takePotatoSeat(services, { gameId: games[3]!.id, userId: a, seat: 0 })).rejects.toMatchObject({
      key: 'POTATO.TOO_MANY_TABLES',
      args: [3],
    });
    for (const g of [big, ...games]) await callOffPotatoGame(services, g.id);
    expect(await balance(a)).toBe(100_00);
  });

  it('keeps one live game per table', async () => {
    const tableId = `test-${randomUUID()}`;
    const first = await open(10, tableId);
    await expect(open(10, tableId)).rejects.toThrow();
    await callOffPotatoGame(services, first.id);
    await open(10, tableId);
  });
});

describe('a played game', () => {
  it('pays the last survivor floor(pot × 95%), records the stages and answers fairness and history', async () => {
    const ids = [await player(10_00), await player(10_00), await player(10_00)];
    const game = await open(1_00);
    for (const [seat, userId] of ids.entries()) await takePotatoSeat(services, { gameId: game.id, userId, seat });
    const clientSeed = potatoClientSeed(ids);
    await startPotatoGame(services, game.id, clientSeed);
    await expect(leavePotatoSeat(services, game.id, 0)).rejects.toMatchObject({ key: 'POTATO.GAME_STARTED' });
    const s1 = unattendedPotatoStage(SEED, clientSeed, 1, [0, 1, 2]);
    await recordPotatoStage(services, game.id, s1);
    await recordPotatoStage(services, game.id, s1);
    await expect(finishPotatoGame(services, game.id)).rejects.toThrow(/2 survivors/);
    const left = [0, 1, 2].filter((s) => s !== s1.loserSeat);
    const s2 = unattendedPotatoStage(SEED, clientSeed, 2, left);
    await recordPotatoStage(services, game.id, s2);
    const winnerSeat = left.find((s) => s !== s2.loserSeat)!;
    expect(await finishPotatoGame(services, game.id)).toEqual({ winnerSeat, potCents: 3_00, payoutCents: 2_85 });
    await expect(finishPotatoGame(services, game.id)).rejects.toMatchObject({ key: 'BET.ALREADY_FINISHED' });
    for (const [seat, userId] of ids.entries()) expect(await balance(userId)).toBe(seat === winnerSeat ? 11_85 : 9_00);

    const fair = await get<PotatoFairAnswer>(`/fair/potato/${game.id}`);
    expect(fair.status).toBe(200);
    expect(fair.body).toMatchObject({
      serverSeed: SEED,
      serverSeedHash: sha256OfText(SEED),
      clientSeed,
      winnerSeat,
      potCents: 3_00,
      payoutCents: 2_85,
      edgePermille: 50,
      algorithm: POTATO_ALGORITHM,
    });
    expect(fair.body.stages).toEqual([s1, s2]);
    const verified = verifyPotato({
      serverSeed: fair.body.serverSeed!,
      serverSeedHash: fair.body.serverSeedHash,
      clientSeed,
      seats: [0, 1, 2],
      stages: fair.body.stages,
    });
    expect(verified).toMatchObject({ ok: true, winnerSeat });

    const history = await get<PotatoHistoryAnswer>(`/users/${ids[winnerSeat]}/potato/history`);
    expect(history.body.items[0]).toMatchObject({
      gameId: game.id,
      outcome: 'WIN',
      payoutCents: 2_85,
      players: 3,
      knockedOutStage: null,
    });
    const loser = await get<PotatoHistoryAnswer>(`/users/${ids[s1.loserSeat]}/potato/history`);
    expect(loser.body.items[0]).toMatchObject({ outcome: 'LOSS', payoutCents: 0, knockedOutStage: 1 });
    const recent = await get<PotatoRecentAnswer>('/potato/recent');
    expect(recent.body[0]).toMatchObject({ gameId: game.id, players: 3, payoutCents: 2_85 });
  });

  it('hides the server seed until the game is over and answers unknown games with POTATO.NOT_FOUND', async () => {
    const a = await player(1_00);
    const game = await open(10);
    await takePotatoSeat(services, { gameId: game.id, userId: a, seat: 3 });
    const fair = await get<PotatoFairAnswer>(`/fair/potato/${game.id}`);
    expect(fair.body).toMatchObject({
      serverSeed: null,
      clientSeed: null,
      serverSeedHash: sha256OfText(SEED),
      stages: [],
    });
    expect((await get<{ error: { key: string } }>(`/fair/potato/nope`)).body.error.key).toBe('POTATO.NOT_FOUND');
    expect((await get<{ error: { key: string } }>(`/users/nope/potato/history`)).body.error.key).toBe('USER.NOT_FOUND');
    await callOffPotatoGame(services, game.id);
  });
});

describe('boot recovery', () => {
  it('cancels waiting games, finishes running ones from the seeds (auto-passes), exactly once', async () => {
    const ids = [await player(10_00), await player(10_00), await player(10_00), await player(10_00)];
    const waiting = await open(50);
    await takePotatoSeat(services, { gameId: waiting.id, userId: ids[0]!, seat: 0 });
    const running = await open(1_00);
    for (const [seat, userId] of ids.entries())
      await takePotatoSeat(services, { gameId: running.id, userId, seat: seat * 2 });
    const clientSeed = potatoClientSeed(ids);
    await startPotatoGame(services, running.id, clientSeed);
    // Stage 1 was played by hand before the crash: its stored record stands.
    const dealt = unattendedPotatoStage(SEED, clientSeed, 1, [0, 2, 4, 6]);
    const s1 = {
      stage: 1,
      startSeat: dealt.startSeat,
      fuse: dealt.fuse,
      passes: [] as { to: number; auto: boolean }[],
      loserSeat: 0,
    };
    let holder = s1.startSeat;
    for (let t = 0; t < s1.fuse; t++) {
      holder = [0, 2, 4, 6].find((s) => s !== holder)!;
      s1.passes.push({ to: holder, auto: false });
    }
    s1.loserSeat = holder;
    await recordPotatoStage(services, running.id, s1);

    const report = await recoverPotato(services);
    expect(report.cancelled).toContain(waiting.id);
    expect(report.finished).toContain(running.id);
    expect(report.refundedBetIds).toEqual([]);

    let survivors = [0, 2, 4, 6].filter((s) => s !== s1.loserSeat);
    const expected = [s1];
    for (let stage = 2; survivors.length > 1; stage++) {
      const played = unattendedPotatoStage(SEED, clientSeed, stage, survivors);
      expected.push(played);
      survivors = survivors.filter((s) => s !== played.loserSeat);
    }
    const fair = await get<PotatoFairAnswer>(`/fair/potato/${running.id}`);
    expect(fair.body.stages).toEqual(expected);
    expect(fair.body.winnerSeat).toBe(survivors[0]);
    expect(
      verifyPotato({
        serverSeed: SEED,
        serverSeedHash: sha256OfText(SEED),
        clientSeed,
        seats: [0, 2, 4, 6],
        stages: fair.body.stages,
      }).ok,
    ).toBe(true);
    const winnerId = ids[survivors[0]! / 2]!;
    expect(await balance(winnerId)).toBe(10_00 - 1_00 + 3_80);

    const again = await recoverPotato(services);
    expect(again.finished).not.toContain(running.id);
    expect(again.cancelled).not.toContain(waiting.id);
  });
});
