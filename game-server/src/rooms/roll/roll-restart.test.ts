import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Orm, ensureHashChain, queryRows, recoverRoll } from '@arena/api';
import { ROLL_RULES, ROLL_SERVER_MESSAGES, rollColourOfCell } from '@arena/schemas';
import { type RestartHarness, restartHarness, restartPlayer } from '../../testing/restart-harness';
import { aimNextRoll, joinRoll, waitFor } from './testing/roll-test-kit';

const fixture = path.join(path.dirname(fileURLToPath(import.meta.url)), 'testing/roll-server.fixture.ts');
let harness: RestartHarness;
beforeAll(async () => {
  harness = await restartHarness(fixture, {
    ROLL_BETTING_MS: '60000',
    ROLL_SPIN_MS: '200',
    ROLL_RESULT_MS: '200',
    ROLL_CHAIN_LENGTH: '200',
  });
});
afterAll(() => harness.cleanup());

const betsOf = (orm: Orm, roundId: string) =>
  queryRows<{ user_id: string; status: string; payout_cents: string | null }>(
    orm.em.fork() as SqlEntityManager,
    `select user_id, status, payout_cents from bets where round_id = ?`,
    [roundId],
  );
const roundStatus = async (orm: Orm, roundId: string) =>
  (
    await queryRows<{ status: string }>(
      orm.em.fork() as SqlEntityManager,
      `select status from roll_rounds where id = ?`,
      [roundId],
    )
  )[0]!.status;

it(
  'a game server killed during betting: the restart voids the round and refunds every bet exactly once; SIGTERM during betting then settles and shows the round in play before the exit',
  { timeout: 180_000 },
  async () => {
    const store = harness.store;
    let db = await store.open();
    await ensureHashChain(db.orm, 'roll', 200);
    const alice = await restartPlayer(db.services, 10_00);
    const bob = await restartPlayer(db.services, 10_00);
    const carol = await restartPlayer(db.services, 10_00);
    await db.close();

    const first = await harness.start();
    const [a, b] = await Promise.all([joinRoll(first.port, alice.token), joinRoll(first.port, bob.token)]);
    await waitFor('betting', () => a.state.phase === 'BETTING' && a.state.roundId !== '');
    const roundId = a.state.roundId;
    a.send('bet', { colour: 'red', source: 'REAL', amountCents: 3_00 });
    a.send('bet', { colour: 'green', source: 'REAL', amountCents: 1_00 });
    b.send('bet', { colour: 'black', source: 'REAL', amountCents: 4_00 });
    await Promise.all([
      a.waitForMessage(ROLL_SERVER_MESSAGES.betPlaced),
      b.waitForMessage(ROLL_SERVER_MESSAGES.betPlaced),
    ]);
    await waitFor('both of alice', () => a.state.bets.size === 3);
    first.child.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');

    if (!process.env.TEST_DATABASE_URL) db = await store.open();
    expect((await betsOf(db.orm, roundId)).map((x) => x.status)).toEqual(['OPEN', 'OPEN', 'OPEN']);
    expect((await db.services.ledger.balances(alice.userId)).realCents).toBe(6_00);
    // The round after the killed one (nothing is spent: the history keeps the killed round in view).
    const cell = await aimNextRoll(db.orm, () => true);
    const colour = rollColourOfCell(cell);
    await db.close();

    // The next process: its recovery voids the killed round; then a SIGTERM lands during betting on the next one.
    const second = await harness.start();
    const watcher = await joinRoll(second.port);
    await waitFor('history', () => watcher.state.history.some((h) => h.roundId === roundId));
    expect(watcher.state.history.find((h) => h.roundId === roundId)).toMatchObject({ voided: true, cell: -1 });
    await watcher.leave();
    const room = await joinRoll(second.port, carol.token);
    await waitFor('betting', () => room.state.phase === 'BETTING' && room.state.roundId !== '');
    const stoppedRoundId = room.state.roundId;
    room.send('bet', { colour, source: 'REAL', amountCents: 2_50 });
    await room.waitForMessage(ROLL_SERVER_MESSAGES.betPlaced);
    second.child.kill('SIGTERM');
    await waitFor('closing shown', () => room.state.closing);
    await waitFor('spun', () => room.state.cell === cell);
    expect((await second.exited).code).toBe(0);

    db = await store.open();
    expect((await betsOf(db.orm, roundId)).map((x) => x.status)).toEqual(['REFUNDED', 'REFUNDED', 'REFUNDED']);
    expect(await roundStatus(db.orm, roundId)).toBe('VOIDED');
    expect((await db.services.ledger.balances(alice.userId)).realCents).toBe(10_00);
    expect((await db.services.ledger.balances(bob.userId)).realCents).toBe(10_00);
    const refunds = await queryRows<{ n: number }>(
      db.orm.em.fork() as SqlEntityManager,
      `select count(*)::int as n from ledger_transfers where operation = 'BET_REFUND' and user_id in (?)`,
      [[alice.userId, bob.userId]],
    );
    expect(refunds[0]!.n).toBe(3);
    const payout = 2_50 * ROLL_RULES.multipliers[colour];
    expect((await betsOf(db.orm, stoppedRoundId)).map((x) => [x.status, Number(x.payout_cents)])).toEqual([
      ['SETTLED', payout],
    ]);
    expect(await roundStatus(db.orm, stoppedRoundId)).toBe('ENDED');
    expect((await db.services.ledger.balances(carol.userId)).realCents).toBe(10_00 - 2_50 + payout);
    expect(await recoverRoll(db.services, 200)).toEqual({ voidedRoundIds: [], refundedBetIds: [] });
    await db.services.ledger.assertInvariants();
    await db.close();
  },
);
