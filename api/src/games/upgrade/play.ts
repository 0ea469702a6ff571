import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  AppError,
  type UpgradeAnswer,
  assertBonusAllowed,
  type UpgradeBody,
  upgradeChanceMillionths,
  upgradeRefusal,
  upgradeVerifier,
} from '@arena/schemas';
import { getCatalog } from '../../commerce/catalog/catalog';
import { AnswerTaken, answerOnce } from '../../ledger/answers';
import {
  ITEM_COLUMNS,
  type ItemRow,
  createItems,
  recordItemEvents,
  sumPrices,
  toInventoryItem,
} from '../../commerce/inventory/items';
import { queryRows } from '../../db/sql';
import { type FairRoll, fairBetWrite, takeRoundRoll } from '../../fair';
import { claimIdempotency, resultWrite } from '../../ledger/idempotency';
import type { Ledger } from '../../ledger/ledger';
import { writeTogether } from '../../ledger/postings';
import { HOUSE, user } from '../../ledger/types';

/** The `game` of upgrade bets and of their fair records. */
export const UPGRADE_GAME = 'upgrade';

/**
 * The entry as the player picked it, checked for a clear refusal before anything is locked: each id once and the
 * player's (INVENTORY.BAD_ID), one kind, bonus skins as BONUS_STAKES allows (assertBonusAllowed), none held by a bet or a trade
 * (INVENTORY.ITEM_LOCKED). Read without locks: placeBet locks the same rows in the ledger's order (user, then
 * skins) and re-checks them, so a skin taken meanwhile is still refused.
 */
async function readEntry(tx: SqlEntityManager, userId: string, itemIds: readonly string[]): Promise<ItemRow[]> {
  if (new Set(itemIds).size !== itemIds.length) throw new AppError('INVENTORY.BAD_ID');
  if (itemIds.length === 0) return [];
  const rows = await queryRows<ItemRow>(
    tx,
    `select ${ITEM_COLUMNS} from user_items i where i.id in (?) and i.user_id = ?`,
    [itemIds, userId],
  );
  if (rows.length !== itemIds.length) throw new AppError('INVENTORY.BAD_ID');
  assertBonusAllowed(UPGRADE_GAME, { source: 'SKINS', itemKinds: rows.map((row) => row.kind) });
  if (rows.some((row) => row.status === 'IN_BET' || row.status === 'IN_TRADE'))
    throw new AppError('INVENTORY.ITEM_LOCKED');
  if (rows.some((row) => row.status !== 'AVAILABLE')) throw new AppError('INVENTORY.BAD_ID');
  return rows;
}

/** The won bonus skin expires when the earliest entry skin would have. */
async function capBonusExpiry(tx: SqlEntityManager, won: ItemRow, entry: readonly ItemRow[]): Promise<ItemRow> {
  const earliest = Math.min(
    ...entry.map((row) => (row.expires_at === null ? Infinity : new Date(row.expires_at).getTime())),
  );
  if (!Number.isFinite(earliest)) return won;
  await tx.execute(
    `update user_items set expires_at = least(expires_at, ?) where id = ?`,
    [new Date(earliest), won.id],
    'run',
  );
  const [row] = await queryRows<ItemRow>(tx, `select ${ITEM_COLUMNS} from user_items i where i.id = ?`, [won.id]);
  return row ?? won;
}

/**
 * Plays one upgrade in one commit (Ledger.play; a skin stake keeps its own transaction), idempotent by the
 * Idempotency-Key (a repeat answers the stored result): the entry skins go into a SKINS bet, the user's next seed
 * nonce gives float_0, the published rule decides, and the bet is settled. A loss consumes the entry. A win pays the
 * target's catalog value as the bet's payout (house → real balance) and, in the same commit, buys the target skin with
 * it (real balance → house), so the balance is unchanged, the player holds the target, and the house has paid the
 * difference between target and entry. A won skin is non-withdrawable when any entry skin was (a house-granted alfa
 * skin never upgrades into cash). A bonus entry wins a bonus skin, bought with the bonus balance the payout went to:
 * it needs its plays like any bonus skin and expires no later than the earliest entry skin would have (an upgrade
 * never extends bonus life). The entry is read for its refusals before anything is locked; placeBet locks and
 * re-checks the same skins.
 */
export function playUpgrade(
  ledger: Ledger,
  cdnBaseUrl: string,
  userId: string,
  key: string,
  body: UpgradeBody,
): Promise<UpgradeAnswer> {
  const target = getCatalog().get(body.targetCatalogItemId);
  if (!target) throw new AppError('SHOP.BAD_ITEM_IDS');
  const op = {
    scope: userId,
    operation: 'UPGRADE' as const,
    key,
    request: { itemIds: [...body.itemIds].sort(), targetCatalogItemId: target.id },
  };
  return answerOnce(ledger, op, async () => {
    const entry = await readEntry(ledger.reader(), userId, body.itemIds);
    const entryCents = sumPrices(entry);
    // Decided inside the stake's transaction, after the ledger's pause and limit checks: a paused player is told
    // about the pause, not about the entry.
    const refusal = upgradeRefusal({ skins: entry.length, entryCents, targetCents: target.priceCents });
    // Without a skin there is no stake to place (and so no pause check to come first).
    if (refusal && entry.length === 0) throw new AppError(refusal.key, refusal.args);

    const betId = randomUUID();
    const params = {
      entryCents,
      targetCents: target.priceCents,
      chanceMillionths: upgradeChanceMillionths(entryCents, target.priceCents),
    };
    let played: { roll: FairRoll; outcome: ReturnType<typeof upgradeVerifier.outcome> };
    return ledger.play<UpgradeAnswer>({
      userId,
      request: op,
      stakes: [{ betId, userId, game: UPGRADE_GAME, roundId: betId, source: 'SKINS', itemIds: [...body.itemIds] }],
      async play(tx, [bet]) {
        if (refusal) throw new AppError(refusal.key, refusal.args);
        if (bet!.stakeCents !== entryCents) throw new AppError('INVENTORY.ITEM_LOCKED');
        const roll = await takeRoundRoll(tx, userId);
        played = { roll, outcome: upgradeVerifier.outcome(roll, params) };
        return [{ betId, payoutCents: played.outcome.won ? target.priceCents : 0 }];
      },
      async finish(tx) {
        const { roll, outcome } = played;
        // The entry's history names this request's transfer: its key is claimed here, its answer stored last.
        const claim = await claimIdempotency(tx, { ...op, userId });
        if (claim.replayed) throw new AnswerTaken(op);
        await recordItemEvents(tx, entry, 'UPGRADE_ENTRY', claim.transferId);
        let won: ItemRow | null = null;
        if (outcome.won) {
          const bonus = entry.some((row) => row.kind === 'BONUS');
          const bought = await ledger.post(tx, {
            scope: userId,
            operation: 'UPGRADE_SKIN',
            key: betId,
            request: { betId, catalogItemId: target.id },
            userId,
            legs: [
              { account: user(userId, bonus ? 'USER_BONUS' : 'USER_REAL'), amountCents: -target.priceCents },
              { account: HOUSE, amountCents: target.priceCents },
            ],
          });
          const alfa = entry.some((row) => row.alfa);
          const [row] = await createItems(tx, {
            userId,
            items: [target],
            kind: bonus ? 'BONUS' : 'REAL',
            alfa,
            transferId: bought.transferId,
            event: 'UPGRADE_WON',
          });
          won = row ?? null;
          if (bonus && won) won = await capBonusExpiry(tx, won, entry);
        }
        const answer: UpgradeAnswer = {
          betId,
          entryCents,
          targetCatalogItemId: target.id,
          targetCents: target.priceCents,
          chanceMillionths: outcome.chanceMillionths,
          roll: outcome.roll,
          won: outcome.won,
          serverSeedHash: roll.serverSeedHash,
          clientSeed: roll.clientSeed,
          nonce: roll.nonce,
          item: won ? toInventoryItem(won, cdnBaseUrl) : null,
          removedItemIds: entry.map((row) => row.id),
          balance: await ledger.balances(userId, tx),
        };
        await writeTogether(tx, [
          fairBetWrite({ betId, roll, game: UPGRADE_GAME, params, outcome }),
          {
            sql: `insert into upgrades (bet_id, user_id, entry_cents, entry_skins, target_catalog_item_id, target_cents,
              chance_millionths, roll, won, item_id) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            params: [
              betId,
              userId,
              entryCents,
              entry.length,
              target.id,
              target.priceCents,
              outcome.chanceMillionths,
              outcome.roll,
              outcome.won,
              won?.id ?? null,
            ],
          },
          resultWrite(claim.transferId, answer),
        ]);
        return answer;
      },
    });
  });
}
