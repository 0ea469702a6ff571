import type { SqlEntityManager } from '@mikro-orm/sql';
import { getCatalog } from '../commerce/catalog/catalog';
import { queryOne } from '../db/sql';
import { seedCases } from '../games/cases/seed';
import type { TestPlatform } from '../testing/test-platform';

export interface Player {
  auth: string;
  id: string;
}

export interface MoneyCall {
  url: string;
  body: unknown;
}

/**
 * One money route of the exactly-once suite. `prepare` gives a funded player what the call needs and answers the
 * call; `costCents` (when the call's balance effect is fixed: no payout inside the call) lets the suite check the
 * exact balance after parallel calls with different keys; `fundCents` is what the player holds before the race.
 */
export interface MoneyRoute {
  name: string;
  fundCents: number;
  prepare(t: TestPlatform, player: Player): Promise<MoneyCall>;
  /** Fixed balance change of one successful call (negative: a debit); undefined when it depends on luck. */
  costCents?: number;
  /** How many of 50 calls with different keys may succeed; defaults to what the balance affords (fundCents / cost). */
  successes?: number;
  /** The number of transfers depends on luck (a win posts more than a loss): compare bets instead. */
  random?: boolean;
}

const cheapItem = () => getCatalog().items.find((item) => item.priceCents >= 100 && item.priceCents <= 500)!;

async function post(t: TestPlatform, player: Player, url: string, body: unknown, key: string) {
  return t.app.inject({ method: 'POST', url, headers: { authorization: player.auth, 'idempotency-key': key }, payload: body as object });
}

/** Buys one cheap skin for the player and answers its inventory id. */
async function ownedSkin(t: TestPlatform, player: Player): Promise<string> {
  const res = await post(t, player, '/api/shop/buy', { catalogItemIds: [cheapItem().id] }, `setup-${player.id}-${Math.random()}`);
  if (res.statusCode !== 200) throw new Error(`setup buy failed: ${res.body}`);
  return (res.json() as { items: { id: string }[] }).items[0]!.id;
}

async function firstBox(t: TestPlatform): Promise<{ id: number; priceCents: number }> {
  await seedCases(t.services.orm.em.fork() as SqlEntityManager);
  const groups = (await t.app.inject({ method: 'POST', url: '/api/boxes/list' })).json() as { boxes: { id: number; priceCents: number; bonusOnly: boolean; premiumOnly: boolean; limitTotal: number | null; expiresAt: number | null; status: string }[] }[];
  return groups.flatMap((group) => group.boxes).filter((box) => box.priceCents >= 100 && !box.bonusOnly && !box.premiumOnly && box.limitTotal === null && box.expiresAt === null && box.status === 'ACTIVE').sort((a, b) => a.priceCents - b.priceCents)[0]!;
}

const price = () => cheapItem().priceCents;

/** Every REST route that moves money or skins, as one table. */
export const MONEY_ROUTES: MoneyRoute[] = [
  { name: 'shop buy', fundCents: 1_000, get costCents() { return -price(); }, prepare: async () => ({ url: '/api/shop/buy', body: { catalogItemIds: [cheapItem().id] } }) },
  { name: 'shop sell (one skin)', fundCents: 1_000, successes: 1, prepare: async (t, p) => ({ url: '/api/shop/sell', body: { itemIds: [await ownedSkin(t, p)] } }) },
  { name: 'shop swap (one skin)', fundCents: 1_000, successes: 1, prepare: async (t, p) => ({ url: '/api/shop/swap', body: { itemIds: [await ownedSkin(t, p)], catalogItemIds: [cheapItem().id] } }) },
  { name: 'deposit (sandbox payment)', fundCents: 0, prepare: async () => ({ url: '/api/payments/deposit', body: { amountCents: 1_000, method: 'card', email: 'racer@example.com' } }) },
  { name: 'withdrawal (money)', fundCents: 5_000, costCents: -2_000, prepare: async () => ({ url: '/api/withdrawals', body: { method: 'crypto', amountCents: 2_000, wallet: 'TXa1b2c3d4e5f6', confirm: true } }) },
  { name: 'withdrawal (one skin)', fundCents: 1_000, successes: 1, prepare: async (t, p) => ({ url: '/api/withdrawals', body: { method: 'steam', itemIds: [await ownedSkin(t, p)], tradeLink: 'https://steamcommunity.com/tradeoffer/new/?partner=4242&token=Wa1kEr00', confirm: true } }) },
  { name: 'mines create (one open round)', fundCents: 1_050, costCents: -100, successes: 1, prepare: async () => ({ url: '/api/mines/rounds', body: { mines: 3, amountCents: 100 } }) },
  { name: 'plinko drop', fundCents: 1_000, random: true, prepare: async () => ({ url: '/api/plinko/drop', body: { amountCents: 100, rows: 8, risk: 'low' } }) },
  { name: 'case open', fundCents: 0, prepare: async (t, p) => {
    const box = await firstBox(t);
    await t.services.ledger.deposit({ userId: p.id, amountCents: Math.floor(box.priceCents * 3.5), key: `box-fund-${p.id}` });
    return { url: `/api/boxes/${box.id}/open`, body: { count: 1 } };
  }, successes: 3, random: true },
  { name: 'upgrade (one skin)', fundCents: 1_000, successes: 1, random: true, prepare: async (t, p) => ({ url: '/api/upgrade', body: { itemIds: [await ownedSkin(t, p)], targetCatalogItemId: getCatalog().items.find((i) => i.priceCents > price() * 3)!.id } }) },
  { name: 'lava start (one skin)', fundCents: 1_000, successes: 1, prepare: async (t, p) => ({ url: '/api/lava/start', body: { itemIds: [await ownedSkin(t, p)] } }) },
];

/** What one player owns and has done, to compare a race against a single call. */
export async function footprint(t: TestPlatform, userId: string) {
  const em = t.services.orm.em.fork() as SqlEntityManager;
  const row = await queryOne<{ transfers: string; bets: string; items: string | null; payments: string; orders: string }>(
    em,
    `select (select count(*) from ledger_transfers where user_id = ?) as transfers,
            (select count(*) from bets where user_id = ?) as bets,
            (select string_agg(status, ',' order by status) from user_items where user_id = ?) as items,
            (select count(*) from payments where user_id = ?) as payments,
            (select count(*) from transfer_orders where user_id = ?) as orders`,
    [userId, userId, userId, userId, userId],
  );
  return { transfers: Number(row!.transfers), bets: Number(row!.bets), items: row!.items ?? '', payments: Number(row!.payments), orders: Number(row!.orders) };
}

export { post as postWithKey };
