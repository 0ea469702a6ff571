import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminAdjustmentDecisionAnswer,
  AdminAdjustmentDecisionBody,
  AdminAdjustmentListAnswer,
  AdminAdjustmentParams,
} from '@arena/schemas';
import { requireAdmin } from '../http/auth-guard';
import { type AppServices, requestEm } from '../http/services';
import { approveAdjustment, pendingAdjustments, rejectAdjustment } from './four-eyes';

type App = Parameters<FastifyPluginAsyncZod>[0];
const admin = { tags: ['admin'], security: [{ bearer: [] }] };

/**
 * The console's four-eyes queue: adjustments above the approval threshold waiting for a second admin, and their
 * approval (posts the transfer once) or rejection (posts nothing). Admins only (GLOBAL.FORBIDDEN first).
 */
export function registerFourEyesRoutes(app: App, services: AppServices): void {
  app.get(
    '/admin/adjustments',
    { schema: { ...admin, response: { 200: AdminAdjustmentListAnswer } } },
    async (request) => {
      await requireAdmin(services, request);
      return pendingAdjustments(requestEm(services));
    },
  );

  for (const [verb, decide] of [
    ['approve', approveAdjustment],
    ['reject', rejectAdjustment],
  ] as const) {
    app.post(
      `/admin/adjustments/:requestId/${verb}`,
      {
        schema: {
          ...admin,
          params: AdminAdjustmentParams,
          body: AdminAdjustmentDecisionBody.optional(),
          response: { 200: AdminAdjustmentDecisionAnswer },
        },
      },
      async (request) => {
        const adminId = await requireAdmin(services, request);
        return decide(services.ledger, { adminId, requestId: request.params.requestId, reason: request.body?.reason });
      },
    );
  }
}
