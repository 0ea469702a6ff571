import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, SUPPORT_RULES, type SupportEvent } from '@arena/schemas';
import { signedInSession } from '../auth/signed-in-user';
import { bearerToken } from '../auth/tokens';
import type { AppServices } from '../http/services';
import type { SupportProvider } from './provider';

export interface SupportEventsOptions {
  /** Comment line and session re-check period (tests shorten it). */
  heartbeatMs?: number;
  /** Open streams one player may hold. */
  streamsPerUser?: number;
}

interface OpenStream {
  userId: string;
  sessionId: string | undefined;
  end(): void;
}

/**
 * `GET /api/support/events`: server-sent events of the player's thread on the platform's one port. The browser reads
 * it with `fetch` (the bearer token goes in the Authorization header, never in the URL). Hidden from the OpenAPI
 * document: a stream has no JSON answer to describe (and a request generator reading the document would wait on it
 * forever).
 *
 * A stream ends when the app closes, the moment its session's revocation is announced (sign-out, sign out everywhere,
 * ban, self-exclusion: `SessionStore.revocations`, fed from other processes by the Redis relay) and, as a backstop, at
 * the first heartbeat whose session re-check fails. A player holds at most `SUPPORT_RULES.streamsPerUser` streams:
 * one more is refused (GLOBAL.TOO_MANY_REQUESTS) rather than closing an older one, so a player with many tabs open
 * gets no tab-against-tab reconnect churn; the refused widget keeps working on its poll.
 */
export function registerSupportEvents(
  app: FastifyInstance,
  services: AppServices,
  desk: SupportProvider,
  userIdOf: (request: FastifyRequest) => Promise<string>,
  options: SupportEventsOptions = {},
): void {
  const heartbeatMs = options.heartbeatMs ?? SUPPORT_RULES.streamHeartbeatMs;
  const streamsPerUser = options.streamsPerUser ?? SUPPORT_RULES.streamsPerUser;
  const open = new Set<OpenStream>();
  const byUser = new Map<string, Set<OpenStream>>();
  const stopListening = services.sessions.revocations.subscribe((sessionIds) => {
    const revoked = new Set(sessionIds);
    for (const stream of [...open]) if (stream.sessionId && revoked.has(stream.sessionId)) stream.end();
  });
  app.addHook('preClose', async () => {
    stopListening();
    for (const stream of [...open]) stream.end();
  });

  app.get(
    '/support/events',
    { schema: { tags: ['support'], security: [{ bearer: [] }], hide: true } },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const userId = await userIdOf(request);
      const unread = await desk.unread(userId);
      // Counted after the last await, so two requests racing each other cannot both take the last place.
      const mine = byUser.get(userId) ?? new Set<OpenStream>();
      if (mine.size >= streamsPerUser) throw new AppError('GLOBAL.TOO_MANY_REQUESTS');
      byUser.set(userId, mine);

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
      const send = (event: SupportEvent | { type: 'ready'; unread: number }) =>
        write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
      write('retry: 3000\n\n');
      send({ type: 'ready', unread });

      const unsubscribe = desk.subscribe(userId, send);
      const token = bearerToken(request.headers.authorization);
      const heartbeat = setInterval(() => {
        write(': ping\n\n');
        signedInSession(services, token).catch(() => stream.end());
      }, heartbeatMs);
      heartbeat.unref();
      const stream: OpenStream = {
        userId,
        sessionId: request.sessionId,
        end() {
          clearInterval(heartbeat);
          unsubscribe();
          open.delete(stream);
          mine.delete(stream);
          if (mine.size === 0 && byUser.get(userId) === mine) byUser.delete(userId);
          if (!raw.writableEnded) raw.end();
        },
      };
      open.add(stream);
      mine.add(stream);
      request.raw.on('close', () => stream.end());
      raw.on('close', () => stream.end());
    },
  );
}
