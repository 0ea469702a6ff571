import { type Server, createServer } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { limitConnectionsPerAddress } from './connection-limit';

let server: Server;
let url: string;
const sockets: WebSocket[] = [];
beforeAll(async () => {
  server = createServer();
  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req, socket, head) => wss.handleUpgrade(req, socket, head, () => undefined));
  limitConnectionsPerAddress(server, { perAddress: 2, trustProxy: ['loopback'] });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  url = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.terminate();
  await new Promise((resolve) => server.close(resolve));
});

/** Opens a socket as `forwardedFor` (through the trusted loopback proxy), answering 'open' or the refusal's status. */
function connect(forwardedFor?: string): Promise<{ outcome: 'open' | number; socket: WebSocket }> {
  const socket = new WebSocket(url, forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {});
  sockets.push(socket);
  // A refused upgrade also ends in an error event; the outcome above is what the test reads.
  socket.on('error', () => undefined);
  return new Promise((resolve) => {
    socket.once('open', () => resolve({ outcome: 'open', socket }));
    socket.once('unexpected-response', (_req, res) => resolve({ outcome: res.statusCode ?? 0, socket }));
  });
}

it('refuses an address its third open WebSocket with 429, counts each address apart, frees a slot on close and spares loopback', async () => {
  const first = await connect('203.0.113.7');
  expect(first.outcome).toBe('open');
  expect((await connect('203.0.113.7')).outcome).toBe('open');
  expect((await connect('203.0.113.7')).outcome).toBe(429);
  expect((await connect('198.51.100.9')).outcome).toBe('open');
  for (let i = 0; i < 5; i++) expect((await connect()).outcome).toBe('open');

  const closed = new Promise((resolve) => first.socket.once('close', resolve));
  first.socket.close();
  await closed;
  // The server sees the close a moment after the client does.
  for (let attempt = 0; ; attempt++) {
    const again = await connect('203.0.113.7');
    if (again.outcome === 'open') break;
    expect(attempt).toBeLessThan(50);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
});
