import { randomUUID } from 'node:crypto';
import { JACKPOT_RULES } from '@arena/schemas';
import { type LoadPlayer, fundedPlayer } from '../players';
import type { LoadOptions } from './args';

/**
 * A run's part of its players' names, unique per call: runs started in the same millisecond (the CI smoke starts every
 * scenario at once) once shared players, so one run's bettors met the other's bets in the same crash round
 * (CRASH.ALREADY_IN_GAME) and their deposits were answered as duplicates (the key is the name).
 */
export function runTag(): string {
  return `${Date.now().toString(36)}-${randomUUID().slice(0, 8)}`;
}

/** Signs players in (and funds them) a few at a time: sign-in and deposits are rate limited per address. */
export async function signIn(options: LoadOptions, count: number, prefix: string): Promise<LoadPlayer[]> {
  const run = runTag();
  const players: LoadPlayer[] = [];
  for (let i = 0; i < count; i += 10) {
    const wave = Array.from({ length: Math.min(10, count - i) }, (_, j) =>
      fundedPlayer(options.url, `${prefix} ${run} ${i + j}`, options.depositCents),
    );
    players.push(...(await Promise.all(wave)));
  }
  return players;
}

async function json<T>(res: Response, what: string): Promise<T> {
  if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The cheapest catalogue skin a jackpot accepts on its own (worth at least the minimum entry). */
export async function cheapestJackpotSkin(base: URL, token: string): Promise<{ id: number; priceCents: number }> {
  const query = `/api/shop?sort=price_asc&pageSize=20&minPriceCents=${JACKPOT_RULES.minEntryCents}`;
  const page = await json<{ items: { id: number; priceCents: number }[] }>(
    await fetch(new URL(query, base), { headers: { authorization: `Bearer ${token}` } }),
    'shop page',
  );
  const skin = page.items.find((item) => item.priceCents >= JACKPOT_RULES.minEntryCents);
  if (!skin) throw new Error('the shop has no skin worth a jackpot entry');
  return skin;
}

/** Buys `count` copies of one catalogue skin with the real balance; answers the new inventory item ids. */
export async function buySkins(base: URL, token: string, catalogItemId: number, count: number): Promise<string[]> {
  const answer = await json<{ items: { id: string }[] }>(
    await fetch(new URL('/api/shop/buy', base), {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify({ catalogItemIds: Array.from({ length: count }, () => catalogItemId) }),
    }),
    'shop buy',
  );
  return answer.items.map((item) => item.id);
}
