import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_EPOCH_MS } from '@arena/schemas';
import type { JsonSchema } from '../adversarial/schema-arbitrary';
import { type GuardedOperation, guardedOperations } from '../adversarial/authz-requests';
import { type TestPlatform, startTestPlatform } from '../testing/test-platform';

/**
 * dates past year 9999 and unbounded numbers an operator typed answered 500. Every number in the
 * body or query of an operation that needs a staff role has a maximum in the OpenAPI document (so in its zod schema),
 * every time (a field named `…At`) stops at the end of year 9999, and the reported cases answer a catalogue 400.
 */
let platform: TestPlatform;
let staffOperations: GuardedOperation[];
let admin: string;

beforeAll(async () => {
  platform = await startTestPlatform({ ADMIN_SUBJECTS: 'dev:boundsadmin' });
  await platform.app.ready();
  staffOperations = guardedOperations(platform.app).filter((op) => op.role !== undefined);
  admin = await platform.signIn('boundsadmin');
});

afterAll(async () => {
  await platform?.close();
});

/** Every number (and `…At` time) node under `schema` that lacks a bound, as `path: what is missing`. */
function unbounded(schema: JsonSchema | undefined, path: string, out: string[]): string[] {
  if (!schema || schema.const !== undefined || schema.enum !== undefined) return out;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('integer') || types.includes('number')) {
    // zod writes the safe-integer range for any .int(): that is no bound an operator's typo would meet
    const max = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : schema.maximum;
    const min = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : schema.minimum;
    if (max === undefined || max >= Number.MAX_SAFE_INTEGER) out.push(`${path}: no maximum`);
    if (min === undefined || min <= Number.MIN_SAFE_INTEGER) out.push(`${path}: no minimum`);
    if (/At$/.test(path) && (schema.maximum ?? Infinity) > MAX_EPOCH_MS) out.push(`${path}: a time past year 9999`);
  }
  for (const [name, child] of Object.entries(schema.properties ?? {})) unbounded(child, `${path}.${name}`, out);
  if (schema.items) unbounded(schema.items, `${path}[]`, out);
  for (const option of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    unbounded(option, path, out);
  return out;
}

const BATTLEPASS = {
  title: 'Bounds',
  presaleAt: null,
  startedAt: Date.UTC(2030, 0, 1),
  finishedAt: Date.UTC(2030, 1, 1),
  levels: [{ experience: 100, free: null, premium: null }],
  bundles: [{ experience: 0, oldPrice: 500 }],
  calendar: null,
};

describe('what an operator can type is bounded', () => {
  it('gives every number of every staff operation a minimum and a maximum, and times stop at year 9999', () => {
    const problems: string[] = [];
    for (const op of staffOperations) {
      const at = `${op.method} ${op.path}`;
      unbounded(op.body, `${at} body`, problems);
      for (const param of op.parameters.filter((p) => p.in === 'query'))
        unbounded(param.schema, `${at} ?${param.name}`, problems);
    }
    expect(staffOperations.length).toBeGreaterThan(20);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it.each([
    [
      'a battle pass ending after year 9999',
      '/api/admin/battlepasses',
      { ...BATTLEPASS, finishedAt: MAX_EPOCH_MS + 1 },
    ],
    ['a battle pass ending at 2^53', '/api/admin/battlepasses', { ...BATTLEPASS, finishedAt: Number.MAX_SAFE_INTEGER }],
    [
      'a level of 2^53 experience',
      '/api/admin/battlepasses',
      { ...BATTLEPASS, levels: [{ experience: Number.MAX_SAFE_INTEGER, free: null, premium: null }] },
    ],
    [
      'a skin reward beyond any catalogue id',
      '/api/admin/battlepasses',
      {
        ...BATTLEPASS,
        levels: [{ experience: 100, free: { kind: 'SKIN', catalogItemId: Number.MAX_SAFE_INTEGER }, premium: null }],
      },
    ],
    [
      'a promocode expiring after year 9999',
      '/api/admin/promocodes',
      { code: 'BOUNDS1', type: 'BALANCE_BONUS', amountCents: 100, expiresAt: MAX_EPOCH_MS + 1 },
    ],
    [
      'a skin promocode beyond any catalogue id',
      '/api/admin/promocodes',
      { code: 'BOUNDS2', type: 'ITEM_REAL', catalogItemId: 2 ** 31 },
    ],
  ])('refuses %s with a catalogue 400', async (_name, url, payload) => {
    const res = await platform.app.inject({ method: 'POST', url, headers: { authorization: admin }, payload });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ error: { key: 'GLOBAL.BAD_REQUEST', args: expect.any(Array) } });
  });

  it('still takes the last millisecond of year 9999', async () => {
    const pass = await platform.app.inject({
      method: 'POST',
      url: '/api/admin/battlepasses',
      headers: { authorization: admin },
      payload: { ...BATTLEPASS, finishedAt: MAX_EPOCH_MS },
    });
    expect(pass.statusCode, pass.body).toBe(200);
    const code = { code: 'BOUNDS3', type: 'BALANCE_BONUS', amountCents: 100, expiresAt: MAX_EPOCH_MS };
    const promocode = await platform.app.inject({
      method: 'POST',
      url: '/api/admin/promocodes',
      headers: { authorization: admin },
      payload: code,
    });
    expect(promocode.statusCode, promocode.body).toBe(200);
  });
});
