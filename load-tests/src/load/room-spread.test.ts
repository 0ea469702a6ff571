import { describe, expect, it } from 'vitest';
import { parseRoomGauges } from './prometheus';
import { roomSpreadOf, roomSpreadRows } from './room-spread';
import type { ServerPoint, Timeline } from './timeline';

const point = (rooms: ServerPoint['rooms']): ServerPoint => ({
  cores: 0.1,
  lagP50Ms: 1,
  lagP99Ms: 2,
  lagMaxMs: 3,
  residentBytes: 1,
  rooms,
});

describe('rooms and clients by process', () => {
  it('reads the labelled room gauges of a scrape by room name', () => {
    const text = [
      '# HELP arena_rooms Open rooms',
      'arena_rooms{room="crash"} 2',
      'arena_rooms{room="crash-mirror"} 1',
      'arena_room_clients{room="crash"} 40',
      'arena_room_clients{room="crash-mirror"} 7',
      'arena_process_pid 12',
    ].join('\n');
    expect(parseRoomGauges(text)).toEqual({
      crash: { rooms: 2, clients: 40 },
      'crash-mirror': { rooms: 1, clients: 7 },
    });
    expect(parseRoomGauges('process_cpu_seconds_total 3')).toEqual({});
  });

  it('takes the sample nearest the middle of the window, counts a process once and leaves idle rooms out', () => {
    const early = { crash_battle: { rooms: 1, clients: 4 } };
    const timeline: Timeline = {
      intervalS: 1,
      measuring: { fromS: 2, toS: 12 },
      // game3 is game1 again (two URLs of one process).
      pids: { api: 1, game1: 10, game2: 20, game3: 10 },
      samples: [
        { t: 1, clients: 0, servers: { game1: point(early), game2: point({}), game3: point(early) } },
        {
          t: 7.1,
          clients: 100,
          servers: {
            api: point({}),
            game1: point({ crash_battle: { rooms: 6, clients: 30 }, chat: { rooms: 11, clients: 0 } }),
            game2: point({ crash_battle: { rooms: 4, clients: 70 } }),
            game3: point({ crash_battle: { rooms: 6, clients: 30 } }),
          },
        },
        { t: 12, clients: 0, servers: { game1: point({}), game2: null, game3: point({}) } },
      ],
    };
    const spread = roomSpreadOf(timeline)!;
    expect(spread.atS).toBe(7.1);
    expect(spread.processes).toEqual([
      {
        name: 'game1',
        pid: 10,
        clients: 30,
        clientShare: 0.3,
        busyRooms: { crash_battle: { rooms: 6, clients: 30 } },
        busyRoomCount: 6,
        roomShare: 0.6,
      },
      {
        name: 'game2',
        pid: 20,
        clients: 70,
        clientShare: 0.7,
        busyRooms: { crash_battle: { rooms: 4, clients: 70 } },
        busyRoomCount: 4,
        roomShare: 0.4,
      },
    ]);
    expect(roomSpreadRows(spread).at(-1)).toBe('| game2 | 20 | 70 (70.0%) | 4 (40.0%) | crash_battle 4 / 70 |');
  });

  it('has nothing to say without a measured window', () => {
    expect(roomSpreadOf({ intervalS: 1, measuring: null, pids: {}, samples: [] })).toBeNull();
    expect(roomSpreadRows(null)).toEqual([]);
  });
});
