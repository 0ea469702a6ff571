import { appendFileSync } from 'node:fs';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestPlatform, startTestPlatform } from '../testing/test-platform';
import { answerProblem } from './envelope';
import { type Operation, openApiOperations, requestArbitrary } from './openapi-requests';

/**
 * REST fuzzing: every operation of the OpenAPI document gets generated requests (values its
 * schema describes with their boundaries, and hostile ones: huge/negative numbers, NaN-like and control-character
 * strings, bad UUIDs, wrong types, unknown fields, broken JSON) signed out, as a player and, under /api/admin, as an
 * admin. No answer may be a 5xx, every 4xx is a catalogue envelope, and the ledger invariants hold afterwards.
 * FUZZ_RUNS (requests per operation and identity, default 4) and FUZZ_SEED bound and replay a run.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 4);
const SEED = Number(process.env.FUZZ_SEED ?? 18);

let platform: TestPlatform;
let operations: Operation[];
let admin: string;
let playerCount = 0;

beforeAll(async () => {
  platform = await startTestPlatform({
    ADMIN_SUBJECTS: 'dev:fuzzadmin',
    RATE_LIMIT_PER_MINUTE: '100000000',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000000',
  });
  await platform.app.ready();
  operations = openApiOperations(platform.app);
  admin = await platform.signIn('fuzzadmin');
});

afterAll(async () => {
  await platform?.close();
});

async function fuzz(op: Operation, auth: string | undefined, knownIds: string[], seed: number): Promise<string[]> {
  const problems: string[] = [];
  for (const request of fc.sample(requestArbitrary(op, knownIds), { numRuns: RUNS, seed })) {
    if (process.env.FUZZ_TRACE)
      appendFileSync(process.env.FUZZ_TRACE, `${request.method} ${request.url.slice(0, 200)}\n`);
    const headers = auth ? { ...request.headers, authorization: auth } : request.headers;
    const res = await platform.app.inject({ ...request, headers } as InjectOptions);
    const problem = answerProblem(res.statusCode, res.body);
    if (problem)
      problems.push(
        `${op.method} ${op.path} <- ${request.url.slice(0, 160)} ${JSON.stringify(request.payload ?? '').slice(0, 200)} (${auth === admin ? 'admin' : auth ? 'player' : 'anonymous'}) -> ${problem}`,
      );
  }
  return problems;
}

describe('REST fuzzing', () => {
  it('finds the operations in the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  it('answers every operation without a 5xx and with catalogue envelopes, and keeps the ledger invariants', async () => {
    const problems: string[] = [];
    for (const [index, op] of operations.entries()) {
      const seed = SEED + index;
      // a fresh player for each operation, so sign-out, time-outs or self-exclusion fuzzed on one do not mask the rest
      const player = await platform.signInPlayer(`fuzz${++playerCount}`, 100_000);
      const other = await platform.signInPlayer(`fuzz${++playerCount}`, 1_000);
      problems.push(...(await fuzz(op, undefined, [player.id], seed)));
      problems.push(...(await fuzz(op, player.auth, [player.id, other.id], seed + 1)));
      if (op.path.startsWith('/api/admin')) problems.push(...(await fuzz(op, admin, [player.id, other.id], seed + 2)));
    }
    expect(problems, problems.join('\n')).toEqual([]);
    await platform.services.ledger.assertInvariants();
  }, 600_000);
});
