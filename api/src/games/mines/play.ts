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
import { type OperationKey, answerOnce } from '../../ledger/answers';
import { ITEM_COLUMNS, type ItemRow, sumPrices } from '../../commerce/inventory/items';
import { queryOne, queryRows, pgErrorCode } from '../../db/sql';
import { hasPremium } from '../../users/premium';
import { type FairRoll, fairBetWrite, fairEndWrite, takeRoundRoll } from '../../fair';
import type { PlaceBetInput } from '../../ledger/bets';
import type { Ledger } from '../../ledger/ledger';
import { storeRoundAnswer } from '../../ledger/rounds/round-answers';
import {
  MINES_GAME,
  type LoadedRound,
  type MinesRoundRow,
  loadRound,
  mineCellsOf,
  openRoundId,
  roundRoll,
  roundView,
  saveRoundWrite,
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

const isOver = (play: MinesPlay) => play.status === 'CASHED_OUT' || play.status === 'BUSTED';

/**
 * Starts a round in one commit (Ledger.play: shared with other requests' rounds), idempotent by the Idempotency-Key:
 * the stake goes into the ledger's escrow (an amount from the real or bonus balance, or skins), the player's next
 * seed nonce fixes the board, and the round row is written. Refused while the player has an unfinished round (one at
 * a time, so the seed pair cannot rotate under it: the fairness center refuses while its bet is open). The refusals
 * read outside any transaction first; the one-open-round index and placeBet's own checks stand behind them.
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
  return answerOnce(ledger, op, async () => {
    const em = ledger.reader();
    if (amountCents !== null && amountCents !== 0) assertBonusAllowed(MINES_GAME, { source: request.source });
    const skins = await readStakeSkins(em, userId, itemIds);
    const refusal = minesStakeRefusal({
      mines: request.mines,
      amountCents,
      skins: skins.length,
      skinsCents: sumPrices(skins),
    });
    if (refusal) throw new AppError(refusal.key, refusal.args);
    if (request.mode === 'plus' && !(await hasPremium(em, userId))) throw new AppError('MINES.NEEDS_PREMIUM');
    if (await openRoundId(em, userId)) throw new AppError('MINES.ROUND_IN_PROGRESS');

    const betId = randomUUID();
    const stake: PlaceBetInput = skins.length
      ? { betId, userId, game: MINES_GAME, roundId: betId, source: 'SKINS', itemIds }
      : { betId, userId, game: MINES_GAME, roundId: betId, source: request.source, amountCents: amountCents! };
    let started: { loaded: LoadedRound; roll: FairRoll };
    return ledger.play<MinesRoundAnswer>({
      userId,
      request: op,
      stakes: [stake],
      async play(tx, [bet]) {
        if (skins.length && bet!.stakeCents !== sumPrices(skins)) throw new AppError('INVENTORY.ITEM_LOCKED');
        const roll = await takeRoundRoll(tx, userId);
        const play = newMinesPlay({ mines: request.mines, mode: request.mode, stakeCents: bet!.stakeCents });
        let row: MinesRoundRow | undefined;
        try {
          row = await queryOne<MinesRoundRow>(
            tx,
            `insert into mines_rounds (bet_id, user_id, mode, mines, stake_cents) values (?, ?, ?, ?, ?) returning *`,
            [betId, userId, play.mode, play.mines, play.stakeCents],
          );
        } catch (error) {
          // A parallel create won the one-open-round index: this one rolls back whole (its stake never left).
          if (pgErrorCode(error) === '23505') throw new AppError('MINES.ROUND_IN_PROGRESS');
          throw error;
        }
        started = { loaded: { row: row!, play, source: stake.source as LoadedRound['source'] }, roll };
        return [];
      },
      async finish(tx) {
        const { loaded, roll } = started;
        return storeRoundAnswer<MinesRoundAnswer>(
          tx,
          op,
          { round: await roundView(tx, loaded, roll) },
          {
            balanceOf: userId,
            also: [fairBetWrite({ betId, roll, game: MINES_GAME, params: minesFairParams(loaded.play) })],
          },
        );
      },
    });
  });
}

/**
 * One step of a round (open, defuse or take) in one commit (Ledger.play), idempotent by the Idempotency-Key. The
 * step is first tried on the round as read outside any transaction, so a refused step (CELL_ALREADY_OPEN,
 * ROUND_OVER…) locks nothing; then, under the round row's lock (parallel steps of one round run one after another
 * and the second sees the first's result), it is played again and written. A step that ends the round settles its
 * bet in the same commit (payout or 0) and publishes the fair outcome.
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
  return answerOnce(ledger, op, async () => {
    const em = ledger.reader();
    const seen = await loadRound(em, userId, roundId, false);
    // The roll of a round never changes once recorded.
    const roll = await roundRoll(em, roundId);
    const tried = move(seen.play, mineCellsOf(roll, seen.play.mines));
    if (!tried.ok) throw new AppError(tried.refusal.key, tried.refusal.args);
    let stepped: LoadedRound;
    return ledger.play<MinesRoundAnswer>({
      userId,
      request: op,
      stakes: [],
      async play(tx) {
        const loaded = await loadRound(tx, userId, roundId, true);
        const result = move(loaded.play, mineCellsOf(roll, loaded.play.mines));
        if (!result.ok) throw new AppError(result.refusal.key, result.refusal.args);
        stepped = { ...loaded, play: result.play };
        return isOver(result.play) ? [{ betId: roundId, payoutCents: result.play.payoutCents }] : [];
      },
      async finish(tx) {
        const play = stepped.play;
        const also = [saveRoundWrite(roundId, play)];
        if (isOver(play)) {
          const params = minesFairParams(play);
          also.push(fairEndWrite(roundId, params, minesVerifier.outcome(roll, params)));
        }
        return storeRoundAnswer<MinesRoundAnswer>(
          tx,
          op,
          { round: await roundView(tx, stepped, roll) },
          { balanceOf: userId, also },
        );
      },
    });
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
