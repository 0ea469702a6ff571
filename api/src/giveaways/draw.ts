import type { SqlEntityManager } from '@mikro-orm/sql';
import { drawGiveaway } from '@arena/schemas';
import { grantItems } from '../commerce/inventory/bonus-items';
import { queryOne, queryRows } from '../db/sql';
import type { AppServices } from '../http/services';
import type { StoredPrize } from './open';
import { parseJson } from './rows';

export interface DrawnGiveaway {
  giveawayId: number;
  winners: { slot: number; userId: string; itemId: string }[];
}

/** Test seam: runs after each slot is paid, inside the draw's transaction (a throw there is a process dying mid-draw). */
export interface DrawHooks {
  afterSlotPaid?(giveawayId: number, slot: number): Promise<void> | void;
}

/** The prize skin's idempotency key: the same slot of the same giveaway can never be granted twice. */
export const prizeKey = (giveawayId: number, slot: number) => `giveaway:${giveawayId}:slot:${slot}`;

async function drawOne(
  services: AppServices,
  tx: SqlEntityManager,
  giveawayId: number,
  nowMs: number,
  hooks: DrawHooks,
): Promise<DrawnGiveaway | undefined> {
  // A join holds this row FOR SHARE while it inserts, so the participant list read below is final.
  const row = await queryOne<{
    server_seed: string;
    prizes: StoredPrize[] | string;
    status: string;
    ends_at: Date | string;
  }>(tx, `select server_seed, prizes, status, ends_at from giveaways where id = ? for update`, [giveawayId]);
  if (row?.status !== 'OPEN' || new Date(row.ends_at).getTime() > nowMs) return undefined;
  const prizes = parseJson<StoredPrize[]>(row.prizes);
  const participants = (
    await queryRows<{ user_id: string }>(tx, `select user_id from giveaway_participants where giveaway_id = ?`, [
      giveawayId,
    ])
  ).map((r) => r.user_id);
  const draw = drawGiveaway({ serverSeed: row.server_seed, giveawayId, participants, slots: prizes.length });
  const drawn: DrawnGiveaway = { giveawayId, winners: [] };
  for (const winner of draw) {
    const prize = prizes[winner.slot]!;
    const { itemIds } = await grantItems(services.ledger, tx, {
      userId: winner.userId,
      catalogItemIds: [prize.catalogItemId],
      kind: 'REAL',
      key: prizeKey(giveawayId, winner.slot),
      wagerSource: 'GIVEAWAY',
    });
    await tx.execute(
      `insert into giveaway_winners (giveaway_id, slot, user_id, catalog_item_id, price_cents, item_id) values (?, ?, ?, ?, ?, ?)
       on conflict (giveaway_id, slot) do nothing`,
      [giveawayId, winner.slot, winner.userId, prize.catalogItemId, prize.priceCents, itemIds[0]],
      'run',
    );
    drawn.winners.push({ slot: winner.slot, userId: winner.userId, itemId: itemIds[0]! });
    await hooks.afterSlotPaid?.(giveawayId, winner.slot);
  }
  await tx.execute(
    `update giveaways set status = ?, drawn_at = ? where id = ? and status = 'OPEN'`,
    [draw.length > 0 ? 'DRAWN' : 'NO_WINNER', new Date(nowMs), giveawayId],
    'run',
  );
  return drawn;
}

/**
 * Draws every giveaway that has ended, each in one transaction behind a row lock: the winners come from the
 * committed seed and the participant list (schemas `drawGiveaway`), each slot's skin is granted under a key of its
 * own and recorded under a unique (giveaway, slot), and the status leaves OPEN in the same commit. A process that
 * dies mid-draw commits nothing; the next pass (here or in another process) draws the same winners and pays them once.
 */
export async function drawEndedGiveaways(
  services: AppServices,
  nowMs: number,
  hooks: DrawHooks = {},
): Promise<DrawnGiveaway[]> {
  const due = await queryRows<{ id: number }>(
    services.orm.em.fork() as SqlEntityManager,
    `select id from giveaways where status = 'OPEN' and ends_at <= ? order by ends_at, id`,
    [new Date(nowMs)],
  );
  const drawn: DrawnGiveaway[] = [];
  const failed: unknown[] = [];
  for (const { id } of due) {
    try {
      const result = await services.ledger.transaction((tx) => drawOne(services, tx, Number(id), nowMs, hooks));
      if (result) drawn.push(result);
    } catch (error) {
      // One giveaway that cannot be drawn (its transaction rolled back) must not hold the others up.
      failed.push(error);
    }
  }
  if (failed.length > 0) throw new AggregateError(failed, `${failed.length} giveaway draw(s) failed`);
  return drawn;
}
