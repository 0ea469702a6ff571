import type { ErrorKey } from '@arena/schemas';
import { getCatalog } from '../commerce/catalog/catalog';
import type { TestPlatform } from './test-platform';

/*
 * What a money route of the exactly-once suite (adversarial/money-routes.ts) is, and the setup helpers the routes
 * share. A game lists its own money routes beside its code, in `games/<game>/money-routes-testing.ts`.
 */

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
  /** Counts the route's own rows of a player (one `?`: the user id), compared like the other footprint counts. */
  rowsSql?: string;
  /**
   * The route takes no Idempotency-Key: of identical concurrent calls one succeeds, the others answer the same or
   * are refused with one of these keys.
   */
  keyless?: ErrorKey[];
  /** The race of different keys is 50 players each calling the one prepared call once; readies each other player. */
  rival?(t: TestPlatform, player: Player): Promise<void>;
}

/** A catalogue skin of $1-$5, the stake of the skin routes. */
export const cheapItem = () => getCatalog().items.find((item) => item.priceCents >= 100 && item.priceCents <= 500)!;

export const cheapPrice = () => cheapItem().priceCents;

export async function postWithKey(t: TestPlatform, player: Player, url: string, body: unknown, key: string) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: player.auth, 'idempotency-key': key },
    payload: body as object,
  });
}

/** Buys one cheap skin for the player and answers its inventory id. */
export async function ownedSkin(t: TestPlatform, player: Player): Promise<string> {
  const res = await postWithKey(
    t,
    player,
    '/api/shop/buy',
    { catalogItemIds: [cheapItem().id] },
    `setup-${player.id}-${Math.random()}`,
  );
  if (res.statusCode !== 200) throw new Error(`setup buy failed: ${res.body}`);
  return (res.json() as { items: { id: string }[] }).items[0]!.id;
}
