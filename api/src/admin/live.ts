import type { SqlEntityManager } from '@mikro-orm/sql';
import type { Gauge } from 'prom-client';
import type { AdminLiveAnswer } from '@arena/schemas';
import { queryOne, queryRows } from '../db/sql';
import type { InvariantReport } from '../ledger/invariants';
import { metricsRegistry } from '../metrics';
import { BET_FACTS } from '../db/ledger-facts';

export interface RoomFigure {
  room: string;
  rooms: number;
  clients: number;
}

/** Rooms and clients by room name, or null when the game server cannot be read. */
export type RoomReader = () => Promise<RoomFigure[] | null>;

async function fromRegistry(): Promise<RoomFigure[] | null> {
  const rooms = metricsRegistry.getSingleMetric('arena_rooms') as Gauge | undefined;
  const clients = metricsRegistry.getSingleMetric('arena_room_clients') as Gauge | undefined;
  if (!rooms || !clients) return null;
  const byRoom = new Map<string, RoomFigure>();
  const entry = (room: string) => byRoom.get(room) ?? byRoom.set(room, { room, rooms: 0, clients: 0 }).get(room)!;
  for (const value of (await rooms.get()).values) entry(String(value.labels.room)).rooms += value.value;
  for (const value of (await clients.get()).values) entry(String(value.labels.room)).clients += value.value;
  return [...byRoom.values()];
}

/** `arena_rooms{room="crash"} 2` lines of a Prometheus text answer. */
export function parseRoomMetrics(text: string): RoomFigure[] {
  const byRoom = new Map<string, RoomFigure>();
  for (const match of text.matchAll(/^(arena_rooms|arena_room_clients)\{room="([^"]*)"\} (\d+(?:\.\d+)?)$/gm)) {
    const [, name, room = '', value] = match;
    const entry = byRoom.get(room) ?? { room, rooms: 0, clients: 0 };
    if (name === 'arena_rooms') entry.rooms += Number(value);
    else entry.clients += Number(value);
    byRoom.set(room, entry);
  }
  return [...byRoom.values()];
}

/**
 * Where the rooms come from: the game server's gauges when it shares this process (`npm start`), otherwise its
 * `/metrics` on the loopback game port (open to this machine without a token). Null when neither answers.
 */
export function defaultRoomReader(gamePort: number): RoomReader {
  return async () => {
    const local = await fromRegistry();
    if (local) return local;
    try {
      const response = await fetch(`http://127.0.0.1:${gamePort}/metrics`, { signal: AbortSignal.timeout(1500) });
      if (!response.ok) return null;
      return parseRoomMetrics(await response.text());
    } catch {
      return null;
    }
  };
}

/** The Live tab: who is online, how busy the tables are, what the house made per game today, ledger health. */
export async function liveFigures(
  em: SqlEntityManager,
  readRooms: RoomReader,
  invariants: () => Promise<InvariantReport>,
): Promise<AdminLiveAnswer> {
  const rooms = (await readRooms())?.sort((a, b) => a.room.localeCompare(b.room)) ?? null;
  const counts = await queryOne<{ minute: number | string; hour: number | string }>(
    em,
    `select count(*) filter (where created_at > now() - interval '1 minute') as minute, count(*) as hour
     from ${BET_FACTS} b where created_at > now() - interval '1 hour'`,
  );
  const games = await queryRows<{
    game: string;
    bets: number | string;
    stake: number | string;
    payout: number | string;
  }>(
    em,
    `select game, count(*) as bets, coalesce(sum(stake_cents), 0) as stake, coalesce(sum(payout_cents), 0) as payout
     from ${BET_FACTS} b where created_at > now() - interval '24 hours' and status = 'SETTLED' group by game order by game`,
  );
  return {
    roomsOnline: rooms ? rooms.reduce((sum, room) => sum + room.rooms, 0) : null,
    playersOnline: rooms ? rooms.reduce((sum, room) => sum + room.clients, 0) : null,
    rooms: rooms ?? [],
    betsLastMinute: Number(counts?.minute ?? 0),
    betsLastHour: Number(counts?.hour ?? 0),
    games: games.map((row) => ({
      game: row.game,
      bets: Number(row.bets),
      stakeCents: Number(row.stake),
      payoutCents: Number(row.payout),
      houseResultCents: Number(row.stake) - Number(row.payout),
    })),
    invariants: await invariants(),
    at: Date.now(),
  };
}
