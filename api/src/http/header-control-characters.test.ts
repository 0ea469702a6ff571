import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestPlatform, startTestPlatform } from '../testing/test-platform';

let platform: TestPlatform;
let port: number;
beforeAll(async () => {
  platform = await startTestPlatform();
  await platform.app.listen({ port: 0, host: '127.0.0.1' });
  port = (platform.app.server.address() as AddressInfo).port;
});
afterAll(() => platform.close());

/** Sends raw bytes over a real socket (inject would refuse such headers itself) and answers what came back. */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown;

describe('requests the HTTP parser refuses', () => {
  it('a control character in a header gets a 400 catalogue envelope, not the framework’s own body', async () => {
    for (const bad of ['\u0001', '\u0000', '\u007f']) {
      const answer = await raw(
        `GET /api/maintenance HTTP/1.1\r\nHost: localhost\r\nX-Note: a${bad}b\r\nConnection: close\r\n\r\n`,
      );
      expect(answer.startsWith('HTTP/1.1 400 ')).toBe(true);
      expect(answer.toLowerCase()).toContain('content-type: application/json');
      expect(bodyOf(answer)).toEqual({ error: { key: 'GLOBAL.BAD_REQUEST', args: ['headers'] } });
    }
  });

  it('a malformed request line too, and a well-formed request still gets its answer', async () => {
    const garbage = await raw('NOT A REQUEST\r\n\r\n');
    expect(garbage.startsWith('HTTP/1.1 400 ')).toBe(true);
    expect(bodyOf(garbage)).toMatchObject({ error: { key: 'GLOBAL.BAD_REQUEST' } });
    const fine = await raw('GET /api/maintenance HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(fine.startsWith('HTTP/1.1 200 ')).toBe(true);
  });
});
