import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@arena/schemas';
import { installErrorHandling } from './errors';

const lines: Record<string, unknown>[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean))
      lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});
// Only what the error handler writes: request/response lines of Fastify itself are off.
const app = Fastify({ logger: { level: 'info', stream }, disableRequestLogging: true });
beforeAll(async () => {
  installErrorHandling(app);
  app.get('/refused', async () => {
    throw new AppError('GLOBAL.FORBIDDEN', [], 403);
  });
  app.get('/fault', async () => {
    throw new Error('database exploded');
  });
  await app.ready();
});
afterAll(() => app.close());

const logged = async (url: string) => {
  lines.length = 0;
  const res = await app.inject({ method: 'GET', url });
  return { res, lines: [...lines] };
};

describe('what refusals and faults leave in the log', () => {
  it('an expected refusal logs one line with its key and no stack', async () => {
    const { res, lines: out } = await logged('/refused');
    expect(res.json()).toEqual({ error: { key: 'GLOBAL.FORBIDDEN', args: [] } });
    expect(out).toHaveLength(1);
    expect(out[0]).toMatchObject({ key: 'GLOBAL.FORBIDDEN', status: 403 });
    expect(JSON.stringify(out[0])).not.toMatch(/stack|\bat .+:\d+:\d+/);
  });

  it('a flood of refusals is one short line each', async () => {
    lines.length = 0;
    for (let i = 0; i < 20; i++) await app.inject({ method: 'GET', url: '/refused' });
    expect(lines).toHaveLength(20);
    expect(Math.max(...lines.map((line) => JSON.stringify(line).length))).toBeLessThan(300);
  });

  it('a fault keeps its stack in the log and none in the answer', async () => {
    const { res, lines: out } = await logged('/fault');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: { key: 'GLOBAL.INTERNAL_ERROR', args: [] } });
    expect(res.body).not.toContain('exploded');
    expect(out).toHaveLength(1);
    const err = out[0]!.err as { stack?: string; message?: string };
    expect(err.message).toBe('database exploded');
    expect(err.stack).toMatch(/refusal-logging\.test\.ts/);
  });
});
