import type { SqlEntityManager } from '@mikro-orm/sql';
import { jackpotEntryOfTicket, jackpotTicket, splitPot } from '@arena/schemas';
import { recordItemEvents } from '../../commerce/inventory/items';
import type { AppServices } from '../../http/services';
import { settleSkinBetPassing } from '../../ledger/skin-stakes';
import {
  JACKPOT_GAME,
  type StoredJackpotEntry,
  type StoredJackpotRound,
  loadJackpotEntries,
  loadJackpotRound,
} from './rounds';
import { lockForEnding } from '../../ledger/queries/bet-locks';

/** A draw locks its entries' bets and players up front, in the ledger's order (lockForEnding). */
function lockEntriesForEnding(
  tx: SqlEntityManager,
  entries: readonly StoredJackpotEntry[],
  alsoUserId?: string,
): Promise<void> {
  return lockForEnding(
    tx,
    entries.map((e) => e.betId),
    [...entries.map((e) => e.userId), ...(alsoUserId ? [alsoUserId] : [])],
  );
}

/**
 * Draws and pays a round in one commit, from what is stored: the ticket comes from the committed seed, the
 * close time and the ordered entries (schemas' jackpotTicket), the house keeps the skins splitPot names, every
 * other skin passes to the winner, and every entry's bet is settled with 0 money exactly once. The round row is
 * locked and changed only while OPEN, so a second call (a retry, a second process) returns the stored result.
 * Locking it for update waits for every entry still in flight (entries share-lock it), so the entries read after
 * it, in their numbered order, are the final list; the pot is their sum (no entry writes the round row).
 */
export async function finishJackpotRound(
  services: AppServices,
  roundId: string,
  closedAtMs: number,
): Promise<StoredJackpotRound> {
  await services.ledger.transaction(async (tx) => {
    const round = await loadJackpotRound(tx, roundId, true);
    if (!round || round.status !== 'OPEN') return;
    const entries = await loadJackpotEntries(tx, roundId);
    if (new Set(entries.map((e) => e.userId)).size < 2)
      throw new Error(`jackpot ${roundId} has fewer than two players`);
    const ticket = jackpotTicket(round.serverSeed, closedAtMs, entries);
    const winnerUserId = entries[jackpotEntryOfTicket(entries, ticket)]!.userId;
    const split = splitPot(entries, winnerUserId);
    await lockEntriesForEnding(tx, entries, winnerUserId);
    const toWinner = new Set(split.prizeItemIds);
    for (const entry of entries) {
      const passItemIds = entry.items.filter((item) => toWinner.has(item.id)).map((item) => item.id);
      await settleSkinBetPassing(tx, { betId: entry.betId, passItemIds, toUserId: winnerUserId });
    }
    // The prize shows in the winner's transactions as a transfer without entries (skins are not balance money),
    // like a grant; each skin's history names it.
    const prize = await services.ledger.post(tx, {
      scope: winnerUserId,
      operation: 'JACKPOT_PRIZE',
      key: roundId,
      request: { roundId, ticket, items: split.prizeItemIds },
      userId: winnerUserId,
      legs: [],
    });
    await recordItemEvents(
      tx,
      split.prizeItemIds.map((id) => ({ id, user_id: winnerUserId })),
      'JACKPOT_WON',
      prize.transferId,
    );
    await tx.execute(
      `update jackpot_rounds set status = 'FINISHED', closed_at_ms = ?, ticket = ?, winner_user_id = ?, pot_cents = ?, house_cents = ?,
         prize_cents = ?, house_item_ids = ?, ended_at = now() where id = ? and status = 'OPEN'`,
      [
        closedAtMs,
        ticket,
        winnerUserId,
        split.potCents,
        split.houseCents,
        split.prizeCents,
        JSON.stringify(split.houseItemIds),
        roundId,
      ],
      'run',
    );
  });
  return (await loadJackpotRound(services.orm.em.fork() as SqlEntityManager, roundId))!;
}

/** Calls a round off: every entry's skins go back to their owner (each bet refunded once), the round is VOIDED. */
export async function voidJackpotRound(services: AppServices, roundId: string): Promise<boolean> {
  return services.ledger.transaction(async (tx) => {
    const round = await loadJackpotRound(tx, roundId, true);
    if (!round || round.status !== 'OPEN') return false;
    const entries = await loadJackpotEntries(tx, roundId);
    await lockEntriesForEnding(tx, entries);
    for (const entry of entries) await services.ledger.refundBetIn(tx, entry.betId);
    await tx.execute(
      `update jackpot_rounds set status = 'VOIDED', ended_at = now() where id = ? and status = 'OPEN'`,
      [roundId],
      'run',
    );
    return true;
  });
}

/**
 * Boot recovery, before the jackpot room opens: a round left open by a dead process is voided and refunded
 * (skins back) exactly once; any jackpot bet still open after that is refunded too.
 */
export async function recoverJackpot(services: AppServices): Promise<{ voided: string[]; refundedBetIds: string[] }> {
  const em = services.orm.em.fork() as SqlEntityManager;
  const open = (await em.execute(
    `select id from jackpot_rounds where status = 'OPEN' order by created_at`,
    [],
    'all',
  )) as { id: string }[];
  const voided: string[] = [];
  for (const { id } of open) if (await voidJackpotRound(services, id)) voided.push(id);
  const refunded = await services.ledger.refundOpenBets({ games: [JACKPOT_GAME] });
  return { voided, refundedBetIds: refunded.map((bet) => bet.id) };
}
