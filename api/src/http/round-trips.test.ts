import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiPlatform, createApiPlatform } from '../platform';
import { itemsPricedBetween } from '../testing/commerce-test-app';
import { type TestPlatform, startTestPlatform } from '../testing/test-platform';

/**
 * Round trips of the hot requests. The per-request session check is answered from memory: fewer statements per
 * authenticated request, and a revoked session still refused on its very next request, in this process and (over
 * Redis) in another API process. A plinko drop and a deposit read what they need in as few statements as is safe.
 * Statements are counted as ledger/statements.test.ts counts them: each goes through the connection's `execute`.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
let platform: TestPlatform;
/** Statements sent while counting, with their parameters (see `statementsOf`). */
let sent: { sql: string; params: unknown[] }[] | null = null;
beforeAll(async () => {
  platform = await startTestPlatform({ REDIS_URL, ADMIN_SUBJECTS: 'dev:session-warden' });
  const connection = platform.db.orm.em.getDriver().getConnection();
  const execute = connection.execute.bind(connection);
  connection.execute = ((query: string, params: unknown[] = [], ...rest: unknown[]) => {
    sent?.push({ sql: String(query), params: Array.isArray(params) ? params : [] });
    return (execute as (...args: unknown[]) => unknown)(query, params, ...rest);
  }) as typeof connection.execute;
});
afterAll(() => platform.close());

/**
 * The statements `work` sent about one user: the platform's background jobs run meanwhile on the same connection,
 * so only statements naming the user (or one of their sessions), or one of `alsoNaming()` once it ran (a bet of
 * theirs), are the request's own.
 */
async function statementsOf(
  userId: string,
  work: () => Promise<unknown>,
  alsoNaming: () => string[] = () => [],
): Promise<string[]> {
  sent = [];
  const statements = sent;
  try {
    await work();
  } finally {
    sent = null;
  }
  const ids = [userId, ...alsoNaming()];
  // A set-based statement names them inside its JSON or array parameter.
  const names = (param: unknown): boolean =>
    Array.isArray(param) ? param.some(names) : typeof param === 'string' && ids.some((id) => param.includes(id));
  return statements.filter(({ params }) => params.some(names)).map(({ sql }) => sql);
}
const sessionLookups = (statements: string[]) =>
  statements.filter((sql) => /from sessions s join users/.test(sql)).length;
const claimsOf = (auth: string) =>
  JSON.parse(Buffer.from(auth.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
const sessionOf = (auth: string) => claimsOf(auth).sid as string;
const me = (app: ApiPlatform['app'], auth: string) =>
  app.inject({ method: 'GET', url: '/api/users/current', headers: { authorization: auth } });

describe('the session check per request', () => {
  it('asks the database once, then answers from memory: one statement fewer per authenticated request', async () => {
    const { auth, id } = await platform.signInPlayer('Remembered', 10_00);
    // As after the time to live: the next request must look the session up.
    platform.services.sessions.forgetLive([sessionOf(auth)]);
    const first = await statementsOf(id, () => me(platform.app, auth));
    const second = await statementsOf(id, () => me(platform.app, auth));
    expect(sessionLookups(first)).toBe(1);
    expect(sessionLookups(second)).toBe(0);
    expect(second.length).toBe(first.length - 1);
    expect(second.length).toBe(1);
  });

  it("a session started here is remembered: the token's first request sends no session lookup", async () => {
    const auth = await platform.signIn('Fresh');
    const id = claimsOf(auth).sub as string;
    const first = await statementsOf(id, () => me(platform.app, auth));
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

    const tablet = await platform.signIn('Revoked');
    expect((await me(platform.app, tablet)).statusCode).toBe(200);
    const everywhere = await platform.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out-everywhere',
      headers: { authorization: laptop },
    });
    expect(everywhere.statusCode).toBe(200);
    expect((await me(platform.app, tablet)).statusCode).toBe(403);

    const banned = await platform.signInPlayer('Banned');
    expect((await me(platform.app, banned.auth)).statusCode).toBe(200);
    const ban = await platform.app.inject({
      method: 'POST',
      url: `/api/admin/users/${banned.id}/ban`,
      headers: { authorization: admin },
      payload: { reason: 'abuse' },
    });
    expect(ban.statusCode).toBe(200);
    expect((await me(platform.app, banned.auth)).json()).toEqual({ error: { key: 'GLOBAL.ACCOUNT_BANNED', args: [] } });
  });

  it('a plinko drop alone is 11 statements: its key, the stake, its nonce, the settlement, its answer with the balance', async () => {
    const { auth, id } = await platform.signInPlayer('Dropper', 10_00);
    const drop = () =>
      platform.app.inject({
        method: 'POST',
        url: '/api/plinko/drop',
        headers: { authorization: auth, 'idempotency-key': randomUUID() },
        payload: { amountCents: 10, rows: 8, risk: 'low' },
      });
    // The first drop creates the seed pair; count the second.
    expect((await drop()).statusCode).toBe(200);
    let answer: { betId: string; balance: { realCents: number }; balanceVersion: number } | undefined;
    const statements = await statementsOf(
      id,
      async () => {
        answer = (await drop()).json();
      },
      () => [answer!.betId],
    );
    // Before (every step its own statement, the key claimed first and its answer stored last): 14. A lone drop takes
    // the one-bet path for its stake (4) and its settlement (4); several at once share their batch's (ledger/rounds/).
    expect(statements.map((sql) => sql.split(/\s+/).slice(0, 3).join(' '))).toEqual([
      'select c.i, t.request_hash,',
      'insert into ledger_transfers',
      'select bet_limit_cents, (select',
      'with placed as',
      'with m0 as',
      'update fair_seed_pairs p',
      'select * from',
      'insert into ledger_transfers',
      'select u.id as',
      'with m0 as',
      'with also0 as',
    ]);
    // The nonce in one statement; the fair record, the balances after the drop and the stored answer in the last one.
    expect(statements[5]).toMatch(/^update fair_seed_pairs p set next_nonce = p.next_nonce \+ v.n/);
    expect(statements[10]).toMatch(
      /insert into fair_bets[\s\S]*insert into ledger_transfers[\s\S]*balance from accounts/,
    );
    expect(sessionLookups(statements)).toBe(0);
    expect(answer!.balanceVersion).toBeGreaterThan(0);
    expect(answer!.balance.realCents).toBe((await platform.services.ledger.balances(id)).realCents);
  });

  it('a shop buy is 3 statements: its key, the player with the balances and pauses, the money with the skins', async () => {
    const { auth, id } = await platform.signInPlayer('Shopper', 100_00);
    const buy = () =>
      platform.app.inject({
        method: 'POST',
        url: '/api/shop/buy',
        headers: { authorization: auth, 'idempotency-key': randomUUID() },
        payload: { catalogItemIds: itemsPricedBetween(1_00, 5_00, 2).map((item) => item.id) },
      });
    let answer: { balance: { realCents: number }; items: unknown[] } | undefined;
    // Before: the stored answer read first, the pause read twice, each skin inserted and its event written one by one,
    // the skins read back, each balance read, the answer stored last: 14 for two skins.
    const statements = await statementsOf(id, async () => {
      answer = (await buy()).json();
    });
    expect(statements.map((sql) => sql.split(/\s+/).slice(0, 3).join(' '))).toEqual([
      'insert into ledger_transfers',
      'select (select id',
      'with m0 as',
    ]);
    expect(answer!.items).toHaveLength(2);
    expect(answer!.balance.realCents).toBe((await platform.services.ledger.balances(id)).realCents);
  });

  it('a deposit locks the player, then reads its key, the day total, the pauses and the limits in two statements', async () => {
    const { auth, id } = await platform.signInPlayer('Depositor');
    const deposit = (key: string) =>
      platform.app.inject({
        method: 'POST',
        url: '/api/payments/deposit',
        headers: { authorization: auth, 'idempotency-key': key },
        payload: { amountCents: 500, method: 'crypto' },
      });
    const key = randomUUID();
    let first: { id?: string } = {};
    const statements = await statementsOf(id, async () => {
      first = (await deposit(key)).json();
    });
    expect(statements.map((sql) => sql.split(/\s+/).slice(0, 3).join(' '))).toEqual([
      'select id from',
      'select exists (select',
      'select (select timeout_until',
      'insert into payments',
    ]);
    // The replay answers the same payment without the checks.
    expect((await deposit(key)).json()).toEqual(first);
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
      const { auth, id } = await platform.signInPlayer('Two processes');
      expect((await me(platform.app, auth)).statusCode).toBe(200);
      expect((await me(other.app, auth)).statusCode).toBe(200);
      expect(sessionLookups(await statementsOf(id, () => me(platform.app, auth)))).toBe(0);

      // Signed out through the other process: this one is told over Redis and forgets the session.
      expect(
        (
          await other.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { authorization: auth } })
        ).json(),
      ).toEqual({ revoked: 1 });
      while (!heard.includes(sessionOf(auth))) await new Promise((resolve) => setTimeout(resolve, 5));
      const refused = await statementsOf(id, async () => expect((await me(platform.app, auth)).statusCode).toBe(403));
      expect(sessionLookups(refused)).toBe(1);
    } finally {
      await other.close();
    }
  });
});
