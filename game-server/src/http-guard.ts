import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import { matchMaker } from '@colyseus/core';
import { errorBody } from '@arena/schemas';

/** Matchmaking requests carry room options and nothing else: a few KB is generous. */
export const MAX_HTTP_BODY_BYTES = 16 * 1024;

export interface HttpGuardOptions {
  /** Origins whose pages may call matchmaking from a browser (the site). */
  allowedOrigins: string[];
  maxBodyBytes?: number;
}

/** A body refused unread: the catalogue envelope (GLOBAL.BAD_REQUEST, as the API answers a body it will not read). */
function refuse(res: ServerResponse, status: number, reason: 'length required' | 'body too large'): void {
  res.writeHead(status, { 'content-type': 'application/json', connection: 'close' });
  res.end(JSON.stringify(errorBody('GLOBAL.BAD_REQUEST', [reason])));
}

/**
 * The game port's HTTP side, before Colyseus sees a request: Colyseus reads whole bodies into memory without a
 * limit (600 MB once answered a 500 with a stack trace and six of them took the process to 4.9 GB), reflects any
 * Origin with credentials and names its version on `/`. Bodies must declare their length and stay small; only the
 * site's origin is answered (the SDK sends credentials, so it must be named, never reflected); `/` says nothing
 * about the software.
 */
export function guardGameHttp(server: HttpServer, options: HttpGuardOptions): void {
  const maxBody = options.maxBodyBytes ?? MAX_HTTP_BODY_BYTES;
  const allowed = new Set(options.allowedOrigins);
  const { controller } = matchMaker;
  controller.DEFAULT_CORS_HEADERS['Access-Control-Allow-Origin'] = [...allowed][0] ?? 'null';
  controller.getCorsHeaders = (headers: Headers) => {
    const origin = headers.get('origin');
    return {
      'Access-Control-Allow-Origin': origin && allowed.has(origin) ? origin : ([...allowed][0] ?? 'null'),
      Vary: 'Origin',
    };
  };

  const emit = server.emit.bind(server) as (event: string, ...args: unknown[]) => boolean;
  server.emit = ((event: string, ...args: unknown[]) => {
    if (event === 'request') {
      const [req, res] = args as [IncomingMessage, ServerResponse];
      if (!admit(req, res, maxBody)) return true;
    }
    return emit(event, ...args);
  }) as typeof server.emit;
}

function admit(req: IncomingMessage, res: ServerResponse, maxBody: number): boolean {
  const path = (req.url ?? '/').split('?')[0];
  if (req.method === 'GET' && path === '/') {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('ok');
    return false;
  }
  const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
  if (!hasBody) return true;
  const length = Number(req.headers['content-length']);
  if (req.headers['transfer-encoding'] !== undefined || !Number.isSafeInteger(length)) {
    refuse(res, 411, 'length required');
    req.destroy();
    return false;
  }
  if (length > maxBody) {
    refuse(res, 413, 'body too large');
    req.destroy();
    return false;
  }
  return true;
}
