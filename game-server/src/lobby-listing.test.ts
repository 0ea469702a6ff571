import { describe, expect, it } from 'vitest';
import { LobbyListing } from './lobby-listing';

describe('lobby listing', () => {
  it('sets the listing when it changed, not again when the same listing comes back', () => {
    const set: unknown[] = [];
    const listing = new LobbyListing<{ taken: number; status: string }>({
      setMetadata: async (value) => void set.push(value),
    });
    listing.set({ taken: 1, status: 'WAITING' });
    listing.set({ taken: 1, status: 'WAITING' }); // a spectator came in
    listing.set({ taken: 2, status: 'WAITING' });
    listing.set({ taken: 2, status: 'RUNNING' });
    listing.set({ taken: 2, status: 'RUNNING' });
    expect(set).toEqual([
      { taken: 1, status: 'WAITING' },
      { taken: 2, status: 'WAITING' },
      { taken: 2, status: 'RUNNING' },
    ]);
  });
});
