import { type Socket, connect as connectTcp } from 'node:net';
import { connect as connectTls } from 'node:tls';

/** A Redis reply as RESP2 gives it: simple strings and bulk strings as string, integers as number, nil as null. */
export type RespReply = string | number | null | RespReply[];

/** The REDIS_URL without its password, for messages. */
export function redactRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable REDIS_URL)';
  }
}

function encode(args: (string | number)[]): string {
  return `*${args.length}\r\n${args.map((arg) => `$${Buffer.byteLength(String(arg))}\r\n${arg}\r\n`).join('')}`;
}

/** Parses one reply at `at`; undefined while the buffer does not hold all of it yet. */
function parse(buffer: Buffer, at: number): { reply: RespReply | Error; next: number } | undefined {
  const lineEnd = buffer.indexOf('\r\n', at);
  if (lineEnd < 0) return undefined;
  const type = String.fromCharCode(buffer[at]!);
  const line = buffer.toString('utf8', at + 1, lineEnd);
  const next = lineEnd + 2;
  if (type === '+') return { reply: line, next };
  if (type === '-') return { reply: new Error(line), next };
  if (type === ':') return { reply: Number(line), next };
  if (type === '$') {
    const length = Number(line);
    if (length < 0) return { reply: null, next };
    if (buffer.length < next + length + 2) return undefined;
    return { reply: buffer.toString('utf8', next, next + length), next: next + length + 2 };
  }
  if (type === '*') {
    const count = Number(line);
    if (count < 0) return { reply: null, next };
    const items: RespReply[] = [];
    let cursor = next;
    for (let i = 0; i < count; i++) {
      const item = parse(buffer, cursor);
      if (!item) return undefined;
      if (item.reply instanceof Error) return { reply: item.reply, next: item.next };
      items.push(item.reply);
      cursor = item.next;
    }
    return { reply: items, next: cursor };
  }
  return { reply: new Error(`unexpected Redis reply type ${JSON.stringify(type)}`), next: buffer.length };
}

/**
 * Sends commands over one short-lived connection to the Redis the URL names (password and database number
 * included) and returns their replies, or rejects on the first error reply, a refused connection or the timeout.
 * Used for the startup check and by tests; the servers themselves talk to Redis through Colyseus's clients.
 */
export function redisCommands(url: string, commands: (string | number)[][], timeoutMs = 3_000): Promise<RespReply[]> {
  const parsed = new URL(url);
  const port = Number(parsed.port || 6379);
  const host = parsed.hostname || '127.0.0.1';
  const prelude: (string | number)[][] = [];
  if (parsed.password)
    prelude.push(
      parsed.username
        ? ['AUTH', decodeURIComponent(parsed.username), decodeURIComponent(parsed.password)]
        : ['AUTH', decodeURIComponent(parsed.password)],
    );
  const db = Number(parsed.pathname.replace(/^\//, '') || 0);
  if (db) prelude.push(['SELECT', db]);
  const all = [...prelude, ...commands];
  return new Promise((resolve, reject) => {
    const socket: Socket =
      parsed.protocol === 'rediss:' ? connectTls({ host, port, servername: host }) : connectTcp({ host, port });
    let buffer = Buffer.alloc(0);
    let cursor = 0;
    const replies: RespReply[] = [];
    const finish = (error?: Error) => {
      clearTimeout(timer);
      socket.destroy();
      if (error) reject(error);
      else resolve(replies.slice(prelude.length));
    };
    const timer = setTimeout(() => finish(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    socket.once('error', (error) => finish(error));
    socket.once('close', () => replies.length < all.length && finish(new Error('connection closed')));
    socket.once(parsed.protocol === 'rediss:' ? 'secureConnect' : 'connect', () =>
      socket.write(all.map(encode).join('')),
    );
    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        const item = parse(buffer, cursor);
        if (!item) return;
        if (item.reply instanceof Error) return finish(item.reply);
        replies.push(item.reply);
        cursor = item.next;
        if (replies.length === all.length) return finish();
      }
    });
  });
}

/** Thrown at startup when REDIS_URL is set but Redis does not answer; its message is the whole story, one line. */
export class RedisUnreachableError extends Error {
  override name = 'RedisUnreachableError';
}

export async function assertRedisReachable(url: string, timeoutMs: number): Promise<void> {
  try {
    const [pong] = await redisCommands(url, [['PING']], timeoutMs);
    if (pong !== 'PONG') throw new Error(`PING answered ${JSON.stringify(pong)}`);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new RedisUnreachableError(
      `REDIS_URL is set but Redis at ${redactRedisUrl(url)} is unreachable (${reason}); start Redis or unset REDIS_URL`,
    );
  }
}
