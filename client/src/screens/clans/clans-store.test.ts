import { describe, expect, it } from 'vitest';
import {
  CLAN_WAR_AREAS,
  type ClanChoiceView,
  type ClansAnswer,
  ClanWarAreaState,
  ClanWarClanState,
  ClanWarState,
} from '@arena/schemas';
import { FakeRoomBase } from '../../testing/fake-room';
import { ApiError } from '../../transport/api-error';
import { ClansStore } from './clans-store';

const SEASON = { index: 60, startsAt: 0, endsAt: 1_209_600_000 };
const clans = ['wolves', 'ravens', 'vipers', 'bears'].map((id) => ({
  id,
  colour: '#000',
  members: 0,
  areas: 0,
  points: 0,
  rank: 1,
  poolCents: 10_000,
}));
const areas = CLAN_WAR_AREAS.map((a) => ({
  id: a.id,
  clanId: null,
  defence: 0,
  captureCost: a.captureCost,
  capturedAt: null,
  capturedBy: null,
}));
const choice = (status: 'THINKING' | 'ASSIGNED', clanId: string | null = null): ClanChoiceView => ({
  id: 'c1',
  number: 1,
  status,
  serverSeedHash: 'h',
  serverSeed: status === 'ASSIGNED' ? 's' : null,
  startedAt: 1_000,
  revealAt: 4_000,
  serverNow: 1_000,
  clanId,
  excludedClanId: null,
  memberCounts: null,
  candidates: null,
  float: null,
  algorithm: 'a',
});
const overview = (me: ClansAnswer['me']): ClansAnswer => ({ season: SEASON, serverNow: 0, clans, areas, me });
const ME = {
  clanId: null,
  choice: null,
  premium: true,
  points: { earned: 50, spent: 0, available: 50 },
  resetsLeft: 1,
};

function fakeApi(routes: Record<string, (() => unknown)[]>) {
  const calls: { path: string; body: unknown }[] = [];
  const answer = async <T>(path: string, body?: unknown) => {
    calls.push({ path, body });
    const next = routes[path]!.length > 1 ? routes[path]!.shift()! : routes[path]![0]!;
    const value = next();
    if (value instanceof ApiError) throw value;
    return value as T;
  };
  return {
    calls,
    get: <T>(path: string) => answer<T>(path),
    post: <T>(path: string, body?: unknown) => answer<T>(path, body),
  };
}

const noRoom = async () => Promise.reject(new Error('no server'));

describe('clans store', () => {
  it('starts, waits out the thinking (asking again while still thinking), then shows the assignment', async () => {
    const api = fakeApi({
      '/clans': [() => overview(ME), () => overview({ ...ME, clanId: 'ravens', choice: choice('ASSIGNED', 'ravens') })],
      '/clans/choice/start': [() => choice('THINKING')],
      '/clans/choice/assign': [() => choice('THINKING'), () => choice('ASSIGNED', 'ravens')],
    });
    const waits: number[] = [];
    const store = new ClansStore({
      api,
      signedIn: () => true,
      connectMap: noRoom,
      wait: async (ms) => void waits.push(ms),
    });
    await store.load();
    expect(store.step).toBe('idle');
    await store.choose();
    expect(api.calls.map((c) => c.path)).toEqual([
      '/clans',
      '/clans/choice/start',
      '/clans/choice/assign',
      '/clans/choice/assign',
      '/clans',
    ]);
    expect(waits[0]).toBe(3_100);
    expect(store.step).toBe('assigned');
    expect(store.choice?.clanId).toBe('ravens');
    expect(store.myClanId).toBe('ravens');
  });

  it('sends a visitor to sign in and keeps a refusal of the start', async () => {
    const api = fakeApi({
      '/clans': [() => overview(null)],
      '/clans/choice/start': [() => new ApiError('CLANWAR.ALREADY_PICKED', [], 400)],
    });
    const visitor = new ClansStore({ api, signedIn: () => false, connectMap: noRoom, wait: async () => undefined });
    expect(await visitor.choose()).toBe(false);
    const player = new ClansStore({ api, signedIn: () => true, connectMap: noRoom, wait: async () => undefined });
    await player.choose();
    expect(player.choiceError?.key).toBe('CLANWAR.ALREADY_PICKED');
    expect(player.step).toBe('idle');
  });

  it('refuses bad amounts before asking the server and sends a capture of the selected area', async () => {
    const member = { ...ME, clanId: 'wolves' };
    const api = fakeApi({
      '/clans': [() => overview(member)],
      '/clans/war/capture': [() => new ApiError('CLANWAR.INSUFFICIENT_POINTS', [50], 400)],
    });
    const store = new ClansStore({ api, signedIn: () => true, connectMap: noRoom, wait: async () => undefined });
    await store.load();
    store.select('citadel');
    expect(store.selectedAction).toEqual({ action: 'CAPTURE', minimum: 40 });
    await store.capture(1.5);
    expect(store.captureError?.key).toBe('CLANWAR.BAD_POINTS');
    await store.capture(39);
    expect([store.captureError?.key, store.captureError?.args]).toEqual(['CLANWAR.BAD_POINTS', [40]]);
    expect(api.calls.filter((c) => c.path === '/clans/war/capture')).toEqual([]);
    await store.capture(60);
    expect(api.calls.at(-1)).toEqual({ path: '/clans/war/capture', body: { areaId: 'citadel', points: 60 } });
    expect(store.captureError?.key).toBe('CLANWAR.INSUFFICIENT_POINTS');
  });

  it('takes the map and the scores from the live room as patches arrive, and ranks with them', async () => {
    const state = new ClanWarState({ season: 60 });
    const room = new FakeRoomBase(state);
    const api = fakeApi({ '/clans': [() => overview(null)] });
    const store = new ClansStore({
      api,
      signedIn: () => false,
      connectMap: async () => room,
      wait: async () => undefined,
    });
    await store.load();
    await store.connect();
    expect(store.live).toBe(false);
    for (const a of CLAN_WAR_AREAS) state.areas.set(a.id, new ClanWarAreaState({ id: a.id }));
    for (const c of clans) state.clans.set(c.id, new ClanWarClanState({ id: c.id }));
    state.areas.get('market')!.clanId = 'bears';
    state.areas.get('market')!.defence = 33;
    state.clans.get('bears')!.areas = 1;
    state.clans.get('bears')!.points = 33;
    Object.assign(state, {
      lastSeq: 7,
      lastAction: 'CAPTURE',
      lastAreaId: 'market',
      lastClanId: 'bears',
      lastName: 'zed',
      lastPoints: 33,
    });
    room.push();
    expect(store.live).toBe(true);
    expect(store.areas.find((a) => a.id === 'market')).toMatchObject({ clanId: 'bears', defence: 33, captureCost: 30 });
    expect(store.standings.map((c) => [c.id, c.rank, c.poolCents])).toEqual([
      ['bears', 1, 10_000],
      ['wolves', 2, 5_000],
      ['ravens', 2, 5_000],
      ['vipers', 2, 5_000],
    ]);
    expect(store.lastCapture).toMatchObject({ seq: 7, areaId: 'market', name: 'zed', points: 33 });
    store.disconnect();
  });
});
