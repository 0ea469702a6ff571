import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { expect } from 'vitest';
import { type SeedTriple, upgradeOutcome } from '@arena/schemas';
import { getCatalog } from '../../commerce/catalog/catalog';
import { grantItems } from '../../commerce/inventory/bonus-items';
import { queryRows } from '../../db/sql';
import { aimNextSeeds } from '../../testing/aim-seeds';
import type { TestPlatform } from '../../testing/test-platform';
import { BET_FACTS } from '../../db/ledger-facts';

export interface Player {
  auth: string;
  id: string;
}

/** What the upgrade tests do on a test platform: players with money and skins, plays, their refusals and rows. */
export function upgradeKit(platformOf: () => TestPlatform) {
  const em = () => platformOf().services.orm.em.fork() as SqlEntityManager;

  const player = (name: string, depositCents = 50_00): Promise<Player> => platformOf().signInPlayer(name, depositCents);

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
      `select id, status, payout_cents::int as payout_cents, stake_cents::int as stake_cents from ${BET_FACTS} b where user_id = ? and game = 'upgrade'`,
      [userId],
    );

  /** Aims the player's next upgrade roll where the test needs it (aim-seeds.ts); answers that roll. */
  async function aimNextRoll(p: Player, wanted: (roll: number) => boolean): Promise<number> {
    const rollOf = (seeds: SeedTriple) => upgradeOutcome(seeds, { chanceMillionths: 0 }).roll;
    return rollOf(await aimNextSeeds(platformOf(), p, (seeds) => wanted(rollOf(seeds))));
  }

  return { em, player, skinPriced, give, play, refusal, itemStatuses, betsOf, aimNextRoll };
}
