import type { Room } from '@colyseus/core';
import type { AppServices } from '@arena/api';

/**
 * One game's rooms plus what it must do at boot before those rooms open. With several processes (REDIS_URL) one
 * process at a time owns a module (scale/): only it runs recover(), opens createAtBoot, runs start(), and hosts
 * every room of the module; a survivor does all of it when the owner dies.
 */
export interface GameModule {
  /** The `game` name its bets carry in the ledger. */
  game: string;
  rooms: {
    name: string;
    room: new (...args: never[]) => Room;
    options?: Record<string, unknown>;
    /** Listed live to LobbyRoom clients (metadata and visibility changes are pushed). */
    realtimeListing?: boolean;
  }[];
  /** Voids what a dead process left unfinished and refunds its open bets, exactly once. */
  recover(services: AppServices): Promise<void>;
  /** Rooms the server creates at boot so spectators always find them. */
  createAtBoot?: { name: string; options?: Record<string, unknown> }[];
  /** Background work of the game (a scheduled job) started once the rooms are open; stopped before shutdown. */
  start?(services: AppServices): { stop(): Promise<void> };
}
