import { randomUUID } from 'node:crypto';
import {
  AppError,
  type CaseOpenAnswer,
  type CaseOpenBody,
  type CaseOpening,
  type CasesOutcome,
  assertBonusAllowed,
  caseFairParams,
  casesVerifier,
} from '@arena/schemas';
import type { CatalogItem } from '../../commerce/catalog/catalog';
import { answerOnce } from '../../ledger/answers';
import { createItems, toInventoryItem } from '../../commerce/inventory/items';
import { type FairRoll, fairBetWrite, takeRoundRoll } from '../../fair';
import type { Ledger } from '../../ledger/ledger';
import type { AlsoWrite } from '../../ledger/postings';
import { storeRoundAnswer } from '../../ledger/rounds/round-answers';
import { HOUSE, user } from '../../ledger/types';
import { hasPremium } from '../../users/premium';
import { caseRefusal, findCase } from './boxes';

/** The `game` of case bets and of their fair records. */
export const CASES_GAME = 'cases';

/**
 * Opens `count` cases in one commit (Ledger.play: shared with other requests' rounds), idempotent by the
 * Idempotency-Key (a repeat answers the stored result). Each case is its own bet at the case's price (real balance,
 * or bonus balance for a bonus-only case) with its own nonce; the published function picks the slot; the bet is
 * settled with the skin's catalog value as payout and, in the same commit, that payout buys the skin from the house
 * (so the player ends with the skin, the balance down by the price, and the house up by price − skin value). A
 * bonus-only case gives a bonus skin. The case is read first for its refusals and price; its row is locked with the
 * round (its stock and count), where a case that changed meanwhile is refused.
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
  return answerOnce(ledger, op, async () => {
    const em = ledger.reader();
    const box = await findCase(em, caseId);
    const refusal = caseRefusal(box, body.count, Date.now());
    if (refusal) throw refusal;
    if (box.row.premium_only && !(await hasPremium(em, userId))) throw new AppError('CASE.NEEDS_PREMIUM');

    const source = box.row.bonus_only ? 'BONUS' : 'REAL';
    assertBonusAllowed(CASES_GAME, { source });
    const account = user(userId, source === 'BONUS' ? 'USER_BONUS' : 'USER_REAL');
    const params = caseFairParams(box.items.map((s) => s.weight));
    const betIds = Array.from({ length: body.count }, () => randomUUID());
    let opened: { unboxed: number; draws: { roll: FairRoll; outcome: CasesOutcome; skin: CatalogItem }[] };
    return ledger.play<CaseOpenAnswer>({
      userId,
      request: op,
      stakes: betIds.map((betId) => ({
        betId,
        userId,
        game: CASES_GAME,
        roundId: betId,
        source,
        amountCents: box.priceCents,
      })),
      async play(tx) {
        const locked = await findCase(tx, box.row.id, true);
        const changed = caseRefusal(locked, body.count, Date.now());
        if (changed) throw changed;
        if (locked.priceCents !== box.priceCents) throw new AppError('CASE.TEMPORARILY_UNAVAILABLE');
        // Taken together, one nonce after the other in the order of the bets.
        const rolls = await Promise.all(betIds.map(() => takeRoundRoll(tx, userId)));
        const draws = rolls.map((roll) => {
          const outcome = casesVerifier.outcome(roll, params);
          return { roll, outcome, skin: box.items[outcome.slot]!.item };
        });
        opened = { unboxed: Number(locked.row.unboxed) + body.count, draws };
        return draws.map((draw, i) => ({ betId: betIds[i]!, payoutCents: draw.skin.priceCents }));
      },
      async finish(tx) {
        const openings: CaseOpening[] = [];
        const also: AlsoWrite[] = [];
        for (const [i, { roll, outcome, skin }] of opened.draws.entries()) {
          const betId = betIds[i]!;
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
          also.push(fairBetWrite({ betId, roll, game: CASES_GAME, params, outcome }), {
            sql: `insert into case_openings (bet_id, user_id, case_id, price_cents, source, ticket, slot, catalog_item_id, item_cents, item_id)
              values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            params: [
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
          });
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
        also.push({ sql: `update cases set unboxed = unboxed + ? where id = ?`, params: [body.count, box.row.id] });
        return storeRoundAnswer<CaseOpenAnswer>(
          tx,
          op,
          { caseId: box.row.id, priceCents: box.priceCents, source, openings, unboxed: opened.unboxed },
          { balanceOf: userId, also },
        );
      },
    });
  });
}
