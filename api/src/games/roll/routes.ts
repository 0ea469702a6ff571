import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AppError,
  PageQuery,
  ROLL_ALGORITHM,
  RollFairAnswer,
  RollFairRoundsAnswer,
  RollFairRoundsQuery,
  RollHistoryAnswer,
  rollColourOfCell,
} from '@arena/schemas';
import { requireUser } from '../../http/auth-guard';
import { type AppServices, requestEm } from '../../http/services';
import { publicChains } from '../../hash-chains/public-chains';
import { listFinishedRollRounds, rollHistory } from './queries';
import { ROLL_GAME } from './rounds';

const UserParams = z.object({ id: z.string().max(64) });

/**
 * Roll reads (the round itself lives in the game-server room): the chain's public data and finished rounds
 * (docs/architecture.md §4, like crash's), and a player's roll history.
 */
export function rollRoutes(services: AppServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/fair/roll', { schema: { tags: ['fair'], response: { 200: RollFairAnswer } } }, async () => {
      const published = await publicChains(requestEm(services), ROLL_GAME);
      // The game server stores the chain at its first boot.
      if (!published) throw new AppError('GLOBAL.NOT_FOUND', [], 404);
      const { current, nextTerminatingHash, chains } = published;
      return {
        salt: current.salt,
        terminatingHash: current.terminatingHash,
        algorithm: ROLL_ALGORITHM,
        chainLength: current.length,
        nextTerminatingHash,
        chains,
      };
    });
    app.get(
      '/fair/roll/rounds',
      { schema: { tags: ['fair'], querystring: RollFairRoundsQuery, response: { 200: RollFairRoundsAnswer } } },
      async (request) => {
        const rounds = await listFinishedRollRounds(requestEm(services), request.query.limit);
        return rounds.map((r) => ({
          id: Number(r.id),
          chainIndex: r.chainIndex,
          chain: r.chain,
          hash: r.hash,
          cell: r.cell,
          colour: rollColourOfCell(r.cell),
          status: r.status,
        }));
      },
    );
    const tags = ['roll'];
    app.get(
      '/users/current/roll/history',
      { schema: { tags, security: [{ bearer: [] }], querystring: PageQuery, response: { 200: RollHistoryAnswer } } },
      async (request) => rollHistory(requestEm(services), await requireUser(services, request), request.query),
    );
    app.get(
      '/users/:id/roll/history',
      { schema: { tags, params: UserParams, querystring: PageQuery, response: { 200: RollHistoryAnswer } } },
      async (request) => rollHistory(requestEm(services), request.params.id, request.query),
    );
  };
}
