import type { InjectOptions } from 'fastify';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitServerSeed, drawChatGiveaway } from '@arena/schemas';
import { queryRows } from '../db/sql';
import { type TestPlatform, startTestPlatform } from '../testing/test-platform';
import { giveawayPrizePool, runGiveawayTick } from './giveaway';
import { insertChatMessage } from './store';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform({ ADMIN_SUBJECTS: 'dev:boss' });
});
afterAll(async () => {
  await platform.services.ledger.assertInvariants();
  await platform.close();
});

const inject = (options: InjectOptions) => platform.app.inject(options);
const em = () => platform.db.orm.em.fork() as SqlEntityManager;

async function player(name: string): Promise<{ auth: string; id: string }> {
  const auth = await platform.signIn(name);
  const me = await inject({ method: 'GET', url: '/api/users/current', headers: { authorization: auth } });
  return { auth, id: me.json().id as string };
}

describe('roles', () => {
  it('an admin grants and revokes MODERATOR, each change recorded; others are refused', async () => {
    const boss = await player('Boss');
    const mia = await player('Mia');
    const put = (auth: string, id: string, role: string) =>
      inject({
        method: 'PUT',
        url: `/api/admin/users/${id}/role`,
        headers: { authorization: auth },
        payload: { role, reason: 'helps out' },
      });

    expect((await put(mia.auth, mia.id, 'MODERATOR')).json()).toEqual({ error: { key: 'GLOBAL.FORBIDDEN', args: [] } });
    expect((await put(boss.auth, mia.id, 'MODERATOR')).json()).toEqual({ userId: mia.id, role: 'MODERATOR' });
    expect(
      (await inject({ method: 'GET', url: '/api/users/current', headers: { authorization: mia.auth } })).json().role,
    ).toBe('MODERATOR');
    const trail = await inject({ method: 'GET', url: '/api/chat/moderation', headers: { authorization: mia.auth } });
    expect(trail.json()[0]).toMatchObject({
      action: 'GRANT_ROLE',
      moderatorId: boss.id,
      targetUserId: mia.id,
      reason: 'helps out',
    });
    expect((await put(boss.auth, mia.id, 'USER')).json()).toEqual({ userId: mia.id, role: 'USER' });
    expect(
      (await inject({ method: 'GET', url: '/api/chat/moderation', headers: { authorization: mia.auth } })).statusCode,
    ).toBe(403);
    // An admin stays an admin; ADMIN is never granted over REST; unknown users are not found.
    expect((await put(boss.auth, boss.id, 'USER')).json()).toEqual({ userId: boss.id, role: 'ADMIN' });
    expect((await put(boss.auth, mia.id, 'ADMIN')).statusCode).toBe(400);
    expect((await put(boss.auth, 'nobody', 'MODERATOR')).json()).toEqual({
      error: { key: 'USER.NOT_FOUND', args: [] },
    });
  });
});

describe('hourly activity giveaway', () => {
  const rules = { periodMs: 3_600_000, minMessages: 3, prizeMaxCents: 2_00 };

  it('commits the seed before the hour, draws after it among active writers, grants the skin exactly once', async () => {
    const [a, b, quiet] = await Promise.all([player('Ann'), player('Ben'), player('Quiet')]);
    const hour = new Date('2030-01-01T10:00:00.000Z');
    const before = new Date(hour.getTime() - 60_000);
    expect((await runGiveawayTick(platform.services, rules, before)).committed).toEqual([hour.toISOString()]);
    const published = (await inject({ method: 'GET', url: '/api/chat/giveaways' })).json()[0];
    expect(published).toMatchObject({
      periodStart: hour.toISOString(),
      status: 'COMMITTED',
      serverSeed: null,
      participants: [],
    });

    // Ann and Ben write enough in the hour, Quiet too little; messages outside the hour do not count.
    for (const [user, count] of [
      [a, 3],
      [b, 4],
      [quiet, 2],
    ] as const) {
      for (let i = 0; i < count; i++) {
        const { id } = await insertChatMessage(em(), { channel: 'en', userId: user.id, text: `m${i}`, sticker: null });
        await em().execute(
          `update chat_messages set created_at = ? where id = ?`,
          [new Date(hour.getTime() + 1000 * (i + 1)), id],
          'run',
        );
      }
    }

    const after = new Date(hour.getTime() + rules.periodMs + 1000);
    // Two ticks at once and a third later (a restarted job): one draw, one skin.
    const reports = await Promise.all([
      runGiveawayTick(platform.services, rules, after),
      runGiveawayTick(platform.services, rules, after),
    ]);
    await runGiveawayTick(platform.services, rules, after);
    const draws = reports.flatMap((r) => r.drawn).filter((d) => d.periodStart === hour.toISOString());
    expect(draws).toHaveLength(1);

    const answer = (await inject({ method: 'GET', url: '/api/chat/giveaways' })).json() as {
      periodStart: string;
      serverSeed: string;
      commitment: string;
      participants: string[];
      winnerUserId: string;
      prizeCatalogItemId: number;
      status: string;
    }[];
    const drawn = answer.find((g) => g.periodStart === hour.toISOString())!;
    expect(drawn.status).toBe('DRAWN');
    expect(drawn.participants).toEqual([a.id, b.id].sort());
    // Anyone can verify: the seed matches the commitment and re-running the draw names the same winner and skin.
    expect(commitServerSeed(drawn.serverSeed)).toBe(drawn.commitment);
    const again = drawChatGiveaway({
      serverSeed: drawn.serverSeed,
      periodStart: drawn.periodStart,
      participants: drawn.participants,
      prizeCatalogIds: giveawayPrizePool(rules.prizeMaxCents),
    });
    expect(again).toEqual({ winnerUserId: drawn.winnerUserId, prizeCatalogItemId: drawn.prizeCatalogItemId });

    const items = await queryRows<{ user_id: string; catalog_item_id: number }>(
      em(),
      `select user_id, catalog_item_id from user_items where user_id in (?, ?, ?)`,
      [a.id, b.id, quiet.id],
    );
    expect(items).toEqual([{ user_id: drawn.winnerUserId, catalog_item_id: drawn.prizeCatalogItemId }]);
  });

  it('an hour nobody was active in has no winner; an hour whose seed was never committed is not drawn', async () => {
    const hour = new Date('2030-02-01T10:00:00.000Z');
    await runGiveawayTick(platform.services, rules, new Date(hour.getTime() - 1000));
    const report = await runGiveawayTick(platform.services, rules, new Date(hour.getTime() + rules.periodMs + 5));
    expect(report.drawn).toContainEqual({ periodStart: hour.toISOString(), winnerUserId: null, itemIds: [] });
    const rows = await queryRows<{ period_start: Date }>(
      em(),
      `select period_start from chat_giveaways where period_start = ?`,
      [new Date(hour.getTime() + rules.periodMs)],
    );
    expect(rows).toEqual([]);
  });
});
