import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AppError,
  DEPOSIT_METHODS,
  DepositBody,
  DepositMethodsAnswer,
  IdempotencyHeaders,
  PaymentAnswer,
  PaymentListAnswer,
  SandboxWebhookBody,
  WebhookAnswer,
} from '@arena/schemas';
import { requireUser } from '../../http/auth-guard';
import { type AppServices, requestEm } from '../../http/services';
import { commerceOf } from '../commerce';
import { idempotencyKey } from '../idempotent';
import { burnDeliveryId } from '../payments/webhook-deliveries';
import { verifyWebhook } from '../payments/webhook-signature';

const secured = { security: [{ bearer: [] }] };

function parseEvent(rawBody: string): SandboxWebhookBody {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new AppError('GLOBAL.BAD_REQUEST', ['body']);
  }
  const parsed = SandboxWebhookBody.safeParse(json);
  if (!parsed.success) throw new AppError('GLOBAL.BAD_REQUEST', ['body']);
  return parsed.data;
}

/** Deposit methods, deposits, the user's payments, and the provider's signed webhook. */
export function paymentRoutes(services: AppServices): FastifyPluginAsyncZod {
  const { config } = services;
  const commerce = commerceOf(services);
  return async (app) => {
    app.get(
      '/payments/methods',
      { schema: { tags: ['payments'], response: { 200: DepositMethodsAnswer } } },
      async () =>
        DEPOSIT_METHODS.map((method) => ({ id: method.id, minCents: method.minCents, requires: [...method.requires] })),
    );

    app.post(
      '/payments/deposit',
      {
        schema: {
          tags: ['payments'],
          ...secured,
          headers: IdempotencyHeaders,
          body: DepositBody,
          response: { 200: PaymentAnswer },
        },
      },
      async (request) => {
        const userId = await requireUser(services, request);
        return commerce.payments.create(userId, idempotencyKey(request), request.body);
      },
    );

    app.get(
      '/payments',
      { schema: { tags: ['payments'], ...secured, response: { 200: PaymentListAnswer } } },
      async (request) => {
        const userId = await requireUser(services, request);
        return { items: await commerce.payments.list(requestEm(services), userId) };
      },
    );

    app.get(
      '/payments/:id',
      {
        schema: {
          tags: ['payments'],
          ...secured,
          params: z.object({ id: z.string().max(64) }),
          response: { 200: PaymentAnswer },
        },
      },
      async (request) => {
        const userId = await requireUser(services, request);
        return commerce.payments.get(requestEm(services), userId, request.params.id);
      },
    );

    // The signature covers the exact bytes sent, so this route alone keeps the body as raw text.
    await app.register(async (hook) => {
      hook.removeContentTypeParser('application/json');
      hook.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
      hook.post(
        '/payments/webhook',
        {
          schema: {
            tags: ['payments'],
            summary:
              'Sandbox provider webhook (HMAC-SHA256 of timestamp, delivery id and raw body; 5 min window; each delivery once)',
            response: { 200: WebhookAnswer },
          },
        },
        async (request) => {
          const rawBody = typeof request.body === 'string' ? request.body : '';
          // Signature (constant time) over timestamp, delivery id and body; then the age; then the id is burnt once.
          const delivery = verifyWebhook(config.paymentWebhookSecret, rawBody, request.headers);
          await burnDeliveryId(requestEm(services), delivery.deliveryId);
          const result = await commerce.payments.applyEvent(parseEvent(rawBody));
          return { received: true as const, ...result };
        },
      );
    });
  };
}
