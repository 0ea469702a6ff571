import { afterAll, beforeAll, expect, it } from 'vitest';
import { type SqlEntityManager } from '@mikro-orm/sql';
import { listFinishedCrashRounds, publicChains, queryRows } from '@arena/api';
import { sha256OfText } from '@arena/schemas';
import {
  type CrashKit,
  bootCrashKit,
  join,
  spendCrashRoundsUpTo,
  waitFor,
  waitForPhase,
} from './testing/crash-test-kit';

let kit: CrashKit;
beforeAll(async () => {
  // The kit's chains have 400 links: the next chain is due once fewer than 40 are unspent.
  kit = await bootCrashKit({ bettingMs: 1500, crashedPauseMs: 150 });
});
afterAll(async () => {
  await kit.services.ledger.assertInvariants();
  await kit.close();
});

const em = () => kit.db.orm.em.fork() as SqlEntityManager;
const statuses = async () =>
  (
    await queryRows<{ generation: number; status: string }>(
      em(),
      `select generation, status from crash_chains where variant = 'classic' order by generation`,
    )
  ).map((c) => `${c.generation}:${c.status}`);

/**
 * One round nobody bets on: a watcher opens it and leaves during betting, so the room calls it off (the link is
 * spent) and waits for the next watcher. Answers the round's id and commitment as the room showed them.
 */
async function emptyRound(): Promise<{ roundId: string; commitment: string }> {
  await waitForPhase('classic', 'WAITING', 30_000);
  const watcher = await join(kit, 'classic');
  await waitFor('betting', () => watcher.state.phase === 'BETTING' && watcher.state.roundId !== '');
  const seen = { roundId: watcher.state.roundId, commitment: watcher.state.commitment };
  await watcher.leave();
  await waitFor(
    'the round called off',
    async () =>
      (await queryRows<{ status: string }>(em(), `select status from crash_rounds where id = ?`, [seen.roundId]))[0]
        ?.status === 'VOIDED',
  );
  return seen;
}

it(
  'a room that plays past the end of its chain goes on with the next one, published before the switch',
  { timeout: 120_000 },
  async () => {
    const chain1 = (await publicChains(em(), 'classic'))!.current;
    await spendCrashRoundsUpTo(kit, 'classic', 397);
    expect(await statuses()).toEqual(['1:CURRENT']);

    const r398 = await emptyRound();
    // The room committed the next chain beside play once round 398 opened (2 links left of 400).
    await waitFor('the next chain', async () => (await statuses()).includes('2:NEXT'));
    const published = (await publicChains(em(), 'classic'))!;
    expect(published.current.generation).toBe(1);
    const nextHash = published.nextTerminatingHash!;
    expect(nextHash).toMatch(/^[0-9a-f]{64}$/);

    await emptyRound();
    const r400 = await emptyRound();
    expect(await statuses()).toEqual(['1:CURRENT', '2:NEXT']);

    // Round 401 is chain 2's first link: it commits to the hash published above, opening in the same commit as the switch.
    const watcher = await join(kit, 'classic');
    await waitFor(
      'betting',
      () => watcher.state.phase === 'BETTING' && watcher.state.roundId !== r400.roundId && watcher.state.roundId !== '',
    );
    expect(watcher.state.commitment).toBe(nextHash);
    expect(await statuses()).toEqual(['1:DONE', '2:CURRENT']);
    const rounds = await listFinishedCrashRounds(kit.db.orm, 'classic', 3);
    expect(rounds.map((r) => [r.chainIndex, r.chain])).toEqual([
      [400, 1],
      [399, 1],
      [398, 1],
    ]);
    expect(sha256OfText(rounds[2]!.hash)).toBe(r398.commitment);
    // Chain 1 is over: its seed (round 400) is public; nobody bet on these rounds, so none is in the room's history.
    expect((await publicChains(em(), 'classic'))!.chains[0]).toMatchObject({
      status: 'DONE',
      seed: rounds[0]!.hash,
      terminatingHash: chain1.terminatingHash,
    });
    expect(watcher.state.history.length).toBe(0);
    await watcher.leave();
  },
);
