import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { ColyseusSDK } from '@colyseus/sdk';
import '@colyseus/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows, recoverCrashBattles } from '@arena/api';
import { CRASH_BATTLE_ROOM_NAME, CrashBattleState, unattendedRound } from '@arena/schemas';
import { type RestartHarness, restartHarness, restartPlayer } from '../../testing/restart-harness';
import { aimBattle, waitFor } from './testing/battle-test-kit';

const fixture = path.join(path.dirname(fileURLToPath(import.meta.url)), 'testing/battle-server.fixture.ts');
let harness: RestartHarness;
beforeAll(async () => {
  harness = await restartHarness(fixture, {
    CRASH_BATTLE_COUNTDOWN_MS: '300',
    CRASH_BATTLE_PAUSE_MS: '200',
    CRASH_BATTLE_NO_LEAVE_MS: '0',
  });
});
afterAll(() => harness.cleanup());

async function create(port: number, token: string, options: object) {
  const sdk = new ColyseusSDK(`ws://127.0.0.1:${port}`);
  sdk.auth.token = token;
  const room = await sdk.create(CRASH_BATTLE_ROOM_NAME, options, CrashBattleState);
  for (const type of ['error', 'seated', 'left', 'code', 'balance', 'time']) room.onMessage(type, () => undefined);
  return room;
}

it(
  'a game server killed mid-battle: the restart finishes the running battle from its seeds and refunds the waiting one, each once',
  { timeout: 180_000 },
  async () => {
    let db = await harness.store.open();
    const fighter = await restartPlayer(db.services, 10_00);
    const waiter = await restartPlayer(db.services, 10_00);
    await db.close();
    // Three rounds against a bot; the fighter plays by hand (no preset), so after the kill auto-play's 2.00x decides.
    const seats = [
      { bot: false, presetHundredths: 0 },
      { bot: true, presetHundredths: 0 },
    ];
    const aimed = aimBattle(
      [fighter.userId, null],
      seats,
      3,
      (a) => a.crashPoints[0]! >= 115 && a.crashPoints[0]! <= 125,
    );

    const first = await harness.start({ BATTLE_SEED: aimed.serverSeed });
    const running = await create(first.port, fighter.token, {
      seats: 2,
      rounds: 3,
      buyInCents: 4_00,
      isPrivate: false,
    });
    const waiting = await create(first.port, waiter.token, { seats: 3, rounds: 1, buyInCents: 3_00, isPrivate: false });
    await waitFor(
      'seated',
      () => running.state.seats[0]?.kind === 'PLAYER' && waiting.state.seats[0]?.kind === 'PLAYER',
    );
    running.send('callBots');
    // Cash round 1 out by hand at about 1.06x, then die in round 2.
    await waitFor('round 1 running', () => running.state.roundPhase === 'RUNNING');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    running.send('cashOut');
    await waitFor('round 2', () => running.state.round === 2 && running.state.crashPoints.length === 1, 30_000);
    const liveRound1 = running.state.seats[0]!.results[0]!;
    expect(liveRound1).toBeGreaterThanOrEqual(105);
    first.child.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');

    const second = await harness.start();
    second.child.kill('SIGTERM');
    // The whole exit record, so a failure shows the child's output.
    expect(await second.exited).toMatchObject({ code: 0, signal: null });

    db = await harness.store.open();
    const em = db.orm.em.fork() as SqlEntityManager;
    const battles = await queryRows<{ id: string; status: string; winner_seat: number | null; draw: boolean }>(
      em,
      `select id, status, winner_seat, draw from crash_battles where id in (?, ?) order by seats`,
      [running.roomId, waiting.roomId],
    );
    expect(battles.map((b) => b.status)).toEqual(['FINISHED', 'CANCELLED']);
    const rounds = await queryRows<{ round: number; scores: number[] }>(
      em,
      `select round, scores from crash_battle_rounds where battle_id = ? order by round`,
      [running.roomId],
    );
    const clientSeed = `${fighter.userId}:bot`;
    const expected = [1, 2, 3].map(
      (round) => unattendedRound({ serverSeed: aimed.serverSeed, clientSeed, round, seats }).scores,
    );
    // Round 1 keeps the hand cash-out; rounds 2 and 3 are auto-play's.
    expect(rounds.map((r) => r.scores)).toEqual([[liveRound1, expected[0]![1]], expected[1], expected[2]]);
    const totals = [0, 1].map((seat) => rounds.reduce((sum, r) => sum + r.scores[seat]!, 0));
    const fighterWins = totals[0]! > totals[1]!;
    expect(battles[0]!.draw).toBe(totals[0] === totals[1]);
    const bets = await queryRows<{ user_id: string; status: string; payout_cents: string | null }>(
      em,
      `select user_id, status, payout_cents from bets where round_id in (?, ?)`,
      [running.roomId, waiting.roomId],
    );
    expect(Object.fromEntries(bets.map((b) => [b.user_id, b.status]))).toEqual({
      [fighter.userId]: 'SETTLED',
      [waiter.userId]: 'REFUNDED',
    });
    expect((await db.services.ledger.balances(waiter.userId)).realCents).toBe(10_00);
    if (totals[0] !== totals[1])
      expect((await db.services.ledger.balances(fighter.userId)).realCents).toBe(fighterWins ? 14_00 : 6_00);
    const endings = await queryRows<{ n: number }>(
      em,
      `select count(*)::int as n from ledger_transfers where operation in ('BET_SETTLE', 'BET_REFUND') and user_id in (?, ?)`,
      [fighter.userId, waiter.userId],
    );
    expect(endings[0]!.n).toBe(2);
    expect(await recoverCrashBattles(db.services)).toEqual({
      cancelled: [],
      finished: [],
      voided: [],
      refundedBetIds: [],
    });
    await db.services.ledger.assertInvariants();
    await db.close();
  },
);

it(
  'SIGTERM: a waiting battle is called off, a running one is finished at once from its seeds, then the process exits',
  { timeout: 180_000 },
  async () => {
    let db = await harness.store.open();
    const fighter = await restartPlayer(db.services, 10_00);
    const waiter = await restartPlayer(db.services, 10_00);
    await db.close();
    const server = await harness.start();
    const running = await create(server.port, fighter.token, {
      seats: 2,
      rounds: 5,
      buyInCents: 2_00,
      isPrivate: false,
      autoCashOutHundredths: 101,
    });
    const waiting = await create(server.port, waiter.token, {
      seats: 2,
      rounds: 1,
      buyInCents: 1_00,
      isPrivate: false,
    });
    await waitFor(
      'seated',
      () => running.state.seats[0]?.kind === 'PLAYER' && waiting.state.seats[0]?.kind === 'PLAYER',
    );
    running.send('callBots');
    await waitFor('round 1 running', () => running.state.roundPhase === 'RUNNING');
    server.child.kill('SIGTERM');
    const { code } = await server.exited;
    expect(code).toBe(0);

    db = await harness.store.open();
    const em = db.orm.em.fork() as SqlEntityManager;
    const [battle] = await queryRows<{ status: string; client_seed: string; server_seed: string }>(
      em,
      `select status, client_seed, server_seed from crash_battles where id = ?`,
      [running.roomId],
    );
    expect(battle!.status).toBe('FINISHED');
    const rounds = await queryRows<{ round: number; scores: number[] }>(
      em,
      `select round, scores from crash_battle_rounds where battle_id = ? order by round`,
      [running.roomId],
    );
    expect(rounds.map((r) => r.round)).toEqual([1, 2, 3, 4, 5]);
    // The fighter's preset (1.01x) decides every round it did not play by hand.
    const seats = [
      { bot: false, presetHundredths: 101 },
      { bot: true, presetHundredths: 0 },
    ];
    for (const r of rounds.slice(1))
      expect(r.scores).toEqual(
        unattendedRound({ serverSeed: battle!.server_seed, clientSeed: battle!.client_seed, round: r.round, seats })
          .scores,
      );
    const [cancelled] = await queryRows<{ status: string }>(em, `select status from crash_battles where id = ?`, [
      waiting.roomId,
    ]);
    expect(cancelled!.status).toBe('CANCELLED');
    expect((await db.services.ledger.balances(waiter.userId)).realCents).toBe(10_00);
    const [open] = await queryRows<{ n: number }>(em, `select count(*)::int as n from bets where status = 'OPEN'`);
    expect(open!.n).toBe(0);
    await db.services.ledger.assertInvariants();
    await db.close();
  },
);
