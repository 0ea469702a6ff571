import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  bingoDrawNumbers,
  bingoMatches,
  bingoPoolCents,
  bingoPrizeOf,
  bingoTicketsDigest,
  splitBingoPool,
} from '@arena/schemas';
import { queryOne, queryRows } from '../../db/sql';
import type { AppServices } from '../../http/services';
import { HOUSE, user } from '../../ledger/types';
import { type StoredBingoDraw, ensureBingoDrawOnSale, loadBingoDraw } from './store';

/** The ledger operation of a prize, keyed by the ticket id: one transfer per winning ticket, ever. */
export const BINGO_PRIZE_OPERATION = 'BINGO_PRIZE';
export const BINGO_PRIZE_SCOPE = 'bingo';

const em = (services: AppServices) => services.orm.em.fork() as SqlEntityManager;

/** The finished draw whose rollover a draw at `drawAtMs` receives (the latest finished before it). */
async function rolloverSource(tx: SqlEntityManager, drawAtMs: number): Promise<{ id: string; cents: number } | null> {
  const row = await queryOne<{ id: string; rollover_out_cents: string | number }>(
    tx,
    `select id, rollover_out_cents from bingo_draws where status = 'FINISHED' and draw_at < ? order by draw_at desc limit 1`,
    [new Date(drawAtMs)],
  );
  return row ? { id: row.id, cents: Number(row.rollover_out_cents) } : null;
}

/** What an open draw's pool would be if it closed now (shown while tickets are on sale). */
export async function projectedPool(
  tx: SqlEntityManager,
  draw: StoredBingoDraw,
): Promise<{ ticketCount: number; salesCents: number; rolloverInCents: number; poolCents: number }> {
  if (draw.status !== 'OPEN')
    return {
      ticketCount: draw.ticketCount,
      salesCents: draw.salesCents,
      rolloverInCents: draw.rolloverInCents,
      poolCents: draw.poolCents,
    };
  const sold = await queryOne<{ n: number | string; sales: number | string }>(
    tx,
    `select count(*) as n, coalesce(sum(price_cents), 0) as sales from bingo_tickets where draw_id = ?`,
    [draw.id],
  );
  const rollover = await rolloverSource(tx, draw.drawAt);
  const unclaimed =
    rollover && !(await queryOne(tx, `select id from bingo_draws where rollover_from = ?`, [rollover.id]))
      ? rollover.cents
      : 0;
  const ticketCount = Number(sold!.n);
  const salesCents = Number(sold!.sales);
  return {
    ticketCount,
    salesCents,
    rolloverInCents: unclaimed,
    poolCents: bingoPoolCents({ ticketCount, salesCents, rolloverInCents: unclaimed }),
  };
}

/**
 * Closes sales and draws, in one commit: the ticket list (in issue order) fixes the digest, the numbers come
 * from the committed seed (schemas' bingoDrawNumbers), the pool takes the previous finished draw's rollover,
 * and every ticket's matches and prize are written. The draw row is locked for update, so purchases in flight
 * (which hold it shared) commit first and none slips in after. Only an OPEN draw whose time has come closes;
 * earlier draws must be finished first (rollovers chain in order). Opens the next draw for sale.
 */
export async function closeBingoDraw(
  services: AppServices,
  drawId: string,
  nowMs = Date.now(),
): Promise<StoredBingoDraw> {
  await services.ledger.transaction(async (tx) => {
    const draw = await loadBingoDraw(tx, drawId, 'for update');
    if (!draw || draw.status !== 'OPEN') return;
    if (draw.drawAt > nowMs)
      throw new Error(`bingo draw ${draw.number} is not due before ${new Date(draw.drawAt).toISOString()}`);
    const earlier = await queryOne(tx, `select id from bingo_draws where draw_at < ? and status <> 'FINISHED'`, [
      new Date(draw.drawAt),
    ]);
    if (earlier) throw new Error(`bingo draw ${draw.number} cannot close before the draws before it are finished`);
    const tickets = await queryRows<{ id: string; numbers: unknown; price_cents: number | string }>(
      tx,
      `select id, numbers, price_cents from bingo_tickets where draw_id = ? order by serial`,
      [drawId],
    );
    const list = tickets.map((t) => ({
      id: t.id,
      numbers: (typeof t.numbers === 'string' ? JSON.parse(t.numbers) : t.numbers) as number[],
    }));
    const digest = bingoTicketsDigest(list);
    const numbers = bingoDrawNumbers(draw.serverSeed, digest, draw.number);
    const salesCents = tickets.reduce((sum, t) => sum + Number(t.price_cents), 0);
    const rollover = await rolloverSource(tx, draw.drawAt);
    const rolloverInCents = rollover?.cents ?? 0;
    const poolCents = bingoPoolCents({ ticketCount: list.length, salesCents, rolloverInCents });
    const matches = list.map((t) => bingoMatches(t.numbers, numbers));
    const split = splitBingoPool(poolCents, matches);
    for (let k = 0; k <= 5; k++) {
      const ids = list.filter((_, i) => matches[i] === k).map((t) => t.id);
      if (ids.length === 0) continue;
      await tx.execute(
        `update bingo_tickets set matches = ?, prize_cents = ? where id in (?)`,
        [k, bingoPrizeOf(split, k), ids],
        'run',
      );
    }
    await tx.execute(
      `update bingo_draws set status = 'CLOSED', closed_at = now(), tickets_digest = ?, numbers = ?, ticket_count = ?, sales_cents = ?,
         rollover_from = ?, rollover_in_cents = ?, pool_cents = ?, tiers = ? where id = ? and status = 'OPEN'`,
      [
        digest,
        JSON.stringify(numbers),
        list.length,
        salesCents,
        rollover?.id ?? null,
        rolloverInCents,
        poolCents,
        JSON.stringify(split.tiers),
        drawId,
      ],
      'run',
    );
  });
  await ensureBingoDrawOnSale(em(services), nowMs);
  return (await loadBingoDraw(em(services), drawId))!;
}

export interface PayHooks {
  /** Called after each prize's commit (tests cut the job here to prove a resumed job pays the rest once). */
  afterPrize?(ticketId: string): void;
}

/**
 * Pays a closed draw's prizes, one commit per ticket: the ticket row is locked, and unless it already carries
 * its prize transfer, one ledger transfer house → owner (BINGO_PRIZE keyed by the ticket id) is posted and
 * recorded on the row. A job cut anywhere resumes here and pays only what is unpaid; the ledger's key would
 * refuse a second transfer for the same ticket even if the row update were lost.
 */
export async function payBingoDraw(services: AppServices, drawId: string, hooks: PayHooks = {}): Promise<number> {
  let paid = 0;
  for (;;) {
    const batch = await queryRows<{ id: string }>(
      em(services),
      `select id from bingo_tickets where draw_id = ? and prize_cents > 0 and prize_transfer_id is null order by serial limit 100`,
      [drawId],
    );
    if (batch.length === 0) return paid;
    for (const { id } of batch) {
      const did = await services.ledger.transaction(async (tx) => {
        const t = await queryOne<{ owner_id: string; prize_cents: number | string; prize_transfer_id: unknown }>(
          tx,
          `select owner_id, prize_cents, prize_transfer_id from bingo_tickets where id = ? for update`,
          [id],
        );
        if (!t || t.prize_transfer_id !== null) return false;
        const prizeCents = Number(t.prize_cents);
        const posted = await services.ledger.post(tx, {
          scope: BINGO_PRIZE_SCOPE,
          operation: BINGO_PRIZE_OPERATION,
          key: id,
          request: { ticketId: id, drawId, userId: t.owner_id, prizeCents },
          userId: t.owner_id,
          legs: [
            { account: HOUSE, amountCents: -prizeCents },
            { account: user(t.owner_id), amountCents: prizeCents },
          ],
        });
        await tx.execute(
          `update bingo_tickets set prize_transfer_id = ? where id = ? and prize_transfer_id is null`,
          [posted.transferId, id],
          'run',
        );
        return true;
      });
      if (did) {
        paid++;
        hooks.afterPrize?.(id);
      }
    }
  }
}

/** Marks a closed draw FINISHED once every prize is paid: paid + rollover out = pool, checked by the table. */
export async function finishBingoDraw(services: AppServices, drawId: string): Promise<StoredBingoDraw> {
  await services.ledger.transaction(async (tx) => {
    const draw = await loadBingoDraw(tx, drawId, 'for update');
    if (!draw || draw.status !== 'CLOSED') return;
    const sums = await queryOne<{ unpaid: number | string; paid: number | string }>(
      tx,
      `select count(*) filter (where prize_cents > 0 and prize_transfer_id is null) as unpaid,
              coalesce(sum(prize_cents) filter (where prize_transfer_id is not null), 0) as paid
       from bingo_tickets where draw_id = ?`,
      [drawId],
    );
    if (Number(sums!.unpaid) > 0) throw new Error(`bingo draw ${draw.number} still has unpaid prizes`);
    const paid = Number(sums!.paid);
    await tx.execute(
      `update bingo_draws set status = 'FINISHED', finished_at = now(), paid_cents = ?, rollover_out_cents = ? where id = ? and status = 'CLOSED'`,
      [paid, draw.poolCents - paid, drawId],
      'run',
    );
  });
  return (await loadBingoDraw(em(services), drawId))!;
}

/** Close (if still open), pay, finish: each step idempotent, so running it again after a cut pays nothing twice. */
export async function runBingoDraw(
  services: AppServices,
  drawId: string,
  nowMs = Date.now(),
  hooks: PayHooks = {},
): Promise<StoredBingoDraw> {
  await closeBingoDraw(services, drawId, nowMs);
  await payBingoDraw(services, drawId, hooks);
  return finishBingoDraw(services, drawId);
}

/**
 * Boot recovery and catch-up: every draw whose time has passed and is not finished (never closed because no
 * process was up, or cut while paying) is run to the end, oldest first; then the draw on sale is opened.
 */
export async function runDueBingoDraws(
  services: AppServices,
  nowMs = Date.now(),
  hooks: PayHooks = {},
): Promise<StoredBingoDraw[]> {
  const due = await queryRows<{ id: string }>(
    em(services),
    `select id from bingo_draws where status <> 'FINISHED' and draw_at <= ? order by draw_at`,
    [new Date(nowMs)],
  );
  const done: StoredBingoDraw[] = [];
  for (const { id } of due) done.push(await runBingoDraw(services, id, nowMs, hooks));
  await ensureBingoDrawOnSale(em(services), nowMs);
  return done;
}
