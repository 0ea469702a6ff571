import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CrashFairAnswer,
  type CrashFairRound,
  type FairChain,
  type RollFairAnswer,
  type RollFairRound,
  verifyCrashRound,
  verifyFinishedChain,
  verifyRollRound,
} from '@arena/schemas';
import { queryRows } from '../../db/sql';
import type { AppServices } from '../../http/services';
import { crashRoutes } from './routes';
import { startGameRoutesApp } from '../../testing/game-routes-app';
import type { TestDatabase } from '../../testing/test-database';
import { signInUser } from '../../users/users';
import { ROLL_GAME, openRollRound, settleRollRound } from '../roll/rounds';
import { recoverRoll } from '../roll/recovery';
import { rollRoutes } from '../roll/routes';
import { ensureCrashChain, ensureHashChain, prepareNextChain } from './chain-store';
import { recoverCrash } from './recovery';
import {
  listFinishedCrashRounds,
  markCrashRoundCrashed,
  markCrashRoundRunning,
  openCrashRound,
  voidCrashRound,
} from './rounds';

/** Short chains: 40 links, so the next chain is due once fewer than 4 are unspent (round 37 on). */
const LENGTH = 40;

let db: TestDatabase, services: AppServices, app: FastifyInstance, close: () => Promise<void>;
beforeAll(async () => ({ db, services, app, close } = await startGameRoutesApp([crashRoutes, rollRoutes])));
afterAll(() => close());

const em = () => db.orm.em.fork() as SqlEntityManager;
const fair = async (variant: string) =>
  (await app.inject({ method: 'GET', url: `/api/fair/crash/${variant}` })).json() as CrashFairAnswer;
const statuses = async (variant: string) =>
  (
    await queryRows<{ generation: number; status: string }>(
      em(),
      `select generation, status from crash_chains where variant = ? order by generation`,
      [variant],
    )
  ).map((c) => `${c.generation}:${c.status}`);

async function playRound(variant: 'classic' | 'plus') {
  const round = await openCrashRound(db.orm, variant);
  await markCrashRoundRunning(db.orm, round.id);
  await markCrashRoundCrashed(db.orm, round.id);
  return round;
}

/** Verifies a fairness round list (newest first) with each round's own chain: its salt, and its terminating hash for its first link. */
function verifyList(rounds: readonly CrashFairRound[], chains: readonly FairChain[]): boolean[] {
  return rounds.map((round, i) => {
    const chain = chains.find((c) => c.generation === round.chain)!;
    const previousHash = round.chainIndex === chain.firstIndex + 1 ? chain.terminatingHash : rounds[i + 1]?.hash;
    return verifyCrashRound({
      hash: round.hash,
      previousHash,
      salt: chain.salt,
      variant: 'classic',
      crashPointHundredths: Math.round(round.crashPoint * 100),
    }).ok;
  });
}

describe('chain rollover', () => {
  it(
    'commits the next chain at 10% left, publishes it at once, switches with no gap and reveals the finished chain',
    { timeout: 60_000 },
    async () => {
      const first = await ensureCrashChain(db.orm, 'classic', LENGTH);
      expect(await prepareNextChain(db.orm, 'classic', 36, LENGTH)).toBeUndefined();
      for (let i = 0; i < 37; i++) await playRound('classic');
      expect((await fair('classic')).nextTerminatingHash).toBeNull();

      // Two callers at once (the room's keeper and a boot): one NEXT, both see it.
      const [a, b] = await Promise.all([
        prepareNextChain(db.orm, 'classic', 37, LENGTH),
        prepareNextChain(db.orm, 'classic', 37, LENGTH),
      ]);
      expect(a).toEqual(b);
      expect(a).toMatchObject({ generation: 2, firstIndex: LENGTH, status: 'NEXT', length: LENGTH });
      expect(await statuses('classic')).toEqual(['1:CURRENT', '2:NEXT']);
      const published = await fair('classic');
      expect(published.terminatingHash).toBe(first.terminatingHash);
      expect(published.nextTerminatingHash).toBe(a!.terminatingHash);
      expect(published.chains.map((c) => [c.generation, c.status, c.seed])).toEqual([
        [1, 'CURRENT', null],
        [2, 'NEXT', null],
      ]);

      let last = await playRound('classic');
      while (last.chainIndex < LENGTH) last = await playRound('classic');
      // The last round of chain 1 is its seed; chain 2 still waits.
      expect(await statuses('classic')).toEqual(['1:CURRENT', '2:NEXT']);
      const round41 = await openCrashRound(db.orm, 'classic');
      expect(round41).toMatchObject({ chainIndex: LENGTH + 1, chain: 2, commitment: a!.terminatingHash });
      expect(await statuses('classic')).toEqual(['1:DONE', '2:CURRENT']);
      await markCrashRoundRunning(db.orm, round41.id);
      await markCrashRoundCrashed(db.orm, round41.id);
      await playRound('classic');

      const after = await fair('classic');
      expect(after).toMatchObject({ terminatingHash: a!.terminatingHash, salt: a!.salt, nextTerminatingHash: null });
      const done = after.chains[0]!;
      expect(done).toMatchObject({
        generation: 1,
        status: 'DONE',
        seed: last.hash,
        terminatingHash: first.terminatingHash,
        salt: first.salt,
      });
      expect(
        verifyFinishedChain({ seed: done.seed!, terminatingHash: done.terminatingHash, length: done.length }),
      ).toBe(true);
      expect(
        verifyFinishedChain({ seed: round41.hash, terminatingHash: done.terminatingHash, length: done.length }),
      ).toBe(false);
      expect(after.chains[1]).toMatchObject({ generation: 2, status: 'CURRENT', seed: null });

      const rounds = (
        await app.inject({ method: 'GET', url: '/api/fair/crash/classic/rounds?limit=6' })
      ).json() as CrashFairRound[];
      expect(rounds.map((r) => [r.chainIndex, r.chain])).toEqual([
        [42, 2],
        [41, 2],
        [40, 1],
        [39, 1],
        [38, 1],
        [37, 1],
      ]);
      expect(verifyList(rounds, after.chains)).toEqual([true, true, true, true, true, true]);
      // Across the boundary the link is the new chain's terminating hash, not the last round of the old chain.
      expect(
        verifyCrashRound({ hash: rounds[1]!.hash, previousHash: rounds[2]!.hash, salt: a!.salt, variant: 'classic' })
          .linksToPrevious,
      ).toBe(false);
    },
  );

  it('a stop between "10% left" and the next commit: boot recovery commits it, and a second boot keeps one CURRENT and one NEXT', async () => {
    await ensureCrashChain(db.orm, 'plus', LENGTH);
    await em().execute(
      `insert into crash_rounds (variant, chain_index, crash_point_hundredths, status, ended_at) values ('plus', 38, 100, 'VOIDED', now())`,
      [],
      'run',
    );
    expect(await statuses('plus')).toEqual(['1:CURRENT']);
    await recoverCrash(services, LENGTH);
    expect(await statuses('plus')).toEqual(['1:CURRENT', '2:NEXT']);
    const next = (await fair('plus')).nextTerminatingHash;
    await recoverCrash(services, LENGTH);
    expect(await statuses('plus')).toEqual(['1:CURRENT', '2:NEXT']);
    expect((await fair('plus')).nextTerminatingHash).toBe(next);
    // The stored constraints hold it too: no second NEXT or CURRENT can be written.
    await expect(
      em().execute(`update crash_chains set status = 'CURRENT' where variant = 'plus' and generation = 2`, [], 'run'),
    ).rejects.toThrow();
  });
});

describe('rounds without bets', () => {
  it('are left out of the room history but stay in the fairness list (their link is spent)', async () => {
    const empty = await openCrashRound(db.orm, 'plus');
    await voidCrashRound(db.orm, empty.id);
    const withBet = await openCrashRound(db.orm, 'plus');
    const { userId } = await services.ledger.transaction((tx) =>
      signInUser(tx, { subject: `dev:${randomUUID()}`, name: 'p', agreeTos: true }),
    );
    await services.ledger.deposit({ userId, amountCents: 5_00, key: `seed-${userId}` });
    const betId = randomUUID();
    await services.ledger.placeBet({
      betId,
      userId,
      game: 'crash',
      roundId: withBet.id,
      source: 'REAL',
      amountCents: 2_00,
    });
    await voidCrashRound(db.orm, withBet.id);
    await services.ledger.refundBet(betId);

    expect((await listFinishedCrashRounds(db.orm, 'plus', 2, false)).map((r) => [r.id, r.status])).toEqual([
      [withBet.id, 'VOIDED'],
    ]);
    expect((await listFinishedCrashRounds(db.orm, 'plus', 2)).map((r) => r.id)).toEqual([withBet.id, empty.id]);
  });
});

describe('roll rollover', () => {
  it('roll goes on from its chain to the next one the same way, each round checkable with its own chain', async () => {
    await ensureHashChain(db.orm, ROLL_GAME, LENGTH);
    await em().execute(
      `insert into roll_rounds (chain_index, cell, status, ended_at) values (38, 0, 'VOIDED', now())`,
      [],
      'run',
    );
    await recoverRoll(services, LENGTH);
    const before = (await app.inject({ method: 'GET', url: '/api/fair/roll' })).json() as RollFairAnswer;
    expect(before.nextTerminatingHash).toMatch(/^[0-9a-f]{64}$/);
    for (let i = 0; i < 3; i++) await settleRollRound(services, (await openRollRound(services)).id);
    const after = (await app.inject({ method: 'GET', url: '/api/fair/roll' })).json() as RollFairAnswer;
    expect(after).toMatchObject({ terminatingHash: before.nextTerminatingHash, nextTerminatingHash: null });
    expect(after.chains.map((c) => [c.generation, c.status])).toEqual([
      [1, 'DONE'],
      [2, 'CURRENT'],
    ]);
    expect(
      verifyFinishedChain({
        seed: after.chains[0]!.seed!,
        terminatingHash: after.chains[0]!.terminatingHash,
        length: LENGTH,
      }),
    ).toBe(true);
    const rounds = (
      await app.inject({ method: 'GET', url: '/api/fair/roll/rounds?limit=3' })
    ).json() as RollFairRound[];
    expect(rounds.map((r) => [r.chainIndex, r.chain])).toEqual([
      [41, 2],
      [40, 1],
      [39, 1],
    ]);
    for (const [i, r] of rounds.entries()) {
      const chain = after.chains.find((c) => c.generation === r.chain)!;
      const previousHash = r.chainIndex === chain.firstIndex + 1 ? chain.terminatingHash : rounds[i + 1]?.hash;
      expect(verifyRollRound({ hash: r.hash, salt: chain.salt, cell: r.cell, previousHash }).ok).toBe(true);
    }
  });
});
