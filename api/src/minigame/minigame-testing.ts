import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  type MinigameFairParams,
  type MinigameOutcome,
  type SeededGameVerifier,
  commitServerSeed,
  minigameFairParams,
} from '@arena/schemas';
import type { TestPlatform } from '../testing/test-platform';

/** Test helpers of the minigame API tests: requests and a seed pair set to a published test vector. */
export function minigameClient(platform: TestPlatform) {
  const inject = (method: 'GET' | 'POST', url: string, auth?: string, payload?: object, key?: string) => {
    const headers: Record<string, string> = {};
    if (auth) headers.authorization = auth;
    if (key) headers['idempotency-key'] = key;
    return platform.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  };
  return {
    inject,
    state: (auth?: string) => inject('GET', '/api/minigame', auth),
    play: (game: 'trinity' | 'christmas', auth: string, pick: number, key: string = randomUUID()) =>
      inject('POST', `/api/minigame/${game}/play`, auth, { pick }, key),
  };
}

/**
 * Sets the player's active seed pair to known seeds (the vectors of schemas/src/fair/minigame.test.ts), so a test
 * knows the cards before it plays.
 */
export async function rigSeedPair(
  platform: TestPlatform,
  auth: string,
  seeds: { serverSeed: string; clientSeed: string; nonce: number },
): Promise<void> {
  await platform.app.inject({ method: 'GET', url: '/api/fair/seeds', headers: { authorization: auth } });
  const me = (
    await platform.app.inject({ method: 'GET', url: '/api/users/current', headers: { authorization: auth } })
  ).json() as { id: string };
  const em = platform.services.orm.em.fork() as SqlEntityManager;
  await em.execute(
    `update fair_seed_pairs set server_seed = ?, server_seed_hash = ?, client_seed = ?, next_nonce = ? where user_id = ? and status = 'ACTIVE'`,
    [seeds.serverSeed, commitServerSeed(seeds.serverSeed), seeds.clientSeed, seeds.nonce, me.id],
    'run',
  );
}

/** The player's active seed triple as stored (the server seed is secret to the player, not to the test). */
export async function activeSeeds(platform: TestPlatform, player: { auth: string; id: string }) {
  await platform.app.inject({ method: 'GET', url: '/api/fair/seeds', headers: { authorization: player.auth } });
  const em = platform.services.orm.em.fork() as SqlEntityManager;
  const [row] = await em.execute<{ server_seed: string; client_seed: string; next_nonce: number }[]>(
    `select server_seed, client_seed, next_nonce from fair_seed_pairs where user_id = ? and status = 'ACTIVE'`,
    [player.id],
    'all',
  );
  return { serverSeed: row!.server_seed, clientSeed: row!.client_seed, nonce: Number(row!.next_nonce) };
}

export function expectedDeal(
  verifier: SeededGameVerifier<MinigameFairParams, MinigameOutcome>,
  seeds: { serverSeed: string; clientSeed: string; nonce: number },
  pick: number,
  weights: number[],
): MinigameOutcome {
  return verifier.outcome(seeds, minigameFairParams(pick, weights));
}
