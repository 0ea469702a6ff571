import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRASH_RULES, crashPointHundredths, sha256OfText, verifyChainSegment } from '@arena/schemas';
import { loadConfig } from '../../config';
import { queryRows } from '../../db/sql';
import type { AppServices } from '../../http/services';
import { createServices } from '../../platform';
import { type TestDatabase, openTestDatabase } from '../../testing/test-database';
import { signInUser } from '../../users/users';
import { ensureCrashChain, loadCrashChain } from './chain-store';
import { recoverCrash } from './recovery';
import {
  CrashChainError,
  listFinishedCrashRounds,
  markCrashRoundCrashed,
  markCrashRoundRunning,
  openCrashRound,
  voidUnfinishedCrashRounds,
} from './rounds';

let db: TestDatabase;
let services: AppServices;

beforeAll(async () => {
  db = await openTestDatabase();
  services = createServices(loadConfig({ JWT_SECRET: 'crash-store-test' }), db.orm);
});
afterAll(async () => {
  await services.ledger.assertInvariants();
  await db.close();
});

const em = () => db.orm.em.fork() as SqlEntityManager;

async function player(depositCents: number): Promise<string> {
  const { userId } = await services.ledger.transaction((tx) =>
    signInUser(tx, { subject: `dev:${randomUUID()}`, name: 'p', agreeTos: true }),
  );
  await services.ledger.deposit({ userId, amountCents: depositCents, key: `seed-${userId}` });
  return userId;
}

describe('crash chain storage', () => {
  it(
    'stores the full classic chain once: every link is sha256 of the next and the terminating hash closes it',
    { timeout: 120_000 },
    async () => {
      const first = await ensureCrashChain(db.orm, 'classic');
      expect(first.length).toBe(CRASH_RULES.chainLength);
      expect(first.length).toBeGreaterThanOrEqual(100_000);
      expect(first.salt).toMatch(/^[0-9a-f]{64}$/);
      const again = await ensureCrashChain(db.orm, 'classic', 10);
      expect(again).toEqual(first);

      const links = await queryRows<{ hash: string }>(
        em(),
        `select encode(hash, 'hex') as hash from crash_chain_links where chain_id = ? order by idx`,
        [first.id],
      );
      expect(links).toHaveLength(CRASH_RULES.chainLength);
      const roundHashes = links.map((l) => l.hash);
      expect(verifyChainSegment({ roundHashes, previousHash: first.terminatingHash })).toEqual({ ok: true });
    },
  );

  it('keeps each variant on its own chain and salt', async () => {
    const plus = await ensureCrashChain(db.orm, 'plus', 50);
    const classic = await loadCrashChain(em(), 'classic');
    expect(plus.length).toBe(50);
    expect(plus.salt).not.toBe(classic!.salt);
    expect(plus.terminatingHash).not.toBe(classic!.terminatingHash);
  });
});

describe('crash rounds', () => {
  it('plays links in order, one live round at a time, and reveals hashes only once finished', async () => {
    const chain = (await loadCrashChain(em(), 'plus'))!;
    const round1 = await openCrashRound(db.orm, 'plus');
    expect(round1.chainIndex).toBe(1);
    expect(round1.commitment).toBe(chain.terminatingHash);
    expect(sha256OfText(round1.hash)).toBe(round1.commitment);
    expect(round1.crashPointHundredths).toBe(crashPointHundredths(round1.hash, chain.salt, 'plus'));
    await expect(openCrashRound(db.orm, 'plus')).rejects.toBeInstanceOf(CrashChainError);
    expect(await listFinishedCrashRounds(db.orm, 'plus', 10)).toEqual([]);

    await markCrashRoundRunning(db.orm, round1.id);
    await expect(markCrashRoundRunning(db.orm, round1.id)).rejects.toBeInstanceOf(CrashChainError);
    await markCrashRoundCrashed(db.orm, round1.id);

    const round2 = await openCrashRound(db.orm, 'plus');
    expect(round2.chainIndex).toBe(2);
    expect(round2.commitment).toBe(round1.hash);
    const finished = await listFinishedCrashRounds(db.orm, 'plus', 10);
    expect(finished).toEqual([
      {
        id: round1.id,
        chainIndex: 1,
        chain: 1,
        hash: round1.hash,
        crashPointHundredths: round1.crashPointHundredths,
        status: 'CRASHED',
      },
    ]);
    expect(await voidUnfinishedCrashRounds(db.orm)).toEqual([round2.id]);
    expect((await listFinishedCrashRounds(db.orm, 'plus', 1))[0]).toMatchObject({
      id: round2.id,
      status: 'VOIDED',
      hash: round2.hash,
    });
  });

  it('stops at the end of the chain instead of replaying a link', async () => {
    await ensureCrashChain(db.orm, 'plus', 50);
    const used = await queryRows<{ n: number }>(
      em(),
      `select count(*)::int as n from crash_rounds where variant = 'plus'`,
    );
    for (let i = Number(used[0]!.n); i < 50; i++) {
      const round = await openCrashRound(db.orm, 'plus');
      await markCrashRoundRunning(db.orm, round.id);
      await markCrashRoundCrashed(db.orm, round.id);
    }
    await expect(openCrashRound(db.orm, 'plus')).rejects.toThrow(/used up/);
  });
});

describe('boot recovery', () => {
  it('voids the live round, refunds its open bets exactly once and leaves settled cash-outs paid', async () => {
    const round = await openCrashRound(db.orm, 'classic');
    await markCrashRoundRunning(db.orm, round.id);
    const winner = await player(10_00);
    const stranded = await player(10_00);
    const winBet = randomUUID();
    const openBet = randomUUID();
    await services.ledger.placeBet({
      betId: winBet,
      userId: winner,
      game: 'crash',
      roundId: round.id,
      source: 'REAL',
      amountCents: 5_00,
    });
    await services.ledger.placeBet({
      betId: openBet,
      userId: stranded,
      game: 'crash',
      roundId: round.id,
      source: 'REAL',
      amountCents: 4_00,
    });
    await services.ledger.settleBet(winBet, 7_50);

    const report = await recoverCrash(services, 10);
    expect(report).toEqual({ voidedRoundIds: [round.id], refundedBetIds: [openBet] });
    expect(await recoverCrash(services, 10)).toEqual({ voidedRoundIds: [], refundedBetIds: [] });
    expect((await services.ledger.balances(stranded)).realCents).toBe(10_00);
    expect((await services.ledger.balances(winner)).realCents).toBe(12_50);
    const [latest] = await listFinishedCrashRounds(db.orm, 'classic', 1);
    expect(latest).toMatchObject({ id: round.id, status: 'VOIDED' });
  });
});
