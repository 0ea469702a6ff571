import { type Room, matchMaker } from '@colyseus/core';
import type { GameModule } from '../game-module';

/**
 * A room that closes for a hand-over its own way (it locks and disposes itself once its round or game is over);
 * `idle` when it has none in play.
 */
export interface HandsOver {
  handOver(): Promise<void>;
  readonly idle?: boolean;
}

/**
 * The rooms this process hosts, by game, from Colyseus's own create and dispose events of each room type: what a
 * hand-over closes, and what the room registry records for rooms that are one per match.
 */
export class LocalRooms {
  private readonly byGame = new Map<string, Set<Room>>();
  private readonly onDisposed = new Map<Room, () => void>();

  constructor(private readonly modules: GameModule[]) {}

  /** Call once the server has defined the room types. `changed` hears each per-match room created or disposed. */
  watch(changed: (game: string, roomId: string, added: boolean) => void): void {
    for (const module of this.modules) {
      const rooms = new Set<Room>();
      this.byGame.set(module.game, rooms);
      for (const { name } of module.rooms) {
        const handler = matchMaker.getHandler(name);
        const perMatch = module.matchRooms?.roomName === name;
        handler.on('create', (room: Room) => {
          rooms.add(room);
          if (perMatch) changed(module.game, room.roomId, true);
        });
        handler.on('dispose', (room: Room) => {
          rooms.delete(room);
          this.onDisposed.get(room)?.();
          this.onDisposed.delete(room);
          if (perMatch) changed(module.game, room.roomId, false);
        });
      }
    }
  }

  /** The game's rooms here that close their own way for a hand-over (standing tables that move), idle ones first. */
  movable(game: string): (Room & HandsOver)[] {
    const rooms = [...(this.byGame.get(game) ?? [])].filter(
      (room): room is Room & HandsOver => typeof (room as Partial<HandsOver>).handOver === 'function',
    );
    return rooms.sort((a, b) => Number(b.idle ?? false) - Number(a.idle ?? false));
  }

  /**
   * Closes the game's rooms here the way a graceful shutdown does, one game only: each room is locked and asked to
   * stop (a round in play finishes first, as on SIGTERM); a room with its own hand-over (`handOver()`: DropZone's pot
   * keeps taking entries until its round is drawn) runs that instead. Resolves once every one has disposed.
   */
  async close(game: string): Promise<void> {
    const rooms = [...(this.byGame.get(game) ?? [])];
    await Promise.all(
      rooms.map(async (room) => {
        const disposed = new Promise<void>((resolve) => this.onDisposed.set(room, resolve));
        const own = (room as Partial<HandsOver>).handOver;
        if (own)
          void own
            .call(room)
            .catch((error: unknown) => console.error(`handing room ${room.roomId} over failed`, error));
        else {
          await room.lock();
          room.onBeforeShutdown();
        }
        await disposed;
      }),
    );
  }
}
