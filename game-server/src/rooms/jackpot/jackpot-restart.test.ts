import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows, recoverJackpot } from '@arena/api';
import { type RestartHarness, restartHarness } from '../../testing/restart-harness';
import { enter, giveSkins, itemOwners, joinPot, newPlayer, skinPriced, waitFor } from './testing/jackpot-test-kit';

const fixture = path.join(path.dirname(fileURLToPath(import.meta.url)), 'testing/jackpot-server.fixture.ts');
let harness: RestartHarness;
beforeAll(async () => {
  // A countdown far longer than the test: the pot is always cut before its close.
  harness = await restartHarness(fixture, { JACKPOT_COUNTDOWN_MS: '600000' });
});
afterAll(() => harness.cleanup());

async function endings(em: SqlEntityManager, roundId: string) {
  return queryRows<{ status: string; n: number }>(
    em,
    `select b.status, (select count(*)::int from ledger_transfers t where t.bet_id = b.id and t.operation in ('BET_SETTLE','BET_REFUND')) as n
     from bets b where b.round_id = ? order by b.created_at`,
    [roundId],
  );
}

it(
  'a pot cut by a kill is refunded at the next boot, and one cut by SIGTERM at the stop, each entry exactly once',
  { timeout: 180_000 },
  async () => {
    let db = await harness.store.open();
    const [alice, bob] = [await newPlayer(db.services), await newPlayer(db.services)];
    const a = await giveSkins(db.services, alice.userId, [skinPriced(5_00, 20_00).id]);
    const b = await giveSkins(db.services, bob.userId, [skinPriced(1_00, 5_00).id, skinPriced(1_00, 5_00).id]);
    await db.close();

    // First life: both enter (the countdown starts), then the process is killed.
    const first = await harness.start();
    const [ra, rb] = [await joinPot(first.port, alice), await joinPot(first.port, bob)];
    await waitFor('pot open', () => ra.state.roundId !== '');
    const killedRound = ra.state.roundId;
    await enter(ra, a);
    await enter(rb, [b[0]!]);
    await waitFor('countdown', () => ra.state.status === 'COUNTDOWN');
    first.child.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');

    // Second life: recovery refunds the killed pot before the room opens; bob enters the new pot; then SIGTERM.
    const second = await harness.start();
    const rb2 = await joinPot(second.port, bob);
    await waitFor('new pot', () => rb2.state.roundId !== '' && rb2.state.roundId !== killedRound);
    const stoppedRound = rb2.state.roundId;
    await enter(rb2, [b[1]!]);
    second.child.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);

    // The next boot's recovery finds nothing left to refund (the second boot showed that boots run it).
    db = await harness.store.open();
    expect(await recoverJackpot(db.services)).toEqual({ voided: [], refundedBetIds: [] });
    const em = db.orm.em.fork() as SqlEntityManager;
    const rounds = await queryRows<{ id: string; status: string }>(
      em,
      `select id, status from jackpot_rounds where id in (?) order by created_at`,
      [[killedRound, stoppedRound]],
    );
    expect(rounds.map((r) => r.status)).toEqual(['VOIDED', 'VOIDED']);
    expect(await endings(em, killedRound)).toEqual([
      { status: 'REFUNDED', n: 1 },
      { status: 'REFUNDED', n: 1 },
    ]);
    expect(await endings(em, stoppedRound)).toEqual([{ status: 'REFUNDED', n: 1 }]);
    expect(await itemOwners(db.services, [...a, ...b])).toEqual({
      [a[0]!]: `${alice.userId}:AVAILABLE`,
      [b[0]!]: `${bob.userId}:AVAILABLE`,
      [b[1]!]: `${bob.userId}:AVAILABLE`,
    });
    await db.services.ledger.assertInvariants();
    await db.close();
  },
);
