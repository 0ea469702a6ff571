/**
 * A worker's signed-out spectators as wire clients: joined in waves like the SDK ones, their deliveries counted
 * while the session measures, one shared decoded state per room, and left at the end.
 */
import { countError, type WorkerResult } from '../load/protocol';
import { addLiveClients } from '../load/live';
import type { ClientPool } from '../load/phases';
import { gameUrlFor } from '../load/spread';
import { SharedState, type StateClass } from './state-readers';
import { WireRoom } from './wire-room';

export interface WireSpectatorJob {
  gameUrls: readonly string[];
  firstClient: number;
}

export class WireSpectators<S extends object> {
  readonly rooms: WireRoom[] = [];
  /** One decoded state per room id: every spectator of a room receives the same patches. */
  readonly states = new Map<string, SharedState<S>>();

  constructor(
    private readonly result: WorkerResult,
    private readonly job: WireSpectatorJob,
    private readonly Root: StateClass<S>,
    private readonly measuring: () => boolean,
  ) {
    addLiveClients(() => this.rooms.filter((room) => room.isOpen).length);
  }

  /** Joins `count` spectators of `roomId` in waves of 25; `firstJoin`: this job's joins made before them. */
  async join(roomId: string, count: number, firstJoin: number): Promise<number> {
    let joined = 0;
    for (let i = 0; i < count; i += 25) {
      const wave = Array.from({ length: Math.min(25, count - i) }, async (_, j) => {
        if (await this.joinOne(roomId, firstJoin + i + j)) joined += 1;
      });
      await Promise.all(wave);
    }
    return joined;
  }

  /** One spectator more (the `joinIndex`-th join of the job picks its game URL); false when the join failed. */
  async joinOne(roomId: string, joinIndex: number): Promise<boolean> {
    const shared = this.states.get(roomId) ?? new SharedState(this.Root);
    this.states.set(roomId, shared);
    const { url, index } = gameUrlFor(this.job, joinIndex);
    const started = performance.now();
    try {
      const room = await WireRoom.join({ gameUrl: url, room: roomId, state: shared.member(), onFrame: this.onFrame });
      this.result.joinMs.push(performance.now() - started);
      this.result.joinsByUrl[index]! += 1;
      this.result.socketsByHost[room.host] = (this.result.socketsByHost[room.host] ?? 0) + 1;
      this.rooms.push(room);
      return true;
    } catch (error) {
      this.result.joinFailures += 1;
      countError(this.result, `join: ${(error as Error).message.slice(0, 60)}`);
      return false;
    }
  }

  /** The spectators as a pool the phases grow and shrink (phases.ts): the last joined leaves first. */
  pool(roomId: string, firstJoin: number): ClientPool {
    let joins = firstJoin;
    return {
      size: () => this.rooms.length,
      add: async () => void (await this.joinOne(roomId, joins++)),
      remove: async () => {
        const room = this.rooms.pop();
        if (room) await Promise.race([room.leave(), new Promise((resolve) => setTimeout(resolve, 2000))]);
      },
    };
  }

  private readonly onFrame = (bytes: number) => {
    if (!this.measuring()) return;
    this.result.messages += 1;
    this.result.bytes += bytes;
  };

  /** Leaves every room (a socket already closed answers at once). */
  async leaveAll(): Promise<void> {
    await Promise.all(
      this.rooms.map((room) => Promise.race([room.leave(), new Promise((resolve) => setTimeout(resolve, 2000))])),
    );
  }
}
