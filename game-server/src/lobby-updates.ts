import { type Room, updateLobby } from '@colyseus/core';

/** The part of Colyseus's room handler that lobby updates hook into. */
interface ListedHandler {
  realtimeListingEnabled: boolean;
  on(event: string, listener: (room: Room, ...args: never[]) => void): unknown;
}

/**
 * Colyseus's `enableRealtimeListing()` with every update the lobby shows and none it does not: a room's creation, lock,
 * unlock, visibility, metadata and disposal reach every lobby, a client joining or leaving does not. Colyseus publishes
 * an update on every join and leave too (for the lobby's client count), and every process holding a lobby then re-reads
 * that room's listing from the driver: at two processes, three Redis operations per spectator's join for a count our
 * lobbies never show (their battles and tables list seats, which change through metadata).
 */
export function listLiveOnChanges(handler: ListedHandler): void {
  // Colyseus wires a room's metadata and visibility changes into its listing only with this flag set.
  handler.realtimeListingEnabled = true;
  for (const event of ['create', 'lock', 'unlock', 'metadata-change']) {
    handler.on(event, (room) => updateLobby(room));
  }
  // Colyseus passes whether the room became private: a private room leaves the lobbies.
  handler.on('visibility-change', (room, isPrivate: boolean) => updateLobby(room, isPrivate));
  handler.on('dispose', (room) => updateLobby(room, true));
}
