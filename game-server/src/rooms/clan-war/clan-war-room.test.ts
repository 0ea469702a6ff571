import { randomUUID } from 'node:crypto';
import { ColyseusSDK, type Room as SdkRoom } from '@colyseus/sdk';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { type ApiPlatform, createApiPlatform, jobClock, loadConfig, setPremium } from '@arena/api';
import { CLAN_RULES, CLAN_WAR_AREAS, CLAN_WAR_ROOM_ID, type ClanChoiceView, ClanWarState } from '@arena/schemas';
import { waitFor } from '../../testing/wait-for';
import { type RoomTestServer, bootRoomTestServer } from '../../testing/room-test-server';
import { createClanWarModule } from './module';

let kit: RoomTestServer;
let api: ApiPlatform;
const realNow = jobClock.now;

beforeAll(async () => {
  kit = await bootRoomTestServer([createClanWarModule({ pollMs: 100 })]);
  // The REST API over the same database, as a separate API process would be.
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'clan-war-room-test-secret-0123456789',
    DEV_SIGNIN: '1',
    DEMO_DATA: '0',
    DATA_DIR: '/tmp/arena-test-unused',
    CLIENT_DIST_DIR: '/nonexistent',
  });
  api = await createApiPlatform(config, kit.db.orm, { logger: false });
});
afterEach(() => {
  jobClock.now = realNow;
});
afterAll(async () => {
  await api.app.close();
  await kit.services.ledger.assertInvariants();
  await kit.close();
});

async function watch(): Promise<SdkRoom<unknown, InstanceType<typeof ClanWarState>>> {
  const room = await new ColyseusSDK(`ws://127.0.0.1:${kit.port}`).joinById(CLAN_WAR_ROOM_ID, {}, ClanWarState);
  await waitFor(
    'the first map',
    () => (room.state?.openedAt ?? 0) > 0 && room.state.areas.size === CLAN_WAR_AREAS.length,
  );
  return room as never;
}

/** A premium player who chose a clan over REST and earned 100 points with one settled $100 bet. */
async function soldier() {
  const name = `cw${randomUUID().slice(0, 6)}`;
  const signIn = await api.app.inject({ method: 'POST', url: '/api/auth/dev', payload: { name, agreeTos: true } });
  const auth = `Bearer ${signIn.json().token}`;
  const userId = (
    await api.app.inject({ method: 'GET', url: '/api/users/current', headers: { authorization: auth } })
  ).json().id as string;
  await api.services.ledger.deposit({ userId, amountCents: 100_00, key: `cw-${userId}` });
  const betId = randomUUID();
  await api.services.ledger.placeBet({
    betId,
    userId,
    game: 'plinko',
    roundId: betId,
    source: 'REAL',
    amountCents: 100_00,
  });
  await api.services.ledger.settleBet(betId, 0);
  await setPremium(api.services.orm.em.fork(), userId, true);
  const post = (url: string, payload?: object) =>
    api.app.inject({ method: 'POST', url, headers: { authorization: auth }, ...(payload ? { payload } : {}) });
  await post('/api/clans/choice/start');
  const at = jobClock.now() + CLAN_RULES.thinkingMs;
  jobClock.now = () => at;
  const choice = (await post('/api/clans/choice/assign')).json() as ClanChoiceView;
  jobClock.now = realNow;
  return {
    name,
    clanId: choice.clanId!,
    capture: (areaId: string, points: number) => post('/api/clans/war/capture', { areaId, points }),
  };
}

it('a watcher sees a capture made over REST, and a newcomer gets the current map', { timeout: 60_000 }, async () => {
  const watcher = await watch();
  expect([...watcher.state.areas.values()].every((a) => a.clanId === '' && a.defence === 0)).toBe(true);
  const player = await soldier();
  await waitFor('the new member counted', () => watcher.state.clans.get(player.clanId)?.members === 1);

  const answer = await player.capture('citadel', 45);
  expect(answer.statusCode).toBe(200);
  const citadel = await waitFor('the capture on the map', () => {
    const area = watcher.state.areas.get('citadel');
    return area?.clanId === player.clanId ? area : undefined;
  });
  expect({ defence: citadel.defence, capturedBy: citadel.capturedBy }).toEqual({
    defence: 45,
    capturedBy: player.name,
  });
  expect(watcher.state).toMatchObject({
    lastAction: 'CAPTURE',
    lastAreaId: 'citadel',
    lastClanId: player.clanId,
    lastFromClanId: '',
    lastName: player.name,
    lastPoints: 45,
  });
  expect(watcher.state.clans.get(player.clanId)).toMatchObject({ areas: 1, points: 45 });

  const late = await watch();
  expect(late.state.areas.get('citadel')).toMatchObject({ clanId: player.clanId, defence: 45 });
  expect(late.state.lastSeq).toBe(watcher.state.lastSeq);
  await watcher.leave();
  await late.leave();
});
