import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { execute } from '../../db/sql';
import type { Orm } from '../../db/database';
import { openUserAccounts } from '../postings';
import { type BetRecord, type LedgerGame, WARM_UP_GAME } from '../types';
import type { BatchOp } from './batch-decide';
import { runBatch } from './batch-run';

/** Thrown to roll the warm-up back. */
const WARMED = Symbol('warmed');

/**
 * Runs the batch's statements (and the one-bet path's) once, on a throwaway player, in a transaction that always rolls
 * back: the first batch after a start otherwise pays the session's cold start (table, index and function caches,
 * the foreign-key checks' plans, the balance trigger's compilation), 35-200 ms on PGlite, on the first round's bets.
 * Nothing of it remains but gaps in the id sequences.
 */
export async function warmBatchStatements(
  orm: Orm,
  alone: (tx: SqlEntityManager, op: BatchOp<LedgerGame>) => Promise<BetRecord>,
  now: number,
): Promise<void> {
  try {
    await orm.em.fork().transactional(async (em) => {
      const tx = em as SqlEntityManager;
      const userId = randomUUID();
      await execute(
        tx,
        `insert into users (id, auth_subject, name, bet_limit_cents, bet_jackpot_limit_cents, referral_code, tos_accepted_at)
         values (?, ?, 'warm-up', 1000000, 1000000, ?, now())`,
        [userId, `warm-up:${userId}`, `warm-up-${userId}`],
      );
      await openUserAccounts(tx, userId);
      await execute(tx, `update accounts set balance = 1000 where user_id = ? and kind = 'USER_REAL'`, [userId]);
      // The balance check runs per statement, as at a commit.
      await execute(tx, `set constraints all immediate`);
      // The warm-up's own `game`, not a game's: the one-bet path counts these bets in the metrics (at write).
      const place = (): BatchOp<LedgerGame> => ({
        kind: 'place',
        input: { betId: randomUUID(), userId, game: WARM_UP_GAME, roundId: 'warm-up', source: 'REAL', amountCents: 1 },
      });
      const placed = [place(), place()];
      const betIds = placed.map((op) => (op.kind === 'place' ? op.input.betId : ''));
      const ended: BatchOp<LedgerGame>[] = [
        { kind: 'settle', betId: betIds[0]!, payoutCents: 2 },
        { kind: 'refund', betId: betIds[1]! },
      ];
      for (const ops of [placed, ended]) {
        const outcomes = await runBatch(tx, ops, now);
        const missed = outcomes.find((outcome) => !('ok' in outcome));
        if (missed) throw new Error(`ledger warm-up: a batch did not write (${JSON.stringify(missed)})`);
      }
      const lone = place();
      await alone(tx, lone);
      if (lone.kind === 'place') await alone(tx, { kind: 'settle', betId: lone.input.betId, payoutCents: 0 });
      throw WARMED;
    });
  } catch (error) {
    if (error !== WARMED) throw error;
  }
}
