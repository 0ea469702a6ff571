import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Orm, ensureCrashChain, queryRows, recoverCrash } from '@arena/api';
import { type RestartHarness, type Store, restartHarness, restartPlayer } from '../../testing/restart-harness';
import { CRASH_SERVER_MESSAGES, type CrashCashedOutEvent } from '@arena/schemas';
import { aimNextRound, joinAt, waitFor } from './testing/crash-test-kit';

const fixture = path.join(path.dirname(fileURLToPath(import.meta.url)), 'testing/crash-server.fixture.ts');
let harness: RestartHarness;
beforeAll(async () => {
  harness = await restartHarness(fixture, { CRASH_BETTING_MS: '1500', CRASH_PAUSE_MS: '200' });
});
afterAll(() => harness.cleanup());

const makeStore = async () => harness.store;
const startServer = (_store: Store) => harness.start();
const player = restartPlayer;

const betsOf = (orm: Orm, roundId: string) =>
  queryRows<{ user_id: string; status: string; payout_cents: string | null }>(
    orm.em.fork() as SqlEntityManager,
    `select user_id, status, payout_cents from bets where round_id = ?`,
    [roundId],
  );

it(
  'a game server killed mid-round: the restart voids the round, refunds open bets once, keeps cash-outs paid',
  { timeout: 180_000 },
  async () => {
    const store = await makeStore();
    let db = await store.open();
    await ensureCrashChain(db.orm, 'classic', 200);
    await ensureCrashChain(db.orm, 'plus', 200);
    await aimNextRound({ db }, 'classic', (h) => h >= 300 && h <= 1000);
    const winner = await player(db.services, 10_00);
    const stranded = await player(db.services, 10_00);
    await db.close();

    const first = await startServer(store);
    const [winnerRoom, strandedRoom] = await Promise.all([
      joinAt(first.port, 'classic', winner.token),
      joinAt(first.port, 'classic', stranded.token),
    ]);
    await waitFor('betting', () => winnerRoom.state.phase === 'BETTING');
    const roundId = winnerRoom.state.roundId;
    winnerRoom.send('bet', { source: 'REAL', amountCents: 5_00 });
    strandedRoom.send('bet', { source: 'REAL', amountCents: 3_00 });
    await Promise.all([winnerRoom, strandedRoom].map((r) => r.waitForMessage(CRASH_SERVER_MESSAGES.betPlaced)));
    await waitFor('running', () => winnerRoom.state.phase === 'RUNNING');
    await new Promise((resolve) => setTimeout(resolve, 800));
    const paidBalance = winnerRoom.waitForMessage(CRASH_SERVER_MESSAGES.balance, 10_000);
    const cashed = winnerRoom.waitForMessage(CRASH_SERVER_MESSAGES.cashedOut) as Promise<CrashCashedOutEvent>;
    winnerRoom.send('cashOut');
    const exit = await cashed;
    // The balance message follows the ledger write of the cash-out.
    await paidBalance;
    first.child.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');

    if (!process.env.TEST_DATABASE_URL) db = await store.open();
    expect(
      Object.fromEntries(
        (await betsOf(db.orm, roundId)).map((b) => [b.user_id, [b.status, b.payout_cents && Number(b.payout_cents)]]),
      ),
    ).toEqual({
      [winner.userId]: ['SETTLED', exit.payoutCents],
      [stranded.userId]: ['OPEN', null],
    });
    await db.close();

    const second = await startServer(store);
    const watcher = await joinAt(second.port, 'classic');
    await waitFor('history', () => watcher.state.history.length > 0);
    expect(watcher.state.history[0]).toMatchObject({ roundId, voided: true });
    await watcher.leave();
    second.child.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);

    db = await store.open();
    const ended = await betsOf(db.orm, roundId);
    expect(Object.fromEntries(ended.map((b) => [b.user_id, b.status]))).toEqual({
      [winner.userId]: 'SETTLED',
      [stranded.userId]: 'REFUNDED',
    });
    expect((await db.services.ledger.balances(winner.userId)).realCents).toBe(5_00 + exit.payoutCents);
    expect((await db.services.ledger.balances(stranded.userId)).realCents).toBe(10_00);
    const refunds = await queryRows<{ n: number }>(
      db.orm.em.fork() as SqlEntityManager,
      `select count(*)::int as n from ledger_transfers where operation = 'BET_REFUND' and user_id = ?`,
      [stranded.userId],
    );
    expect(refunds[0]!.n).toBe(1);
    expect(await recoverCrash(db.services, 200)).toEqual({ voidedRoundIds: [], refundedBetIds: [] });
    const [round] = await queryRows<{ status: string }>(
      db.orm.em.fork() as SqlEntityManager,
      `select status from crash_rounds where id = ?`,
      [roundId],
    );
    expect(round!.status).toBe('VOIDED');
    await db.services.ledger.assertInvariants();
    await db.close();
  },
);

it(
  'SIGTERM: the room locks, the round in play runs to its crash and settles, then the process exits',
  { timeout: 180_000 },
  async () => {
    const store = await makeStore();
    let db = await store.open();
    await ensureCrashChain(db.orm, 'classic', 200);
    await ensureCrashChain(db.orm, 'plus', 200);
    // Just above the taker's 1.10x: the stopping round plays its curve out on the wall clock.
    const crashPoint = await aimNextRound({ db }, 'classic', (h) => h >= 111 && h <= 120);
    const taker = await player(db.services, 10_00);
    const holder = await player(db.services, 10_00);
    await db.close();

    const server = await startServer(store);
    const rooms = await Promise.all([
      joinAt(server.port, 'classic', taker.token),
      joinAt(server.port, 'classic', holder.token),
    ]);
    await waitFor('betting', () => rooms[0]!.state.phase === 'BETTING');
    const roundId = rooms[0]!.state.roundId;
    rooms[0]!.send('bet', { source: 'REAL', amountCents: 2_00, autoCashOutHundredths: 110 });
    rooms[1]!.send('bet', { source: 'REAL', amountCents: 2_00, autoCashOutHundredths: 500 });
    await Promise.all(rooms.map((r) => r.waitForMessage(CRASH_SERVER_MESSAGES.betPlaced)));
    server.child.kill('SIGTERM');
    await waitFor('closing shown', () => rooms[0]!.state.closing);
    await expect(joinAt(server.port, 'classic')).rejects.toThrow();
    const { code } = await server.exited;
    expect(code).toBe(0);

    db = await store.open();
    expect(
      Object.fromEntries((await betsOf(db.orm, roundId)).map((b) => [b.user_id, [b.status, Number(b.payout_cents)]])),
    ).toEqual({
      [taker.userId]: ['SETTLED', 2_20],
      [holder.userId]: ['SETTLED', 0],
    });
    const [round] = await queryRows<{ status: string; crash_point_hundredths: string }>(
      db.orm.em.fork() as SqlEntityManager,
      `select status, crash_point_hundredths from crash_rounds where id = ?`,
      [roundId],
    );
    expect([round!.status, Number(round!.crash_point_hundredths)]).toEqual(['CRASHED', crashPoint]);
    await db.services.ledger.assertInvariants();
    await db.close();
  },
);
