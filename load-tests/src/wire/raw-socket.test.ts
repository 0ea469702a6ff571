import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type WebSocket, WebSocketServer } from 'ws';
import { ABNORMAL_CLOSURE, RawSocket } from './raw-socket';

let server: WebSocketServer;
let url: string;
const accepted: WebSocket[] = [];

beforeAll(async () => {
  server = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
  server.on('connection', (socket) => accepted.push(socket));
  await new Promise((resolve) => server.once('listening', resolve));
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/room?session=1`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Connects a raw socket and hands back the server's end of it with what the raw socket received. */
async function pair() {
  const messages: Buffer[] = [];
  const closed: number[] = [];
  const raw = await RawSocket.connect(url, {
    message: (data) => messages.push(Buffer.from(data)),
    close: (code) => closed.push(code),
  });
  const until = async (done: () => boolean) => {
    for (let i = 0; i < 400 && !done(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(done()).toBe(true);
  };
  await until(() => accepted.length > 0);
  const peer = accepted.shift()!;
  return { raw, peer, messages, closed, until };
}

describe('the raw WebSocket client', () => {
  it('reads small, 16-bit and 64-bit lengths, fragments and back-to-back frames, and sends masked frames ws accepts', async () => {
    const { raw, peer, messages, until } = await pair();
    const heard: Buffer[] = [];
    peer.on('message', (data: Buffer) => heard.push(data));
    const sizes = [0, 1, 125, 126, 65_535, 65_536, 300_000];
    for (const size of sizes) peer.send(Buffer.alloc(size, size % 251));
    // One message in three fragments.
    peer.send(Buffer.from('ab'), { fin: false });
    peer.send(Buffer.from('cd'), { fin: false });
    peer.send(Buffer.from('ef'), { fin: true });
    await until(() => messages.length === sizes.length + 1);
    expect(messages.map((m) => m.byteLength)).toEqual([...sizes, 6]);
    expect(messages.slice(0, -1).every((m, i) => m.every((byte) => byte === sizes[i]! % 251))).toBe(true);
    expect(messages.at(-1)!.toString()).toBe('abcdef');

    for (const size of [3, 200, 70_000]) raw.send(Buffer.alloc(size, 7));
    await until(() => heard.length === 3);
    expect(heard.map((m) => m.byteLength)).toEqual([3, 200, 70_000]);
    expect(heard.every((m) => m.every((byte) => byte === 7))).toBe(true);
    peer.terminate();
  });

  it('answers the server ping with its payload and closes with the server code', async () => {
    const { raw, peer, closed, until } = await pair();
    const pongs: string[] = [];
    peer.on('pong', (data: Buffer) => pongs.push(data.toString()));
    peer.ping(Buffer.from('heartbeat'));
    await until(() => pongs.length === 1);
    expect(pongs).toEqual(['heartbeat']);
    const serverClosed = new Promise<number>((resolve) => peer.on('close', (code) => resolve(code)));
    peer.close(4000);
    await until(() => closed.length === 1);
    expect(closed).toEqual([4000]);
    expect(await serverClosed).toBe(4000);
    expect(raw.isOpen).toBe(false);
  });

  it('starts the closing handshake itself, and names a dropped connection 1006', async () => {
    const first = await pair();
    const serverClosed = new Promise<number>((resolve) => first.peer.on('close', (code) => resolve(code)));
    first.raw.close(4001);
    expect(await serverClosed).toBe(4001);
    await first.until(() => first.closed.length === 1);
    expect(first.closed).toEqual([4001]);

    const second = await pair();
    second.peer.terminate();
    await second.until(() => second.closed.length === 1);
    expect(second.closed).toEqual([ABNORMAL_CLOSURE]);
  });

  it('refuses a server that does not switch protocols', async () => {
    const refusing = http.createServer();
    refusing.on('upgrade', (_request, socket) => socket.end('HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\n\r\n'));
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    const port = (refusing.address() as AddressInfo).port;
    await expect(
      RawSocket.connect(`ws://127.0.0.1:${port}/room`, { message: () => undefined, close: () => undefined }),
    ).rejects.toThrow(/handshake refused: HTTP\/1.1 403 Forbidden/);
    await new Promise((resolve) => refusing.close(resolve));
  });
});
