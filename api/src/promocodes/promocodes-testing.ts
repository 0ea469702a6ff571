import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { expect } from 'vitest';
import type {
  PromocodeAdminItem,
  PromocodeCreateInput,
  PromocodeRedeemAnswer,
  SandboxSteamAccountBody,
} from '@arena/schemas';
import { getCatalog } from '../commerce/catalog/catalog';
import { type CommerceTestApp, startCommerceTestApp } from '../testing/commerce-test-app';

export type Inject = Awaited<ReturnType<CommerceTestApp['app']['inject']>>;
export interface Player {
  auth: string;
  userId: string;
}

/** The admin's dev sign-in name (ADMIN_SUBJECTS). */
export const ADMIN = 'promo-admin';

export const startPromocodeApp = () =>
  startCommerceTestApp({ ADMIN_SUBJECTS: `dev:${ADMIN}`, AUTH_RATE_LIMIT_PER_MINUTE: '1000000' });

/** The refusal's status, key and args; fails the test on a success or a 5xx. */
export function refusal(response: Inject): { status: number; key: string; args: unknown[] } {
  if (response.statusCode < 400 || response.statusCode >= 500)
    throw new Error(`expected a refusal, got ${response.statusCode}: ${response.body}`);
  const { error } = response.json() as { error: { key: string; args: unknown[] } };
  return { status: response.statusCode, key: error.key, args: error.args };
}

/** A catalogue skin for ITEM and BONUS_SKIN codes. */
export const someSkin = () => getCatalog().items.find((item) => item.priceCents >= 50)!;

let codes = 0;
/** A fresh code name (codes are unique per database). */
export const freshCode = (prefix = 'PROMO') => `${prefix}${Date.now().toString(36).toUpperCase()}${codes++}`;

/** Inject helpers bound to one test app. */
export function promocodeCalls(app: CommerceTestApp) {
  const headers = (auth?: string, key?: string | null) => ({
    ...(auth ? { authorization: auth } : {}),
    ...(key ? { 'idempotency-key': key } : {}),
  });
  let admin: Player | undefined;
  const adminPlayer = async () => (admin ??= await app.player(ADMIN));
  return {
    em: () => app.services.orm.em.fork() as SqlEntityManager,
    adminPlayer,
    createRaw: async (body: unknown, auth?: string) =>
      app.app.inject({
        method: 'POST',
        url: '/api/admin/promocodes',
        headers: headers(auth ?? (await adminPlayer()).auth),
        payload: body as object,
      }),
    create: async (body: Omit<PromocodeCreateInput, 'code'> & { code?: string }): Promise<PromocodeAdminItem> => {
      const response = await app.app.inject({
        method: 'POST',
        url: '/api/admin/promocodes',
        headers: headers((await adminPlayer()).auth),
        payload: { code: freshCode(), ...body },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    },
    list: async (): Promise<PromocodeAdminItem[]> => {
      const response = await app.app.inject({
        method: 'GET',
        url: '/api/admin/promocodes',
        headers: headers((await adminPlayer()).auth),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().promocodes;
    },
    redeem: (player: Player, code: string, key: string | null = randomUUID(), entry: '' | '/deposit' = '') =>
      app.app.inject({
        method: 'POST',
        url: `/api/bonus/promocode${entry}`,
        headers: headers(player.auth, key),
        payload: { code },
      }),
    redeemOk: async (player: Player, code: string, entry: '' | '/deposit' = ''): Promise<PromocodeRedeemAnswer> => {
      const response = await app.app.inject({
        method: 'POST',
        url: `/api/bonus/promocode${entry}`,
        headers: headers(player.auth, randomUUID()),
        payload: { code },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    },
    setFacts: async (player: Player, facts: SandboxSteamAccountBody) => {
      const response = await app.app.inject({
        method: 'PUT',
        url: '/api/dev/steam-account',
        headers: headers(player.auth),
        payload: facts,
      });
      expect(response.statusCode, response.body).toBe(200);
    },
    /** A player with `depositCents` deposited through the ledger (counts toward the deposit minimum). */
    depositor: async (depositCents = 1_00): Promise<Player> => {
      const player = await app.player();
      if (depositCents > 0)
        await app.services.ledger.deposit({ userId: player.userId, amountCents: depositCents, key: randomUUID() });
      return player;
    },
    /** A sandbox payment through `method`, confirmed by its webhook (a real deposit, with its payment row). */
    pay: async (player: Player, amountCents: number, method: 'card' | 'crypto' | 'e-wallet' | 'skins') => {
      const extra =
        method === 'card' ? { email: 'player@example.com' } : method === 'e-wallet' ? { wallet: 'WALLET-123456' } : {};
      const response = await app.post(player, '/api/payments/deposit', { amountCents, method, ...extra });
      expect(response.statusCode, response.body).toBe(200);
      await app.commerce.runJobs();
    },
  };
}
