import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AppError,
  CRASH_ALGORITHM,
  CrashFairAnswer,
  CrashFairRoundsAnswer,
  CrashFairRoundsQuery,
  CrashVariantParams,
  HUNDREDTHS_PER_X,
} from '@arena/schemas';
import { publicChains } from '../../hash-chains/public-chains';
import { type AppServices, requestEm } from '../../http/services';
import { listFinishedCrashRounds } from './rounds';

/**
 * Crash's REST reads (the rounds themselves live in the game-server rooms): its public provably-fair data
 * (docs/architecture.md §4), each variant's chains (salt, terminating hash; seeds of finished chains), the next chain's
 * terminating hash once committed, the algorithm, and its finished rounds with their revealed hashes so anyone can
 * recompute every crash. Its line in GAME_API_ROUTES (games/registry.ts) mounts them, as roll's are.
 */
export function crashRoutes(services: AppServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/fair/crash/:variant',
      { schema: { tags: ['fair'], params: CrashVariantParams, response: { 200: CrashFairAnswer } } },
      async (request) => {
        const published = await publicChains(requestEm(services), request.params.variant);
        // The game server stores the chain at its first boot.
        if (!published) throw new AppError('GLOBAL.NOT_FOUND');
        const { current, nextTerminatingHash, chains } = published;
        return {
          variant: request.params.variant,
          salt: current.salt,
          terminatingHash: current.terminatingHash,
          algorithm: CRASH_ALGORITHM,
          chainLength: current.length,
          nextTerminatingHash,
          chains,
        };
      },
    );

    app.get(
      '/fair/crash/:variant/rounds',
      {
        schema: {
          tags: ['fair'],
          params: CrashVariantParams,
          querystring: CrashFairRoundsQuery,
          response: { 200: CrashFairRoundsAnswer },
        },
      },
      async (request) => {
        const rounds = await listFinishedCrashRounds(services.orm, request.params.variant, request.query.limit);
        return rounds.map((round) => ({
          id: Number(round.id),
          chainIndex: round.chainIndex,
          chain: round.chain,
          hash: round.hash,
          crashPoint: round.crashPointHundredths / HUNDREDTHS_PER_X,
          status: round.status,
        }));
      },
    );
  };
}
