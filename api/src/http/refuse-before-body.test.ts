import { connect } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type TestPlatform, startTestPlatform } from '../testing/test-platform';

let platform: TestPlatform;
let port: number;
beforeAll(async () => {
  platform = await startTestPlatform({ RATE_LIMIT_PER_MINUTE: '1' });
  await platform.app.listen({ host: '127.0.0.1', port: 0 });
  const address = platform.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(async () => {
  await platform.close();
});

/**
 * Sends the head of a POST that announces `length` bytes and then only 1 KB of them (a body that never ends),
 * answering what the server wrote and whether it closed the connection on its own.
 */
function postUnendingBody(length: number | 'chunked'): Promise<{ answer: string; closedByServer: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', reject);
    // The server ending the connection is what frees it from reading the rest; without it this test times out.
    socket.on('end', () => {
      socket.destroy();
      resolve({ answer, closedByServer: true });
    });
    const framing = length === 'chunked' ? 'Transfer-Encoding: chunked' : `Content-Length: ${length}`;
    socket.write(
      `POST /api/auth/sign-out HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${framing}\r\n\r\n`,
    );
    socket.write(length === 'chunked' ? `400\r\n${' '.repeat(1024)}\r\n` : Buffer.alloc(1024, 0x20));
  });
}

it('answers a rate-limited request 429 and closes the connection without reading the announced body', async () => {
  // The one request of this minute.
  expect((await platform.app.inject({ method: 'GET', url: '/api/maintenance' })).statusCode).toBe(200);
  const { answer, closedByServer } = await postUnendingBody(50 * 1024 * 1024);
  expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 429 Too Many Requests');
  expect(answer.toLowerCase()).toContain('connection: close');
  expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)).error.key).toBe('GLOBAL.TOO_MANY_REQUESTS');
  expect(closedByServer).toBe(true);

  // A chunked body that never ends is refused the same way.
  const chunked = await postUnendingBody('chunked');
  expect(chunked.answer.split('\r\n')[0]).toBe('HTTP/1.1 429 Too Many Requests');
  expect(chunked.closedByServer).toBe(true);
});
