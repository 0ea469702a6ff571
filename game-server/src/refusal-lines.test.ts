import { request } from 'node:http';
import { connect } from 'node:net';
import { format } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BINGO_ROOM_NAME, CHAT_ROOM_NAME, CLAN_WAR_ROOM_NAME } from '@arena/schemas';
import { type RoomTestServer, bootRoomTestServer } from './testing/room-test-server';
import { createBingoModule } from './rooms/bingo/module';
import { createChatModule } from './rooms/chat/module';
import { createClanWarModule } from './rooms/clan-war/module';

let kit: RoomTestServer;
beforeAll(async () => {
  // The chat giveaway job logs its commits and draws: off, so only the refusals speak.
  kit = await bootRoomTestServer([createChatModule({ giveawayTickMs: 0 }), createBingoModule(), createClanWarModule()]);
});
afterAll(async () => {
  await kit.close();
});

/** Every line written to the console while `act` runs (and until it settles), as printed. */
async function printedLines(act: () => Promise<void>): Promise<string[]> {
  const methods = ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const;
  const spies = methods.map((method) => vi.spyOn(console, method).mockImplementation(() => undefined));
  try {
    await act();
    return spies.flatMap((spy) => spy.mock.calls.flatMap((args) => format(...args).split('\n')));
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

function postCreate(roomName: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = '{}';
    const req = request(
      {
        host: '127.0.0.1',
        port: kit.port,
        method: 'POST',
        path: `/matchmake/create/${roomName}`,
        headers: { 'content-type': 'application/json', 'content-length': body.length },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Opens a WebSocket by hand and sends one frame the protocol forbids (a client frame without a mask), until the server closes. */
function sendMalformedFrame(): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect(kit.port, '127.0.0.1');
    let upgraded = false;
    socket.on('error', reject);
    socket.on('close', () => resolve());
    socket.on('data', (chunk) => {
      if (upgraded || !chunk.toString('latin1').startsWith('HTTP/1.1 101')) return;
      upgraded = true;
      socket.write(Buffer.from([0x82, 0x01, 0x00]));
    });
    socket.write(
      'GET /process/room?sessionId=x HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
        'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
    );
  });
}

describe('refusals on the game port log one line each, without a stack', () => {
  it.each([CHAT_ROOM_NAME, BINGO_ROOM_NAME, CLAN_WAR_ROOM_NAME])(
    'an anonymous POST /matchmake/create/%s',
    async (roomName) => {
      const lines = await printedLines(async () => {
        expect(await postCreate(roomName)).toBeGreaterThanOrEqual(400);
      });
      expect(lines).toEqual(['room refused: GLOBAL.FORBIDDEN']);
    },
  );

  it('a malformed WebSocket frame', async () => {
    const lines = await printedLines(sendMalformedFrame);
    expect(lines).toEqual(['socket refused: Invalid WebSocket frame: MASK must be set']);
  });
});
