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
    await em().execute(`update chat_messages set created_at = ? where id = ?`, [new Date(at.getTime() + 1000 * (i + 1)), id], 'run');
  }
}

const statuses = async (starts: Date[]) =>
  (await queryRows<{ period_start: Date | string; status: string; winner_user_id: string | null }>(
    em(),
    `select period_start, status, winner_user_id from chat_giveaways where period_start in (?, ?) order by period_start`,
    starts,
  )).map((row) => ({ periodStart: new Date(row.period_start).toISOString(), status: row.status, winner: row.winner_user_id }));

// Issue 28: the 22:00-22:05 period stayed COMMITTED while later ones were drawn. A period whose draw failed
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
    expect(report.failed.map((f) => [f.periodStart, (f.error as { key?: string }).key])).toEqual([[first.toISOString(), 'GLOBAL.IDEMPOTENCY_CONFLICT']]);
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
    const items = await queryRows<{ n: number | string }>(em(), `select count(*) as n from user_items where user_id = ?`, [ann]);
    expect(Number(items[0]!.n)).toBe(2);
  });
});
