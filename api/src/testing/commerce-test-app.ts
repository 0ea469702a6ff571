import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { type Commerce, commerceOf } from '../commerce/commerce';
import { getCatalog } from '../commerce/catalog/catalog';
import type { CatalogItem } from '../commerce/catalog/catalog';
import { type TestPlatform, startTestPlatform } from './test-platform';

export interface Player {
  userId: string;
  /** The `Authorization` header value. */
  auth: string;
}

export interface CommerceTestApp extends TestPlatform {
  commerce: Commerce;
  player(name?: string): Promise<Player>;
  /** A POST with a fresh (or the given) Idempotency-Key. */
  post(player: Player, url: string, body: unknown, key?: string | null): Promise<LightMyRequestResponse>;
  get(player: Player | null, url: string): Promise<LightMyRequestResponse>;
  /** Deposits through the sandbox provider and delivers its webhook, as a real player's deposit goes. */
  fund(player: Player, amountCents: number): Promise<void>;
  balance(player: Player): Promise<{ realCents: number; bonusCents: number }>;
}

export const WEBHOOK_SECRET = 'test-webhook-secret';

/**
 * The real API over a fresh test database for commerce tests: jobs run only when a test calls
 * `commerce.runJobs()`, the sandbox confirms at once, and nothing is rejected unless a test asks for it.
 */
export async function startCommerceTestApp(overrides: Record<string, string> = {}): Promise<CommerceTestApp> {
  const platform = await startTestPlatform({
    PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET,
    COMMERCE_JOB_INTERVAL_MS: '0',
    SANDBOX_PAYMENT_DELAY_MS: '0',
    SANDBOX_PAYOUT_DELAY_MS: '0',
    RATE_LIMIT_PER_MINUTE: '1000000',
    CDN_BASE_URL: 'https://cdn.arena.test',
    ...overrides,
  });
  await platform.app.ready();
  const commerce = commerceOf(platform.services);
  let counter = 0;

  const app: CommerceTestApp = {
    ...platform,
    commerce,
    async player(name = `p${Date.now().toString(36)}${counter++}`) {
      const auth = await platform.signIn(name);
      const me = await platform.app.inject({
        method: 'GET',
        url: '/api/users/current',
        headers: { authorization: auth },
      });
      return { auth, userId: me.json().id as string };
    },
    post(player, url, body, key = randomUUID()) {
      const headers: Record<string, string> = { authorization: player.auth };
      if (key !== null) headers['idempotency-key'] = key;
      return platform.app.inject({ method: 'POST', url, headers, payload: body as object });
    },
    get(player, url) {
      return platform.app.inject({ method: 'GET', url, headers: player ? { authorization: player.auth } : {} });
    },
    async fund(player, amountCents) {
      const res = await app.post(player, '/api/payments/deposit', { amountCents, method: 'skins' });
      if (res.statusCode !== 200) throw new Error(`deposit failed: ${res.body}`);
      await commerce.runJobs();
    },
    async balance(player) {
      return platform.services.ledger.balances(player.userId);
    },
  };
  return app;
}

/** Catalog items for tests, picked by price so tests do not depend on the catalog's exact contents. */
export function itemsPricedBetween(minCents: number, maxCents: number, count: number): CatalogItem[] {
  const found = getCatalog().items.filter((item) => item.priceCents >= minCents && item.priceCents <= maxCents);
  if (found.length < count)
    throw new Error(`catalog has ${found.length} items in ${minCents}..${maxCents}, need ${count}`);
  return found.slice(0, count);
}
