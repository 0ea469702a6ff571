import type { Room } from '@colyseus/core';
import type { AppServices } from '@arena/api';
import type { RealtimeGameId } from '@arena/schemas';

/** The platform's own room modules, which are no game of the registry (they take no bets). */
export type PlatformModuleId = 'chat' | 'clan_war';
/** What names a module: a realtime game's registry id (the `game` its bets carry in the ledger) or a platform room. */
export type ModuleId = RealtimeGameId | PlatformModuleId;

/**
 * One game's rooms plus what it must do at boot before those rooms open. With several processes (REDIS_URL) one
 * process at a time owns a module without `matchRooms` (scale/: its rendezvous choice among the live processes):
 * only it runs recover(), opens createAtBoot, runs start(), and hosts the module's rooms; another process does it
 * after a hand-over or when the owner dies.
 */
export interface GameModule<Id extends ModuleId = ModuleId> {
  /** The registry id (the `game` its bets carry in the ledger), or the platform room's name. */
  game: Id;
  rooms: {
    name: string;
    room: new (...args: never[]) => Room;
    options?: Record<string, unknown>;
    /** Listed live to LobbyRoom clients (creation, metadata, visibility, lock and disposal are pushed; joins are not). */
    realtimeListing?: boolean;
  }[];
  /** Voids what a dead process left unfinished and refunds its open bets, exactly once. */
  recover(services: AppServices): Promise<void>;
  /**
   * Several processes (REDIS_URL): the module's rooms are one per match (`roomName`), so the module has no owner:
   * each room is created on the least-loaded live process, and when a process dies one survivor ends exactly
   * that process's rooms with `recover` (their ids), leaving every other process's rooms alone (scale/).
   */
  matchRooms?: {
    roomName: string;
    recover(services: AppServices, roomIds: string[]): Promise<void>;
    /**
     * Rooms of this type that always exist somewhere (the fixed potato tables): the cluster opens each missing one on
     * the least-loaded live process, and again after its process stopped or died and its rooms were recovered.
     * One process alone opens them with createAtBoot instead.
     */
    standing?(services: AppServices): { roomId: string; options: Record<string, unknown> }[];
  };
  /** Rooms the server creates at boot so spectators always find them. */
  createAtBoot?: { name: string; options?: Record<string, unknown> }[];
  /**
   * Several processes (REDIS_URL): a room type that mirrors the module's single rooms (`sources`) on every process,
   * so their audience spreads over the processes (scale/mirror/). The server opens one mirror per source per process.
   */
  mirrors?: {
    name: string;
    room: new (...args: never[]) => Room;
    sources: { roomId: string; options: Record<string, unknown> }[];
  };
  /** Background work of the game (a scheduled job) started once the rooms are open; stopped before shutdown. */
  start?(services: AppServices): { stop(): Promise<void> };
}
