import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listChatGiveaways, queryRows, runGiveawayTick } from '@arena/api';
import { commitServerSeed } from '@arena/schemas';
import { type RestartHarness, restartHarness, restartPlayer } from '../../testing/restart-harness';
import { chatSettings } from './settings';
import { joinChat, say, texts, waitFor } from './testing/chat-test-kit';

// One period from the epoch to well past now: every message the test writes falls inside it, whenever it runs.
// The giveaway job's clock is moved instead of waiting: first to before the period (its seed is committed), then
// past its end (it is drawn).
const NOW = Date.now();
const PERIOD_MS = 2 * NOW;
const PERIOD_START = new Date(0).toISOString();
const BEFORE_PERIOD = String(-NOW - 3_600_000);
const waitForLine = (server: { output(): string }, line: string) =>
  waitFor(line, () => server.output().includes(line), 60_000);
const fixture = path.join(path.dirname(fileURLToPath(import.meta.url)), 'testing/chat-server.fixture.ts');
let harness: RestartHarness;
const ENV = {
  CHAT_GIVEAWAY_PERIOD_MS: String(PERIOD_MS),
  CHAT_GIVEAWAY_TICK_MS: '100',
  CHAT_GIVEAWAY_MIN_MESSAGES: '2',
};
beforeAll(async () => {
  harness = await restartHarness(fixture, ENV);
});
afterAll(() => harness.cleanup());

it(
  "messages survive a killed server; the hour's giveaway is drawn by the next process and granted exactly once",
  { timeout: 120_000 },
  async () => {
    let db = await harness.store.open();
    const [ann, ben] = await Promise.all([restartPlayer(db.services, 1_00), restartPlayer(db.services, 1_00)]);
    await db.close();

    const first = await harness.start({ CHAT_GIVEAWAY_CLOCK_OFFSET_MS: BEFORE_PERIOD });
    // Write inside a period whose seed the running job committed before it started.
    await waitForLine(first, `chat giveaway ${PERIOD_START} committed`);
    const annRoom = await joinChat(first, 'en', ann.token);
    const benRoom = await joinChat(first, 'en', ben.token);
    await say(annRoom, 'en', 'one');
    await say(annRoom, 'en', 'two');
    await say(benRoom, 'en', 'only one from ben');
    expect(Date.now()).toBeLessThan(PERIOD_MS);
    first.child.kill('SIGKILL');
    await first.exited;

    // The period ends while no server runs; the next one draws it at its first tick.
    const second = await harness.start({ CHAT_GIVEAWAY_CLOCK_OFFSET_MS: String(PERIOD_MS) });
    const reader = await joinChat(second, 'en');
    expect(texts(reader)).toEqual(['one', 'two', 'only one from ben']);
    await waitForLine(second, `chat giveaway ${PERIOD_START} drawn, winner ${ann.userId}`);
    second.child.kill('SIGKILL');
    await second.exited;
    // And the next boot finds it drawn: nothing is granted again. Its first tick, with its clock a period later (the
    // job's own tick, run here instead of a third boot), commits the period after the next and draws nothing.
    db = await harness.store.open();
    const tick = await runGiveawayTick(
      db.services,
      chatSettings({}, ENV).giveaway,
      new Date(Date.now() + 2 * PERIOD_MS),
    );
    expect(tick).toEqual({ committed: [new Date(3 * PERIOD_MS).toISOString()], drawn: [], failed: [] });
    const em = db.orm.em.fork() as SqlEntityManager;
    const drawn = (await listChatGiveaways(em)).find((g) => g.periodStart === PERIOD_START)!;
    // Ben wrote once, below the minimum of two: Ann is the only participant and the winner.
    expect(drawn).toMatchObject({ status: 'DRAWN', participants: [ann.userId], winnerUserId: ann.userId });
    expect(commitServerSeed(drawn.serverSeed!)).toBe(drawn.commitment);
    const grants = await queryRows<{ idempotency_key: string }>(
      em,
      `select idempotency_key from ledger_transfers where operation = 'ITEM_GRANT' and scope = ?`,
      [ann.userId],
    );
    expect(grants).toEqual([{ idempotency_key: `chat-giveaway:${drawn.periodStart}` }]);
    expect(await queryRows(em, `select id from user_items where user_id = ?`, [ann.userId])).toHaveLength(1);
    await db.services.ledger.assertInvariants();
    await db.close();
  },
);
