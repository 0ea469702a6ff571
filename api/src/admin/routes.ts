import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminAdjustAnswer,
  AdminAdjustBody,
  AdminAuditAnswer,
  AdminAuditQuery,
  AdminLiveAnswer,
  AdminUserListAnswer,
  AdminUserProfileAnswer,
  AdminUserSearchQuery,
  AdminUserParams,
  AdminWithdrawalDecisionBody,
  AdminWithdrawalListAnswer,
  AdminWithdrawalParams,
  AppError,
  IdempotencyHeaders,
  MaintenanceWindowAnswer,
  TransferOrderAnswer,
} from '@arena/schemas';
import { commerceOf } from '../commerce/commerce';
import { idempotencyKey } from '../commerce/idempotent';
import { requireAdmin } from '../http/auth-guard';
import { type AppServices, requestEm } from '../http/services';
import { adjustBalance } from './adjust';
import { listAudit } from '../audit/audit';
import { listMaintenanceWindows } from './maintenance';
import { type RoomReader, defaultRoomReader, liveFigures } from './live';
import { pendingWithdrawals, decideWithdrawal } from './withdrawals';
import { searchUsers, userProfile } from './users';
import { registerModerationRoutes } from './moderation-routes';
import { registerFourEyesRoutes } from './four-eyes-routes';

const admin = { tags: ['admin'], security: [{ bearer: [] }] };

export interface AdminRouteOptions {
  /** Rooms and clients online; tests pass a fixed answer instead of reading a game server. */
  readRooms?: RoomReader;
}

/**
 * The operator console's API. Every route asks `requireAdmin` first, so a player (or no token) gets
 * GLOBAL.FORBIDDEN before anything is read; every change writes an audit row in the transaction that made it.
 */
export function adminConsoleRoutes(options: AdminRouteOptions = {}) {
  return (services: AppServices): FastifyPluginAsyncZod => {
    const readRooms = options.readRooms ?? defaultRoomReader(services.config.gamePort);
    return async (app) => {
      app.get(
        '/admin/users',
        { schema: { ...admin, querystring: AdminUserSearchQuery, response: { 200: AdminUserListAnswer } } },
        async (request) => {
          await requireAdmin(services, request);
          return searchUsers(requestEm(services), request.query);
        },
      );

      app.get(
        '/admin/users/:userId',
        { schema: { ...admin, params: AdminUserParams, response: { 200: AdminUserProfileAnswer } } },
        async (request) => {
          await requireAdmin(services, request);
          const profile = await userProfile(requestEm(services), request.params.userId);
          if (!profile) throw new AppError('GLOBAL.NOT_FOUND', [], 404);
          return profile;
        },
      );

      app.post(
        '/admin/users/:userId/adjust',
        {
          schema: {
            ...admin,
            params: AdminUserParams,
            headers: IdempotencyHeaders,
            body: AdminAdjustBody,
            response: { 200: AdminAdjustAnswer },
          },
        },
        async (request) => {
          const adminId = await requireAdmin(services, request);
          return adjustBalance(
            services.ledger,
            { ...request.body, adminId, userId: request.params.userId, key: idempotencyKey(request) },
            services.config.moneyReview.adjustments,
          );
        },
      );

      app.get(
        '/admin/withdrawals',
        { schema: { ...admin, response: { 200: AdminWithdrawalListAnswer } } },
        async (request) => {
          await requireAdmin(services, request);
          return pendingWithdrawals(requestEm(services));
        },
      );

      for (const [verb, outcome] of [
        ['approve', 'Success'],
        ['reject', 'Rejected'],
      ] as const) {
        app.post(
          `/admin/withdrawals/:orderId/${verb}`,
          {
            schema: {
              ...admin,
              params: AdminWithdrawalParams,
              body: AdminWithdrawalDecisionBody.optional(),
              response: { 200: TransferOrderAnswer },
            },
          },
          async (request) => {
            const adminId = await requireAdmin(services, request);
            return decideWithdrawal(commerceOf(services), requestEm(services), {
              adminId,
              orderId: request.params.orderId,
              outcome,
              reason: request.body?.reason,
            });
          },
        );
      }

      app.get('/admin/live', { schema: { ...admin, response: { 200: AdminLiveAnswer } } }, async (request) => {
        await requireAdmin(services, request);
        return liveFigures(requestEm(services), readRooms, () => services.ledger.checkInvariants());
      });

      app.get(
        '/admin/maintenance',
        { schema: { ...admin, response: { 200: z.object({ items: z.array(MaintenanceWindowAnswer) }) } } },
        async (request) => {
          await requireAdmin(services, request);
          return listMaintenanceWindows(requestEm(services));
        },
      );

      app.get(
        '/admin/audit',
        { schema: { ...admin, querystring: AdminAuditQuery, response: { 200: AdminAuditAnswer } } },
        async (request) => {
          await requireAdmin(services, request);
          return listAudit(requestEm(services), request.query);
        },
      );

      registerModerationRoutes(app, services);
      registerFourEyesRoutes(app, services);
    };
  };
}

/** The console's routes as the platform registers them. */
export const adminRoutes = adminConsoleRoutes();
