import { randomUUID } from 'node:crypto';
import { isErrorKey } from '@arena/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestPlatform, startTestPlatform } from '../testing/test-platform';
import { MONEY_ROUTES, type Player, footprint, postWithKey } from './money-routes';

/**
 * Exactly-once under concurrency (issue 18, section 2), one table of money routes (money-routes.ts): 50 identical
 * concurrent calls with one Idempotency-Key have the effect of one call and all get its answer; 50 with different
 * keys where the balance (or the one skin) allows only some succeed exactly that often, the rest are catalogue
 * refusals, and balances come out exact. RACE_SIZE changes the 50.
 */
const RACE = Number(process.env.RACE_SIZE ?? 50);

let t: TestPlatform;
let count = 0;
beforeAll(async () => {
  t = await startTestPlatform({ RATE_LIMIT_PER_MINUTE: '100000000', AUTH_RATE_LIMIT_PER_MINUTE: '100000000', SANDBOX_PAYMENT_DELAY_MS: '600000', COMMERCE_JOB_INTERVAL_MS: '0' });
  await t.app.ready();
});
afterAll(async () => {
  await t?.services.ledger.assertInvariants();
  await t?.close();
});

async function player(fundCents: number): Promise<Player> {
  return t.signInPlayer(`once${++count}`, fundCents || undefined);
}

const balance = async (p: Player) => (await t.services.ledger.balances(p.id)).realCents;

describe.each(MONEY_ROUTES)('$name', (route) => {
  it(`${RACE} concurrent calls with one Idempotency-Key have the effect of one`, async () => {
    const single = await player(route.fundCents);
    const singleCall = await route.prepare(t, single);
    const before = await footprint(t, single.id);
    const one = await postWithKey(t, single, singleCall.url, singleCall.body, randomUUID());
    expect(one.statusCode, one.body).toBe(200);
    const afterOne = await footprint(t, single.id);

    const racer = await player(route.fundCents);
    const call = await route.prepare(t, racer);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: RACE }, () => postWithKey(t, racer, call.url, call.body, key)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    const after = await footprint(t, racer.id);
    const effect = (f: typeof after) => ({ bets: f.bets, payments: f.payments, orders: f.orders, items: f.items.split(',').length, ...(route.random ? {} : { transfers: f.transfers }) });
    expect(effect(after)).toEqual(effect(afterOne));
    // the single call did something (a transfer, a payment or an order), so equal footprints are not both empty
    expect(afterOne).not.toEqual(before);
    await t.services.ledger.assertInvariants();
  });

  it(`${RACE} concurrent calls with different keys succeed exactly as often as allowed`, async () => {
    const racer = await player(route.fundCents);
    const call = await route.prepare(t, racer);
    const start = await balance(racer);
    const answers = await Promise.all(Array.from({ length: RACE }, () => postWithKey(t, racer, call.url, call.body, randomUUID())));
    const ok = answers.filter((a) => a.statusCode === 200);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) {
      expect(refused.statusCode, refused.body).toBeLessThan(500);
      expect(isErrorKey((refused.json() as { error: { key: unknown } }).error.key), refused.body).toBe(true);
    }
    if (route.costCents !== undefined) {
      const allowed = Math.min(route.successes ?? Infinity, Math.floor(start / -route.costCents));
      expect(ok.length).toBe(Math.min(allowed, RACE));
      expect(await balance(racer)).toBe(start + ok.length * route.costCents);
    } else if (route.successes !== undefined) {
      expect(ok.length).toBe(Math.min(route.successes, RACE));
    } else {
      expect(ok.length).toBeGreaterThan(0);
    }
    await t.services.ledger.assertInvariants();
  });
});
