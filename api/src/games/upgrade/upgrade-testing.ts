import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { expect } from 'vitest';
import { upgradeOutcome } from '@arena/schemas';
import { getCatalog } from '../../commerce/catalog/catalog';
import { grantItems } from '../../commerce/inventory/bonus-items';
import { queryOne, queryRows } from '../../db/sql';
import type { TestPlatform } from '../../testing/test-platform';

export interface Player {
  auth: string;
  id: string;
}

/** What the upgrade tests do on a test platform: players with money and skins, plays, their refusals and rows. */
export function upgradeKit(platformOf: () => TestPlatform) {
  const em = () => platformOf().services.orm.em.fork() as SqlEntityManager;

  async function player(name: string, depositCents = 50_00): Promise<Player> {
    const auth = await platformOf().signIn(name);
    const me = await platformOf().app.inject({
      method: 'GET',
      url: '/api/users/current',
      headers: { authorization: auth },
    });
    const id = me.json().id as string;
    if (depositCents > 0)
      await platformOf().services.ledger.deposit({ userId: id, amountCents: depositCents, key: `seed-${id}` });
    return { auth, id };
  }

  /** A catalog skin priced in [min, max] cents (the catalog is sorted by price). */
  function skinPriced(min: number, max = min * 1.2) {
    const item = getCatalog().items.find((i) => i.priceCents >= min && i.priceCents <= max);
    if (!item) throw new Error(`no catalog skin between ${min} and ${max}`);
    return item;
  }

  async function give(
    userId: string,
    catalogItemIds: number[],
    kind: 'REAL' | 'BONUS' = 'REAL',
    alfa = false,
  ): Promise<string[]> {
    const { ledger } = platformOf().services;
    const granted = await ledger.transaction((tx) =>
      grantItems(ledger, tx, { userId, catalogItemIds, kind, alfa, key: randomUUID() }),
    );
    return granted.itemIds;
  }

  function play(p: Player, body: unknown, key: string | null = randomUUID()) {
    const headers: Record<string, string> = { authorization: p.auth };
    if (key !== null) headers['idempotency-key'] = key;
    return platformOf().app.inject({ method: 'POST', url: '/api/upgrade', headers, payload: body as object });
  }

  async function refusal(response: Awaited<ReturnType<typeof play>>): Promise<{ key: string; args: unknown[] }> {
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    return response.json().error;
  }

  const itemStatuses = async (ids: string[]) =>
    (await queryRows<{ status: string }>(em(), `select status from user_items where id in (?) order by id`, [ids])).map(
      (r) => r.status,
    );
  const betsOf = async (userId: string) =>
    queryRows<{ id: string; status: string; payout_cents: number | null; stake_cents: number }>(
      em(),
      `select id, status, payout_cents::int as payout_cents, stake_cents::int as stake_cents from bets where user_id = ? and game = 'upgrade'`,
      [userId],
    );

  /**
   * Chooses a client seed (through the public API) until the next roll lands where the test needs it: the server
   * seed is secret to players, but the test reads it from the database to pick a win or a loss on purpose.
   */
  async function aimNextRoll(p: Player, wanted: (roll: number) => boolean): Promise<number> {
    for (let attempt = 0; attempt < 200; attempt++) {
      const put = await platformOf().app.inject({
        method: 'PUT',
        url: '/api/fair/seeds/client',
        headers: { authorization: p.auth },
        payload: { clientSeed: `aim-${attempt}` },
      });
      expect(put.statusCode).toBe(200);
      const pair = await queryOne<{ server_seed: string; client_seed: string; next_nonce: number }>(
        em(),
        `select server_seed, client_seed, next_nonce from fair_seed_pairs where user_id = ? and status = 'ACTIVE'`,
        [p.id],
      );
      const { roll } = upgradeOutcome(
        { serverSeed: pair!.server_seed, clientSeed: pair!.client_seed, nonce: Number(pair!.next_nonce) },
        { chanceMillionths: 0 },
      );
      if (wanted(roll)) return roll;
    }
    throw new Error('no client seed gave the wanted roll');
  }

  return { em, player, skinPriced, give, play, refusal, itemStatuses, betsOf, aimNextRoll };
}
