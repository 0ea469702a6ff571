import { readdirSync } from 'node:fs';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { makeAdmin, testPass } from '../battlepass/battlepass-testing';
import { solveCaptcha } from '../bonus-page/bonus-testing';
import { queryOne } from '../db/sql';
import { seedCases } from '../games/cases/seed';
import {
  type MoneyCall,
  type MoneyRoute,
  type Player,
  cheapItem,
  cheapPrice as price,
  ownedSkin,
  postWithKey as post,
} from '../testing/money-route-kit';
import type { TestPlatform } from '../testing/test-platform';
import { currentCollection, giveCards, makePremium } from '../treasures/treasures-testing';
import { BET_FACTS, TRANSFER_FACTS } from '../db/ledger-facts';

async function firstBox(t: TestPlatform): Promise<{ id: number; priceCents: number }> {
  await seedCases(t.services.orm.em.fork() as SqlEntityManager);
  const groups = (await t.app.inject({ method: 'POST', url: '/api/boxes/list' })).json() as {
    boxes: {
      id: number;
      priceCents: number;
      bonusOnly: boolean;
      premiumOnly: boolean;
      limitTotal: number | null;
      expiresAt: number | null;
      status: string;
    }[];
  }[];
  return groups
    .flatMap((group) => group.boxes)
    .filter(
      (box) =>
        box.priceCents >= 100 &&
        !box.bonusOnly &&
        !box.premiumOnly &&
        box.limitTotal === null &&
        box.expiresAt === null &&
        box.status === 'ACTIVE',
    )
    .sort((a, b) => a.priceCents - b.priceCents)[0]!;
}

/** Per-platform setup made once: an admin, the active battle pass and the treasure collection. */
const once = new WeakMap<TestPlatform, Map<string, Promise<unknown>>>();
function shared<T>(t: TestPlatform, name: string, make: () => Promise<T>): Promise<T> {
  const made = once.get(t) ?? new Map<string, Promise<unknown>>();
  once.set(t, made);
  if (!made.has(name)) made.set(name, make());
  return made.get(name) as Promise<T>;
}

const adminOf = (t: TestPlatform) =>
  shared(t, 'admin', async () => {
    const admin = await t.signInPlayer('once-admin');
    await makeAdmin(t, admin.id);
    return admin;
  });

/** The bundles of the battle pass active now (its levels open the minigames): the premium pass, then a level card. */
const passBundles = (t: TestPlatform) =>
  shared(t, 'pass', async () => {
    const admin = await adminOf(t);
    const created = await post(t, admin, '/api/admin/battlepasses', testPass(Date.now()), 'once-pass');
    if (created.statusCode !== 200) throw new Error(`setup pass failed: ${created.body}`);
    const battlepassId = (created.json() as { id: number }).id;
    const list = await t.app.inject({ method: 'POST', url: '/api/battlepass/bundle/list', payload: { battlepassId } });
    const [premium, card] = list.json() as { id: number; price: number }[];
    return { battlepassId, premium: premium!, card: card! };
  });

async function bundleBuy(t: TestPlatform, which: 'premium' | 'card'): Promise<MoneyCall> {
  const pass = await passBundles(t);
  return {
    url: '/api/battlepass/bundle/buy',
    body: { battlepassId: pass.battlepassId, bundleId: pass[which].id, count: 1 },
  };
}

/** A premium seller lists one treasure card for $6; the (premium) buyer accepts it. */
const ORDER_PRICE = 600;
async function treasureOrder(t: TestPlatform, buyer: Player): Promise<MoneyCall> {
  const collectionId = await shared(t, 'collection', () => currentCollection(t));
  const seller = await t.signInPlayer(`seller-${buyer.id.slice(0, 8)}`);
  await makePremium(t, seller);
  await makePremium(t, buyer);
  const [card] = await giveCards(t, seller, collectionId, [5]);
  const order = await post(
    t,
    seller,
    '/api/treasures/orders',
    { kind: 'SALE', cardIds: [card], priceCents: ORDER_PRICE },
    `order-${card}`,
  );
  if (order.statusCode !== 200) throw new Error(`setup order failed: ${order.body}`);
  return { url: `/api/treasures/orders/${(order.json() as { id: string }).id}/accept`, body: undefined };
}

const PROMO_CENTS = 325;
let promoCodes = 0;
async function promocode(t: TestPlatform): Promise<MoneyCall> {
  const code = `ONCE${Date.now().toString(36).toUpperCase()}${promoCodes++}`;
  const created = await post(
    t,
    await adminOf(t),
    '/api/admin/promocodes',
    { code, type: 'BALANCE_REAL', amountCents: PROMO_CENTS },
    `promo-${code}`,
  );
  if (created.statusCode !== 200) throw new Error(`setup promocode failed: ${created.body}`);
  return { url: '/api/bonus/promocode', body: { code } };
}

async function dailyClaim(t: TestPlatform, player: Player): Promise<MoneyCall> {
  const challenge = await post(t, player, '/api/bonus/daily/captcha', undefined, `captcha-${player.id}`);
  const { token, question } = challenge.json() as { token: string; question: string };
  return { url: '/api/bonus/daily/claim', body: { token, answer: solveCaptcha(question) } };
}

/**
 * The games' own money routes: each game folder with a `money-routes-testing.ts` brings its rows (found on disk, so
 * a new game adds none here).
 */
const GAME_KITS = readdirSync(new URL('../games/', import.meta.url), { withFileTypes: true })
  .filter(
    (entry) =>
      entry.isDirectory() &&
      readdirSync(new URL(`../games/${entry.name}/`, import.meta.url)).includes('money-routes-testing.ts'),
  )
  .map((entry) => entry.name)
  .sort();
const GAME_MONEY_ROUTES = (
  await Promise.all(
    GAME_KITS.map(
      async (game) => ((await import(`../games/${game}/money-routes-testing.ts`)) as { default: MoneyRoute[] }).default,
    ),
  )
).flat();

/** Every REST route that moves money or skins, as one table. */
export const MONEY_ROUTES: MoneyRoute[] = [
  {
    name: 'shop buy',
    fundCents: 1_000,
    get costCents() {
      return -price();
    },
    prepare: async () => ({ url: '/api/shop/buy', body: { catalogItemIds: [cheapItem().id] } }),
  },
  {
    name: 'shop sell (one skin)',
    fundCents: 1_000,
    successes: 1,
    prepare: async (t, p) => ({ url: '/api/shop/sell', body: { itemIds: [await ownedSkin(t, p)] } }),
  },
  {
    name: 'shop swap (one skin)',
    fundCents: 1_000,
    successes: 1,
    prepare: async (t, p) => ({
      url: '/api/shop/swap',
      body: { itemIds: [await ownedSkin(t, p)], catalogItemIds: [cheapItem().id] },
    }),
  },
  {
    name: 'deposit (sandbox payment)',
    fundCents: 0,
    prepare: async () => ({
      url: '/api/payments/deposit',
      body: { amountCents: 1_000, method: 'card', email: 'racer@example.com' },
    }),
  },
  {
    name: 'withdrawal (money)',
    fundCents: 5_000,
    costCents: -2_000,
    prepare: async () => ({
      url: '/api/withdrawals',
      body: { method: 'crypto', amountCents: 2_000, wallet: 'TXa1b2c3d4e5f6', confirm: true },
    }),
  },
  {
    name: 'withdrawal (one skin)',
    fundCents: 1_000,
    successes: 1,
    prepare: async (t, p) => ({
      url: '/api/withdrawals',
      body: {
        method: 'steam',
        itemIds: [await ownedSkin(t, p)],
        tradeLink: 'https://steamcommunity.com/tradeoffer/new/?partner=4242&token=Wa1kEr00',
        confirm: true,
      },
    }),
  },
  {
    name: 'case open',
    fundCents: 0,
    prepare: async (t, p) => {
      const box = await firstBox(t);
      await t.services.ledger.deposit({
        userId: p.id,
        amountCents: Math.floor(box.priceCents * 3.5),
        key: `box-fund-${p.id}`,
      });
      return { url: `/api/boxes/${box.id}/open`, body: { count: 1 } };
    },
    successes: 3,
    random: true,
  },
  { name: 'battlepass level card', fundCents: 1_000, costCents: -300, prepare: (t) => bundleBuy(t, 'card') },
  {
    name: 'battlepass premium (once)',
    fundCents: 1_500,
    costCents: -1_000,
    successes: 1,
    prepare: (t) => bundleBuy(t, 'premium'),
  },
  {
    name: 'minigame trinity play (one a day)',
    fundCents: 0,
    successes: 1,
    random: true,
    rowsSql: `select count(*) as n from minigame_plays where user_id = ?`,
    prepare: async (t) => {
      await passBundles(t);
      return { url: '/api/minigame/trinity/play', body: { pick: 0 } };
    },
  },
  {
    name: 'treasure order accept (50 buyers, one wins)',
    fundCents: 1_000,
    costCents: -ORDER_PRICE,
    successes: 1,
    keyless: [],
    prepare: treasureOrder,
    rival: (t, p) => makePremium(t, p),
  },
  {
    name: 'bingo ticket buy',
    fundCents: 1_000,
    costCents: -100,
    rowsSql: `select count(*) as n from bingo_tickets where owner_id = ?`,
    prepare: async () => ({ url: '/api/bingo/tickets', body: { tickets: [null] } }),
  },
  {
    name: 'promocode (once per player)',
    fundCents: 100,
    costCents: PROMO_CENTS,
    successes: 1,
    rowsSql: `select count(*) as n from promocode_activations where user_id = ?`,
    prepare: promocode,
  },
  {
    name: 'daily bonus claim',
    fundCents: 0,
    successes: 1,
    keyless: ['PROMOCODE.CAPTCHA', 'PROMOCODE.DAILY_BONUS_WAIT'],
    rowsSql: `select count(*) as n from bonus_claims where user_id = ?`,
    prepare: dailyClaim,
  },
  ...GAME_MONEY_ROUTES,
  {
    name: 'wheel spin',
    fundCents: 100,
    successes: 1,
    keyless: ['PROMOCODE.DAILY_BONUS_WAIT'],
    rowsSql: `select count(*) as n from bonus_claims where user_id = ?`,
    prepare: async () => ({ url: '/api/bonus/wheel/spin', body: undefined }),
  },
];

/** What one player owns and has done, to compare a race against a single call. */
export async function footprint(t: TestPlatform, userId: string, rowsSql?: string) {
  const em = t.services.orm.em.fork() as SqlEntityManager;
  const own = rowsSql ? Number((await queryOne<{ n: string }>(em, rowsSql, [userId]))!.n) : 0;
  const row = await queryOne<{
    transfers: string;
    bets: string;
    items: string | null;
    payments: string;
    orders: string;
  }>(
    em,
    `select (select count(*) from ${TRANSFER_FACTS} t where t.user_id = ?) as transfers,
            (select count(*) from ${BET_FACTS} b where user_id = ?) as bets,
            (select string_agg(status, ',' order by status) from user_items where user_id = ?) as items,
            (select count(*) from payments where user_id = ?) as payments,
            (select count(*) from transfer_orders where user_id = ?) as orders`,
    [userId, userId, userId, userId, userId],
  );
  return {
    transfers: Number(row!.transfers),
    bets: Number(row!.bets),
    items: row!.items ?? '',
    payments: Number(row!.payments),
    orders: Number(row!.orders),
    own,
  };
}

export { type Player, post as postWithKey };
