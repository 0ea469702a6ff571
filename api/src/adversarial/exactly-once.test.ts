import { randomUUID } from 'node:crypto';
import { isErrorKey } from '@arena/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestPlatform, startTestPlatform } from '../testing/test-platform';
import { MONEY_ROUTES, type Player, footprint, postWithKey } from './money-routes';

/**
 * Exactly-once under concurrency, one table of money routes (money-routes.ts): 50 identical
 * concurrent calls with one Idempotency-Key have the effect of one call and all get its answer; 50 with different
 * keys where the balance (or the one skin) allows only some succeed exactly that often, the rest are catalogue
 * refusals, and balances come out exact. RACE_SIZE changes the 50.
 */
const RACE = Number(process.env.RACE_SIZE ?? 50);

let t: TestPlatform;
let count = 0;
beforeAll(async () => {
  t = await startTestPlatform({
    RATE_LIMIT_PER_MINUTE: '100000000',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000000',
    SANDBOX_PAYMENT_DELAY_MS: '600000',
    COMMERCE_JOB_INTERVAL_MS: '0',
  });
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

/** Every answer is a 200 or a catalogue refusal (below 500); answers the 200s. */
function successesOf(answers: Awaited<ReturnType<typeof postWithKey>>[], allowed?: readonly string[]) {
  for (const refused of answers.filter((a) => a.statusCode !== 200)) {
    expect(refused.statusCode, refused.body).toBeLessThan(500);
    const { key } = (refused.json() as { error: { key: string } }).error;
    expect(isErrorKey(key), refused.body).toBe(true);
    if (allowed) expect(allowed, refused.body).toContain(key);
  }
  return answers.filter((a) => a.statusCode === 200);
}

describe.each(MONEY_ROUTES)('$name', (route) => {
  it(`${RACE} concurrent calls with one Idempotency-Key have the effect of one`, async () => {
    const single = await player(route.fundCents);
    const singleCall = await route.prepare(t, single);
    const before = await footprint(t, single.id, route.rowsSql);
    const one = await postWithKey(t, single, singleCall.url, singleCall.body, randomUUID());
    expect(one.statusCode, one.body).toBe(200);
    const afterOne = await footprint(t, single.id, route.rowsSql);

    const racer = await player(route.fundCents);
    const call = await route.prepare(t, racer);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: RACE }, () => postWithKey(t, racer, call.url, call.body, key)),
    );
    // A route without an Idempotency-Key lets one call through and answers the others the same or a refusal.
    const ok = successesOf(answers, route.keyless ?? []);
    if (route.keyless) expect(ok.length).toBeGreaterThan(0);
    else expect(ok.length).toBe(RACE);
    expect(new Set(ok.map((a) => a.body)).size).toBe(1);
    const after = await footprint(t, racer.id, route.rowsSql);
    // A random route's transfers and skins depend on luck (an upgrade that wins adds a skin): its bets count instead.
    const luck = (f: typeof after) =>
      route.random ? {} : { transfers: f.transfers, items: f.items.split(',').length };
    const effect = (f: typeof after) => ({
      bets: f.bets,
      payments: f.payments,
      orders: f.orders,
      own: f.own,
      ...luck(f),
    });
    expect(effect(after)).toEqual(effect(afterOne));
    // the single call did something (a transfer, a payment or an order), so equal footprints are not both empty
    expect(afterOne).not.toEqual(before);
    await t.services.ledger.assertInvariants();
  });

  it(`${RACE} concurrent calls with different keys succeed exactly as often as allowed`, async () => {
    const first = await player(route.fundCents);
    const call = await route.prepare(t, first);
    // One player racing themself, or (a rival route) RACE players racing for the one prepared thing.
    const racers = [first];
    if (route.rival) {
      for (let i = 1; i < RACE; i++) racers.push(await player(route.fundCents));
      for (const rival of racers.slice(1)) await route.rival(t, rival);
    }
    const total = async () => (await Promise.all(racers.map(balance))).reduce((a, b) => a + b, 0);
    const start = await total();
    const answers = await Promise.all(
      Array.from({ length: RACE }, (_, i) =>
        postWithKey(t, racers[i % racers.length]!, call.url, call.body, randomUUID()),
      ),
    );
    const ok = successesOf(answers);
    if (route.costCents !== undefined) {
      const affordable = route.costCents < 0 ? Math.floor(start / -route.costCents) : Infinity;
      expect(ok.length).toBe(Math.min(route.successes ?? Infinity, affordable, RACE));
      expect(await total()).toBe(start + ok.length * route.costCents);
    } else if (route.successes !== undefined) {
      expect(ok.length).toBe(Math.min(route.successes, RACE));
    } else {
      expect(ok.length).toBeGreaterThan(0);
    }
    await t.services.ledger.assertInvariants();
  });
});
