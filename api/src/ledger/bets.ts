import type { SqlEntityManager } from '@mikro-orm/sql';
import { AppError, assertBonusAllowed, centsToUsd, isBonusStakeGame } from '@arena/schemas';
import { execute, pgErrorCode, queryOne, queryRows } from '../db/sql';
import { jobClock } from '../jobs';
import { assertBetAllowed } from '../responsible/guard';
import { type IdempotentRequest, claimIdempotency, storeResult } from './idempotency';
import { postLegs } from './postings';
import { betsEnded, betsPlaced } from '../metrics/registry';
import { HOUSE, SYSTEM_ACCOUNT_SHARDS, type BetRecord, type BetSource, type LedgerLeg, betEscrow, user } from './types';

export interface PlaceBetInput {
  /** Chosen by the caller (the room); makes placing idempotent. */
  betId: string;
  userId: string;
  game: string;
  roundId: string;
  source: BetSource;
  /** Stake for REAL and BONUS bets. */
  amountCents?: number;
  /** Staked skins for SKINS bets; their catalogue value is the stake. */
  itemIds?: string[];
}

interface BetRow {
  id: string;
  user_id: string;
  game: string;
  round_id: string;
  source: BetSource;
  stake_cents: number;
  status: BetRecord['status'];
  payout_cents: number | null;
  escrow_shard: number | string;
}

const sourceAccount = (userId: string, source: BetSource) => user(userId, source === 'BONUS' ? 'USER_BONUS' : 'USER_REAL');

/** The escrow shard a new bet's stake goes to: spread by the bet id (a UUID), stored on the bet for its ending. */
export function escrowShardOf(betId: string): number {
  let h = 0;
  for (let i = 0; i < betId.length; i++) h = (h * 31 + betId.charCodeAt(i)) >>> 0;
  return h % SYSTEM_ACCOUNT_SHARDS;
}



/** A skin stake is bonus when its skins are bonus skins (a stake is never mixed: placeBet refuses that). */
export async function stakeHoldsBonusSkins(tx: SqlEntityManager, betId: string): Promise<boolean> {
  const row = await queryOne<{ bonus: boolean }>(tx, `select exists (select 1 from user_items where bet_id = ? and kind = 'BONUS') as bonus`, [betId]);
  return row?.bonus === true;
}

/** Where a bet's winnings go: the bonus balance for a bonus stake (money or skins), else the real balance. */
const winningsAccount = (userId: string, bonus: boolean) => user(userId, bonus ? 'USER_BONUS' : 'USER_REAL');

async function loadBetRow(tx: SqlEntityManager, betId: string, lock: boolean): Promise<{ bet: BetRecord; escrowShard: number } | undefined> {
  const row = await queryOne<BetRow>(tx, `select * from bets where id = ?${lock ? ' for update' : ''}`, [betId]);
  if (!row) return undefined;
  const items = await queryRows<{ id: string }>(tx, `select id from user_items where bet_id = ? order by id`, [betId]);
  const bet: BetRecord = {
    id: row.id,
    userId: row.user_id,
    game: row.game,
    roundId: row.round_id,
    source: row.source,
    stakeCents: Number(row.stake_cents),
    status: row.status,
    payoutCents: row.payout_cents === null ? null : Number(row.payout_cents),
    itemIds: items.map((i) => i.id),
  };
  return { bet, escrowShard: Number(row.escrow_shard) };
}

async function loadBet(tx: SqlEntityManager, betId: string, lock: boolean): Promise<BetRecord | undefined> {
  return (await loadBetRow(tx, betId, lock))?.bet;
}

export async function placeBet(tx: SqlEntityManager, input: PlaceBetInput): Promise<BetRecord> {
  const itemIds = input.source === 'SKINS' ? [...new Set(input.itemIds ?? [])].sort() : [];
  const claim = await claimIdempotency<BetRecord>(tx, {
    scope: input.userId,
    operation: 'BET_PLACE',
    key: input.betId,
    request: { ...input, itemIds },
    userId: input.userId,
    betId: input.betId,
  });
  if (claim.replayed) return claim.result;

  const limits = await queryOne<{ bet_limit_cents: number }>(tx, `select bet_limit_cents from users where id = ? for no key update`, [
    input.userId,
  ]);
  if (!limits) throw new AppError('USER.NOT_FOUND');

  let stakeCents: number;
  let bonus = input.source === 'BONUS';
  if (input.source === 'SKINS') {
    if (itemIds.length === 0) throw new AppError('CRASH.NO_SKIN_SELECTED');
    // A bonus skin past its expiry is gone even before the expiry job marks it EXPIRED.
    const items = await queryRows<{ price_cents: number; kind: string }>(
      tx,
      `select price_cents, kind from user_items where id in (?) and user_id = ? and status = 'AVAILABLE'
         and (kind = 'REAL' or (kind = 'BONUS' and expires_at > ?)) for update`,
      [itemIds, input.userId, new Date(jobClock.now())],
    );
    if (items.length !== itemIds.length) throw new AppError('INVENTORY.ITEM_LOCKED');
    const kinds = new Set(items.map((i) => i.kind));
    if (kinds.size > 1) throw new AppError('INVENTORY.MIXED_KINDS');
    bonus = kinds.has('BONUS');
    stakeCents = items.reduce((sum, i) => sum + Number(i.price_cents), 0);
  } else {
    stakeCents = input.amountCents ?? 0;
    if (!Number.isSafeInteger(stakeCents) || stakeCents <= 0) throw new AppError('BET.AMOUNT_LOW');
  }
  // The one table of games that take bonus stakes (schemas BONUS_STAKES); unlisted `game`s are test fixtures.
  if (isBonusStakeGame(input.game)) assertBonusAllowed(input.game, { source: input.source, itemKinds: bonus ? ['BONUS'] : [] });
  if (stakeCents > Number(limits.bet_limit_cents)) {
    throw new AppError('BET.MAX_LIMIT', [centsToUsd(Number(limits.bet_limit_cents)).toFixed(2)]);
  }
  // Every game stakes here, so a timeout, self-exclusion or wager/loss limit (responsible gaming) is enforced once.
  await assertBetAllowed(tx, { userId: input.userId, stakeCents, source: input.source }, jobClock.now());

  try {
    await tx.execute(
      `insert into bets (id, user_id, game, round_id, source, stake_cents, place_transfer_id, escrow_shard) values (?, ?, ?, ?, ?, ?, ?, ?)`,
      [input.betId, input.userId, input.game, input.roundId, input.source, stakeCents, claim.transferId, escrowShardOf(input.betId)],
      'run',
    );
  } catch (error) {
    if (pgErrorCode(error) === '23505') throw new AppError('GLOBAL.IDEMPOTENCY_CONFLICT', ['BET_PLACE']);
    throw error;
  }
  if (input.source === 'SKINS') {
    const locked = await execute(
      tx,
      `update user_items set status = 'IN_BET', bet_id = ? where id in (?) and user_id = ? and status = 'AVAILABLE'`,
      [input.betId, itemIds, input.userId],
    );
    if (locked !== itemIds.length) throw new AppError('INVENTORY.ITEM_LOCKED');
  } else {
    await postLegs(tx, claim.transferId, [
      { account: sourceAccount(input.userId, input.source), amountCents: -stakeCents },
      { account: betEscrow(escrowShardOf(input.betId)), amountCents: stakeCents },
    ]);
  }
  // The withdrawal wager counts real play only: bonus value playing itself through must not unlock a withdrawal.
  if (!bonus) await tx.execute(`update users set wagered_total_cents = wagered_total_cents + ? where id = ?`, [stakeCents, input.userId], 'run');
  const bet: BetRecord = {
    id: input.betId,
    userId: input.userId,
    game: input.game,
    roundId: input.roundId,
    source: input.source,
    stakeCents,
    status: 'OPEN',
    payoutCents: null,
    itemIds,
  };
  await storeResult(tx, claim.transferId, bet);
  // Counted when written (a caller's transaction that later rolls back still counts: a rate, not a balance).
  betsPlaced.inc({ game: bet.game, source: bet.source });
  return bet;
}

/** Marks the bet ended; the row count proves no one else ended it first. */
async function endBet(tx: SqlEntityManager, bet: BetRecord, status: 'SETTLED' | 'REFUNDED', payout: number | null, transferId: number) {
  const changed = await execute(
    tx,
    `update bets set status = ?, payout_cents = ?, end_transfer_id = ?, ended_at = now() where id = ? and status = 'OPEN'`,
    [status, payout, transferId, bet.id],
  );
  if (changed !== 1) throw new AppError('BET.ALREADY_FINISHED');
}

/** A second ending of a bet trips the one-ending index: that is "already finished", not a server error. */
async function claimEnding(tx: SqlEntityManager, req: IdempotentRequest) {
  try {
    return await claimIdempotency<BetRecord>(tx, req);
  } catch (error) {
    if (pgErrorCode(error) === '23505') throw new AppError('BET.ALREADY_FINISHED');
    throw error;
  }
}

/** The bet under its row lock, with the escrow shard holding its stake. */
async function openBetForEnding(tx: SqlEntityManager, betId: string): Promise<{ bet: BetRecord; escrowShard: number }> {
  const found = await loadBetRow(tx, betId, true);
  if (!found) throw new AppError('BET.NOT_FOUND');
  return found;
}

/**
 * Pays a bet: `payoutCents` is the whole return (0 when lost). Winnings go to the balance the stake came from; a
 * skin stake is consumed and its winnings are paid to the real balance, or to the bonus balance when the skins
 * were bonus skins (bonus value stays bonus until recouped).
 */
export async function settleBet(tx: SqlEntityManager, betId: string, payoutCents: number): Promise<BetRecord> {
  if (!Number.isSafeInteger(payoutCents) || payoutCents < 0) throw new Error(`bad payout ${payoutCents}`);
  const { bet, escrowShard } = await openBetForEnding(tx, betId);
  const claim = await claimEnding(tx, {
    scope: bet.userId,
    operation: 'BET_SETTLE',
    key: betId,
    request: { betId, payoutCents },
    userId: bet.userId,
    betId,
  });
  if (claim.replayed) return claim.result;
  if (bet.status !== 'OPEN') throw new AppError('BET.ALREADY_FINISHED');

  const legs: LedgerLeg[] = [];
  if (bet.source !== 'SKINS') {
    legs.push({ account: betEscrow(escrowShard), amountCents: -bet.stakeCents });
    const houseDelta = bet.stakeCents - payoutCents;
    if (houseDelta !== 0) legs.push({ account: HOUSE, amountCents: houseDelta });
    if (payoutCents > 0) legs.push({ account: sourceAccount(bet.userId, bet.source), amountCents: payoutCents });
  } else {
    const bonus = await stakeHoldsBonusSkins(tx, betId);
    await tx.execute(`update user_items set status = 'CONSUMED' where bet_id = ? and status = 'IN_BET'`, [betId], 'run');
    if (payoutCents > 0) {
      legs.push({ account: HOUSE, amountCents: -payoutCents }, { account: winningsAccount(bet.userId, bonus), amountCents: payoutCents });
    }
  }
  if (legs.length > 0) await postLegs(tx, claim.transferId, legs);
  await endBet(tx, bet, 'SETTLED', payoutCents, claim.transferId);
  const ended: BetRecord = { ...bet, status: 'SETTLED', payoutCents };
  await storeResult(tx, claim.transferId, ended);
  betsEnded.inc({ game: ended.game, outcome: ended.status === 'SETTLED' ? 'settled' : 'refunded' });
  return ended;
}

/** Voids a bet: the stake goes back exactly as it came (money or the same skins). */
export async function refundBet(tx: SqlEntityManager, betId: string): Promise<BetRecord> {
  const { bet, escrowShard } = await openBetForEnding(tx, betId);
  const claim = await claimEnding(tx, {
    scope: bet.userId,
    operation: 'BET_REFUND',
    key: betId,
    request: { betId },
    userId: bet.userId,
    betId,
  });
  if (claim.replayed) return claim.result;
  if (bet.status !== 'OPEN') throw new AppError('BET.ALREADY_FINISHED');
  const bonus = bet.source === 'BONUS' || (bet.source === 'SKINS' && (await stakeHoldsBonusSkins(tx, betId)));
  if (bet.source === 'SKINS') {
    // The same skins come back, a bonus skin with its expiry and games needed untouched (a void round is no play).
    await tx.execute(`update user_items set status = 'AVAILABLE', bet_id = null where bet_id = ? and status = 'IN_BET'`, [betId], 'run');
  } else {
    await postLegs(tx, claim.transferId, [
      { account: betEscrow(escrowShard), amountCents: -bet.stakeCents },
      { account: sourceAccount(bet.userId, bet.source), amountCents: bet.stakeCents },
    ]);
  }
  if (!bonus) await tx.execute(`update users set wagered_total_cents = wagered_total_cents - ? where id = ?`, [bet.stakeCents, bet.userId], 'run');
  await endBet(tx, bet, 'REFUNDED', null, claim.transferId);
  const ended: BetRecord = { ...bet, status: 'REFUNDED', payoutCents: null };
  await storeResult(tx, claim.transferId, ended);
  betsEnded.inc({ game: ended.game, outcome: ended.status === 'SETTLED' ? 'settled' : 'refunded' });
  return ended;
}

export { loadBet };
