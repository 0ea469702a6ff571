import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import { matchMaker } from '@colyseus/core';
import proxyAddr from '@fastify/proxy-addr';
import { GAME_PORT_RULES, errorBody } from '@arena/schemas';

export interface MatchmakeLimitOptions {
  /** Match-making requests one address may make per window; 0 turns the limit off. */
  perWindow: number;
  windowMs?: number;
  /** The proxies whose X-Forwarded-For is believed (the API's TRUST_PROXY), else the socket's address counts. */
  trustProxy: false | string[];
  /** The clock (tests pin it). */
  now?: () => number;
}

export interface MatchmakeLimit {
  /** Requests `address` made in the current window. */
  count(address: string): number;
  /** Addresses held in memory: only those of the current window. */
  tracked(): number;
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/** The CORS headers match-making answers with (the HTTP guard's rule): the site reads the refusal's key. */
function corsHeaders(req: IncomingMessage): Record<string, string> {
  const { controller } = matchMaker;
  const headers = new Headers();
  if (typeof req.headers.origin === 'string') headers.set('origin', req.headers.origin);
  return { ...controller.DEFAULT_CORS_HEADERS, ...controller.getCorsHeaders(headers) } as Record<string, string>;
}

function refuse(req: IncomingMessage, res: ServerResponse, retryAfterSeconds: number): void {
  // `connection: close`: a body the client announced is not read (Node would otherwise drain it to keep the socket).
  res.writeHead(429, {
    ...corsHeaders(req),
    'content-type': 'application/json',
    'retry-after': String(retryAfterSeconds),
    connection: 'close',
  });
  res.end(JSON.stringify(errorBody('GLOBAL.TOO_MANY_REQUESTS', [retryAfterSeconds])));
}

/**
 * Counts `/matchmake/*` requests (join, create, reconnect: each reserves a seat or a room) per client address in fixed
 * windows and answers 429 `GLOBAL.TOO_MANY_REQUESTS` over the limit, before the body is read or Colyseus sees the
 * request. The address is read as the WebSocket cap reads it (connection-limit.ts), and loopback is not counted for the
 * same reason. The counts of a window are dropped when the next begins, so memory stays bounded by one window's
 * addresses. CORS preflights are not counted.
 */
export function limitMatchmaking(server: HttpServer, options: MatchmakeLimitOptions): MatchmakeLimit {
  const windowMs = options.windowMs ?? GAME_PORT_RULES.matchmakeWindowMs;
  const now = options.now ?? Date.now;
  const trust = options.trustProxy === false ? () => false : proxyAddr.compile(options.trustProxy);
  const counts = new Map<string, number>();
  let windowEndsAt = 0;
  const roll = () => {
    const at = now();
    if (at >= windowEndsAt) {
      counts.clear();
      windowEndsAt = at + windowMs;
    }
    return at;
  };

  const emit = server.emit.bind(server) as (event: string, ...args: unknown[]) => boolean;
  server.emit = ((event: string, ...args: unknown[]) => {
    if (event === 'request' && options.perWindow > 0) {
      const [req, res] = args as [IncomingMessage, ServerResponse];
      if (req.method !== 'OPTIONS' && (req.url ?? '').startsWith('/matchmake/')) {
        const address = proxyAddr(req, trust);
        if (!LOOPBACK.test(address)) {
          const at = roll();
          const count = (counts.get(address) ?? 0) + 1;
          counts.set(address, count);
          if (count > options.perWindow) {
            refuse(req, res, Math.max(1, Math.ceil((windowEndsAt - at) / 1000)));
            return true;
          }
        }
      }
    }
    return emit(event, ...args);
  }) as typeof server.emit;
  return {
    count: (address) => {
      roll();
      return counts.get(address) ?? 0;
    },
    tracked: () => {
      roll();
      return counts.size;
    },
  };
}
