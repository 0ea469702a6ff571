import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadPotatoGame, loadPotatoStages, queryRows } from '@arena/api';
import { potatoClientSeed, sha256OfText, unattendedPotatoStage, verifyPotato } from '@arena/schemas';
import { type RestartHarness, restartHarness, restartPlayer } from '../../testing/restart-harness';
import { sit, waitFor } from './testing/potato-test-kit';

const fixture = path.join(path.dirname(fileURLToPath(import.meta.url)), 'testing/potato-server.fixture.ts');
const SEED = sha256OfText('potato-restart-seed');
let harness: RestartHarness;
beforeAll(async () => {
  // Every player is seated well within the countdown on any machine (the test cuts it then, see the fixture); holders
  // never time out during the test: the game is always mid-stage when the process dies.
  harness = await restartHarness(fixture, {
    POTATO_COUNTDOWN_MS: '60000',
    POTATO_PASS_MS: '600000',
    POTATO_DEAL_MS: '50',
    POTATO_SEED: SEED,
  });
});
afterAll(() => harness.cleanup());

it(
  'a game cut by a kill mid-stage is finished from its seeds at the next boot, every bet ending exactly once',
  { timeout: 180_000 },
  async () => {
    let db = await harness.store.open();
    const players = [];
    for (let i = 0; i < 3; i++) players.push({ ...(await restartPlayer(db.services, 5_00)), name: `p${i}` });
    await db.close();

    const first = await harness.start();
    const rooms = [];
    for (const p of players) rooms.push((await sit(first.port, p)).room);
    const watcher = rooms[0]!;
    first.child.kill('SIGUSR2');
    await waitFor('passing', () => watcher.state.status === 'RUNNING' && watcher.state.phase === 'PASSING');
    const gameId = watcher.state.gameId;
    expect(watcher.state.serverSeedHash).toBe(sha256OfText(SEED));
    // One hand pass, never stored (stages are stored when they explode): the restart replays the stage.
    const holder = watcher.state.holderSeat;
    rooms[holder]!.send('pass', { to: (holder + 1) % 3 });
    await waitFor(
      'the pass',
      () => watcher.state.passes === 1 || watcher.state.phase === 'EXPLODED' || watcher.state.stage > 1,
    );
    first.child.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');

    const second = await harness.start();
    second.child.kill('SIGTERM');
    const output = (await second.exited).output;
    expect(output).toMatch(/potato recovery: cancelled \d+, finished from seeds 1/);

    db = await harness.store.open();
    const em = db.orm.em.fork() as SqlEntityManager;
    const game = await loadPotatoGame(em, gameId);
    expect(game?.status).toBe('FINISHED');
    const clientSeed = potatoClientSeed(players.map((p) => p.userId));
    const stages = await loadPotatoStages(em, gameId);
    let survivors = [0, 1, 2];
    const firstStored = stages[0]!;
    // Unless pass 1 exploded (then stage 1 stood as played), every stage was played from the seeds.
    const from = firstStored.autoOnly ? 0 : 1;
    if (!firstStored.autoOnly) survivors = survivors.filter((s) => s !== firstStored.loserSeat);
    for (const stored of stages.slice(from)) {
      expect(stored).toEqual({ ...unattendedPotatoStage(SEED, clientSeed, stored.stage, survivors), autoOnly: true });
      survivors = survivors.filter((s) => s !== stored.loserSeat);
    }
    expect(game?.winnerSeat).toBe(survivors[0]);
    expect(
      verifyPotato({ serverSeed: SEED, serverSeedHash: sha256OfText(SEED), clientSeed, seats: [0, 1, 2], stages }).ok,
    ).toBe(true);
    const endings = await queryRows<{ user_id: string; status: string; payout_cents: number; n: number }>(
      em,
      `select b.user_id, b.status, b.payout_cents, (select count(*)::int from ledger_transfers t where t.bet_id = b.id and t.operation in ('BET_SETTLE','BET_REFUND')) as n
     from bets b where b.round_id = ?`,
      [gameId],
    );
    expect(endings).toHaveLength(3);
    for (const ending of endings) {
      expect(ending.status).toBe('SETTLED');
      expect(ending.n).toBe(1);
      const seat = players.findIndex((p) => p.userId === ending.user_id);
      expect(Number(ending.payout_cents)).toBe(seat === survivors[0] ? 2_85 : 0);
      expect((await db.services.ledger.balances(ending.user_id)).realCents).toBe(seat === survivors[0] ? 6_85 : 4_00);
    }
    await db.services.ledger.assertInvariants();
    await db.close();
  },
);
