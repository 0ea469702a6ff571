import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import { matchMaker } from '@colyseus/core';
import { Gauge } from 'prom-client';
import { type AppServices, assertMetricsAccess, metricsRegistry, startDefaultMetrics } from '@arena/api';
import { AppError } from '@arena/schemas';

/** Rooms and connected clients of this process, by room name: read from the match-maker when scraped. */
async function localRooms(): Promise<Map<string, { rooms: number; clients: number }>> {
  const byName = new Map<string, { rooms: number; clients: number }>();
  for (const room of await matchMaker.query({ processId: matchMaker.processId })) {
    const entry = byName.get(room.name) ?? { rooms: 0, clients: 0 };
    entry.rooms += 1;
    entry.clients += room.clients;
    byName.set(room.name, entry);
  }
  return byName;
}

/** Both gauges collect at once during a scrape: they share one read of the match-maker. */
let pendingRead: Promise<Map<string, { rooms: number; clients: number }>> | null = null;
function readRooms() {
  pendingRead ??= localRooms().finally(() => {
    pendingRead = null;
  });
  return pendingRead;
}

let gaugesOn = false;

function registerRoomGauges(): void {
  if (gaugesOn) return;
  gaugesOn = true;
  const gauges = {
    rooms: 'Open rooms on this process by room name',
    clients: 'Connected clients on this process by room name',
  } as const;
  for (const [field, help] of Object.entries(gauges) as ['rooms' | 'clients', string][]) {
    new Gauge({
      name: field === 'rooms' ? 'arena_rooms' : 'arena_room_clients',
      help,
      labelNames: ['room'] as const,
      registers: [metricsRegistry],
      async collect() {
        this.reset();
        for (const [name, entry] of await readRooms()) this.set({ room: name }, entry[field]);
      },
    });
  }
}

async function serveMetrics(services: AppServices, req: IncomingMessage, res: ServerResponse): Promise<void> {
  try {
    await assertMetricsAccess(services, { remoteAddress: req.socket.remoteAddress, headers: req.headers });
    const body = await metricsRegistry.metrics();
    res.writeHead(200, { 'content-type': metricsRegistry.contentType, 'cache-control': 'no-store' });
    res.end(body);
  } catch (error) {
    const refused = error instanceof AppError ? error : new AppError('GLOBAL.INTERNAL_ERROR');
    res.writeHead(refused.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(refused.toBody()));
  }
}

/**
 * `GET /metrics` on the game port, answered before Colyseus sees the request (like the HTTP guard): process metrics
 * plus rooms and clients by room name. Same access rule as the API's (assertMetricsAccess): a loopback peer that
 * TRUST_PROXY does not name, or an admin token.
 */
export function serveGameMetrics(http: HttpServer, services: AppServices): void {
  startDefaultMetrics();
  registerRoomGauges();
  const emit = http.emit.bind(http) as (event: string, ...args: unknown[]) => boolean;
  http.emit = ((event: string, ...args: unknown[]) => {
    if (event === 'request') {
      const [req, res] = args as [IncomingMessage, ServerResponse];
      if (req.method === 'GET' && (req.url ?? '').split('?')[0] === '/metrics') {
        void serveMetrics(services, req, res);
        return true;
      }
    }
    return emit(event, ...args);
  }) as typeof http.emit;
}
