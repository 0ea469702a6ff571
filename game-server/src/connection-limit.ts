import type { IncomingMessage, Server as HttpServer } from 'node:http';
import type { Duplex } from 'node:stream';
import proxyAddr from '@fastify/proxy-addr';

export interface ConnectionLimitOptions {
  /** Open WebSockets per client address; 0 turns the limit off. */
  perAddress: number;
  /** The proxies whose X-Forwarded-For is believed (the API's TRUST_PROXY), else the socket's address counts. */
  trustProxy: false | string[];
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * Caps the WebSockets one address holds on the game port (500 joins from one address once arrived in 1.2 s). An
 * upgrade over the cap is answered 429 before Colyseus or ws see it. Loopback is not counted: the load tests, the
 * browser suite's network link and a local reverse proxy without TRUST_PROXY all connect from there.
 */
export function limitConnectionsPerAddress(
  server: HttpServer,
  options: ConnectionLimitOptions,
): { open(address: string): number } {
  const open = new Map<string, number>();
  const trust = options.trustProxy === false ? () => false : proxyAddr.compile(options.trustProxy);
  const emit = server.emit.bind(server) as (event: string, ...args: unknown[]) => boolean;
  server.emit = ((event: string, ...args: unknown[]) => {
    if (event === 'upgrade' && options.perAddress > 0) {
      const [req, socket] = args as [IncomingMessage, Duplex];
      const address = proxyAddr(req, trust);
      if (!LOOPBACK.test(address)) {
        const count = open.get(address) ?? 0;
        if (count >= options.perAddress) {
          socket.end('HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
          return true;
        }
        open.set(address, count + 1);
        socket.once('close', () => {
          const left = (open.get(address) ?? 1) - 1;
          if (left <= 0) open.delete(address);
          else open.set(address, left);
        });
      }
    }
    return emit(event, ...args);
  }) as typeof server.emit;
  return { open: (address) => open.get(address) ?? 0 };
}
