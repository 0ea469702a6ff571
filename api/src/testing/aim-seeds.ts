import type { SqlEntityManager } from '@mikro-orm/sql';
import { expect } from 'vitest';
import type { SeedTriple } from '@arena/schemas';
import { queryOne } from '../db/sql';
import type { TestPlatform } from './test-platform';

/**
 * Chooses a client seed (through the public API: `aim-0`, `aim-1`, …) until the seeds of the player's next seeded
 * bet give what the test needs: the server seed is secret to players, but a test reads it from the database. A
 * deterministic search over seeds the test computes, not a replay of the game.
 */
export async function aimNextSeeds(
  platform: TestPlatform,
  player: { auth: string; id: string },
  wanted: (seeds: SeedTriple) => boolean,
): Promise<SeedTriple> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const put = await platform.app.inject({
      method: 'PUT',
      url: '/api/fair/seeds/client',
      headers: { authorization: player.auth },
      payload: { clientSeed: `aim-${attempt}` },
    });
    expect(put.statusCode).toBe(200);
    const pair = await queryOne<{ server_seed: string; client_seed: string; next_nonce: number }>(
      platform.services.orm.em.fork() as SqlEntityManager,
      `select server_seed, client_seed, next_nonce from fair_seed_pairs where user_id = ? and status = 'ACTIVE'`,
      [player.id],
    );
    const seeds = { serverSeed: pair!.server_seed, clientSeed: pair!.client_seed, nonce: Number(pair!.next_nonce) };
    if (wanted(seeds)) return seeds;
  }
  throw new Error('no client seed gave the wanted outcome');
}
