import type { SqlEntityManager } from '@mikro-orm/sql';
import { AppError, type BetGameId, assertBonusAllowed, centsToUsd, isBonusStakeGame } from '@arena/schemas';
import { pgErrorCode, queryOne, queryRows } from '../db/sql';
import { jobClock } from '../jobs';
import { type BetGuardRow, assertBetAllowedBy, betGuardColumns } from '../responsible/guard';
import { type IdempotentRequest, claimIdempotency, resultWrite } from './idempotency';
import { type AlsoWrite, postLegs, systemAccountId, writeLegs, writeTogether } from './postings';
import { betsEnded, betsPlaced } from '../metrics/registry';
import { wagerRequirementWrites } from './wager/requirement';
import {
  HOUSE,
  SYSTEM_ACCOUNT_SHARDS,
  type BetRecord,
  type BetSource,
  type LedgerGame,
  type LedgerLeg,
  betEscrow,
  user,
} from './types';

/** A bet to place: a game's (the registry's id), or, inside the ledger only, the warm-up's (types.ts). */
export interface PlaceBetInput<Game extends LedgerGame = BetGameId> {
  /** Chosen by the caller (the room); makes placing idempotent. */
  betId: string;
  userId: string;
  game: Game;
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
  game: LedgerGame;
  round_id: string;
  source: BetSource;
  stake_cents: number;
  status: BetRecord['status'];
  payout_cents: number | null;
  escrow_shard: number | string;
}

const sourceAccount = (userId: string, source: BetSource) =>
  user(userId, source === 'BONUS' ? 'USER_BONUS' : 'USER_REAL');

/** The escrow shard a new bet's stake goes to: spread by the bet id (a UUID), stored on the bet for its ending. */
export function escrowShardOf(betId: string): number {
  let h = 0;
  for (let i = 0; i < betId.length; i++) h = (h * 31 + betId.charCodeAt(i)) >>> 0;
  return h % SYSTEM_ACCOUNT_SHARDS;
}

/** A skin stake is bonus when its skins are bonus skins (a stake is never mixed: placeBet refuses that). */
export async function stakeHoldsBonusSkins(tx: SqlEntityManager, betId: string): Promise<boolean> {
  const row = await queryOne<{ bonus: boolean }>(
    tx,
    `select exists (select 1 from user_items where bet_id = ? and kind = 'BONUS') as bonus`,
    [betId],
  );
  return row?.bonus === true;
}

/** Where a bet's winnings go: the bonus balance for a bonus stake (money or skins), else the real balance. */
const winningsAccount = (userId: string, bonus: boolean) => user(userId, bonus ? 'USER_BONUS' : 'USER_REAL');

/** The bet row (locked when `lock`); a skin bet's skins with it, and whether they are bonus skins. */
async function loadBetRow(
  tx: SqlEntityManager,
  betId: string,
  lock: boolean,
): Promise<{ bet: BetRecord; escrowShard: number; bonusSkins: boolean } | undefined> {
  const row = await queryOne<BetRow>(tx, `select * from bets where id = ?${lock ? ' for update' : ''}`, [betId]);
  if (!row) return undefined;
  // Only a skin bet has skins (placeBet attaches them): a money bet does not look.
  const items =
    row.source === 'SKINS'
      ? await queryRows<{ id: string; kind: string }>(
          tx,
          `select id, kind from user_items where bet_id = ? order by id`,
          [betId],
        )
      : [];
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
  // The same answer as stakeHoldsBonusSkins: any skin ever staked in the bet (passed on or not) that is a bonus skin.
  return { bet, escrowShard: Number(row.escrow_shard), bonusSkins: items.some((i) => i.kind === 'BONUS') };
}

async function loadBet(tx: SqlEntityManager, betId: string, lock: boolean): Promise<BetRecord | undefined> {
  return (await loadBetRow(tx, betId, lock))?.bet;
}

/**
 * Places a bet. A money bet (REAL or BONUS) is 4 statements: the claim carrying its answer, the player's row lock
 * (with the bet limit and the account to debit), the bet insert carrying the responsible-gaming reads, and the ledger
 * legs carrying the wager count. A skin bet is 5 (its skins are read, locked and moved). Any refusal throws after
 * writes of this transaction, which the caller's rollback undoes (as every ledger error does).
 */
export async function placeBet(tx: SqlEntityManager, input: PlaceBetInput<LedgerGame>): Promise<BetRecord> {
  const itemIds = input.source === 'SKINS' ? [...new Set(input.itemIds ?? [])].sort() : [];
  const money = input.source !== 'SKINS';
  const planned: BetRecord = {
    id: input.betId,
    userId: input.userId,
    game: input.game,
    roundId: input.roundId,
    source: input.source,
    stakeCents: money ? (input.amountCents ?? 0) : 0,
    status: 'OPEN',
    payoutCents: null,
    itemIds,
  };
  const claim = await claimIdempotency<BetRecord>(
    tx,
    {
      scope: input.userId,
      operation: 'BET_PLACE',
      key: input.betId,
      request: { ...input, itemIds },
      userId: input.userId,
      betId: input.betId,
    },
    money ? planned : undefined,
  );
  if (claim.replayed) return claim.result;

  // The one lock of the player's row in a bet (deposits, shop moves and other bets of the player queue on it).
  const player = await queryOne<{ bet_limit_cents: number; account_id: number | null }>(
    tx,
    `select bet_limit_cents, (select id from accounts where user_id = u.id and kind = ?) as account_id from users u where id = ? for no key update`,
    [input.source === 'BONUS' ? 'USER_BONUS' : 'USER_REAL', input.userId],
  );
  if (!player) throw new AppError('USER.NOT_FOUND');

  let stakeCents: number;
  let bonus = input.source === 'BONUS';
  if (input.source === 'SKINS') {
    // The games refuse an empty selection with their own key first; this is the ledger's game-neutral backstop.
    if (itemIds.length === 0) throw new AppError('BET.NO_SKIN_SELECTED');
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
    stakeCents = planned.stakeCents;
    if (!Number.isSafeInteger(stakeCents) || stakeCents <= 0) throw new AppError('BET.AMOUNT_LOW');
  }
  // The one table of games that take bonus stakes (schemas BONUS_STAKES); the warm-up's `game` (types.ts) is not in it.
  if (isBonusStakeGame(input.game))
    assertBonusAllowed(input.game, { source: input.source, itemKinds: bonus ? ['BONUS'] : [] });
  if (stakeCents > Number(player.bet_limit_cents)) {
    throw new AppError('BET.MAX_LIMIT', [centsToUsd(Number(player.bet_limit_cents)).toFixed(2)]);
  }

  // The bet row and, in the same statement, what the responsible-gaming check reads; the check then refuses
  // (rolling the insert back) before a taken id is answered, in that order as before.
  const now = jobClock.now();
  const escrowShard = escrowShardOf(input.betId);
  const guard = betGuardColumns(input.userId, input, now);
  const placed = await queryOne<BetGuardRow & { placed: boolean }>(
    tx,
    `with placed as (
       insert into bets (id, user_id, game, round_id, source, stake_cents, place_transfer_id, escrow_shard) values (?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (id) do nothing returning id)
     select exists (select 1 from placed) as placed, ${guard.sql}`,
    [
      input.betId,
      input.userId,
      input.game,
      input.roundId,
      input.source,
      stakeCents,
      claim.transferId,
      escrowShard,
      ...guard.params,
    ],
  );
  // Every game stakes here, so its row of PAID_OPERATIONS (pause, wager and loss limits) is enforced once.
  await assertBetAllowedBy(
    tx,
    placed!,
    { userId: input.userId, stakeCents, source: input.source, game: input.game },
    now,
  );
  if (!placed!.placed) throw new AppError('GLOBAL.IDEMPOTENCY_CONFLICT', ['BET_PLACE']);

  // The withdrawal wager counts real play only: bonus value playing itself through must not unlock a withdrawal.
  const wager: AlsoWrite[] = bonus
    ? []
    : [
        {
          sql: `update users set wagered_total_cents = wagered_total_cents + ? where id = ?`,
          params: [stakeCents, input.userId],
        },
      ];
  const bet: BetRecord = { ...planned, stakeCents };
  if (input.source === 'SKINS') {
    const [locked] = await writeTogether(tx, [
      {
        sql: `update user_items set status = 'IN_BET', bet_id = ? where id in (?) and user_id = ? and status = 'AVAILABLE'`,
        params: [input.betId, itemIds, input.userId],
      },
      resultWrite(claim.transferId, bet),
      ...wager,
    ]);
    if (locked !== itemIds.length) throw new AppError('INVENTORY.ITEM_LOCKED');
  } else {
    if (player.account_id === null) throw new AppError('USER.NOT_FOUND');
    await writeLegs(
      tx,
      claim.transferId,
      [
        {
          account: sourceAccount(input.userId, input.source),
          amountCents: -stakeCents,
          accountId: Number(player.account_id),
        },
        {
          account: betEscrow(escrowShard),
          amountCents: stakeCents,
          accountId: await systemAccountId(tx, 'BET_ESCROW', escrowShard),
        },
      ],
      wager,
    );
  }
  // Counted when written (a caller's transaction that later rolls back still counts: a rate, not a balance).
  betsPlaced.inc({ game: bet.game, source: bet.source });
  return bet;
}

/** Marks the bet ended, written with the transfer (`also`); the row count proves no one else ended it first. */
const endBet = (bet: BetRecord, transferId: number): AlsoWrite => ({
  sql: `update bets set status = ?, payout_cents = ?, end_transfer_id = ?, ended_at = now() where id = ? and status = 'OPEN'`,
  params: [bet.status, bet.payoutCents, transferId, bet.id],
});

function assertEnded(rows: number): void {
  if (rows !== 1) throw new AppError('BET.ALREADY_FINISHED');
}

/** A second ending of a bet trips the one-ending index: that is "already finished", not a server error. */
async function claimEnding(tx: SqlEntityManager, req: IdempotentRequest, result: BetRecord) {
  try {
    return await claimIdempotency<BetRecord>(tx, req, result);
  } catch (error) {
    if (pgErrorCode(error) === '23505') throw new AppError('BET.ALREADY_FINISHED');
    throw error;
  }
}

/** The bet under its row lock, with the escrow shard holding its stake. */
async function openBetForEnding(
  tx: SqlEntityManager,
  betId: string,
): Promise<{ bet: BetRecord; escrowShard: number; bonusSkins: boolean }> {
  const found = await loadBetRow(tx, betId, true);
  if (!found) throw new AppError('BET.NOT_FOUND');
  return found;
}

/**
 * Pays a bet: `payoutCents` is the whole return (0 when lost). Winnings go to the balance the stake came from; a
 * skin stake is consumed and its winnings are paid to the real balance, or to the bonus balance when the skins
 * were bonus skins (bonus value stays bonus until recouped). A money bet is 4 statements: the bet row lock, the
 * claim carrying the answer, the player's row lock, the legs carrying the bet's end.
 */
export async function settleBet(tx: SqlEntityManager, betId: string, payoutCents: number): Promise<BetRecord> {
  if (!Number.isSafeInteger(payoutCents) || payoutCents < 0) throw new Error(`bad payout ${payoutCents}`);
  const { bet, escrowShard, bonusSkins } = await openBetForEnding(tx, betId);
  const ended: BetRecord = { ...bet, status: 'SETTLED', payoutCents };
  const claim = await claimEnding(
    tx,
    {
      scope: bet.userId,
      operation: 'BET_SETTLE',
      key: betId,
      request: { betId, payoutCents },
      userId: bet.userId,
      betId,
    },
    ended,
  );
  if (claim.replayed) return claim.result;
  if (bet.status !== 'OPEN') throw new AppError('BET.ALREADY_FINISHED');

  const legs: LedgerLeg[] = [];
  const also: AlsoWrite[] = [];
  if (bet.source !== 'SKINS') {
    legs.push({ account: betEscrow(escrowShard), amountCents: -bet.stakeCents });
    const houseDelta = bet.stakeCents - payoutCents;
    if (houseDelta !== 0) legs.push({ account: HOUSE, amountCents: houseDelta });
    if (payoutCents > 0) legs.push({ account: sourceAccount(bet.userId, bet.source), amountCents: payoutCents });
  } else {
    also.push({
      sql: `update user_items set status = 'CONSUMED' where bet_id = ? and status = 'IN_BET'`,
      params: [betId],
    });
    if (payoutCents > 0) {
      legs.push(
        { account: HOUSE, amountCents: -payoutCents },
        { account: winningsAccount(bet.userId, bonusSkins), amountCents: payoutCents },
      );
    }
  }
  // What a bonus stake wins beyond itself is new bonus value: it must be played through like any bonus grant.
  if ((bet.source === 'BONUS' || bonusSkins) && payoutCents > bet.stakeCents) {
    also.push(
      ...wagerRequirementWrites({
        userId: bet.userId,
        transferId: claim.transferId,
        source: 'BONUS_WINNINGS',
        valueCents: payoutCents - bet.stakeCents,
      }),
    );
  }
  also.push(endBet(ended, claim.transferId));
  const rows = legs.length > 0 ? await postLegs(tx, claim.transferId, legs, also) : await writeTogether(tx, also);
  assertEnded(rows.at(-1)!);
  betsEnded.inc({ game: ended.game, outcome: 'settled' });
  return ended;
}

/** Voids a bet: the stake goes back exactly as it came (money or the same skins). A money bet is 4 statements. */
export async function refundBet(tx: SqlEntityManager, betId: string): Promise<BetRecord> {
  const { bet, escrowShard, bonusSkins } = await openBetForEnding(tx, betId);
  const ended: BetRecord = { ...bet, status: 'REFUNDED', payoutCents: null };
  const claim = await claimEnding(
    tx,
    { scope: bet.userId, operation: 'BET_REFUND', key: betId, request: { betId }, userId: bet.userId, betId },
    ended,
  );
  if (claim.replayed) return claim.result;
  if (bet.status !== 'OPEN') throw new AppError('BET.ALREADY_FINISHED');
  const bonus = bet.source === 'BONUS' || (bet.source === 'SKINS' && bonusSkins);
  const also: AlsoWrite[] = [];
  // The same skins come back, a bonus skin with its expiry and games needed untouched (a void round is no play).
  if (bet.source === 'SKINS')
    also.push({
      sql: `update user_items set status = 'AVAILABLE', bet_id = null where bet_id = ? and status = 'IN_BET'`,
      params: [betId],
    });
  if (!bonus)
    also.push({
      sql: `update users set wagered_total_cents = wagered_total_cents - ? where id = ?`,
      params: [bet.stakeCents, bet.userId],
    });
  also.push(endBet(ended, claim.transferId));
  const rows =
    bet.source === 'SKINS'
      ? await writeTogether(tx, also)
      : await postLegs(
          tx,
          claim.transferId,
          [
            { account: betEscrow(escrowShard), amountCents: -bet.stakeCents },
            { account: sourceAccount(bet.userId, bet.source), amountCents: bet.stakeCents },
          ],
          also,
        );
  assertEnded(rows.at(-1)!);
  betsEnded.inc({ game: ended.game, outcome: 'refunded' });
  return ended;
}

export { loadBet };
