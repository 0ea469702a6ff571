import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  AppError,
  assertBonusAllowed,
  type MinesCurrentAnswer,
  type MinesCreateRequest,
  type MinesPlay,
  type MinesRoundAnswer,
  type MinesStep,
  defuseMinesMine,
  minesFairParams,
  minesStakeRefusal,
  minesVerifier,
  newMinesPlay,
  openMinesCell,
  takeMinesWinnings,
  type LedgerOperation,
} from '@arena/schemas';
import { type OperationKey, idempotent, postOnce, storeAnswer } from '../../commerce/idempotent';
import { ITEM_COLUMNS, type ItemRow, sumPrices } from '../../commerce/inventory/items';
import { queryRows, pgErrorCode } from '../../db/sql';
import { hasPremium } from '../../users/premium';
import { recordFairBet, setFairOutcome, takeFairRoll } from '../../fair';
import type { Ledger } from '../../ledger/ledger';
import {
  MINES_GAME,
  type LoadedRound,
  loadRound,
  mineCellsOf,
  openRoundId,
  roundRoll,
  roundView,
  saveRound,
} from './rounds';

/**
 * The stake skins as the player picked them, refused clearly before anything is locked: each id once and the
 * player's (INVENTORY.BAD_ID), all of one kind and bonus ones only where BONUS_STAKES allows (assertBonusAllowed),
 * none held by a bet or trade (INVENTORY.ITEM_LOCKED). placeBet locks and re-checks the same rows in the ledger's order.
 */
async function readStakeSkins(tx: SqlEntityManager, userId: string, itemIds: readonly string[]): Promise<ItemRow[]> {
  if (itemIds.length === 0) return [];
  if (new Set(itemIds).size !== itemIds.length) throw new AppError('INVENTORY.BAD_ID');
  const rows = await queryRows<ItemRow>(
    tx,
    `select ${ITEM_COLUMNS} from user_items i where i.id in (?) and i.user_id = ?`,
    [itemIds, userId],
  );
  if (rows.length !== itemIds.length) throw new AppError('INVENTORY.BAD_ID');
  assertBonusAllowed(MINES_GAME, { source: 'SKINS', itemKinds: rows.map((row) => row.kind) });
  if (rows.some((row) => row.status === 'IN_BET' || row.status === 'IN_TRADE'))
    throw new AppError('INVENTORY.ITEM_LOCKED');
  if (rows.some((row) => row.status !== 'AVAILABLE')) throw new AppError('INVENTORY.BAD_ID');
  return rows;
}

async function answerOf(
  ledger: Ledger,
  tx: SqlEntityManager,
  userId: string,
  loaded: LoadedRound,
): Promise<MinesRoundAnswer> {
  const roll = await roundRoll(tx, loaded.row.bet_id);
  return { round: await roundView(tx, loaded, roll), balance: await ledger.balances(userId, tx) };
}

/**
 * Starts a round in one transaction, idempotent by the Idempotency-Key: the stake goes into the ledger's escrow
 * (an amount from the real or bonus balance, or skins), the player's next seed nonce fixes the board, and the round
 * row is written. Refused while the player has an unfinished round (one at a time, so the seed pair cannot
 * rotate under it: the fairness center refuses while its bet is open).
 */
export function createMinesRound(
  ledger: Ledger,
  userId: string,
  key: string,
  request: MinesCreateRequest,
): Promise<MinesRoundAnswer> {
  const itemIds = [...request.itemIds].sort();
  const amountCents = request.amountCents ?? null;
  const op: OperationKey = {
    scope: userId,
    operation: 'MINES_CREATE',
    key,
    request: { mines: request.mines, mode: request.mode, amountCents, source: request.source, itemIds },
  };
  return idempotent(ledger, op, async (tx) => {
    const claimed = await postOnce<MinesRoundAnswer>(ledger, tx, { ...op, userId, legs: [] });
    if (claimed.answer) return claimed.answer;
    if (amountCents !== null && amountCents !== 0) assertBonusAllowed(MINES_GAME, { source: request.source });
    const skins = await readStakeSkins(tx, userId, itemIds);
    const refusal = minesStakeRefusal({
      mines: request.mines,
      amountCents,
      skins: skins.length,
      skinsCents: sumPrices(skins),
    });
    if (refusal) throw new AppError(refusal.key, refusal.args);
    if (request.mode === 'plus' && !(await hasPremium(tx, userId))) throw new AppError('MINES.NEEDS_PREMIUM');
    if (await openRoundId(tx, userId)) throw new AppError('MINES.ROUND_IN_PROGRESS');

    const betId = randomUUID();
    const bet = skins.length
      ? await ledger.placeBetIn(tx, { betId, userId, game: MINES_GAME, roundId: betId, source: 'SKINS', itemIds })
      : await ledger.placeBetIn(tx, {
          betId,
          userId,
          game: MINES_GAME,
          roundId: betId,
          source: request.source,
          amountCents: amountCents!,
        });
    if (skins.length && bet.stakeCents !== sumPrices(skins)) throw new AppError('INVENTORY.ITEM_LOCKED');
    const roll = await takeFairRoll(tx, userId);
    const play = newMinesPlay({ mines: request.mines, mode: request.mode, stakeCents: bet.stakeCents });
    await recordFairBet(tx, { betId, roll, game: MINES_GAME, params: minesFairParams(play) });
    try {
      await tx.execute(
        `insert into mines_rounds (bet_id, user_id, mode, mines, stake_cents) values (?, ?, ?, ?, ?)`,
        [betId, userId, play.mode, play.mines, play.stakeCents],
        'run',
      );
    } catch (error) {
      // A parallel create won the one-open-round index: this one rolls back whole (its stake never left).
      if (pgErrorCode(error) === '23505') throw new AppError('MINES.ROUND_IN_PROGRESS');
      throw error;
    }
    const answer = await answerOf(ledger, tx, userId, await loadRound(tx, userId, betId, false));
    await storeAnswer(tx, claimed.transferId, answer);
    return answer;
  });
}

/**
 * One step of a round (open, defuse or take) in one transaction, idempotent by the Idempotency-Key: the round
 * row is locked first, so parallel steps of one round run one after another and the second sees the first's
 * result (CELL_ALREADY_OPEN, ROUND_OVER…). A step that ends the round settles its bet in the same commit
 * (payout or 0) and publishes the fair outcome.
 */
function step(
  ledger: Ledger,
  userId: string,
  roundId: string,
  key: string,
  operation: LedgerOperation,
  request: unknown,
  move: (play: MinesPlay, mineCells: readonly number[]) => MinesStep,
): Promise<MinesRoundAnswer> {
  const op: OperationKey = { scope: userId, operation, key, request: { roundId, ...(request as object) } };
  return idempotent(ledger, op, async (tx) => {
    const claimed = await postOnce<MinesRoundAnswer>(ledger, tx, { ...op, userId, legs: [] });
    if (claimed.answer) return claimed.answer;
    const loaded = await loadRound(tx, userId, roundId, true);
    const roll = await roundRoll(tx, roundId);
    const result = move(loaded.play, mineCellsOf(roll, loaded.play.mines));
    if (!result.ok) throw new AppError(result.refusal.key, result.refusal.args);
    const play = result.play;
    await saveRound(tx, roundId, play);
    if (play.status === 'CASHED_OUT' || play.status === 'BUSTED') {
      await ledger.settleBetIn(tx, roundId, play.payoutCents);
      const params = minesFairParams(play);
      await tx.execute(`update fair_bets set params = ? where bet_id = ?`, [JSON.stringify(params), roundId], 'run');
      await setFairOutcome(tx, roundId, minesVerifier.outcome(roll, params));
    }
    const answer = await answerOf(ledger, tx, userId, { ...loaded, play });
    await storeAnswer(tx, claimed.transferId, answer);
    return answer;
  });
}

export const openMinesRoundCell = (ledger: Ledger, userId: string, roundId: string, key: string, cell: number) =>
  step(ledger, userId, roundId, key, 'MINES_OPEN', { cell }, (play, mines) => openMinesCell(play, cell, mines));

export const defuseMinesRound = (ledger: Ledger, userId: string, roundId: string, key: string) =>
  step(ledger, userId, roundId, key, 'MINES_DEFUSE', {}, (play) => defuseMinesMine(play));

export const takeMinesRound = (ledger: Ledger, userId: string, roundId: string, key: string) =>
  step(ledger, userId, roundId, key, 'MINES_TAKE', {}, (play) => takeMinesWinnings(play));

/** `GET /mines/current`: the unfinished round (a reload or a restart picks it up where it was), or null. */
export async function currentMinesRound(ledger: Ledger, userId: string): Promise<MinesCurrentAnswer> {
  return ledger.transaction(async (tx) => {
    const roundId = await openRoundId(tx, userId);
    if (!roundId) return { round: null };
    const loaded = await loadRound(tx, userId, roundId, false);
    return { round: await roundView(tx, loaded, await roundRoll(tx, roundId)) };
  });
}

/** `GET /mines/rounds/{id}`: one of the player's rounds (the mines shown once it is over). */
export async function minesRound(ledger: Ledger, userId: string, roundId: string): Promise<MinesRoundAnswer> {
  return ledger.transaction(async (tx) => answerOf(ledger, tx, userId, await loadRound(tx, userId, roundId, false)));
}
