import { Lease, type LeaseRedis } from './lease';
import { rendezvousOwner } from './rendezvous';
import type { ScaleSettings } from './settings';

export interface OwnershipHooks {
  /**
   * This process just won the lease of `game`: make it the game's host (recovery, boot rooms, jobs).
   * `previousHolder` is the process last seen holding it (usually a dead one), if any was seen. A throw gives
   * the lease back so another process (or this one, a little later) tries again.
   */
  takeOver(game: string, previousHolder: string | null): Promise<void>;
  /** The lease of a game this process hosts was lost: another process may host it now. */
  lost(game: string): void;
  /**
   * With `live` (see OwnershipOptions): the game now belongs to another live process. Finish the round in play,
   * close the game's rooms and stop its job; the lease is given back once this resolves (a throw keeps it, and the
   * hand-over is tried again).
   */
  handOver?(game: string): Promise<void>;
}

export interface OwnershipOptions {
  /**
   * The live processes (heartbeat.ts). Given, each game goes to its rendezvous choice among them (rendezvous.ts): only
   * that process takes the lease, and a holder that is no longer the choice hands the game over. Without it, the
   * first process to ask takes every free lease.
   */
  live?: () => Promise<string[]>;
}

export interface Ownership {
  owns(game: string): boolean;
  /** The process holding the game's lease now, if any. */
  holderOf(game: string): Promise<string | null>;
  /** Stops taking leases (graceful shutdown begins); leases held are still renewed until release(). */
  stopAcquiring(): void;
  /** Stops renewing and gives every held lease back. */
  release(): Promise<void>;
}

interface Entry {
  game: string;
  lease: Lease;
  owned: boolean;
  lastRenewedAt: number;
  lastSeenHolder: string | null;
  busy: boolean;
  renewTimer?: NodeJS.Timeout;
}

/**
 * One lease per game, all held by process `holder` or by others: each game is tried at once and then every
 * `retryMs` while another process holds it; a held lease is renewed every `renewMs`, on its own timer so a
 * long take-over of one game never delays the renewal of another.
 */
export function startOwnership(
  redis: LeaseRedis,
  settings: ScaleSettings,
  holder: string,
  games: string[],
  hooks: OwnershipHooks,
  options: OwnershipOptions = {},
): Ownership {
  const entries = new Map<string, Entry>(
    games.map((game) => [
      game,
      {
        game,
        lease: new Lease(redis, settings.keyPrefix + game, holder, settings.leaseMs),
        owned: false,
        lastRenewedAt: 0,
        lastSeenHolder: null,
        busy: false,
      },
    ]),
  );
  let acquiring = true;

  const lose = (entry: Entry) => {
    clearInterval(entry.renewTimer);
    entry.owned = false;
    hooks.lost(entry.game);
  };

  const renew = async (entry: Entry) => {
    try {
      if (await entry.lease.renew()) entry.lastRenewedAt = Date.now();
      else if (entry.owned) lose(entry);
    } catch (error) {
      // Redis unreachable: the lease may run out meanwhile; once it surely has, this process is no longer the host.
      console.error(
        `game owner lease of ${entry.game}: renewal failed (${error instanceof Error ? error.message : String(error)})`,
      );
      if (entry.owned && Date.now() - entry.lastRenewedAt >= settings.leaseMs) lose(entry);
    }
  };

  const tryAcquire = async (entry: Entry) => {
    if (!acquiring || entry.owned || entry.busy) return;
    entry.busy = true;
    try {
      if (!(await entry.lease.acquire())) {
        // A key found empty (the holder let go between our SET and this GET) keeps the holder seen before: that is
        // still the process whose rooms the take-over must sweep.
        entry.lastSeenHolder = (await entry.lease.currentHolder()) ?? entry.lastSeenHolder;
        return;
      }
      entry.owned = true;
      entry.lastRenewedAt = Date.now();
      entry.renewTimer = setInterval(() => void renew(entry), settings.renewMs);
      const previous = entry.lastSeenHolder === holder ? null : entry.lastSeenHolder;
      try {
        await hooks.takeOver(entry.game, previous);
      } catch (error) {
        console.error(`taking over ${entry.game} failed; giving its lease back`, error);
        clearInterval(entry.renewTimer);
        entry.owned = false;
        await entry.lease.release();
      }
    } catch (error) {
      console.error(`game owner lease of ${entry.game}: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      entry.busy = false;
    }
  };

  const handOver = async (entry: Entry) => {
    if (!entry.owned || entry.busy || !hooks.handOver) return;
    entry.busy = true;
    try {
      await hooks.handOver(entry.game);
      clearInterval(entry.renewTimer);
      entry.owned = false;
      await entry.lease.release();
    } catch (error) {
      console.error(`handing ${entry.game} over failed; keeping it for now`, error);
    } finally {
      entry.busy = false;
    }
  };

  /**
   * A game this process is not the choice for: remember who holds it. When that holder dies, its heartbeat and its
   * lease run out together, so the key is usually already empty when this process becomes the choice; the take-over
   * must still name it (its listings are swept, its rooms recovered).
   */
  const watchHolder = async (entry: Entry) => {
    if (entry.owned || entry.busy) return;
    try {
      const current = await entry.lease.currentHolder();
      if (current && current !== holder) entry.lastSeenHolder = current;
    } catch (error) {
      console.error(`game owner lease of ${entry.game}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const attempt = async () => {
    let live: string[] | undefined;
    try {
      live = await options.live?.();
    } catch (error) {
      console.error(`live game-server processes: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    for (const entry of entries.values()) {
      const choice = live && rendezvousOwner(entry.game, live);
      if (!live || choice === holder) void tryAcquire(entry);
      else if (acquiring && choice !== undefined) void (entry.owned ? handOver(entry) : watchHolder(entry));
    }
  };
  void attempt();
  const retryTimer = setInterval(() => void attempt(), settings.retryMs);

  return {
    owns: (game) => entries.get(game)?.owned ?? false,
    holderOf: (game) => entries.get(game)?.lease.currentHolder() ?? Promise.resolve(null),
    stopAcquiring() {
      acquiring = false;
      clearInterval(retryTimer);
    },
    async release() {
      acquiring = false;
      clearInterval(retryTimer);
      await Promise.all(
        [...entries.values()].map(async (entry) => {
          clearInterval(entry.renewTimer);
          if (!entry.owned) return;
          entry.owned = false;
          await entry.lease
            .release()
            .catch((error: unknown) => console.error(`releasing the lease of ${entry.game} failed`, error));
        }),
      );
    },
  };
}
