import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { type TreasurePrize, commitServerSeed, treasureSeasonOf } from '@arena/schemas';
import { getCatalog } from '../commerce/catalog/catalog';
import type { TestPlatform } from '../testing/test-platform';
import { setPremium } from '../users/users';
import { createTreasureCollection } from './seasons';
import { grantTreasureCard } from './seed';
import { useTreasureSettings } from './settings';

export type Inject = Awaited<ReturnType<TestPlatform['app']['inject']>>;
export type Player = { auth: string; id: string };

/** Prizes of the test collections: slot 1-9 pay 10·slot cents of real balance, slot 10 a bonus dollar; Mega $100. */
export const TEST_PRIZES: TreasurePrize[] = [
  ...Array.from({ length: 9 }, (_, i): TreasurePrize => ({ kind: 'BALANCE', cents: 10 * (i + 1) })),
  { kind: 'BONUS', cents: 1_00 },
];
export const TEST_MEGA: TreasurePrize = { kind: 'BALANCE', cents: 100_00 };

/** Requests of the treasures API tests. */
export function treasureClient(platform: TestPlatform) {
  const inject = (method: 'GET' | 'POST', url: string, auth?: string, payload?: object, key?: string) => {
    const headers: Record<string, string> = {};
    if (auth) headers.authorization = auth;
    if (key) headers['idempotency-key'] = key;
    return platform.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  };
  return {
    inject,
    overview: (auth?: string) => inject('GET', '/api/treasures', auth),
    activate: (auth: string, cardId: string) => inject('POST', `/api/treasures/cards/${cardId}/activate`, auth),
    upgrade: (auth: string, cardIds: string[], key: string = randomUUID()) =>
      inject('POST', '/api/treasures/upgrade', auth, { cardIds }, key),
    mega: (auth: string, collectionId: number) =>
      inject('POST', `/api/treasures/collections/${collectionId}/mega`, auth),
    createOrder: (auth: string, body: object, key: string = randomUUID()) =>
      inject('POST', '/api/treasures/orders', auth, body, key),
    order: (id: string) => inject('GET', `/api/treasures/orders/${id}`),
    orders: (query: string, auth?: string) => inject('GET', `/api/treasures/orders${query}`, auth),
    accept: (auth: string, id: string) => inject('POST', `/api/treasures/orders/${id}/accept`, auth),
    remove: (auth: string, id: string) => inject('POST', `/api/treasures/orders/${id}/remove`, auth),
  };
}

export function refusal(response: Inject): string {
  if (response.statusCode < 400 || response.statusCode >= 500)
    throw new Error(`expected a refusal, got ${response.statusCode}: ${response.body}`);
  return (response.json() as { error: { key: string } }).error.key;
}

export const em = (platform: TestPlatform) => platform.services.orm.em.fork() as SqlEntityManager;

/** The job by hand: no timer, no drop delay (bets are drawn as soon as they are settled). */
export function handDrivenTreasures(platform: TestPlatform, dropDivisor = 1_000_000): void {
  useTreasureSettings(platform.services, { jobIntervalMs: 0, dropDelayMs: 0, dropDivisor });
}

/** The collection of the quarter holding the real "now" (bets are stamped by the database clock). */
export function currentCollection(
  platform: TestPlatform,
  input: { dropDivisor?: number; serverSeed?: string } = {},
): Promise<number> {
  return platform.services.ledger.transaction((tx) =>
    createTreasureCollection(tx, {
      ...treasureSeasonOf(Date.now()),
      dropDivisor: input.dropDivisor ?? 1_000_000,
      serverSeed: input.serverSeed,
      prizes: TEST_PRIZES,
      megaPrize: TEST_MEGA,
    }),
  );
}

/** Gives `player` one card of each slot listed, answering their ids in that order. */
export async function giveCards(
  platform: TestPlatform,
  player: Player,
  collectionId: number,
  slots: number[],
): Promise<string[]> {
  const keys = slots.map(() => `test:${randomUUID()}`);
  await platform.services.ledger.transaction(async (tx) => {
    for (const [i, slot] of slots.entries())
      await grantTreasureCard(tx, { userId: player.id, collectionId, slot, grantKey: keys[i]! });
  });
  const rows = await em(platform).execute<{ id: string; grant_key: string }[]>(
    `select id, grant_key from treasure_cards where grant_key in (?)`,
    [keys],
    'all',
  );
  return keys.map((key) => rows.find((r) => r.grant_key === key)!.id);
}

export async function treasureIdOf(platform: TestPlatform, collectionId: number, slot: number): Promise<number> {
  const [row] = await em(platform).execute<{ id: number }[]>(
    `select id from treasures where collection_id = ? and slot = ?`,
    [collectionId, slot],
    'all',
  );
  return Number(row!.id);
}

export const makePremium = (platform: TestPlatform, player: Player) => setPremium(em(platform), player.id, true);

export async function settledBet(
  platform: TestPlatform,
  player: Player,
  source: 'REAL' | 'BONUS',
  cents: number,
  end: 'settle' | 'refund' | 'open',
): Promise<string> {
  const betId = randomUUID();
  await platform.services.ledger.placeBet({
    betId,
    userId: player.id,
    game: 'mines',
    roundId: betId,
    source,
    amountCents: cents,
  });
  if (end === 'settle') await platform.services.ledger.settleBet(betId, 0);
  if (end === 'refund') await platform.services.ledger.refundBet(betId);
  return betId;
}

/** Sets the player's active seed pair to a published test vector, so a test knows every draw before it is made. */
export async function rigSeedPair(
  platform: TestPlatform,
  player: Player,
  seeds: { serverSeed: string; clientSeed: string; nonce: number },
): Promise<void> {
  await platform.app.inject({ method: 'GET', url: '/api/fair/seeds', headers: { authorization: player.auth } });
  await em(platform).execute(
    `update fair_seed_pairs set server_seed = ?, server_seed_hash = ?, client_seed = ?, next_nonce = ? where user_id = ? and status = 'ACTIVE'`,
    [seeds.serverSeed, commitServerSeed(seeds.serverSeed), seeds.clientSeed, seeds.nonce, player.id],
    'run',
  );
}

/** A catalog skin, for skin prizes. */
export const someSkin = () => getCatalog().items[0]!;
