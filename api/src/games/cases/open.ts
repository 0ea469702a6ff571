import { randomUUID } from 'node:crypto';
import {
  AppError,
  type CaseOpenAnswer,
  type CaseOpenBody,
  type CaseOpening,
  assertBonusAllowed,
  caseFairParams,
  casesVerifier,
} from '@arena/schemas';
import { idempotent, postOnce, storeAnswer } from '../../commerce/idempotent';
import { createItems, toInventoryItem } from '../../commerce/inventory/items';
import { queryOne } from '../../db/sql';
import { recordFairBet, takeFairRoll } from '../../fair';
import type { Ledger } from '../../ledger/ledger';
import { HOUSE, user } from '../../ledger/types';
import { hasPremium } from '../../users/premium';
import { caseRefusal, findCase } from './boxes';

/** The `game` of case bets and of their fair records. */
export const CASES_GAME = 'cases';

/**
 * Opens `count` cases in one transaction, idempotent by the Idempotency-Key (a repeat answers the stored result).
 * Locks: the case row first (its stock and count), then the ledger locks the player and the accounts. Each case
 * is its own bet at the case's price (real balance, or bonus balance for a bonus-only case) with its own nonce;
 * the published function picks the slot; the bet is settled with the skin's catalog value as payout and, in the
 * same transaction, that payout buys the skin from the house (so the player ends with the skin, the balance down
 * by the price, and the house up by price − skin value). A bonus-only case gives a bonus skin.
 */
export function openCases(
  ledger: Ledger,
  cdnBaseUrl: string,
  userId: string,
  key: string,
  caseId: number,
  body: CaseOpenBody,
): Promise<CaseOpenAnswer> {
  const op = { scope: userId, operation: 'CASE_OPEN' as const, key, request: { caseId, count: body.count } };
  return idempotent(ledger, op, async (tx) => {
    const claimed = await postOnce<CaseOpenAnswer>(ledger, tx, { ...op, userId, legs: [] });
    if (claimed.answer) return claimed.answer;

    const box = await findCase(tx, caseId, true);
    const refusal = caseRefusal(box, body.count, Date.now());
    if (refusal) throw refusal;
    if (box.row.premium_only && !(await hasPremium(tx, userId))) throw new AppError('CASE.NEEDS_PREMIUM');

    const source = box.row.bonus_only ? 'BONUS' : 'REAL';
    assertBonusAllowed(CASES_GAME, { source });
    const account = user(userId, source === 'BONUS' ? 'USER_BONUS' : 'USER_REAL');
    const params = caseFairParams(box.items.map((s) => s.weight));
    const openings: CaseOpening[] = [];
    for (let i = 0; i < body.count; i++) {
      const betId = randomUUID();
      await ledger.placeBetIn(tx, {
        betId,
        userId,
        game: CASES_GAME,
        roundId: betId,
        source,
        amountCents: box.priceCents,
      });
      const roll = await takeFairRoll(tx, userId);
      const outcome = casesVerifier.outcome(roll, params);
      await recordFairBet(tx, { betId, roll, game: CASES_GAME, params, outcome });
      const skin = box.items[outcome.slot]!.item;
      await ledger.settleBetIn(tx, betId, skin.priceCents);
      const bought = await ledger.post(tx, {
        scope: userId,
        operation: 'CASE_SKIN',
        key: betId,
        request: { betId, catalogItemId: skin.id },
        userId,
        legs: [
          { account, amountCents: -skin.priceCents },
          { account: HOUSE, amountCents: skin.priceCents },
        ],
      });
      // The skin is bought with the bet's payout: the item history reads BOUGHT, tied to that transfer.
      const [row] = await createItems(tx, {
        userId,
        items: [skin],
        kind: source,
        transferId: bought.transferId,
        event: 'BOUGHT',
      });
      await tx.execute(
        `insert into case_openings (bet_id, user_id, case_id, price_cents, source, ticket, slot, catalog_item_id, item_cents, item_id)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          betId,
          userId,
          box.row.id,
          box.priceCents,
          source,
          outcome.ticket,
          outcome.slot,
          skin.id,
          skin.priceCents,
          row!.id,
        ],
        'run',
      );
      openings.push({
        betId,
        ticket: outcome.ticket,
        totalWeight: outcome.totalWeight,
        slot: outcome.slot,
        item: toInventoryItem(row!, cdnBaseUrl),
        serverSeedHash: roll.serverSeedHash,
        clientSeed: roll.clientSeed,
        nonce: roll.nonce,
      });
    }
    const counted = await queryOne<{ unboxed: number }>(
      tx,
      `update cases set unboxed = unboxed + ? where id = ? returning unboxed`,
      [body.count, box.row.id],
    );

    const answer: CaseOpenAnswer = {
      caseId: box.row.id,
      priceCents: box.priceCents,
      source,
      openings,
      unboxed: Number(counted!.unboxed),
      balance: await ledger.balances(userId, tx),
    };
    await storeAnswer(tx, claimed.transferId, answer);
    return answer;
  });
}
