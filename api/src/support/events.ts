import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SupportEvent } from '@arena/schemas';
import { signedInSession } from '../auth/signed-in-user';
import { bearerToken } from '../auth/tokens';
import type { AppServices } from '../http/services';
import type { SupportProvider } from './provider';

/** A comment line this often keeps proxies from closing an idle stream; the session is re-checked at the same time. */
export const SUPPORT_HEARTBEAT_MS = 20_000;

/**
 * `GET /api/support/events`: server-sent events of the player's thread on the platform's one port. The browser reads
 * it with `fetch` (the bearer token goes in the Authorization header, never in the URL). Every stream ends when the
 * app closes and at the first heartbeat after its session was revoked. Hidden from the OpenAPI document: a stream
 * has no JSON answer to describe (and a request generator reading the document would wait on it forever).
 */
export function registerSupportEvents(app: FastifyInstance, services: AppServices, desk: SupportProvider, userIdOf: (request: FastifyRequest) => Promise<string>): void {
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  app.get('/support/events', { schema: { tags: ['support'], security: [{ bearer: [] }], hide: true } }, async (request: FastifyRequest, reply: FastifyReply) => {
    const userId = await userIdOf(request);
    const unread = await desk.unread(userId);
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    const write = (text: string) => {
      if (!raw.writableEnded) raw.write(text);
    };
    const send = (event: SupportEvent | { type: 'ready'; unread: number }) => write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
    write('retry: 3000\n\n');
    send({ type: 'ready', unread });

    const unsubscribe = desk.subscribe(userId, send);
    const token = bearerToken(request.headers.authorization);
    const heartbeat = setInterval(() => {
      write(': ping\n\n');
      signedInSession(services, token).catch(() => end());
    }, SUPPORT_HEARTBEAT_MS);
    heartbeat.unref();
    const end = () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(end);
      if (!raw.writableEnded) raw.end();
    };
    open.add(end);
    request.raw.on('close', end);
    raw.on('close', end);
  });
}
