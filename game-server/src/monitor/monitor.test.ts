import { matchMaker } from '@colyseus/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { queryRows } from '@arena/api';
import { CRASH_ROOM_NAME, crashRoomId } from '@arena/schemas';
import { type RoomTestServer, bootRoomTestServer, newTestPlayer } from '../testing/room-test-server';
import { createCrashModule } from '../rooms/crash/module';
import { join, waitFor } from '../rooms/crash/testing/crash-test-kit';
import { type HttpAnswer, bearer, call, newAdmin, scratchModule } from './monitor-test-kit';
import { MONITOR_COOKIE } from './monitor-http';

// A call on a room this process does not host is asked of the others over presence, and a room that is gone is known
// only once that wait times out (Colyseus reads the timeout once, at load). Every room here is local, so only the
// calls on gone rooms wait: 2 s each by default.
vi.hoisted(() => (process.env.COLYSEUS_PRESENCE_SHORT_TIMEOUT = '200'));

let kit: RoomTestServer;
let admin: { userId: string; token: string };
let player: { userId: string; token: string };
beforeAll(async () => {
  kit = await bootRoomTestServer([createCrashModule({ chainLength: 400 }), scratchModule]);
  admin = await newAdmin(kit);
  player = await newTestPlayer(kit.services);
});
afterAll(async () => {
  await kit.close();
});

const get = (path: string, headers: Record<string, string> = {}) => call(kit.port, 'GET', path, headers);
const envelope = (answer: HttpAnswer) => JSON.parse(answer.body) as unknown;
const FORBIDDEN = { error: { key: 'GLOBAL.FORBIDDEN', args: [] } };
const auditOf = (roomId: string) =>
  queryRows<{ action: string; admin_id: string; details: unknown }>(
    kit.services.orm.em.fork() as SqlEntityManager,
    `select action, admin_id, details from admin_audit where target_type = 'ROOM' and target_id = ? order by id`,
    [roomId],
  );
const roomCall = (roomId: string, method: string, args: unknown[]) =>
  `/colyseus/api/room/call?${new URLSearchParams({ roomId, method, args: JSON.stringify(args) }).toString()}`;

/** An admin's ticket exchanged for the monitor cookie, as the console's button does it. */
async function monitorCookie(token = admin.token): Promise<string> {
  const issued = await call(kit.port, 'POST', '/colyseus/ticket', bearer(token));
  expect(issued.status).toBe(200);
  const { ticket } = JSON.parse(issued.body) as { ticket: string };
  const opened = await get(`/colyseus/?ticket=${encodeURIComponent(ticket)}`);
  expect(opened.status).toBe(200);
  const setCookie = String(opened.headers['set-cookie']);
  return setCookie.split(';')[0] ?? '';
}

describe('the room monitor at /colyseus', () => {
  it('refuses an anonymous caller with 401 and a player with 403, in the catalogue envelope', async () => {
    for (const path of [
      '/colyseus/',
      '/colyseus/api',
      roomCall(crashRoomId('classic'), '_forceClientDisconnect', ['x']),
    ]) {
      const anonymous = await get(path);
      expect(anonymous.status).toBe(401);
      expect(envelope(anonymous)).toEqual(FORBIDDEN);
      const asPlayer = await get(path, bearer(player.token));
      expect(asPlayer.status).toBe(403);
      expect(envelope(asPlayer)).toEqual(FORBIDDEN);
    }
    const playerTicket = await call(kit.port, 'POST', '/colyseus/ticket', bearer(player.token));
    expect(playerTicket.status).toBe(403);
    expect(envelope(playerTicket)).toEqual(FORBIDDEN);
    expect((await get('/colyseus/api', { cookie: `${MONITOR_COOKIE}=forged.value` })).status).toBe(401);
  });

  it('lists the crash room for an admin bearer, and serves the panel', async () => {
    const answer = await get('/colyseus/api', bearer(admin.token));
    expect(answer.status).toBe(200);
    const listing = JSON.parse(answer.body) as { rooms: { roomId: string; name: string }[] };
    expect(listing.rooms).toContainEqual(
      expect.objectContaining({ roomId: crashRoomId('classic'), name: CRASH_ROOM_NAME }),
    );
    const panel = await get('/colyseus/', bearer(admin.token));
    expect(panel.status).toBe(200);
    expect(panel.body).toContain('<div id="app">');
    expect(panel.headers['x-frame-options']).toBe('DENY');
    const bare = await get('/colyseus?x=1');
    expect(bare.status).toBe(302);
    expect(bare.headers.location).toBe('colyseus/?x=1');
  });

  it('opens with a one-time ticket that becomes an HttpOnly, SameSite=Strict cookie', async () => {
    const issued = await call(kit.port, 'POST', '/colyseus/ticket', {
      ...bearer(admin.token),
      origin: kit.services.config.publicUrl,
    });
    expect(issued.headers['access-control-allow-origin']).toBe(kit.services.config.publicUrl);
    const { ticket } = JSON.parse(issued.body) as { ticket: string };
    const opened = await get(`/colyseus/?ticket=${encodeURIComponent(ticket)}`);
    expect(opened.status).toBe(200);
    expect(opened.body).toContain('url=./');
    const setCookie = String(opened.headers['set-cookie']);
    expect(setCookie).toMatch(new RegExp(`^${MONITOR_COOKIE}=`));
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).not.toContain(ticket);

    const replay = await get(`/colyseus/?ticket=${encodeURIComponent(ticket)}`);
    expect(replay.status).toBe(401);
    expect(envelope(replay)).toEqual(FORBIDDEN);

    const cookie = setCookie.split(';')[0] ?? '';
    const rooms = await get('/colyseus/api', { cookie, 'sec-fetch-site': 'same-origin' });
    expect(rooms.status).toBe(200);
    expect(rooms.body).toContain(crashRoomId('classic'));
    // Another site cannot make the admin's browser use the panel's API.
    const crossSite = await get('/colyseus/api', { cookie, 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
  });

  it('stops honouring the cookie once the session is revoked', async () => {
    const other = await newAdmin(kit);
    const cookie = await monitorCookie(other.token);
    expect((await get('/colyseus/api', { cookie })).status).toBe(200);
    const { sessionId } = await kit.services.tokens.verify(other.token);
    await kit.services.sessions.revoke(sessionId);
    const after = await get('/colyseus/api', { cookie });
    expect(after.status).toBe(401);
    expect(envelope(after)).toEqual(FORBIDDEN);
  });

  it('lets an admin kick a session, and refuses every other room call', async () => {
    const seated = await newTestPlayer(kit.services);
    const room = await join(kit, 'classic', seated.token);
    const left = new Promise<number>((resolve) => room.onLeave((code) => resolve(code)));
    const kick = roomCall(crashRoomId('classic'), '_forceClientDisconnect', [room.sessionId]);
    expect((await get(kick, bearer(player.token))).status).toBe(403);

    for (const [method, args] of [
      ['_editStateProperty', [['phase'], 'CRASHED']],
      ['_sendMessageToClient', [room.sessionId, 'x', {}]],
      ['broadcast', ['x', {}]],
      ['onAuth', []],
    ] as const) {
      const refused = await get(roomCall(crashRoomId('classic'), method, [...args]), bearer(admin.token));
      expect(refused.status).toBe(403);
      expect(envelope(refused)).toEqual(FORBIDDEN);
    }
    // The crash room is kept open by the server (money in play): it is not disposed from the panel.
    expect((await get(roomCall(crashRoomId('classic'), 'disconnect', []), bearer(admin.token))).status).toBe(403);
    expect(matchMaker.getLocalRoomById(crashRoomId('classic'))).toBeDefined();

    const kicked = await get(kick, { cookie: await monitorCookie(), 'sec-fetch-site': 'same-origin' });
    expect(kicked.status).toBe(200);
    expect(typeof (await left)).toBe('number');
    // Only the action that ran is in the operator audit log, with who did it and to which session.
    const rows = await auditOf(crashRoomId('classic'));
    expect(rows.map((r) => [r.action, r.admin_id])).toEqual([['ROOM_KICK', admin.userId]]);
    const details = rows[0]!.details;
    expect(typeof details === 'string' ? JSON.parse(details) : details).toEqual({ sessionId: room.sessionId });
  });

  it('audits no call that failed: an absent session, a room that is gone', async () => {
    const scratch = await matchMaker.createRoom('monitor_scratch', {});
    const absent = await get(
      roomCall(scratch.roomId, '_forceClientDisconnect', ['nosuchsession']),
      bearer(admin.token),
    );
    expect(absent.status).toBe(404);
    expect(envelope(absent)).toEqual({ error: { key: 'GLOBAL.NOT_FOUND', args: [] } });
    const gone = await get(roomCall('noSuchRoom1', '_forceClientDisconnect', ['nosuchsession']), bearer(admin.token));
    expect(gone.status).toBe(404);
    expect(envelope(gone)).toEqual({ error: { key: 'GLOBAL.NOT_FOUND', args: [] } });
    const goneDispose = await get(roomCall('noSuchRoom2', 'disconnect', []), bearer(admin.token));
    expect(goneDispose.status).toBe(404);
    expect(await auditOf(scratch.roomId)).toEqual([]);
    expect(await auditOf('noSuchRoom1')).toEqual([]);
    expect(await auditOf('noSuchRoom2')).toEqual([]);
    // the panel's own call (args always present) still works and is audited once it happened
    expect((await get(roomCall(scratch.roomId, 'disconnect', []), bearer(admin.token))).status).toBe(200);
    expect((await auditOf(scratch.roomId)).map((r) => r.action)).toEqual(['ROOM_DISPOSE']);
  });

  it('disposes a room that disposes itself when empty, for an admin only', async () => {
    const scratch = await matchMaker.createRoom('monitor_scratch', {});
    const dispose = roomCall(scratch.roomId, 'disconnect', []);
    expect((await get(dispose)).status).toBe(401);
    expect((await get(dispose, bearer(player.token))).status).toBe(403);
    expect(matchMaker.getLocalRoomById(scratch.roomId)).toBeDefined();
    expect((await get(dispose, bearer(admin.token))).status).toBe(200);
    await waitFor('disposed', () => matchMaker.getLocalRoomById(scratch.roomId) === undefined);
    expect((await auditOf(scratch.roomId)).map((r) => [r.action, r.admin_id])).toEqual([
      ['ROOM_DISPOSE', admin.userId],
    ]);
  });
});
