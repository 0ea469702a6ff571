import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BET_CSV_COLUMNS, type BetGameId } from '@arena/schemas';
import { type TestPlatform, startTestPlatform } from '../testing/test-platform';
import { betCsvChunks, centsToDecimal, csvField } from './bets-csv';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(async () => {
  await platform.services.ledger.assertInvariants();
  await platform.close();
});

/** One bet through the real ledger: settled with `payoutCents`, refunded (null) or left open. */
async function bet(
  userId: string,
  game: BetGameId,
  stakeCents: number,
  payoutCents: number | null | 'open',
): Promise<string> {
  const { ledger } = platform.services;
  const betId = randomUUID();
  await ledger.placeBet({
    betId,
    userId,
    game,
    roundId: `r-${betId.slice(0, 8)}`,
    source: 'REAL',
    amountCents: stakeCents,
  });
  if (payoutCents === null) await ledger.refundBet(betId);
  else if (payoutCents !== 'open') await ledger.settleBet(betId, payoutCents);
  return betId;
}

const lines = (text: string) => text.split('\r\n').filter(Boolean);

describe('bet history as CSV', () => {
  it('streams the signed-in player’s finished bets of every game, newest first, with exact amounts', async () => {
    const me = await platform.signInPlayer('Csv', 10_000);
    const other = await platform.signInPlayer('Other', 10_000);
    const crash = await bet(me.id, 'crash', 250, 500);
    const mines = await bet(me.id, 'mines', 1_05, 0);
    const refunded = await bet(me.id, 'plinko', 99, null);
    await bet(me.id, 'crash', 100, 'open');
    await bet(other.id, 'crash', 100, 300);

    const res = await platform.app.inject({
      method: 'GET',
      url: '/api/users/current/bets.csv',
      headers: { authorization: me.auth },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="bets.csv"');
    const [header, ...rows] = lines(res.body);
    expect(header).toBe(BET_CSV_COLUMNS.join(','));
    // Newest first; the open bet and the other player's bet are not in it.
    expect(
      rows
        .map((row) => row.split(','))
        .map(([id, , game, , stake, payout, status]) => [id, game, stake, payout, status]),
    ).toEqual([
      [refunded, 'plinko', '0.99', '', 'REFUNDED'],
      [mines, 'mines', '1.05', '0.00', 'SETTLED'],
      [crash, 'crash', '2.50', '5.00', 'SETTLED'],
    ]);
    expect(rows.every((row) => /^[^,]+,\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z,/.test(row))).toBe(true);

    const anonymous = await platform.app.inject({ method: 'GET', url: '/api/users/current/bets.csv' });
    // As every signed-in route answers an anonymous caller.
    expect([anonymous.statusCode, anonymous.json()]).toEqual([403, { error: { key: 'GLOBAL.FORBIDDEN', args: [] } }]);
  });

  it('is bounded and pages by keyset without losing or repeating a row', async () => {
    const me = await platform.signInPlayer('Many', 10_000);
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) ids.push(await bet(me.id, 'roll', 10, 20));
    const em = platform.db.orm.em.fork() as SqlEntityManager;
    const collect = async (rules: { maxRows: number; batchRows: number }) => {
      let text = '';
      for await (const chunk of betCsvChunks(em, me.id, rules)) text += chunk;
      return lines(text)
        .slice(1)
        .map((row) => row.split(',')[0]);
    };
    const newestFirst = [...ids].reverse();
    expect(await collect({ maxRows: 100, batchRows: 2 })).toEqual(newestFirst);
    expect(await collect({ maxRows: 5, batchRows: 2 })).toEqual(newestFirst.slice(0, 5));
    expect(await collect({ maxRows: 100, batchRows: 7 })).toEqual(newestFirst);
  });

  it('writes amounts exactly and fields a spreadsheet cannot run', () => {
    expect([
      centsToDecimal(0),
      centsToDecimal(5),
      centsToDecimal(1234),
      centsToDecimal('100000000000'),
      centsToDecimal(-7),
    ]).toEqual(['0.00', '0.05', '12.34', '1000000000.00', '-0.07']);
    expect([
      csvField('crash'),
      csvField('a,b'),
      csvField('say "hi"'),
      csvField('=HYPERLINK("x")'),
      csvField('+1'),
      csvField('@x'),
    ]).toEqual(['crash', '"a,b"', '"say ""hi"""', `"'=HYPERLINK(""x"")"`, "'+1", "'@x"]);
  });
});
