import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdempotencyHeaders,
  PromocodeAdminItem,
  PromocodeAdminList,
  PromocodeBoostList,
  PromocodeCreateBody,
  PromocodeIdParams,
  PromocodeRedeemAnswer,
  PromocodeRedeemBody,
} from '@arena/schemas';
import { idempotencyKey } from '../commerce/idempotent';
import { writeAudit } from '../audit/audit';
import { requireAdmin, requireUser } from '../http/auth-guard';
import { type AppServices, requestEm } from '../http/services';
import { jobClock, runPeriodically } from '../jobs';
import { createPromocode, disablePromocode, listPromocodes } from './admin';
import { listBoosts, runPromocodeJob } from './boosts';
import { redeemPromocode } from './redeem';
import { promocodeJobIntervalMs } from './settings';

/**
 * Promocodes. Players: `POST /bonus/promocode` (the /bonus box: promocodes, and referral codes as a fallback),
 * `POST /bonus/promocode/deposit` (the deposit form: deposit-bonus codes only), `GET /bonus/promocode/boosts`. Admins:
 * create, list with activation counts, disable. The job applies deposit boosts once their deposit arrives.
 */
export function promocodeRoutes(services: AppServices): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['promocodes'];
    const security = [{ bearer: [] }];
    const intervalMs = promocodeJobIntervalMs(process.env, services.config.nodeEnv);
    runPeriodically(app, { name: 'promocodes', intervalMs, run: (now) => runPromocodeJob(services, now) });

    const redeemSchema = {
      tags,
      security,
      headers: IdempotencyHeaders,
      body: PromocodeRedeemBody,
      response: { 200: PromocodeRedeemAnswer },
    };
    app.post('/bonus/promocode', { schema: redeemSchema }, async (request) => {
      const userId = await requireUser(services, request);
      return redeemPromocode(services, userId, idempotencyKey(request), request.body.code, 'BOX', { ip: request.ip });
    });
    app.post('/bonus/promocode/deposit', { schema: redeemSchema }, async (request) => {
      const userId = await requireUser(services, request);
      return redeemPromocode(services, userId, idempotencyKey(request), request.body.code, 'DEPOSIT');
    });
    app.get(
      '/bonus/promocode/boosts',
      { schema: { tags, security, response: { 200: PromocodeBoostList } } },
      async (request) => listBoosts(requestEm(services), await requireUser(services, request)),
    );

    app.post(
      '/admin/promocodes',
      { schema: { tags, security, body: PromocodeCreateBody, response: { 200: PromocodeAdminItem } } },
      async (request) => {
        const adminId = await requireAdmin(services, request);
        // The code and its admin audit row commit together.
        return services.ledger.transaction(async (tx) => {
          const created = await createPromocode(tx, adminId, request.body, jobClock.now());
          const { code, type } = created;
          await writeAudit(tx, {
            adminId,
            action: 'PROMOCODE_CREATE',
            targetType: 'PROMOCODE',
            targetId: String(created.id),
            details: { code, type },
          });
          return created;
        });
      },
    );
    app.get(
      '/admin/promocodes',
      { schema: { tags, security, response: { 200: PromocodeAdminList } } },
      async (request) => {
        await requireAdmin(services, request);
        return { promocodes: await listPromocodes(requestEm(services)) };
      },
    );
    app.post(
      '/admin/promocodes/:id/disable',
      { schema: { tags, security, params: PromocodeIdParams, response: { 200: PromocodeAdminItem } } },
      async (request) => {
        const adminId = await requireAdmin(services, request);
        return services.ledger.transaction(async (tx) => {
          const disabled = await disablePromocode(tx, request.params.id);
          await writeAudit(tx, {
            adminId,
            action: 'PROMOCODE_DISABLE',
            targetType: 'PROMOCODE',
            targetId: String(disabled.id),
            details: { code: disabled.code },
          });
          return disabled;
        });
      },
    );
  };
}
