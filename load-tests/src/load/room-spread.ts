import type { RoomCounts } from './prometheus';
import type { Timeline } from './timeline';

/** One game process in the middle of the measured window: its clients and rooms, and its share of the run's. */
export interface ProcessSpread {
  /** The report's name of the URL (`game1`, `game2`, …; the first name when two URLs lead to one process). */
  name: string;
  pid: number;
  clients: number;
  /** Of the clients on every game process at that moment (0-1). */
  clientShare: number;
  /**
   * Rooms of the names holding clients (the gauges count by room name, so an idle room of a busy name counts too:
   * crash's two variants when only classic is watched); names nobody joined (chat channels) are left out.
   */
  busyRooms: RoomCounts;
  busyRoomCount: number;
  /** Of the busy rooms on every game process (0-1). */
  roomShare: number;
}

export interface RoomSpread {
  /** Seconds since the workers were forked: the sample the figures are read from. */
  atS: number;
  processes: ProcessSpread[];
}

/**
 * How clients and rooms sit over the game processes, read from `arena_room_clients` / `arena_rooms` at the sample
 * nearest the middle of the measured window (the start has battles still opening, the end has clients leaving).
 * A process behind two URLs counts once (by its pid).
 */
export function roomSpreadOf(timeline: Timeline): RoomSpread | null {
  const window = timeline.measuring;
  if (!window) return null;
  const middle = (window.fromS + window.toS) / 2;
  const inWindow = timeline.samples.filter((sample) => sample.t >= window.fromS && sample.t <= window.toS);
  const sample = [...inWindow].sort((a, b) => Math.abs(a.t - middle) - Math.abs(b.t - middle))[0];
  if (!sample) return null;
  const seen = new Set<number>();
  const processes: ProcessSpread[] = [];
  for (const [name, point] of Object.entries(sample.servers)) {
    if (!name.startsWith('game') || !point) continue;
    const pid = timeline.pids[name] ?? Number.NaN;
    if (Number.isFinite(pid)) {
      if (seen.has(pid)) continue;
      seen.add(pid);
    }
    const busyRooms = Object.fromEntries(Object.entries(point.rooms).filter(([, entry]) => entry.clients > 0));
    const clients = Object.values(point.rooms).reduce((sum, entry) => sum + entry.clients, 0);
    const busyRoomCount = Object.values(busyRooms).reduce((sum, entry) => sum + entry.rooms, 0);
    processes.push({ name, pid, clients, clientShare: 0, busyRooms, busyRoomCount, roomShare: 0 });
  }
  const clients = processes.reduce((sum, p) => sum + p.clients, 0);
  const rooms = processes.reduce((sum, p) => sum + p.busyRoomCount, 0);
  const share = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 1000 : 0);
  for (const p of processes) {
    p.clientShare = share(p.clients, clients);
    p.roomShare = share(p.busyRoomCount, rooms);
  }
  return { atS: sample.t, processes };
}

/** Markdown lines: one row per game process. */
export function roomSpreadRows(spread: RoomSpread | null | undefined): string[] {
  if (!spread || spread.processes.length === 0) return [];
  const pct = (n: number) => `${(n * 100).toFixed(1)}%`;
  const lines = [
    '',
    `Rooms and clients by process at ${spread.atS} s (middle of the measured window; \`arena_room_clients\`, \`arena_rooms\` of rooms with clients):`,
    '',
    '| process | pid | clients (share) | rooms of names with clients (share) | by room name: rooms / clients |',
    '|---|---|---|---|---|',
  ];
  for (const p of spread.processes) {
    const byName =
      Object.entries(p.busyRooms)
        .map(([room, entry]) => `${room} ${entry.rooms} / ${entry.clients}`)
        .join(', ') || 'none';
    lines.push(
      `| ${p.name} | ${p.pid} | ${p.clients} (${pct(p.clientShare)}) | ${p.busyRoomCount} (${pct(p.roomShare)}) | ${byName} |`,
    );
  }
  return lines;
}
