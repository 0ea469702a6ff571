import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  AppError,
  type RollBetSource,
  assertBonusAllowed,
  type RollColour,
  type RollStakes,
  previousRoundHashOf,
  rollBetRefusal,
  rollCell,
  rollPayoutCents,
} from '@arena/schemas';
import { execute, pgErrorCode, queryOne, queryRows } from '../../db/sql';
import type { AppServices } from '../../http/services';
import { ChainUsedUpError, type ClaimedLink, claimLink, inTransaction } from '../../hash-chains/chain-store';
import { lockForEnding, openBetIdsAmong } from '../../ledger/queries/bet-locks';
import { BET_FACTS } from '../../db/ledger-facts';

/** The `game` every roll bet carries in the ledger (and the name of its hash chain). */
export const ROLL_GAME = 'roll';

/** The highest round number roll has spent (0 before its first round). */
export async function lastRollRoundIndex(services: AppServices): Promise<number> {
  const last = await queryOne<{ idx: number | null }>(
    services.orm.em.fork() as SqlEntityManager,
    `select max(chain_index) as idx from roll_rounds`,
  );
  return Number(last?.idx ?? 0);
}

export class RollChainError extends Error {}

/** A round as the room holds it: the hash and cell stay on the server until the round is settled. */
export interface OpenedRollRound {
  id: string;
  chainIndex: number;
  /** The generation of the chain the round's link belongs to. */
  chain: number;
  hash: string;
  /** sha256(hash): the previous round's hash, or the terminating hash for round 1. Public from the start. */
  commitment: string;
  cell: number;
}

/**
 * Opens the next round on the next unplayed link of the roll chain, its cell computed and stored now (the
 * room never sees it before the settlement). The one-live index allows one BETTING round at a time.
 */
export async function openRollRound(services: AppServices): Promise<OpenedRollRound> {
  return inTransaction(services.orm, async (tx) => {
    const last = await queryOne<{ idx: number | null }>(tx, `select max(chain_index) as idx from roll_rounds`);
    const chainIndex = Number(last?.idx ?? 0) + 1;
    let claimed: ClaimedLink<typeof ROLL_GAME>;
    try {
      claimed = await claimLink(tx, ROLL_GAME, chainIndex);
    } catch (error) {
      if (error instanceof ChainUsedUpError) throw new RollChainError(error.message);
      throw error;
    }
    const { chain, hash } = claimed;
    const cell = rollCell(hash, chain.salt);
    let row: { id: string } | undefined;
    try {
      row = await queryOne<{ id: string }>(
        tx,
        `insert into roll_rounds (chain_index, cell) values (?, ?) returning id`,
        [chainIndex, cell],
      );
    } catch (error) {
      if (pgErrorCode(error) === '23505') throw new RollChainError('a roll round is already live');
      throw error;
    }
    return {
      id: String(row!.id),
      chainIndex,
      chain: chain.generation,
      hash,
      commitment: previousRoundHashOf(hash),
      cell,
    };
  });
}

export interface RollBetInput {
  roundId: string;
  betId: string;
  userId: string;
  colour: RollColour;
  source: RollBetSource;
  amountCents: number;
}

export interface PlacedRollBet {
  betId: string;
  colour: RollColour;
  stakeCents: number;
  /** The player's stakes in the round after this bet. */
  stakes: RollStakes;
}

async function stakesOf(
  tx: SqlEntityManager,
  roundId: string,
  userId: string,
): Promise<{ stakes: RollStakes; bets: number }> {
  const rows = await queryRows<{ colour: RollColour; total: string; n: number }>(
    tx,
    `select colour, sum(stake_cents) as total, count(*)::int as n from roll_bets where round_id = ? and user_id = ? group by colour`,
    [roundId, userId],
  );
  const stakes: RollStakes = { red: 0, green: 0, black: 0 };
  let bets = 0;
  for (const row of rows) {
    stakes[row.colour] = Number(row.total);
    bets += Number(row.n);
  }
  return { stakes, bets };
}

/**
 * One bet, one commit. The round row is share-locked first: bets of different players go side by side, while the
 * close (which locks it for update) waits for them and no bet lands after it. The player's row is locked next, so
 * a player's own bets are checked one at a time against the round's limits; then the ledger debits the stake into
 * escrow (balance, the player's per-bet limit) and the colour is recorded. Lock order: round, user, accounts.
 */
export async function placeRollBet(services: AppServices, input: RollBetInput): Promise<PlacedRollBet> {
  assertBonusAllowed(ROLL_GAME, { source: input.source });
  return services.ledger.transaction(async (tx) => {
    const round = await queryOne<{ status: string }>(tx, `select status from roll_rounds where id = ? for share`, [
      input.roundId,
    ]);
    if (!round || round.status !== 'BETTING') throw new AppError('ROLL.BETTING_CLOSED');
    await tx.execute(`select id from users where id = ? for no key update`, [input.userId], 'all');
    const mine = await stakesOf(tx, input.roundId, input.userId);
    const refusal = rollBetRefusal({
      colour: input.colour,
      amountCents: input.amountCents,
      stakes: mine.stakes,
      betsPlaced: mine.bets,
    });
    if (refusal) throw new AppError(refusal.key, refusal.args);
    const bet = await services.ledger.placeBetIn(tx, {
      betId: input.betId,
      userId: input.userId,
      game: ROLL_GAME,
      roundId: input.roundId,
      source: input.source,
      amountCents: input.amountCents,
    });
    await tx.execute(
      `insert into roll_bets (bet_id, round_id, user_id, colour, stake_cents) values (?, ?, ?, ?, ?)`,
      [bet.id, input.roundId, input.userId, input.colour, bet.stakeCents],
      'run',
    );
    return {
      betId: bet.id,
      colour: input.colour,
      stakeCents: bet.stakeCents,
      stakes: { ...mine.stakes, [input.colour]: mine.stakes[input.colour] + bet.stakeCents },
    };
  });
}

export interface SettledRollBet {
  betId: string;
  userId: string;
  colour: RollColour;
  stakeCents: number;
  payoutCents: number;
}

interface StoredRollBet {
  bet_id: string;
  user_id: string;
  colour: RollColour;
  stake_cents: string;
  status: string;
  payout_cents: string | null;
}

async function roundBets(tx: SqlEntityManager, roundId: string): Promise<StoredRollBet[]> {
  return queryRows<StoredRollBet>(
    tx,
    `select r.bet_id, r.user_id, r.colour, r.stake_cents, b.status, b.payout_cents
     from roll_bets r join ${BET_FACTS} b on b.id = r.bet_id where r.round_id = ? order by r.bet_id`,
    [roundId],
  );
}

/** A spin's ending locks its bets and players up front, in the ledger's order (lockForEnding). */
function lockBetsForEnding(tx: SqlEntityManager, bets: readonly StoredRollBet[]): Promise<void> {
  return lockForEnding(
    tx,
    bets.map((b) => b.bet_id),
    bets.map((b) => b.user_id),
  );
}

const toSettled = (b: StoredRollBet, payoutCents: number): SettledRollBet => ({
  betId: b.bet_id,
  userId: b.user_id,
  colour: b.colour,
  stakeCents: Number(b.stake_cents),
  payoutCents,
});

export interface RollSettlement {
  cell: number;
  bets: SettledRollBet[];
}

/**
 * Closes betting and pays the round in one commit: every bet settled exactly once (winners stake × multiplier,
 * losers 0, from the stored cell), the round ENDED. The round row is locked and changed only while BETTING, so a
 * second call answers the stored result; null when the round was voided.
 */
export async function settleRollRound(services: AppServices, roundId: string): Promise<RollSettlement | null> {
  return services.ledger.transaction(async (tx) => {
    const round = await queryOne<{ status: string; cell: number }>(
      tx,
      `select status, cell from roll_rounds where id = ? for update`,
      [roundId],
    );
    if (!round) throw new RollChainError(`roll round ${roundId} does not exist`);
    const cell = Number(round.cell);
    const bets = await roundBets(tx, roundId);
    if (round.status === 'VOIDED') return null;
    if (round.status === 'ENDED') return { cell, bets: bets.map((b) => toSettled(b, Number(b.payout_cents ?? 0))) };
    await lockBetsForEnding(tx, bets);
    const settled: SettledRollBet[] = [];
    // Status read under the lock: a bet that already ended (refunded one by one after a lost answer) stays as it is.
    const open = await openBetIdsAmong(
      tx,
      bets.map((b) => b.bet_id),
    );
    for (const bet of bets) {
      if (!open.has(bet.bet_id)) continue;
      const payoutCents = rollPayoutCents(Number(bet.stake_cents), bet.colour, cell);
      await services.ledger.settleBetIn(tx, bet.bet_id, payoutCents);
      settled.push(toSettled(bet, payoutCents));
    }
    const changed = await execute(
      tx,
      `update roll_rounds set status = 'ENDED', ended_at = now() where id = ? and status = 'BETTING'`,
      [roundId],
    );
    if (changed !== 1) throw new RollChainError(`roll round ${roundId} changed under its lock`);
    return { cell, bets: settled };
  });
}

/** Calls a round off: every bet refunded exactly once in one commit, the round VOIDED. False when already over. */
export async function voidRollRound(services: AppServices, roundId: string): Promise<boolean> {
  return services.ledger.transaction(async (tx) => {
    const round = await queryOne<{ status: string }>(tx, `select status from roll_rounds where id = ? for update`, [
      roundId,
    ]);
    if (!round || round.status !== 'BETTING') return false;
    const bets = await roundBets(tx, roundId);
    await lockBetsForEnding(tx, bets);
    for (const bet of bets) if (bet.status === 'OPEN') await services.ledger.refundBetIn(tx, bet.bet_id);
    await execute(
      tx,
      `update roll_rounds set status = 'VOIDED', ended_at = now() where id = ? and status = 'BETTING'`,
      [roundId],
    );
    return true;
  });
}
