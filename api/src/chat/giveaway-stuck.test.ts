import type { SqlEntityManager } from '@mikro-orm/sql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/sql';
import { type TestPlatform, startTestPlatform } from '../testing/test-platform';
import { runGiveawayTick } from './giveaway';
import { insertChatMessage } from './store';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(async () => {
  await platform.services.ledger.assertInvariants();
  await platform.close();
});

const em = () => platform.db.orm.em.fork() as SqlEntityManager;

async function userId(name: string): Promise<string> {
  const auth = await platform.signIn(name);
  const me = await platform.app.inject({ method: 'GET', url: '/api/users/current', headers: { authorization: auth } });
  return me.json().id as string;
}

async function write(user: string, at: Date, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const { id } = await insertChatMessage(em(), { channel: 'en', userId: user, text: `m${i}`, sticker: null });
    await em().execute(
      `update chat_messages set created_at = ? where id = ?`,
      [new Date(at.getTime() + 1000 * (i + 1)), id],
      'run',
    );
  }
}

const statuses = async (starts: Date[]) =>
  (
    await queryRows<{ period_start: Date | string; status: string; winner_user_id: string | null }>(
      em(),
      `select period_start, status, winner_user_id from chat_giveaways where period_start in (?, ?) order by period_start`,
      starts,
    )
  ).map((row) => ({
    periodStart: new Date(row.period_start).toISOString(),
    status: row.status,
    winner: row.winner_user_id,
  }));

// the 22:00-22:05 period stayed COMMITTED while later ones were drawn. A period whose draw failed
// aborted the whole tick (every later period waited behind it); now each period is drawn on its own, a failed one
// stays COMMITTED, is reported, and is drawn at the next tick once the cause is gone.
describe('a chat giveaway period whose draw fails', () => {
  const rules = { periodMs: 300_000, minMessages: 3, prizeMaxCents: 2_00 };

  it('does not hold back the later periods and is drawn at a later tick', async () => {
    const ann = await userId('Ann');
    const first = new Date('2031-03-01T22:00:00.000Z');
    const second = new Date(first.getTime() + rules.periodMs);
    await runGiveawayTick(platform.services, rules, new Date(first.getTime() - 1000));
    await runGiveawayTick(platform.services, rules, new Date(second.getTime() - 1000));
    await write(ann, first, 3);
    await write(ann, second, 3);

    // Ann, the only participant, wins the first period; its grant is refused (a conflicting claim of its key).
    const key = `chat-giveaway:${first.toISOString()}`;
    await em().execute(
      `insert into ledger_transfers (scope, operation, idempotency_key, request_hash, user_id) values (?, 'ITEM_GRANT', ?, ?, ?)`,
      [ann, key, '0'.repeat(64), ann],
      'run',
    );

    const afterBoth = new Date(second.getTime() + rules.periodMs + 1000);
    const report = await runGiveawayTick(platform.services, rules, afterBoth);
    expect(report.drawn.map((d) => d.periodStart)).toEqual([second.toISOString()]);
    expect(report.failed.map((f) => [f.periodStart, (f.error as { key?: string }).key])).toEqual([
      [first.toISOString(), 'GLOBAL.IDEMPOTENCY_CONFLICT'],
    ]);
    expect(await statuses([first, second])).toEqual([
      { periodStart: first.toISOString(), status: 'COMMITTED', winner: null },
      { periodStart: second.toISOString(), status: 'DRAWN', winner: ann },
    ]);

    // The cause goes away: the next tick draws the first period, once.
    await em().execute(`delete from ledger_transfers where scope = ? and idempotency_key = ?`, [ann, key], 'run');
    const retry = await runGiveawayTick(platform.services, rules, new Date(afterBoth.getTime() + 30_000));
    expect(retry.drawn.map((d) => d.periodStart)).toEqual([first.toISOString()]);
    expect(retry.failed).toEqual([]);
    expect(await statuses([first, second])).toEqual([
      { periodStart: first.toISOString(), status: 'DRAWN', winner: ann },
      { periodStart: second.toISOString(), status: 'DRAWN', winner: ann },
    ]);
    const items = await queryRows<{ n: number | string }>(
      em(),
      `select count(*) as n from user_items where user_id = ?`,
      [ann],
    );
    expect(Number(items[0]!.n)).toBe(2);
  });
});

// the period on the hour: a job on the hourly default had committed 22:00-23:00 before the job ran with
// 5-minute periods; 22:05, 22:10... were committed inside it and drawn while 22:00 stayed COMMITTED for the hour.
describe('a change of the giveaway period length', () => {
  const hourly = { periodMs: 3_600_000, minMessages: 3, prizeMaxCents: 2_00 };
  const fiveMinutes = { ...hourly, periodMs: 300_000 };
  const rows = async (from: Date, to: Date) =>
    (
      await queryRows<{ period_start: Date | string; period_end: Date | string; status: string }>(
        em(),
        `select period_start, period_end, status from chat_giveaways where period_start >= ? and period_start < ? order by period_start`,
        [from, to],
      )
    ).map((row) => [
      new Date(row.period_start).toISOString().slice(11, 16),
      new Date(row.period_end).toISOString().slice(11, 16),
      row.status,
    ]);

  it('before the committed period starts: it takes the new length and is drawn with the next ones', async () => {
    const bo = await userId('Bo');
    const at = (time: string) => new Date(`2031-04-01T${time}Z`);
    await runGiveawayTick(platform.services, hourly, at('21:30:00'));
    await runGiveawayTick(platform.services, fiveMinutes, at('21:59:30'));
    await runGiveawayTick(platform.services, fiveMinutes, at('22:04:30'));
    await write(bo, at('22:00:00'), 3);
    await write(bo, at('22:05:00'), 3);
    const report = await runGiveawayTick(platform.services, fiveMinutes, at('22:10:01'));
    expect(report.drawn.map((d) => d.periodStart)).toEqual([
      at('22:00:00').toISOString(),
      at('22:05:00').toISOString(),
    ]);
    expect(await rows(at('21:00:00'), at('23:00:00'))).toEqual([
      ['22:00', '22:05', 'DRAWN'],
      ['22:05', '22:10', 'DRAWN'],
      ['22:15', '22:20', 'COMMITTED'],
    ]);
  });

  it('once the committed period runs: nothing is committed inside it, and it is drawn at its own end', async () => {
    const at = (time: string) => new Date(`2031-04-02T${time}Z`);
    await runGiveawayTick(platform.services, hourly, at('21:30:00'));
    for (const time of ['22:02:00', '22:30:00', '22:54:59'])
      expect((await runGiveawayTick(platform.services, fiveMinutes, at(time))).committed).toEqual([]);
    expect((await runGiveawayTick(platform.services, fiveMinutes, at('22:55:00'))).committed).toEqual([
      at('23:00:00').toISOString(),
    ]);
    const report = await runGiveawayTick(platform.services, fiveMinutes, at('23:00:01'));
    expect(report.drawn.map((d) => d.periodStart)).toEqual([at('22:00:00').toISOString()]);
    expect(await rows(at('21:00:00'), at('23:30:00'))).toEqual([
      ['22:00', '23:00', 'NO_WINNER'],
      ['23:00', '23:05', 'COMMITTED'],
      ['23:05', '23:10', 'COMMITTED'],
    ]);
  });
});
