/**
 * Who hosts each single-room game (crash, roll, jackpot, …) when several processes share Redis: the public face of
 * the ownership leases for the rest of the game server (the mirrors, scale/mirror/, ask it). One process alone
 * (no REDIS_URL) hosts every game itself.
 */
export interface OwnershipChange {
  game: string;
  /** This process took the game (true) or handed it over / lost it (false). */
  hosted: boolean;
  processId: string;
}

type Lookup = (game: string) => Promise<string | null>;

let lookup: Lookup | undefined;
const listeners = new Set<(change: OwnershipChange) => void>();

/**
 * The Colyseus process id hosting `game` now, or null while nobody does (a hand-over or a take-over in
 * progress). Without REDIS_URL: this process (`localProcessId`), which hosts everything.
 */
export function ownerOf(game: string, localProcessId?: string): Promise<string | null> {
  return lookup ? lookup(game) : Promise.resolve(localProcessId ?? null);
}

/** Called on this process each time it starts or stops hosting a game; returns the unsubscribe. */
export function onOwnershipChange(listener: (change: OwnershipChange) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** cluster-host.ts: where ownerOf looks (undefined when the cluster host closes). */
export function setOwnerLookup(next: Lookup | undefined): void {
  lookup = next;
}

export function announceOwnershipChange(change: OwnershipChange): void {
  for (const listener of listeners) {
    try {
      listener(change);
    } catch (error) {
      console.error(`an ownership listener failed for ${change.game}`, error);
    }
  }
}
