import { describe, expect, it } from 'vitest';
import { UserClients } from './user-clients';

type Fake = { sessionId: string; auth?: { userId?: string } };

describe('clients by player', () => {
  it('finds a player’s clients still in the room and forgets the ones that left', () => {
    const inRoom = new Set<Fake>();
    const index = new UserClients<Fake>((client) => inRoom.has(client));
    const tab = { sessionId: 's1', auth: { userId: 'u1' } };
    const reloaded = { sessionId: 's1', auth: { userId: 'u1' } };
    const other = { sessionId: 's2', auth: { userId: 'u2' } };
    const spectator = { sessionId: 's3' };
    for (const client of [tab, reloaded, other, spectator]) {
      inRoom.add(client);
      index.add(client);
    }
    expect(index.of('u1')).toEqual([tab, reloaded]);
    expect(index.of('u2')).toEqual([other]);

    // Left without a hook: never sent to again.
    inRoom.delete(tab);
    expect(index.of('u1')).toEqual([reloaded]);
    index.remove(reloaded);
    expect(index.of('u1')).toEqual([]);
    expect(index.of('nobody')).toEqual([]);
  });
});
