import { randomInt, randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  AppError,
  BINGO_RULES,
  type BingoBuyAnswer,
  type BingoBuyBody,
  type BingoGiftAnswer,
  type BingoGiftBody,
  bingoNumbersError,
  sortedNumbers,
  isUuid,
} from '@arena/schemas';
import { queryOne, queryRows } from '../../db/sql';
import { idempotent, postOnce, storeAnswer } from '../../ledger/answers';
import type { AppServices } from '../../http/services';
import { HOUSE, user } from '../../ledger/types';
import { TICKET_SELECT, type TicketRow, ensureBingoDrawOnSale, isTransferable, loadBingoDraw, toTicket } from './store';

/** A quick pick: 5 distinct numbers from the platform CSPRNG (a ticket's numbers do not need to be provable). */
export function quickPick(): number[] {
  const deck = Array.from({ length: BINGO_RULES.maxNumber }, (_, i) => i + 1);
  for (let i = 0; i < BINGO_RULES.numbersPerTicket; i++) {
    const j = i + randomInt(deck.length - i);
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  return sortedNumbers(deck.slice(0, BINGO_RULES.numbersPerTicket));
}

async function insertTickets(
  tx: SqlEntityManager,
  input: {
    drawId: string;
    userId: string;
    numbers: number[][];
    source: 'BOUGHT' | 'EARNED';
    transferId: number | null;
  },
): Promise<string[]> {
  const ids: string[] = [];
  for (const numbers of input.numbers) {
    const id = randomUUID();
    ids.push(id);
    await tx.execute(
      `insert into bingo_tickets (id, draw_id, owner_id, buyer_id, source, numbers, price_cents, purchase_transfer_id) values (?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        id,
        input.drawId,
        input.userId,
        input.userId,
        input.source,
        JSON.stringify(numbers),
        input.source === 'BOUGHT' ? BINGO_RULES.ticketPriceCents : 0,
        input.transferId,
      ],
      'run',
    );
  }
  return ids;
}

/**
 * Buys tickets for the draw on sale at $1 each from the real balance: one idempotent ledger transfer
 * (user → house, operation BINGO_BUY under the caller's Idempotency-Key) and the ticket rows in one commit; a
 * repeat with the same key and body answers the same tickets (quick picks included). Lock order: the player's
 * row, then the draw row (shared, so the close waits for purchases in flight), then the accounts.
 */
export function buyBingoTickets(
  services: AppServices,
  userId: string,
  key: string,
  body: BingoBuyBody,
  nowMs = Date.now(),
): Promise<BingoBuyAnswer> {
  const { maxTicketsPerPurchase, maxTicketsPerDraw, ticketPriceCents } = BINGO_RULES;
  if (body.tickets.length > maxTicketsPerPurchase)
    throw new AppError('BINGO.TOO_MANY_TICKETS', [maxTicketsPerPurchase]);
  for (const numbers of body.tickets) {
    const problem = numbers === null ? null : bingoNumbersError(numbers);
    if (problem) throw new AppError(problem.key, problem.args);
  }
  const op = { scope: userId, operation: 'BINGO_BUY' as const, key, request: body };
  return idempotent(services.ledger, op, async (tx) => {
    // The player's row first: the ledger's responsible-gaming guard (BINGO_BUY's row: pause, wager and loss limits)
    // then counts this purchase after any other of the player's in flight.
    await tx.execute(`select id from users where id = ? for no key update`, [userId], 'all');
    const onSale = await ensureBingoDrawOnSale(tx, nowMs);
    const draw = (await loadBingoDraw(tx, onSale.id, 'for share'))!;
    if (draw.status !== 'OPEN' || draw.drawAt <= nowMs) throw new AppError('BINGO.SALES_CLOSED');
    const held = await queryOne<{ n: number | string }>(
      tx,
      `select count(*) as n from bingo_tickets where draw_id = ? and owner_id = ?`,
      [draw.id, userId],
    );
    if (Number(held!.n) + body.tickets.length > maxTicketsPerDraw)
      throw new AppError('BINGO.TOO_MANY_TICKETS', [maxTicketsPerDraw]);
    const total = body.tickets.length * ticketPriceCents;
    const posted = await postOnce<BingoBuyAnswer>(services.ledger, tx, {
      ...op,
      userId,
      legs: [
        { account: user(userId), amountCents: -total },
        { account: HOUSE, amountCents: total },
      ],
    });
    if (posted.answer) return posted.answer;
    const numbers = body.tickets.map((picked) => (picked === null ? quickPick() : sortedNumbers(picked)));
    const ids = await insertTickets(tx, {
      drawId: draw.id,
      userId,
      numbers,
      source: 'BOUGHT',
      transferId: posted.transferId,
    });
    // Tickets are played money: they count toward the wager a bonus needs, like any bet.
    await tx.execute(
      `update users set wagered_total_cents = wagered_total_cents + ? where id = ?`,
      [total, userId],
      'run',
    );
    const rows = await queryRows<TicketRow>(tx, `${TICKET_SELECT} where t.id in (?) order by t.serial`, [ids]);
    const balance = await services.ledger.balances(userId, tx);
    const answer: BingoBuyAnswer = {
      drawId: draw.id,
      tickets: rows.map((r) => toTicket(r, true)),
      balanceCents: balance.realCents,
    };
    await storeAnswer(tx, posted.transferId, answer);
    return answer;
  });
}

/**
 * Deposit hook, inside the commit that credits a deposit: every $40 of the player's cumulative deposits earns
 * one quick-picked ticket in the draw on sale. bingo_deposit_awards counts the thresholds already granted (row
 * locked), so each threshold is granted exactly once however often this runs. Earned tickets cost the player
 * nothing and add nothing to the pool's 70% part (they are not sales); they play for the same tiers.
 * The caller holds the player's row lock (the order purchases take too: player, then draw).
 */
export async function grantEarnedBingoTickets(
  tx: SqlEntityManager,
  userId: string,
  nowMs = Date.now(),
): Promise<string[]> {
  const row = await queryOne<{ deposited_total_cents: number | string }>(
    tx,
    `select deposited_total_cents from users where id = ?`,
    [userId],
  );
  if (!row) return [];
  const due = Math.floor(Number(row.deposited_total_cents) / BINGO_RULES.depositPerTicketCents);
  if (due === 0) return [];
  await tx.execute(
    `insert into bingo_deposit_awards (user_id, tickets_earned) values (?, 0) on conflict do nothing`,
    [userId],
    'run',
  );
  const award = await queryOne<{ tickets_earned: number }>(
    tx,
    `select tickets_earned from bingo_deposit_awards where user_id = ? for update`,
    [userId],
  );
  const missing = due - Number(award!.tickets_earned);
  if (missing <= 0) return [];
  const onSale = await ensureBingoDrawOnSale(tx, nowMs);
  await loadBingoDraw(tx, onSale.id, 'for share');
  const ids = await insertTickets(tx, {
    drawId: onSale.id,
    userId,
    numbers: Array.from({ length: missing }, quickPick),
    source: 'EARNED',
    transferId: null,
  });
  await tx.execute(
    `update bingo_deposit_awards set tickets_earned = ?, updated_at = now() where user_id = ?`,
    [due, userId],
    'run',
  );
  return ids;
}

/**
 * Gives tickets to another player. Refusals in the spec's order: a valid recipient (BINGO.USER_NOT_FOUND), not
 * oneself (SEND_TO_YOURSELF), tickets selected (NO_TICKETS_SELECTED), streamers never (STREAMER_CANNOT_GIFT),
 * support may block a player (TRANSFER_NOT_ALLOWED), each ticket the sender's (WRONG_TICKET_NUMBER), transferable
 * (TICKET_NOT_TRANSFERABLE: bought and never gifted) and in a draw still on sale (TRANSFER_NOT_ALLOWED).
 * No money moves; the ticket rows are locked, so a ticket changes hands once. Repeating a gift that went
 * through answers the same (the tickets are already the recipient's, gifted by the sender).
 */
export async function giftBingoTickets(
  services: AppServices,
  fromUserId: string,
  body: BingoGiftBody,
  nowMs = Date.now(),
): Promise<BingoGiftAnswer> {
  const to = body.toUserId.trim();
  const recipient = isUuid(to)
    ? await queryOne<{ id: string; name: string }>(
        services.orm.em.fork() as SqlEntityManager,
        `select id, name from users where id = ?`,
        [to],
      )
    : undefined;
  if (!recipient) throw new AppError('BINGO.USER_NOT_FOUND');
  if (recipient.id === fromUserId) throw new AppError('BINGO.SEND_TO_YOURSELF');
  const ids = [...new Set(body.ticketIds)];
  if (ids.length === 0) throw new AppError('BINGO.NO_TICKETS_SELECTED');
  if (ids.length > BINGO_RULES.maxTicketsPerGift)
    throw new AppError('BINGO.TOO_MANY_TICKETS', [BINGO_RULES.maxTicketsPerGift]);
  const sender = await queryOne<{ streamer: boolean; bingo_gifts_blocked: boolean }>(
    services.orm.em.fork() as SqlEntityManager,
    `select streamer, bingo_gifts_blocked from users where id = ?`,
    [fromUserId],
  );
  if (!sender) throw new AppError('GLOBAL.FORBIDDEN');
  if (sender.streamer) throw new AppError('BINGO.STREAMER_CANNOT_GIFT');
  if (sender.bingo_gifts_blocked) throw new AppError('BINGO.TRANSFER_NOT_ALLOWED');
  if (!ids.every((id) => isUuid(id))) throw new AppError('BINGO.WRONG_TICKET_NUMBER');
  return services.ledger.transaction(async (tx) => {
    const rows = await queryRows<TicketRow & { draw_status: string; draw_at: string | Date }>(
      tx,
      `select t.id, t.owner_id, t.source, t.gifted_by, t.draw_id, d.status as draw_status, d.draw_at
       from bingo_tickets t join bingo_draws d on d.id = t.draw_id where t.id in (?) order by t.id for update of t`,
      [ids.sort()],
    );
    if (rows.length !== ids.length) throw new AppError('BINGO.WRONG_TICKET_NUMBER');
    const done = rows.filter((r) => r.owner_id === recipient.id && r.gifted_by === fromUserId);
    const pending = rows.filter((r) => !done.includes(r));
    if (pending.some((r) => r.owner_id !== fromUserId)) throw new AppError('BINGO.WRONG_TICKET_NUMBER');
    if (pending.some((r) => !isTransferable(r))) throw new AppError('BINGO.TICKET_NOT_TRANSFERABLE');
    if (pending.some((r) => r.draw_status !== 'OPEN' || new Date(r.draw_at).getTime() <= nowMs))
      throw new AppError('BINGO.TRANSFER_NOT_ALLOWED');
    if (pending.length > 0) {
      await tx.execute(
        `update bingo_tickets set owner_id = ?, gifted_by = ?, gifted_at = now() where id in (?) and owner_id = ? and gifted_by is null`,
        [recipient.id, fromUserId, pending.map((r) => r.id), fromUserId],
        'run',
      );
    }
    return { toUserId: recipient.id, toName: recipient.name, ticketIds: ids };
  });
}
