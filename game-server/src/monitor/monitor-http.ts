import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import { matchMaker } from '@colyseus/core';
import { monitor } from '@colyseus/monitor';
import { type AppServices, writeAudit } from '@arena/api';
import { AppError } from '@arena/schemas';
import {
  MONITOR_COOKIE_SECONDS,
  MONITOR_TICKET_SECONDS,
  type MonitorAdmin,
  adminOfBearer,
  adminOfCredential,
  readMonitorCredential,
  signMonitorCredential,
  unauthenticated,
} from './monitor-auth';
import { allowedRoomCall, runRoomCall } from './room-actions';

/** Where the monitor lives on the game port. */
export const MONITOR_PATH = '/colyseus';
export const MONITOR_COOKIE = 'arena_monitor';

interface MonitorContext {
  services: AppServices;
  panel: ReturnType<typeof monitor>;
  allowedOrigins: Set<string>;
  secureCookie: boolean;
}

function refuse(res: ServerResponse, error: unknown): void {
  const refused = error instanceof AppError ? error : new AppError('GLOBAL.INTERNAL_ERROR');
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(refused.status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(refused.toBody()));
}

function readCookie(header: string | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === MONITOR_COOKIE) return value.join('=');
  }
  return undefined;
}

/** CORS for the ticket call only: the site's pages ask for a ticket with the admin's bearer header (no cookies). */
function corsFor(ctx: MonitorContext, req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  return origin && ctx.allowedOrigins.has(origin)
    ? { 'access-control-allow-origin': origin, vary: 'Origin' }
    : { vary: 'Origin' };
}

async function answerTicket(ctx: MonitorContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method === 'OPTIONS') {
    res.writeHead(204, {
      ...corsFor(ctx, req),
      'access-control-allow-methods': 'POST',
      'access-control-allow-headers': 'authorization',
      'access-control-max-age': '600',
    });
    res.end();
    return;
  }
  if (req.method !== 'POST') throw new AppError('GLOBAL.NOT_FOUND');
  const admin = await adminOfBearer(ctx.services, req.headers.authorization);
  const ticket = signMonitorCredential(ctx.services, admin, 'ticket');
  res.writeHead(200, { ...corsFor(ctx, req), 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify({ ticket, expiresInSeconds: MONITOR_TICKET_SECONDS }));
}

/**
 * `GET /colyseus/?ticket=…`: a ticket is good once (burnt in presence, shared by every process), then becomes an
 * HttpOnly, SameSite=Strict cookie scoped to the monitor's folder; the page then reloads itself without the ticket.
 */
async function exchangeTicket(ctx: MonitorContext, ticket: string | null, res: ServerResponse): Promise<void> {
  const payload = readMonitorCredential(ctx.services, ticket ?? undefined, 'ticket');
  if (!payload) throw unauthenticated();
  const burnKey = `arena:monitor:ticket:${payload.nonce}`;
  const uses = await matchMaker.presence.incr(burnKey);
  await matchMaker.presence.expire(burnKey, MONITOR_TICKET_SECONDS * 2);
  if (uses !== 1) throw unauthenticated();
  const admin = await adminOfCredential(ctx.services, payload);
  const cookie = signMonitorCredential(ctx.services, admin, 'cookie');
  // No Path: the default is this URL's folder (`/colyseus`, or under a proxy's prefix), never the whole game port.
  const attributes = [
    `Max-Age=${MONITOR_COOKIE_SECONDS}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(ctx.secureCookie ? ['Secure'] : []),
  ];
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'set-cookie': `${MONITOR_COOKIE}=${cookie}; ${attributes.join('; ')}`,
  });
  res.end(
    '<!doctype html><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=./"><title>Room monitor</title><a href="./">Room monitor</a>',
  );
}

/**
 * An admin bearer header (scripts), or the monitor cookie. With the cookie, the panel's API (whose actions are GETs)
 * answers only requests made by the monitor's own page (`Sec-Fetch-Site: same-origin`; tools that send no such
 * header are not browsers and cannot be made to carry the cookie by another site).
 */
async function authorize(ctx: MonitorContext, req: IncomingMessage, path: string): Promise<MonitorAdmin> {
  const authorization = req.headers.authorization;
  if (authorization !== undefined) return adminOfBearer(ctx.services, authorization);
  const cookie = readCookie(req.headers.cookie);
  if (!cookie) throw unauthenticated();
  const site = req.headers['sec-fetch-site'];
  if (path.startsWith(`${MONITOR_PATH}/api`) && site !== undefined && site !== 'same-origin')
    throw new AppError('GLOBAL.FORBIDDEN');
  return adminOfCredential(ctx.services, readMonitorCredential(ctx.services, cookie, 'cookie'));
}

async function handle(ctx: MonitorContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  res.setHeader('x-frame-options', 'DENY');
  res.setHeader('content-security-policy', "frame-ancestors 'none'");
  res.setHeader('referrer-policy', 'no-referrer');
  res.setHeader('x-content-type-options', 'nosniff');
  try {
    const url = new URL(req.url ?? '/', 'http://game-port.invalid');
    const path = url.pathname;
    if (path === `${MONITOR_PATH}/ticket`) return await answerTicket(ctx, req, res);
    if (req.method !== 'GET') throw new AppError('GLOBAL.NOT_FOUND');
    if (path === MONITOR_PATH) {
      res.writeHead(302, { location: `${MONITOR_PATH.slice(1)}/${url.search}` });
      res.end();
      return;
    }
    if (path === `${MONITOR_PATH}/` && url.searchParams.has('ticket'))
      return await exchangeTicket(ctx, url.searchParams.get('ticket'), res);
    const admin = await authorize(ctx, req, path);
    if (path === `${MONITOR_PATH}/api/room/call`) {
      const call = allowedRoomCall(url.searchParams);
      // Run here, not by the panel (which answered a failed call after the audit row was written), and audited once it
      // succeeded: the append-only log cannot take a row back, so it lists only what happened.
      await runRoomCall(call);
      await ctx.services.ledger.transaction((tx) =>
        writeAudit(tx, {
          adminId: admin.userId,
          action: call.method === 'disconnect' ? 'ROOM_DISPOSE' : 'ROOM_KICK',
          targetType: 'ROOM',
          targetId: call.roomId,
          details: call.method === 'disconnect' ? {} : { sessionId: call.sessionId },
        }),
      );
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end('{}');
      return;
    }
    ctx.panel(req, res, (error?: unknown) =>
      refuse(res, error === undefined ? new AppError('GLOBAL.NOT_FOUND') : error),
    );
  } catch (error) {
    refuse(res, error);
  }
}

/**
 * The Colyseus monitor (@colyseus/monitor) at `/colyseus` on the game port, for ADMINs only (see `authorize`):
 * the operator console asks `POST /colyseus/ticket` with the admin's bearer token and opens `/colyseus/?ticket=…`.
 * Everything else is refused with the catalogue envelope: 401 without valid credentials, 403 for non-admins.
 */
export function serveRoomMonitor(http: HttpServer, services: AppServices): void {
  const { publicUrl, gameServerUrl } = services.config;
  const ctx: MonitorContext = {
    services,
    panel: monitor({ prefix: MONITOR_PATH }),
    allowedOrigins: new Set([publicUrl]),
    secureCookie: publicUrl.startsWith('https:') || gameServerUrl.startsWith('wss:'),
  };
  const emit = http.emit.bind(http) as (event: string, ...args: unknown[]) => boolean;
  http.emit = ((event: string, ...args: unknown[]) => {
    if (event === 'request') {
      const [req, res] = args as [IncomingMessage, ServerResponse];
      const path = (req.url ?? '').split('?')[0] ?? '';
      if (path === MONITOR_PATH || path.startsWith(`${MONITOR_PATH}/`)) {
        void handle(ctx, req, res);
        return true;
      }
    }
    return emit(event, ...args);
  }) as typeof http.emit;
}
