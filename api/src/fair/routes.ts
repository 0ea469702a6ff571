import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FairBetAnswer, FairBetParams, FairClientSeedBody, FairRotateBody, FairSeedsAnswer } from '@arena/schemas';
import { requireUser } from '../http/auth-guard';
import { type AppServices, requestEm } from '../http/services';
import { fairBet, fairSeeds, rotateSeedPair } from './seed-pairs';

/** The fairness center: the signed-in user's seed pairs, and how any seeded bet can be recomputed. */
export function fairCenterRoutes(services: AppServices): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['fair'];
    const secured = { security: [{ bearer: [] }] };
    app.get('/fair/seeds', { schema: { tags, ...secured, response: { 200: FairSeedsAnswer } } }, async (request) => {
      const userId = await requireUser(services, request);
      return services.ledger.transaction((tx) => fairSeeds(tx, userId));
    });
    // Changing the client seed starts a new pair, as on other provably-fair sites: a pair keeps one client seed, so
    // every revealed pair can be checked bet by bet.
    app.put(
      '/fair/seeds/client',
      { schema: { tags, ...secured, body: FairClientSeedBody, response: { 200: FairSeedsAnswer } } },
      async (request) => {
        const userId = await requireUser(services, request);
        return services.ledger.transaction((tx) => rotateSeedPair(tx, userId, request.body.clientSeed));
      },
    );
    app.post(
      '/fair/seeds/rotate',
      { schema: { tags, ...secured, body: FairRotateBody, response: { 200: FairSeedsAnswer } } },
      async (request) => {
        const userId = await requireUser(services, request);
        return services.ledger.transaction((tx) => rotateSeedPair(tx, userId, request.body?.clientSeed));
      },
    );
    // Public like every bet in a profile history; the server seed stays null until its owner rotates the pair.
    app.get(
      '/fair/bets/:betId',
      { schema: { tags, params: FairBetParams, response: { 200: FairBetAnswer } } },
      async (request) => fairBet(requestEm(services), request.params.betId),
    );
  };
}
