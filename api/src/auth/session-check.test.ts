import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiPlatform, createApiPlatform } from '../platform';
import { type TestPlatform, startTestPlatform } from '../testing/test-platform';

/**
 * The per-request session check answered from memory: fewer statements per authenticated request, and a revoked
 * session still refused on its very next request, in this process and (over Redis) in another API process.
 * Statements are counted as ledger/statements.test.ts counts them: each goes through the connection's `execute`.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
let platform: TestPlatform;
/** The statements of the request being counted (background jobs run outside its async context and are not). */
const counting = new AsyncLocalStorage<string[]>();
beforeAll(async () => {
  platform = await startTestPlatform({ REDIS_URL, ADMIN_SUBJECTS: 'dev:session-warden' });
  const connection = platform.db.orm.em.getDriver().getConnection();
  const execute = connection.execute.bind(connection);
  connection.execute = ((query: string, ...rest: unknown[]) => {
    counting.getStore()?.push(String(query));
    return (execute as (...args: unknown[]) => unknown)(query, ...rest);
  }) as typeof connection.execute;
});
afterAll(() => platform.close());

async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
  const statements: string[] = [];
  await counting.run(statements, work);
  return statements;
}
const sessionLookups = (statements: string[]) => statements.filter((sql) => /from sessions s join users/.test(sql)).length;
const sessionOf = (auth: string) => JSON.parse(Buffer.from(auth.split('.')[1]!, 'base64url').toString()).sid as string;
const me = (app: ApiPlatform['app'], auth: string) => app.inject({ method: 'GET', url: '/api/users/current', headers: { authorization: auth } });

describe('the session check per request', () => {
  it('asks the database once, then answers from memory: one statement fewer per authenticated request', async () => {
    const { auth } = await platform.signInPlayer('Remembered', 10_00);
    // As after the time to live: the next request must look the session up.
    platform.services.sessions.forgetLive([sessionOf(auth)]);
    const first = await statementsOf(() => me(platform.app, auth));
    const second = await statementsOf(() => me(platform.app, auth));
    expect(sessionLookups(first)).toBe(1);
    expect(sessionLookups(second)).toBe(0);
    expect(second.length).toBe(first.length - 1);
    expect(second.length).toBe(1);
  });

  it("a session started here is remembered: the token's first request sends no session lookup", async () => {
    const auth = await platform.signIn('Fresh');
    const first = await statementsOf(() => me(platform.app, auth));
    expect(sessionLookups(first)).toBe(0);
    expect((await me(platform.app, auth)).statusCode).toBe(200);
  });

  it('refuses a remembered session on its next request once signed out, signed out everywhere, or banned', async () => {
    const admin = await platform.signIn('session-warden');
    const phone = await platform.signIn('Revoked');
    const laptop = await platform.signIn('Revoked');
    for (const auth of [phone, laptop]) expect((await me(platform.app, auth)).statusCode).toBe(200);

    await platform.services.sessions.revoke(sessionOf(phone));
    expect((await me(platform.app, phone)).json()).toEqual({ error: { key: 'GLOBAL.FORBIDDEN', args: [] } });
    expect((await me(platform.app, laptop)).statusCode).toBe(200);

    const banned = await platform.signInPlayer('Banned');
    expect((await me(platform.app, banned.auth)).statusCode).toBe(200);
    const ban = await platform.app.inject({ method: 'POST', url: `/api/admin/users/${banned.id}/ban`, headers: { authorization: admin }, payload: { reason: 'abuse' } });
    expect(ban.statusCode).toBe(200);
    expect((await me(platform.app, banned.auth)).json()).toEqual({ error: { key: 'GLOBAL.ACCOUNT_BANNED', args: [] } });
  });

  it('a revocation in another API process reaches this one over Redis; its next request is refused', async () => {
    // A second API process on the same database and Redis (its own session store, feed and relay).
    const other = await createApiPlatform(platform.config, platform.db.orm, { logger: false });
    try {
      const heard: string[] = [];
      platform.services.sessions.revocations.subscribe((ids, source) => {
        if (source === 'remote') heard.push(...ids);
      });
      // Both relays listen once a probe announced by the other process arrives here.
      const probes: string[] = [];
      while (!probes.some((probe) => heard.includes(probe))) {
        probes.push(randomUUID());
        other.services.sessions.announce(probes.slice(-1));
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const auth = await platform.signIn('Two processes');
      expect((await me(platform.app, auth)).statusCode).toBe(200);
      expect((await me(other.app, auth)).statusCode).toBe(200);
      expect(sessionLookups(await statementsOf(() => me(platform.app, auth)))).toBe(0);

      // Signed out through the other process: this one is told over Redis and forgets the session.
      expect((await other.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { authorization: auth } })).json()).toEqual({ revoked: 1 });
      while (!heard.includes(sessionOf(auth))) await new Promise((resolve) => setTimeout(resolve, 5));
      const refused = await statementsOf(async () => expect((await me(platform.app, auth)).statusCode).toBe(403));
      expect(sessionLookups(refused)).toBe(1);
    } finally {
      await other.close();
    }
  });
});

