import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChristmasPlayBody,
  IdempotencyHeaders,
  MinigamePlayAnswer,
  MinigameStateAnswer,
  TrinityPlayBody,
} from '@arena/schemas';
import { idempotencyKey } from '../commerce/idempotent';
import { requireUser } from '../http/auth-guard';
import { type AppServices, requestEm } from '../http/services';
import { playMinigame } from './plays';
import { minigameState } from './state';

/** Minigames: the page's state (signed out too) and one free play of each game, each with an Idempotency-Key. */
export function minigameRoutes(services: AppServices): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['minigame'];
    const security = [{ bearer: [] }];
    app.get('/minigame', { schema: { tags, response: { 200: MinigameStateAnswer } } }, async (request) =>
      minigameState(requestEm(services), request.headers.authorization ? await requireUser(services, request) : null),
    );
    app.post(
      '/minigame/trinity/play',
      {
        schema: {
          tags,
          security,
          headers: IdempotencyHeaders,
          body: TrinityPlayBody,
          response: { 200: MinigamePlayAnswer },
        },
      },
      async (request) => {
        const userId = await requireUser(services, request);
        return playMinigame(services.ledger, userId, idempotencyKey(request), 'TRINITY', request.body.pick);
      },
    );
    app.post(
      '/minigame/christmas/play',
      {
        schema: {
          tags,
          security,
          headers: IdempotencyHeaders,
          body: ChristmasPlayBody,
          response: { 200: MinigamePlayAnswer },
        },
      },
      async (request) => {
        const userId = await requireUser(services, request);
        return playMinigame(services.ledger, userId, idempotencyKey(request), 'CHRISTMAS', request.body.pick);
      },
    );
  };
}
