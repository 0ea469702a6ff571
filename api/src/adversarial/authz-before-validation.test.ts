import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestPlatform, startTestPlatform } from '../testing/test-platform';
import { type GuardedOperation, guardedOperations, invalidRequest } from './authz-requests';
import { requestArbitrary } from './openapi-requests';

/**
 * Authorization before validation: walks every operation of the OpenAPI document. One that
 * declares a session (or a role) must refuse an invalid request with 401/403 when it comes anonymously, with a forged
 * token or (for a role) from a plain player: a 400 there told an anonymous caller the schema. The same request from
 * a caller who may call the operation answers 400, so each probe really was invalid. An operation that declares no
 * session must not demand one either (a route that forgot to declare it would escape the walk).
 */
let platform: TestPlatform;
let operations: GuardedOperation[];
let admin: string;
let players = 0;

/** Public operations that need a session for some arguments only (each answers anonymously otherwise), and why. */
const SESSION_FOR_SOME_ARGUMENTS: Record<string, string> = {
  'GET /api/treasures/orders': "scope=mine lists the caller's own orders; the other scopes are the public order book",
};

const FORGED = 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl';

beforeAll(async () => {
  platform = await startTestPlatform({
    ADMIN_SUBJECTS: 'dev:authzadmin',
    RATE_LIMIT_PER_MINUTE: '100000000',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000000',
  });
  await platform.app.ready();
  operations = guardedOperations(platform.app);
  admin = await platform.signIn('authzadmin');
});

afterAll(async () => {
  await platform?.close();
});

async function send(
  request: { method: string; url: string; headers: Record<string, string>; payload?: unknown },
  auth?: string,
) {
  const headers = auth ? { ...request.headers, authorization: auth } : request.headers;
  const res = await platform.app.inject({ ...request, headers } as InjectOptions);
  let key: string | undefined;
  try {
    key = (JSON.parse(res.body) as { error?: { key?: string } } | null)?.error?.key;
  } catch {
    key = undefined; // a redirect or a page: no envelope to read
  }
  return { status: res.statusCode, key };
}

const label = (op: GuardedOperation) => `${op.method} ${op.path}`;

describe('authorization before validation', () => {
  it('reads the guarded operations, admin and staff ones with their role', () => {
    expect(operations.filter((op) => op.session).length).toBeGreaterThan(80);
    expect(operations.filter((op) => op.path.startsWith('/api/admin/')).every((op) => op.role !== undefined)).toBe(
      true,
    );
    const roles = Object.fromEntries(operations.filter((op) => op.role).map((op) => [label(op), op.role]));
    expect(roles['POST /api/admin/battlepasses']).toBe('ADMIN');
    expect(roles['POST /api/admin/promocodes']).toBe('ADMIN');
    expect(roles['GET /api/admin/support/conversations']).toBe('SUPPORT_AGENT');
    expect(roles['GET /api/chat/moderation']).toBe('CHAT_STAFF');
    expect(operations.find((op) => label(op) === 'POST /api/auth/sign-out')?.session).toBe(true);
  });

  it('refuses an invalid request without the session or role before validating it', async () => {
    const problems: string[] = [];
    let probed = 0;
    for (const op of operations.filter((o) => o.session)) {
      const invalid = invalidRequest(op);
      if (!invalid) continue;
      probed += 1;
      for (const [who, auth] of [
        ['anonymous', undefined],
        ['forged token', FORGED],
      ] as const) {
        const answer = await send(invalid, auth);
        if (answer.status !== 401 && answer.status !== 403)
          problems.push(`${label(op)} (${who}) -> ${answer.status} ${answer.key}`);
      }
      const player = await platform.signInPlayer(`authz${++players}`);
      const asPlayer = await send(invalid, player.auth);
      if (op.role) {
        if (asPlayer.status !== 403)
          problems.push(`${label(op)} (player, needs ${op.role}) -> ${asPlayer.status} ${asPlayer.key}`);
        const asAdmin = await send(invalid, admin);
        if (asAdmin.status !== 400)
          problems.push(`${label(op)} (admin) -> ${asAdmin.status} ${asAdmin.key}: the probe is not invalid`);
      } else if (asPlayer.status !== 400) {
        problems.push(`${label(op)} (player) -> ${asPlayer.status} ${asPlayer.key}: the probe is not invalid`);
      }
    }
    expect(probed).toBeGreaterThan(50);
    expect(problems, problems.join('\n')).toEqual([]);
  }, 300_000);

  it('refuses the guarded operations that take no input without the session or role', async () => {
    const problems: string[] = [];
    for (const op of operations.filter((o) => o.session && !invalidRequest(o))) {
      const request = {
        method: op.method,
        url: op.path.replace(/\{[^}]+\}/g, '00000000-0000-0000-0000-000000000000'),
        headers: {},
      };
      const anonymous = await send(request);
      if (anonymous.status !== 403) problems.push(`${label(op)} (anonymous) -> ${anonymous.status} ${anonymous.key}`);
      if (op.role) {
        const player = await platform.signInPlayer(`authz${++players}`);
        const asPlayer = await send(request, player.auth);
        if (asPlayer.status !== 403)
          problems.push(`${label(op)} (player, needs ${op.role}) -> ${asPlayer.status} ${asPlayer.key}`);
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  }, 300_000);

  it('demands no session from an operation that declares none', async () => {
    const problems: string[] = [];
    for (const [index, op] of operations
      .filter((o) => !o.session && !(label(o) in SESSION_FOR_SOME_ARGUMENTS))
      .entries()) {
      for (const request of fc.sample(requestArbitrary(op, []), { numRuns: 3, seed: 25 + index })) {
        const answer = await send(request);
        if (answer.status === 403 && answer.key === 'GLOBAL.FORBIDDEN')
          problems.push(`${label(op)} <- ${request.url.slice(0, 120)}: GLOBAL.FORBIDDEN without declaring a session`);
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  }, 300_000);
});
