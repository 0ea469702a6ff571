import type { FastifyInstance } from 'fastify';

/**
 * A request answered before its body was read (a 429 from the rate limit's onRequest hook, a 413 for a declared
 * length over the limit, any refusal ahead of parsing) closes its connection. Node otherwise keeps a keep-alive
 * connection by reading and discarding whatever body the client announced: six 50 MB bodies once kept a refused
 * client's sockets busy for 20 s. With `Connection: close` Node ends the socket once the answer is written.
 */
export function closeOnUnreadBody(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (request.raw.complete === false) reply.header('connection', 'close');
  });
}
