import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CRASH_BATTLE_ALGORITHM,
  type CrashBattleAnswer,
  type CrashBattleFairAnswer,
  type CrashBattleHistoryAnswer,
  battleOutcome,
  crashBattleBotTargets,
  sha256OfText,
  unattendedRound,
  verifyCrashBattle,
} from '@arena/schemas';
import { queryRows } from '../../db/sql';
import type { AppServices } from '../../http/services';
import { startGameRoutesApp } from '../../testing/game-routes-app';
import type { TestDatabase } from '../../testing/test-database';
import { signInUser } from '../../users/users';
import { callOffBattle, createBattle, recordRound, startBattle, takeSeat } from './battles';
import { pickDrawSkins } from './draw-skins';
import { recoverCrashBattles } from './recovery';
import { crashBattleRoutes } from './routes';

let db: TestDatabase, services: AppServices, app: FastifyInstance, close: () => Promise<void>;
beforeAll(async () => ({ db, services, app, close } = await startGameRoutesApp([crashBattleRoutes])));
afterAll(() => close());

const em = () => db.orm.em.fork() as SqlEntityManager;

async function player(depositCents: number): Promise<string> {
  const { userId } = await services.ledger.transaction((tx) =>
    signInUser(tx, { subject: `dev:${randomUUID()}`, name: 'p', agreeTos: true }),
  );
  await services.ledger.deposit({ userId, amountCents: depositCents, key: `seed-${userId}` });
  return userId;
}
const balance = async (userId: string) => (await services.ledger.balances(userId)).realCents;
const get = async <T>(url: string) => {
  const res = await app.inject({ method: 'GET', url: `/api${url}` });
  return { status: res.statusCode, body: res.json() as T };
};

describe('boot recovery', () => {
  it('cancels a battle that never started and refunds its buy-ins, exactly once', async () => {
    const [a, b] = [await player(10_00), await player(10_00)];
    const battleId = randomUUID();
    await createBattle(services, {
      battleId,
      ownerId: a,
      seats: 3,
      rounds: 2,
      buyInCents: 3_00,
      isPrivate: false,
      autoCashOutHundredths: 0,
    });
    await takeSeat(services, { battleId, userId: b, seat: 1, autoCashOutHundredths: 0 });
    expect([await balance(a), await balance(b)]).toEqual([7_00, 7_00]);
    const report = await recoverCrashBattles(services);
    expect(report.cancelled).toContain(battleId);
    expect([await balance(a), await balance(b)]).toEqual([10_00, 10_00]);
    expect((await recoverCrashBattles(services)).cancelled).toEqual([]);
    expect([await balance(a), await balance(b)]).toEqual([10_00, 10_00]);
    expect((await get<CrashBattleAnswer>(`/crashbattle/${battleId}`)).body.status).toBe('CANCELLED');
  });

  it('finishes a running battle from its committed seeds: recorded rounds stand, auto-play plays the rest', async () => {
    const [a, b] = [await player(10_00), await player(10_00)];
    const battleId = randomUUID();
    const serverSeed = sha256OfText('recovery-seed');
    await createBattle(services, {
      battleId,
      ownerId: a,
      seats: 3,
      rounds: 3,
      buyInCents: 2_00,
      isPrivate: false,
      autoCashOutHundredths: 150,
      serverSeed,
    });
    await takeSeat(services, { battleId, userId: b, seat: 1, autoCashOutHundredths: 0 });
    const clientSeed = `${a}:${b}:bot`;
    await startBattle(services, { battleId, botSeats: [2], clientSeed });
    // Round 1 was played live (B cashed out by hand at 1.37x) before the process died.
    const seats = [
      { bot: false, presetHundredths: 150 },
      { bot: false, presetHundredths: 0 },
      { bot: true, presetHundredths: 0 },
    ];
    const first = unattendedRound({ serverSeed, clientSeed, round: 1, seats });
    const live = { ...first, scores: [first.scores[0]!, first.crashPointHundredths > 137 ? 137 : 0, first.scores[2]!] };
    await recordRound(services, battleId, live);

    const report = await recoverCrashBattles(services);
    expect(report.finished).toEqual([battleId]);
    expect(report.refundedBetIds).toEqual([]);
    const expected = [
      live,
      unattendedRound({ serverSeed, clientSeed, round: 2, seats }),
      unattendedRound({ serverSeed, clientSeed, round: 3, seats }),
    ];
    const totals = [0, 1, 2].map((seat) => expected.reduce((sum, r) => sum + r.scores[seat]!, 0));
    const outcome = battleOutcome(totals);
    const stored = (await get<CrashBattleAnswer>(`/crashbattle/${battleId}`)).body;
    expect(stored.status).toBe('FINISHED');
    expect(stored.crashPoints).toEqual(expected.map((r) => r.crashPointHundredths));
    expect(stored.seatList.map((s) => s.totalHundredths)).toEqual(totals);
    expect(stored.draw).toBe(outcome.kind === 'DRAW');
    const paid = [a, b].map((userId, seat) =>
      outcome.kind === 'WIN' && outcome.winnerSeat === seat ? 6_00 : outcome.kind === 'DRAW' ? 2_00 : 0,
    );
    if (outcome.kind !== 'DRAW') expect([await balance(a), await balance(b)]).toEqual(paid.map((p) => 8_00 + p));
    const again = await recoverCrashBattles(services);
    expect(again.finished).toEqual([]);
    const bets = await queryRows<{ status: string }>(em(), `select status from bets where round_id = ?`, [battleId]);
    expect(bets.map((row) => row.status)).toEqual(['SETTLED', 'SETTLED']);
  });
});

describe('ending battles concurrently', () => {
  it('calls off many battles sharing players at once without a deadlock, refunding each buy-in once', async () => {
    const players = [await player(50_00), await player(50_00), await player(50_00)];
    const battleIds: string[] = [];
    // Each battle seats two of the three players, in both orders, so the endings cross.
    for (let i = 0; i < 6; i++) {
      const battleId = randomUUID();
      const [owner, guest] = [players[i % 3]!, players[(i + 1 + (i % 2)) % 3]!];
      await createBattle(services, {
        battleId,
        ownerId: owner,
        seats: 2,
        rounds: 1,
        buyInCents: 1_00,
        isPrivate: false,
        autoCashOutHundredths: 0,
      });
      if (guest !== owner) await takeSeat(services, { battleId, userId: guest, seat: 1, autoCashOutHundredths: 0 });
      battleIds.push(battleId);
    }
    expect(await Promise.all(battleIds.map((id) => callOffBattle(services, id)))).toEqual(battleIds.map(() => true));
    for (const userId of players) expect(await balance(userId)).toBe(50_00);
  });
});

describe('REST', () => {
  it('publishes the fairness data once the battle is over and the browser check passes', async () => {
    const a = await player(10_00);
    const battleId = randomUUID();
    const serverSeed = sha256OfText('fair-seed');
    await createBattle(services, {
      battleId,
      ownerId: a,
      seats: 2,
      rounds: 2,
      buyInCents: 1_00,
      isPrivate: false,
      autoCashOutHundredths: 0,
      serverSeed,
    });
    const clientSeed = `${a}:bot`;
    const hidden = (await get<CrashBattleFairAnswer>(`/fair/crashbattle/${battleId}`)).body;
    expect(hidden).toMatchObject({
      serverSeedHash: sha256OfText(serverSeed),
      serverSeed: null,
      clientSeed: null,
      rounds: [],
      bots: [],
    });
    await startBattle(services, { battleId, botSeats: [1], clientSeed });
    await recoverCrashBattles(services);
    const fair = (await get<CrashBattleFairAnswer>(`/fair/crashbattle/${battleId}`)).body;
    expect(fair.serverSeed).toBe(serverSeed);
    expect(fair.clientSeed).toBe(clientSeed);
    expect(fair.algorithm).toBe(CRASH_BATTLE_ALGORITHM);
    expect(fair.bots).toEqual([
      { seat: 1, targets: [1, 2].map((r) => crashBattleBotTargets(serverSeed, clientSeed, r, 2)[1]! / 100) },
    ]);
    const check = verifyCrashBattle({
      serverSeed: fair.serverSeed!,
      serverSeedHash: fair.serverSeedHash,
      clientSeed: fair.clientSeed!,
      seats: fair.seats,
      crashPoints: fair.rounds.map((r) => Math.round(r.crashPoint * 100)),
      bots: fair.bots.map((bot) => ({ seat: bot.seat, targets: bot.targets.map((t) => Math.round(t * 100)) })),
    });
    expect(check.ok).toBe(true);
    // A different seed does not match the commitment.
    expect(
      verifyCrashBattle({
        serverSeed: sha256OfText('other'),
        serverSeedHash: fair.serverSeedHash,
        clientSeed,
        seats: 2,
        crashPoints: [],
        bots: [],
      }).seedMatchesHash,
    ).toBe(false);
  });

  it('finds a private battle by its code, lists history per player, answers not found', async () => {
    const a = await player(10_00);
    const battleId = randomUUID();
    const { battle } = await createBattle(services, {
      battleId,
      ownerId: a,
      seats: 2,
      rounds: 1,
      buyInCents: 1_00,
      isPrivate: true,
      autoCashOutHundredths: 0,
    });
    expect(battle.code).toMatch(/^[A-Z2-9]{8}$/);
    expect((await get(`/crashbattle/code/${battle.code!.toLowerCase()}`)).body).toEqual({
      id: battleId,
      roomId: battleId,
    });
    expect(await get(`/crashbattle/code/NOPE2345`)).toEqual({
      status: 404,
      body: { error: { key: 'CRASH_BATTLE.CODE_INVALID', args: [] } },
    });
    expect((await get(`/crashbattle/${randomUUID()}`)).body).toEqual({
      error: { key: 'CRASH_BATTLE.NOT_FOUND', args: [] },
    });
    expect((await get(`/crashbattle/not-an-id`)).status).toBe(404);
    expect((await get(`/fair/crashbattle/${randomUUID()}`)).status).toBe(404);
    // Private battles never show among recent ones.
    await recoverCrashBattles(services);
    const recent = (await get<CrashBattleAnswer[]>(`/crashbattle/recent`)).body;
    expect(recent.some((r) => r.id === battleId)).toBe(false);
    const history = (await get<CrashBattleHistoryAnswer>(`/users/${a}/crashbattles?page=1`)).body;
    expect(history.items).toEqual([
      expect.objectContaining({ battleId, outcome: 'REFUND', payoutCents: 1_00, buyInCents: 1_00 }),
    ]);
    expect((await get(`/users/${randomUUID()}/crashbattles`)).status).toBe(404);
  });
});

describe('draw skins', () => {
  it('picks the dearest skins that fit, at most ten, never more than the amount', () => {
    const items = [1, 5, 20, 100].map((priceCents, id) => ({ id, priceCents }) as never);
    expect(pickDrawSkins(126, items).map((i: { priceCents: number }) => i.priceCents)).toEqual([100, 20, 5, 1]);
    expect(pickDrawSkins(0, items)).toEqual([]);
    expect(pickDrawSkins(10_000, items)).toHaveLength(10);
  });
});
