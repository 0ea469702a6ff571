import { Client, type Room } from '@colyseus/sdk';
import { setLiveClients } from './live';
import { type WorkerResult, countError } from './protocol';
import type { ClientPool } from './phases';
import { gameUrlFor } from './spread';

/** SDK watchers as a pool the phases grow and shrink (phases.ts): `joined` holds them, the last joined leaves first. */
export function sdkPool<R extends Room>(
  session: RoomSession,
  joined: R[],
  joinOne: () => Promise<R | undefined>,
): ClientPool {
  return {
    size: () => joined.length,
    add: async () => {
      const room = await joinOne();
      if (room) joined.push(room);
    },
    remove: async () => {
      const room = joined.pop();
      if (room) await session.leave(room);
    },
  };
}

/**
 * The address of the process hosting `room`, from the socket the SDK opened to it (`<host address>/<process id>/<room
 * id>`): a join by id sent there reserves its seat in that process, not over Redis from another one.
 */
export function hostUrlOf(room: Room): string | undefined {
  if (!room.connection.url) return undefined;
  const url = new URL(room.connection.url);
  const path = url.pathname.split('/').slice(0, -2).join('/');
  return `${url.protocol}//${url.host}${path}`;
}

/** Counts what reaches a client's socket (state patches and messages alike): the room's deliveries. */
export function countDeliveries(room: Room, result: WorkerResult, measuring: () => boolean): void {
  const events = (room.connection as unknown as { events: { onmessage?: (event: MessageEvent) => void } }).events;
  const original = events.onmessage;
  events.onmessage = (event: MessageEvent) => {
    if (measuring()) {
      result.messages += 1;
      result.bytes += event.data instanceof ArrayBuffer ? event.data.byteLength : String(event.data).length;
    }
    original?.(event);
  };
}

/**
 * The measuring client's clock ping: `message` carries `{ clientTime }` and the room echoes it (crash, roll, jackpot,
 * battle). `room()` names the room to ping now (a battle's creator moves from battle to battle).
 */
export interface Pinger {
  room(): Room | undefined;
  message: string;
}

export interface MeasureHooks {
  pinger?: Pinger;
  /** Called as measuring starts and as it stops (before the rooms are left). */
  onStart?(): void;
  onStop?(): void;
}

/**
 * One worker's clients of one room scenario: timed joins (in small waves), deliveries counted while measuring, the
 * measuring window itself (with the clock pings) and leaving at the end. The game's own behaviour is the caller's.
 */
export class RoomSession {
  measuring = false;
  private readonly rooms = new Set<Room>();
  private joins = 0;

  /** `job`: the game URLs and this job's place in the run's round-robin over them (spread.ts). */
  constructor(
    readonly result: WorkerResult,
    private readonly job: { gameUrls: readonly string[]; firstClient: number },
  ) {
    result.joinsByUrl = job.gameUrls.map(() => 0);
    setLiveClients(() => [...this.rooms].filter((room) => room.connection.isOpen).length);
  }

  /**
   * Joins one client (a token signs it in) through the next game URL of the round-robin, or through `via` (the host
   * of the room it joins, as a lobby's listing names it), timing the join; a failure is counted by a short name.
   */
  async join<R extends Room>(
    token: string | undefined,
    how: (client: Client) => Promise<R>,
    via?: string,
  ): Promise<R | undefined> {
    const next = gameUrlFor(this.job, this.joins);
    const url = via ?? next.url;
    const index = via === undefined ? next.index : this.job.gameUrls.indexOf(via.replace(/\/$/, ''));
    this.joins += 1;
    const client = new Client(url);
    if (token) client.auth.token = token;
    const started = performance.now();
    try {
      const room = await how(client);
      this.result.joinMs.push(performance.now() - started);
      if (index >= 0) this.result.joinsByUrl[index]! += 1;
      const host = room.connection.url ? new URL(room.connection.url).host : 'unknown';
      this.result.socketsByHost[host] = (this.result.socketsByHost[host] ?? 0) + 1;
      countDeliveries(room, this.result, () => this.measuring);
      this.rooms.add(room);
      return room;
    } catch (error) {
      this.result.joinFailures += 1;
      countError(this.result, `join: ${(error as Error).message.slice(0, 60)}`);
      return undefined;
    }
  }

  /** Joins in waves of 25 so join times measure the server, not a thundering herd from one process. */
  async joinInWaves<T, R extends Room>(
    items: readonly T[],
    joinOne: (item: T) => Promise<R | undefined>,
  ): Promise<R[]> {
    const joined: R[] = [];
    for (let i = 0; i < items.length; i += 25) {
      const wave = await Promise.all(items.slice(i, i + 25).map(joinOne));
      for (const room of wave) if (room) joined.push(room);
    }
    return joined;
  }

  /** Leaves a room (a battle watcher moving on, the end of the run); a socket the server already closed is let go. */
  async leave(room: Room): Promise<void> {
    this.rooms.delete(room);
    let timer: NodeJS.Timeout | undefined;
    const gone = new Promise<void>((resolve) => (timer = setTimeout(resolve, 2000)));
    await Promise.race([room.leave().catch(() => undefined), gone]);
    clearTimeout(timer);
  }

  /** A room the server closed (the chat flooder cut off): nothing to leave at the end. */
  forget(room: Room): void {
    this.rooms.delete(room);
  }

  /**
   * Waits for the go, measures for `durationMs` (the pinger sends its clock every 250 ms and the round trip is kept),
   * then leaves every room still joined.
   */
  async measure(durationMs: number, ready: () => Promise<void>, hooks: MeasureHooks = {}): Promise<void> {
    const { pinger } = hooks;
    const pings = new Map<number, number>();
    const listening = new WeakSet<Room>();
    const onReply = (event: { clientTime: number }) => {
      const sentAt = pings.get(event.clientTime);
      if (sentAt !== undefined) this.result.timeRttMs.push(performance.now() - sentAt);
      pings.delete(event.clientTime);
    };
    await ready();
    let seq = 0;
    const timer = pinger
      ? setInterval(() => {
          const room = pinger.room();
          if (!room) return;
          if (!listening.has(room)) {
            listening.add(room);
            room.onMessage(pinger.message, onReply);
          }
          seq += 1;
          pings.set(seq, performance.now());
          room.send(pinger.message, { clientTime: seq });
        }, 250)
      : undefined;
    this.measuring = true;
    hooks.onStart?.();
    const started = performance.now();
    await new Promise((resolve) => setTimeout(resolve, durationMs));
    this.measuring = false;
    this.result.measuredMs = performance.now() - started;
    if (timer) clearInterval(timer);
    hooks.onStop?.();
    await Promise.all([...this.rooms].map((room) => this.leave(room)));
  }
}
