import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeMute } from '../chat/store';
import { drawEndedGiveaways } from '../giveaways/draw';
import { jobClock } from '../jobs';
import { type CommerceTestApp, type Player, startCommerceTestApp } from '../testing/commerce-test-app';

let t: CommerceTestApp;
let root: Player;
let player: Player;

beforeAll(async () => {
  t = await startCommerceTestApp({ ADMIN_SUBJECTS: 'dev:root', GAME_PORT: '1' });
  root = await t.player('root');
  player = await t.player('Chatty');
});

afterAll(async () => {
  await t.services.ledger.assertInvariants();
  await t.close();
});

const errorOf = (res: { json(): unknown }) => (res.json() as { error: { key: string; args: unknown[] } }).error;
const audit = async (targetId: string) =>
  (await t.get(root, `/api/admin/audit?targetId=${targetId}`)).json().items as {
    action: string;
    reason: string | null;
    adminName: string;
    details: Record<string, unknown>;
  }[];
const em = () => t.services.orm.em.fork() as Parameters<typeof activeMute>[0];

describe('refusals', () => {
  it('answers GLOBAL.FORBIDDEN to players and anonymous callers on every moderation, promo code and giveaway route', async () => {
    const id = player.userId;
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/moderation/mutes'],
      ['POST', '/api/admin/moderation/mutes', { user: 'root', minutes: 5, reason: 'player tries to mute' }],
      ['POST', `/api/admin/moderation/mutes/${id}/end`, {}],
      ['GET', '/api/admin/moderation/actions'],
      ['GET', '/api/admin/giveaways?type=HOURLY'],
      ['GET', '/api/admin/promocodes'],
      ['POST', '/api/admin/promocodes', { code: 'PLAYERCODE', type: 'BALANCE_BONUS', amountCents: 100 }],
      ['POST', '/api/admin/promocodes/1/disable', {}],
      ['PUT', `/api/admin/users/${id}/role`, { role: 'MODERATOR' }],
    ];
    for (const [method, url, payload] of routes) {
      for (const headers of [{ authorization: player.auth }, {}]) {
        const res = await t.app.inject({
          method: method as 'GET' | 'POST' | 'PUT',
          url,
          headers,
          payload: payload as object,
        });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(errorOf(res)).toEqual({ key: 'GLOBAL.FORBIDDEN', args: [] });
      }
    }
    expect((await t.get(root, '/api/admin/moderation/mutes')).json()).toEqual({ items: [] });
  });
});

describe('mutes', () => {
  it('mutes by name, lists the user, records the trail and the audit row, then unmutes', async () => {
    const target = await t.player('Loudmouth');
    const muted = await t.post(root, '/api/admin/moderation/mutes', {
      user: 'loudMOUTH',
      minutes: 60,
      reason: 'spam links',
    });
    expect(muted.statusCode, muted.body).toBe(200);
    expect(muted.json()).toMatchObject({ userId: target.userId, name: 'Loudmouth' });
    expect(await activeMute(em(), target.userId)).toBeInstanceOf(Date);

    const list = (await t.get(root, '/api/admin/moderation/mutes')).json().items;
    expect(list).toEqual([
      { userId: target.userId, name: 'Loudmouth', until: muted.json().until, reason: 'spam links', mutedBy: 'root' },
    ]);
    const trail = (await t.get(root, '/api/admin/moderation/actions')).json();
    expect(trail.items[0]).toMatchObject({
      action: 'MUTE',
      moderatorName: 'root',
      targetName: 'Loudmouth',
      targetUserId: target.userId,
      minutes: 60,
      reason: 'spam links',
    });
    expect(
      (await audit(target.userId)).map((row) => [row.action, row.reason, row.details.minutes, row.adminName]),
    ).toEqual([['CHAT_MUTE', 'spam links', 60, 'root']]);

    const ended = await t.post(root, `/api/admin/moderation/mutes/${target.userId}/end`, { reason: 'appeal accepted' });
    expect(ended.json()).toEqual({ userId: target.userId, ended: 1 });
    expect(await activeMute(em(), target.userId)).toBeUndefined();
    expect((await t.get(root, '/api/admin/moderation/mutes')).json().items).toEqual([]);
    expect((await audit(target.userId)).map((row) => [row.action, row.reason])).toEqual([
      ['CHAT_UNMUTE', 'appeal accepted'],
      ['CHAT_MUTE', 'spam links'],
    ]);
    const after = (await t.get(root, '/api/admin/moderation/actions')).json();
    expect(after.items.slice(0, 2).map((x: { action: string; reason: string }) => [x.action, x.reason])).toEqual([
      ['UNMUTE', 'appeal accepted'],
      ['MUTE', 'spam links'],
    ]);
    const again = await t.post(root, `/api/admin/moderation/mutes/${target.userId}/end`, {});
    expect([again.statusCode, errorOf(again).key]).toEqual([404, 'GLOBAL.NOT_FOUND']);
    expect(await audit(target.userId)).toHaveLength(2);
  });

  it('mutes by id and refuses unknown users, the admin themselves, odd lengths and empty reasons without a record', async () => {
    const target = await t.player('ById');
    expect(
      (
        await t.post(root, '/api/admin/moderation/mutes', {
          user: target.userId.toUpperCase(),
          minutes: 5,
          reason: 'flood',
        })
      ).statusCode,
    ).toBe(200);
    const unknown = await t.post(root, '/api/admin/moderation/mutes', {
      user: randomUUID(),
      minutes: 5,
      reason: 'nobody',
    });
    expect([unknown.statusCode, errorOf(unknown).key]).toEqual([404, 'USER.NOT_FOUND']);
    const self = await t.post(root, '/api/admin/moderation/mutes', { user: 'root', minutes: 5, reason: 'myself' });
    expect(errorOf(self)).toEqual({ key: 'GLOBAL.BAD_REQUEST', args: ['user'] });
    for (const body of [
      { user: 'ById', minutes: 7, reason: 'odd length' },
      { user: 'ById', minutes: 5, reason: '  ' },
      { user: 'ById', minutes: 5, reason: 'bell\u0007' },
    ]) {
      expect((await t.post(root, '/api/admin/moderation/mutes', body)).statusCode).toBe(400);
    }
    expect((await audit(target.userId)).map((row) => row.action)).toEqual(['CHAT_MUTE']);
    expect(await audit(root.userId)).toEqual([]);
  });

  it('mutes a moderator but not another admin (CHAT.RANK_PROTECTED, no record): staff are moderated from above only', async () => {
    const [moderator, otherAdmin] = [await t.player('ConsoleMod'), await t.player('OtherAdmin')];
    await em().execute(`update users set role = 'MODERATOR' where id = ?`, [moderator.userId], 'run');
    await em().execute(`update users set role = 'ADMIN' where id = ?`, [otherAdmin.userId], 'run');
    const refused = await t.post(root, '/api/admin/moderation/mutes', {
      user: otherAdmin.userId,
      minutes: 5,
      reason: 'peer',
    });
    expect([refused.statusCode, errorOf(refused)]).toEqual([403, { key: 'CHAT.RANK_PROTECTED', args: [] }]);
    expect(await activeMute(em(), otherAdmin.userId)).toBeUndefined();
    expect(await audit(otherAdmin.userId)).toEqual([]);
    const muted = await t.post(root, '/api/admin/moderation/mutes', {
      user: 'ConsoleMod',
      minutes: 5,
      reason: 'too harsh',
    });
    expect(muted.statusCode, muted.body).toBe(200);
    expect(await activeMute(em(), moderator.userId)).toBeInstanceOf(Date);
  });

  it('pages the moderation trail newest first', async () => {
    const all = (await t.get(root, '/api/admin/moderation/actions?pageSize=100')).json();
    expect(all.total).toBeGreaterThanOrEqual(2);
    const second = (await t.get(root, '/api/admin/moderation/actions?pageSize=1&page=2')).json();
    expect(second).toMatchObject({ page: 2, pageSize: 1, total: all.total });
    expect(second.items[0].id).toBe(all.items[1].id);
    const times = all.items.map((row: { createdAt: number }) => row.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe('admin actions of the chat and promo code routes', () => {
  it('audits a promo code created and disabled; a refused creation leaves no row', async () => {
    const created = await t.post(root, '/api/admin/promocodes', {
      code: 'console-audit',
      type: 'BALANCE_BONUS',
      amountCents: 150,
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = String(created.json().id);
    const duplicate = await t.post(root, '/api/admin/promocodes', {
      code: 'CONSOLE-AUDIT',
      type: 'BALANCE_BONUS',
      amountCents: 150,
    });
    expect(errorOf(duplicate)).toEqual({ key: 'GLOBAL.BAD_REQUEST', args: ['code'] });
    expect((await t.post(root, `/api/admin/promocodes/${id}/disable`, {})).json()).toMatchObject({ disabled: true });
    expect((await audit(id)).map((row) => [row.action, row.details.code])).toEqual([
      ['PROMOCODE_DISABLE', 'CONSOLE-AUDIT'],
      ['PROMOCODE_CREATE', 'CONSOLE-AUDIT'],
    ]);
    const missing = await t.post(root, '/api/admin/promocodes/999999/disable', {});
    expect(errorOf(missing).key).toBe('PROMOCODE.NOT_FOUND');
    expect(await audit('999999')).toEqual([]);
  });

  it('audits a chat role change', async () => {
    const target = await t.player('Helper');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${target.userId}/role`,
      headers: { authorization: root.auth },
      payload: { role: 'MODERATOR', reason: 'trusted regular' },
    });
    expect(res.json()).toEqual({ userId: target.userId, role: 'MODERATOR' });
    expect((await audit(target.userId)).map((row) => [row.action, row.reason, row.details.role])).toEqual([
      ['CHAT_ROLE', 'trusted regular', 'MODERATOR'],
    ]);
  });
});

describe('giveaways', () => {
  it('lists a type with participants, seed hash, then the seed, winners and payout once drawn', async () => {
    const realNow = jobClock.now;
    const hour = 3_600_000;
    const T = Math.floor(Date.now() / hour) * hour + 600_000;
    jobClock.now = () => T;
    try {
      const hourly = (await t.get(null, '/api/giveaways'))
        .json()
        .current.find((g: { type: string }) => g.type === 'HOURLY');
      const entrants = [await t.signInPlayer('gw-console-1', 500), await t.signInPlayer('gw-console-2', 500)];
      for (const entrant of entrants) {
        const joined = await t.app.inject({
          method: 'POST',
          url: `/api/giveaways/${hourly.id}/join`,
          headers: { authorization: entrant.auth },
        });
        expect(joined.statusCode, joined.body).toBe(200);
      }
      const open = (await t.get(root, '/api/admin/giveaways?type=HOURLY')).json();
      expect(open.items[0]).toMatchObject({
        id: hourly.id,
        status: 'OPEN',
        seedHash: hourly.seedHash,
        serverSeed: null,
        participantCount: 2,
        payout: 'PENDING',
        winners: [],
      });

      await drawEndedGiveaways(t.services, T + hour);
      const drawn = (await t.get(root, '/api/admin/giveaways?type=HOURLY')).json().items[0];
      expect(drawn).toMatchObject({ id: hourly.id, status: 'DRAWN', participantCount: 2, payout: 'PAID' });
      expect(drawn.serverSeed).toMatch(/^[0-9a-f]{64}$/);
      // One slot per participant at most: two entrants, two winners (of the twenty prizes).
      expect(drawn.winners.length).toBe(Math.min(2, drawn.prizeCount));
      for (const winner of drawn.winners) {
        expect(entrants.map((e) => e.id)).toContain(winner.userId);
        expect(winner.itemStatus).toBe('AVAILABLE');
      }
      expect((await t.get(root, '/api/admin/giveaways?type=WEEKLY&pageSize=1')).json()).toMatchObject({
        page: 1,
        pageSize: 1,
      });
      expect((await t.get(root, '/api/admin/giveaways?type=MONTHLY')).statusCode).toBe(400);
    } finally {
      jobClock.now = realNow;
    }
  });
});
