import type { SqlEntityManager } from '@mikro-orm/sql';
import { AppError, type BetGameId } from '@arena/schemas';
import type { Orm } from '../db/database';
import { queryRows } from '../db/sql';
import { type PlaceBetInput, loadBet, placeBet, refundBet, settleBet } from './bets';
import { type PlayerDebit, type PlayerDebitInput, debitPlayer } from './debits';
import { type IdempotentRequest, claimIdempotency, resultWrite } from './idempotency';
import { assertLedgerInvariants, checkLedgerInvariants } from './invariants';
import { postLegs, readBalance } from './postings';
import { assertOperationAllowed } from '../responsible/operations';
import { assertWagerPassed, wagerRequirementWrites } from './wager/requirement';
import { bonusToRealUsers, transferGrants } from './wager/sources';
import { jobClock } from '../jobs';
import { type Balances, type BetRecord, type LedgerGame, type LedgerLeg, WORLD, user } from './types';
import { type BatchOp, GroupCommit, type GroupCommitOptions } from './batch/group-commit';
import { RoundCommit } from './rounds/round-commit';
import { type BatchRound, playAlone } from './rounds/rounds';
import { warmBatchStatements } from './batch/batch-warm';
import { pgArray } from './batch/batch-sql';

export interface TransferResult {
  transferId: number;
  replayed: boolean;
}

export interface DepositInput {
  userId: string;
  amountCents: number;
  key: string;
  bonus?: boolean;
  countsAsDeposit?: boolean;
}

export interface PostTransferInput extends IdempotentRequest {
  legs: LedgerLeg[];
}

/**
 * The only writer of money. Every method runs in one database transaction; `post` joins a caller's
 * transaction so a shop purchase can move items and money atomically. `placeBet`, `settleBet` and `refundBet`
 * share their transaction with whatever else arrives within a few milliseconds (group commit, batch/): one commit
 * for a burst of bets, each still decided and answered on its own.
 */
export class Ledger {
  private readonly batches: GroupCommit;
  private readonly rounds: RoundCommit;
  private warming: Promise<void> | undefined;

  constructor(
    private readonly orm: Orm,
    batching: GroupCommitOptions = {},
  ) {
    this.batches = new GroupCommit(orm, (op) => this.transaction((tx) => runAlone(tx, op)), batching);
    this.rounds = new RoundCommit(orm, batching);
  }

  /**
   * Runs the bet statements once on a throwaway player and rolls them back (batch/batch-warm.ts), so the first
   * round's bets after a start do not pay the database session's cold start. Once per ledger; start-up awaits it.
   */
  warm(): Promise<void> {
    this.warming ??= warmBatchStatements(this.orm, runAlone, jobClock.now());
    return this.warming;
  }

  /** A session outside any transaction, for a read that needs no lock (no BEGIN and COMMIT around it). */
  reader(): SqlEntityManager {
    return this.orm.em.fork() as SqlEntityManager;
  }

  /** Runs `work` in a fresh transaction. */
  transaction<T>(work: (tx: SqlEntityManager) => Promise<T>): Promise<T> {
    return this.orm.em.fork().transactional((tx) => work(tx as SqlEntityManager));
  }

  /** Posts a balanced, idempotent transfer inside the caller's transaction. */
  async post(tx: SqlEntityManager, input: PostTransferInput): Promise<TransferResult> {
    const claim = await claimIdempotency<TransferResult>(tx, input);
    if (claim.replayed) return { transferId: claim.transferId, replayed: true };
    await assertOperationAllowed(tx, input, jobClock.now());
    const result = { transferId: claim.transferId, replayed: false };
    // Bonus value turns real only once its wager is played (schemas WAGER_RULES), whatever the operation.
    for (const userId of bonusToRealUsers(input.legs)) await assertWagerPassed(tx, userId);
    // The answer and any bonus grant's wager requirement are written in the legs' statement (they name the
    // transfer id, so they cannot go in with the claim).
    const wager = transferGrants(input.operation, input.legs).flatMap((grant) =>
      wagerRequirementWrites({ ...grant, transferId: claim.transferId }),
    );
    await postLegs(tx, claim.transferId, input.legs, [resultWrite(claim.transferId, result), ...wager]);
    return result;
  }

  /** A player's payment to the house (a purchase) in three statements, inside the caller's transaction (debits.ts). */
  debit(tx: SqlEntityManager, input: PlayerDebitInput): Promise<PlayerDebit> {
    return debitPlayer(tx, input, jobClock.now());
  }

  /** Money arriving from outside (a confirmed payment or seed data) into a user's real or bonus balance. */
  deposit(input: DepositInput): Promise<TransferResult> {
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0)
      throw new AppError('PAYMENT.MIN_DEPOSIT', ['0.01']);
    return this.transaction((tx) => this.depositIn(tx, input));
  }

  /** `deposit` inside the caller's transaction (a payment is marked confirmed in the same commit as its credit). */
  async depositIn(tx: SqlEntityManager, input: DepositInput): Promise<TransferResult> {
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0)
      throw new AppError('PAYMENT.MIN_DEPOSIT', ['0.01']);
    const result = await this.post(tx, {
      scope: input.userId,
      operation: input.bonus ? 'BONUS_CREDIT' : 'DEPOSIT',
      key: input.key,
      // Normalised so `bonus: false` and an omitted flag are the same request.
      request: {
        userId: input.userId,
        amountCents: input.amountCents,
        bonus: input.bonus === true,
        countsAsDeposit: input.countsAsDeposit !== false,
      },
      userId: input.userId,
      legs: [
        { account: WORLD, amountCents: -input.amountCents },
        { account: user(input.userId, input.bonus ? 'USER_BONUS' : 'USER_REAL'), amountCents: input.amountCents },
      ],
    });
    if (!result.replayed && input.countsAsDeposit !== false && !input.bonus) {
      await tx.execute(
        `update users set deposited_total_cents = deposited_total_cents + ?, user_has_deposit = true where id = ?`,
        [input.amountCents, input.userId],
        'run',
      );
    }
    return result;
  }

  placeBet(input: PlaceBetInput): Promise<BetRecord> {
    // A skin stake moves items under their locks: it keeps its own transaction.
    if (input.source === 'SKINS') return this.transaction((tx) => placeBet(tx, input));
    return this.batches.submit({ kind: 'place', input });
  }

  settleBet(betId: string, payoutCents: number): Promise<BetRecord> {
    if (!Number.isSafeInteger(payoutCents) || payoutCents < 0)
      return Promise.reject(new Error(`bad payout ${payoutCents}`));
    return this.batches.submit({ kind: 'settle', betId, payoutCents });
  }

  refundBet(betId: string): Promise<BetRecord> {
    return this.batches.submit({ kind: 'refund', betId });
  }

  /**
   * A REST game's round: its stakes, its own rows and its settlements in one commit, shared with the rounds of
   * other requests arriving within a few milliseconds (rounds/). A skin stake moves items under their locks: such a
   * round keeps its own transaction, through the same steps.
   */
  play<T>(round: BatchRound<T>): Promise<T> {
    if (round.stakes.some((stake) => stake.source === 'SKINS')) return this.transaction((tx) => playAlone(tx, round));
    return this.rounds.play(round);
  }

  /** The same three inside a caller's transaction, so a game can move money and its own rows in one commit. */
  placeBetIn(tx: SqlEntityManager, input: PlaceBetInput): Promise<BetRecord> {
    return placeBet(tx, input);
  }

  settleBetIn(tx: SqlEntityManager, betId: string, payoutCents: number): Promise<BetRecord> {
    return settleBet(tx, betId, payoutCents);
  }

  refundBetIn(tx: SqlEntityManager, betId: string): Promise<BetRecord> {
    return refundBet(tx, betId);
  }

  getBet(betId: string): Promise<BetRecord | undefined> {
    return loadBet(this.orm.em.fork() as SqlEntityManager, betId, false);
  }

  /**
   * Refunds every open bet of the given games (optionally only some rounds), each exactly once. Boot
   * recovery calls it before rooms open: a bet left open by a dead process gets its stake back.
   */
  async refundOpenBets(filter: { games: readonly BetGameId[]; roundIds?: string[] }): Promise<BetRecord[]> {
    const em = this.orm.em.fork() as SqlEntityManager;
    const params: unknown[] = [filter.games];
    let sql = `select id from bets where status = 'OPEN' and game in (?)`;
    if (filter.roundIds) {
      sql += ` and round_id in (?)`;
      params.push(filter.roundIds);
    }
    const open = await queryRows<{ id: string }>(em, `${sql} order by created_at`, params);
    // All at once, so they share batches.
    const settled = await Promise.allSettled(open.map(({ id }) => this.refundBet(id)));
    const refunded: BetRecord[] = [];
    for (const result of settled) {
      if (result.status === 'fulfilled') refunded.push(result.value);
      // Someone settled or refunded it meanwhile: it ended once, which is all recovery needs.
      else if (!(result.reason instanceof AppError && result.reason.key === 'BET.ALREADY_FINISHED'))
        throw result.reason;
    }
    return refunded;
  }

  async balances(userId: string, tx?: SqlEntityManager): Promise<Balances> {
    const em = tx ?? (this.orm.em.fork() as SqlEntityManager);
    return {
      realCents: await readBalance(em, userId, 'USER_REAL'),
      bonusCents: await readBalance(em, userId, 'USER_BONUS'),
    };
  }

  /** `balances` of several users in one statement (a room telling a burst of players at once); 0 for no account. */
  async balancesOf(userIds: readonly string[]): Promise<Map<string, Balances>> {
    const found = new Map<string, Balances>(userIds.map((userId) => [userId, { realCents: 0, bonusCents: 0 }]));
    if (found.size === 0) return found;
    const rows = await queryRows<{ user_id: string; kind: string; balance: string | number }>(
      this.orm.em.fork() as SqlEntityManager,
      `select user_id, kind, balance from accounts where user_id = any(?::uuid[]) and kind in ('USER_REAL', 'USER_BONUS')`,
      [pgArray([...found.keys()])],
    );
    for (const row of rows) {
      const balances = found.get(row.user_id);
      if (!balances) continue;
      if (row.kind === 'USER_REAL') balances.realCents = Number(row.balance);
      else balances.bonusCents = Number(row.balance);
    }
    return found;
  }

  checkInvariants() {
    return checkLedgerInvariants(this.orm.em.fork() as SqlEntityManager);
  }

  assertInvariants() {
    return assertLedgerInvariants(this.orm.em.fork() as SqlEntityManager);
  }
}

/** One operation in its own transaction (the one-bet path). */
function runAlone(tx: SqlEntityManager, op: BatchOp<LedgerGame>): Promise<BetRecord> {
  if (op.kind === 'place') return placeBet(tx, op.input);
  if (op.kind === 'settle') return settleBet(tx, op.betId, op.payoutCents);
  return refundBet(tx, op.betId);
}
