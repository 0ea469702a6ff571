import { FAIR_TEST_SEED_ENV, pinnedSeed, randomHashHex } from '@arena/schemas';

/**
 * The key of pinned seeds (schemas' fair/test-seeds.ts), when a test sets one. Refused outside NODE_ENV `test`, in
 * every environment and not only production: with it every outcome can be computed before it is played.
 */
export function fairTestSeedKey(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const key = (env[FAIR_TEST_SEED_ENV] ?? '').trim();
  if (key === '') return undefined;
  if ((env.NODE_ENV ?? '').trim() !== 'test')
    throw new Error(`${FAIR_TEST_SEED_ENV} is for tests only (NODE_ENV=test): it makes every outcome predictable`);
  return key;
}

/** A fresh random seed, or the pinned one of `label` when a test pinned the seeds. */
export function drawSeed(label: string, env: NodeJS.ProcessEnv = process.env): string {
  const key = fairTestSeedKey(env);
  return key === undefined ? randomHashHex() : pinnedSeed(key, label);
}
