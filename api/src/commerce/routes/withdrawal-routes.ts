import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdempotencyHeaders,
  ItemHistoryAnswer,
  PageQuery,
  TransactionListAnswer,
  TransferOrderListAnswer,
  WITHDRAW_METHODS,
  WithdrawAnswer,
  WithdrawBody,
  WithdrawMethodsAnswer,
} from '@arena/schemas';
import { requireUser } from '../../http/auth-guard';
import { type AppServices, requestEm } from '../../http/services';
import { commerceOf } from '../commerce';
import { listItemHistory, listTransactions } from '../history/history';
import { idempotencyKey } from '../idempotent';

const secured = { security: [{ bearer: [] }] };

/** Withdrawals (transfer orders) and the profile's transactions and item history. */
export function withdrawalRoutes(services: AppServices): FastifyPluginAsyncZod {
  const commerce = commerceOf(services);
  return async (app) => {
    app.get(
      '/withdrawals/methods',
      { schema: { tags: ['withdrawals'], response: { 200: WithdrawMethodsAnswer } } },
      async () =>
        WITHDRAW_METHODS.map((method) => ({
          id: method.id,
          minCents: method.minCents,
          requires: [...method.requires],
          pays: method.pays,
        })),
    );

    app.post(
      '/withdrawals',
      {
        schema: {
          tags: ['withdrawals'],
          ...secured,
          headers: IdempotencyHeaders,
          body: WithdrawBody,
          response: { 200: WithdrawAnswer },
        },
      },
      async (request) => {
        const userId = await requireUser(services, request);
        return commerce.withdrawals.create(userId, idempotencyKey(request), request.body);
      },
    );

    app.get(
      '/withdrawals',
      { schema: { tags: ['withdrawals'], ...secured, response: { 200: TransferOrderListAnswer } } },
      async (request) => {
        const userId = await requireUser(services, request);
        return { items: await commerce.withdrawals.list(requestEm(services), userId) };
      },
    );

    app.get(
      '/users/current/transactions',
      { schema: { tags: ['users'], ...secured, querystring: PageQuery, response: { 200: TransactionListAnswer } } },
      async (request) => {
        const userId = await requireUser(services, request);
        return listTransactions(requestEm(services), userId, request.query);
      },
    );

    app.get(
      '/users/current/items/history',
      { schema: { tags: ['users'], ...secured, querystring: PageQuery, response: { 200: ItemHistoryAnswer } } },
      async (request) => {
        const userId = await requireUser(services, request);
        return listItemHistory(requestEm(services), userId, request.query);
      },
    );
  };
}
