import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BingoBuyAnswer, ResponsibleGamingAnswer } from '@arena/schemas';
import { queryOne } from '../db/sql';
import { closeBingoDraw, payBingoDraw } from '../games/bingo/draws';
import { setBingoSchedule } from '../games/bingo/schedule';
import { buy, credit, em, freshHourlySchedule } from '../games/bingo/testing/bingo-test-kit';
import { type CommerceTestApp, type Player, startCommerceTestApp } from '../testing/commerce-test-app';
import { readUsage } from './usage';

/**
 * bingo tickets ignored the wager and loss limits and did not count towards them. A ticket is a
 * $1 stake (PAID_OPERATIONS' BINGO_BUY row): refused over either limit, counted towards both, beside the bets.
 */
let t: CommerceTestApp;
beforeAll(async () => {
  t = await startCommerceTestApp();
});
afterAll(async () => {
  await t.services.ledger.assertInvariants();
  setBingoSchedule(null);
  await t.close();
});

const errorOf = (res: { json(): unknown }) => (res.json() as { error?: { key: string; args: unknown[] } }).error;
const limits = (player: Player, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/responsible-gaming/limits',
    headers: { authorization: player.auth },
    payload,
  });
const summary = async (player: Player) =>
  (await t.get(player, '/api/responsible-gaming')).json<ResponsibleGamingAnswer>();
const bet = (player: Player, amountCents: number) =>
  t.services.ledger.placeBet({
    betId: randomUUID(),
    userId: player.userId,
    game: 'crash',
    roundId: 'bingo-limits',
    source: 'REAL',
    amountCents,
  });

async function player(): Promise<Player> {
  const one = await t.player();
  await credit(t, one, 10_00);
  return one;
}

describe('bingo tickets under the responsible-gaming limits', () => {
  it('refuses tickets over a wager limit, and counts them towards it together with the bets', async () => {
    freshHourlySchedule();
    const alice = await player();
    expect((await limits(alice, { wager: { day: 2_50 } })).statusCode).toBe(200);
    const over = { key: 'RESPONSIBLE.WAGER_LIMIT', args: ['2.50', 1] };

    expect(errorOf(await buy(t, alice, [null, null, null]))).toEqual(over);
    expect((await buy(t, alice, [null, null])).statusCode).toBe(200);
    expect(errorOf(await buy(t, alice, [null]))).toEqual(over);
    // The tickets count towards the bets' limit too: 50 cents are left of it.
    await expect(bet(alice, 51)).rejects.toMatchObject(over);
    await bet(alice, 50);

    expect((await summary(alice)).limits.wager.day).toMatchObject({ cents: 2_50, usedCents: 2_50 });
    expect((await t.balance(alice)).realCents).toBe(10_00 - 2_00 - 50);
  });

  it('counts parallel purchases of one player one after the other: exactly what fits the limit goes through', async () => {
    freshHourlySchedule();
    const carol = await player();
    expect((await limits(carol, { wager: { day: 2_50 } })).statusCode).toBe(200);
    const answers = await Promise.all(Array.from({ length: 6 }, () => buy(t, carol, [null])));
    expect(answers.map((res) => errorOf(res)?.key ?? 'OK').sort()).toEqual([
      'OK',
      'OK',
      ...Array(4).fill('RESPONSIBLE.WAGER_LIMIT'),
    ]);
    expect((await t.balance(carol)).realCents).toBe(10_00 - 2_00);
  });

  it('refuses tickets over a loss limit: open stakes until the draw, then lost but for the prizes paid to the buyer', async () => {
    freshHourlySchedule();
    const bob = await player();
    expect((await limits(bob, { loss: { day: 2_50 } })).statusCode).toBe(200);
    const over = { key: 'RESPONSIBLE.LOSS_LIMIT', args: ['2.50', 1] };

    const first = await buy(t, bob, [null, null]);
    expect(first.statusCode).toBe(200);
    expect(errorOf(await buy(t, bob, [null]))).toEqual(over);
    await expect(bet(bob, 51)).rejects.toMatchObject(over);
    expect(await readUsage(em(t), bob.userId, Date.now())).toMatchObject({
      openStakesCents: 2_00,
      loss: { day: 0 },
      wager: { day: 2_00 },
    });

    // The draw closes and pays: the tickets are settled at the close, a paid prize to their buyer lowers the loss.
    const drawId = first.json<BingoBuyAnswer>().drawId;
    const draw = await queryOne<{ draw_at: Date | string }>(em(t), `select draw_at from bingo_draws where id = ?`, [
      drawId,
    ]);
    await closeBingoDraw(t.services, drawId, new Date(draw!.draw_at).getTime() + 1);
    await payBingoDraw(t.services, drawId);
    const won = await queryOne<{ cents: string }>(
      em(t),
      `select coalesce(sum(prize_cents), 0) as cents from bingo_tickets where buyer_id = ? and prize_transfer_id is not null`,
      [bob.userId],
    );
    const lost = 2_00 - Number(won!.cents);
    expect(await readUsage(em(t), bob.userId, Date.now())).toMatchObject({ openStakesCents: 0, loss: { day: lost } });
    expect((await summary(bob)).limits.loss.day).toMatchObject({ cents: 2_50, usedCents: lost });
    // What the settled tickets lost is what the next stake has to fit beside.
    await expect(bet(bob, 2_50 - lost + 1)).rejects.toMatchObject(over);
    await bet(bob, 2_50 - lost);
  });
});
