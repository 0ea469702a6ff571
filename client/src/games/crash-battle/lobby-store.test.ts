import { describe, expect, it } from 'vitest';
import type { CrashBattleListing } from '@arena/schemas';
import { ApiError } from '../../transport/api-error';
import type { BattleConnection, ListedBattle } from './battle-connection';
import { LobbyStore, type LobbyStoreDeps } from './lobby-store';

const listing = (battleId: string, status: CrashBattleListing['status'], createdAt: number): ListedBattle => ({
  roomId: battleId,
  listing: {
    battleId,
    status,
    seats: 2,
    taken: 1,
    rounds: 3,
    buyInCents: 500,
    ownerName: 'alice',
    ownerAvatar: '',
    round: 0,
    createdAt,
  },
});

function lobby(overrides: Partial<LobbyStoreDeps> = {}) {
  let push: (battles: ListedBattle[]) => void = () => undefined;
  const handed: BattleConnection[] = [];
  const deps: LobbyStoreDeps = {
    connector: {
      lobby: async () => ({ onChange: (handler) => void (push = handler), leave: async () => undefined }),
      create: async () => ({ roomId: 'new-battle' }) as BattleConnection,
    },
    api: {
      get: async <T>(path: string) => {
        if (path === '/crashbattle/recent') return [] as T;
        if (path === '/crashbattle/code/ABCD2345') return { id: 'private-1', roomId: 'private-1' } as T;
        throw new ApiError('CRASH_BATTLE.CODE_INVALID', [], 404);
      },
    },
    handOver: (connection) => handed.push(connection),
    setTimer: () => () => undefined,
    ...overrides,
  };
  return { store: new LobbyStore(deps), push: (b: ListedBattle[]) => push(b), handed };
}

describe('LobbyStore', () => {
  it('splits the live listing into open and running battles', async () => {
    const { store, push } = lobby();
    await store.connect();
    push([listing('b', 'WAITING', 2), listing('r', 'RUNNING', 1), listing('a', 'WAITING', 1)]);
    expect(store.listStatus).toBe('live');
    expect(store.open.map((b) => b.roomId)).toEqual(['a', 'b']);
    expect(store.running.map((b) => b.roomId)).toEqual(['r']);
    expect(store.recent).toEqual([]);
  });

  it('creates a battle and hands its connection to the battle screen', async () => {
    const { store, handed } = lobby();
    await expect(store.create({ seats: 2, rounds: 1, buyInCents: 100, isPrivate: false }, 'token')).resolves.toBe(
      'new-battle',
    );
    expect(handed.map((c) => c.roomId)).toEqual(['new-battle']);
  });

  it('shows a create refusal with its key and args', async () => {
    const { store } = lobby({
      connector: {
        lobby: async () => Promise.reject(new Error('offline')),
        create: async () =>
          Promise.reject(
            Object.assign(new Error('{"error":{"key":"CRASH_BATTLE.MAX_AMOUNT","args":["1000.00"]}}'), { code: 4000 }),
          ),
      },
    });
    await expect(
      store.create({ seats: 2, rounds: 1, buyInCents: 500_000, isPrivate: false }, 'token'),
    ).resolves.toBeNull();
    expect(store.createError).toMatchObject({ key: 'CRASH_BATTLE.MAX_AMOUNT', args: ['1000.00'] });
    expect(store.creating).toBe(false);
  });

  it('finds a private battle by its code', async () => {
    const { store } = lobby();
    await expect(store.findByCode(' abcd2345 ')).resolves.toBe('private-1');
    await expect(store.findByCode('nope')).resolves.toBeNull();
    expect(store.codeError).toMatchObject({ key: 'CRASH_BATTLE.CODE_INVALID' });
    await expect(store.findByCode('')).resolves.toBeNull();
  });
});
