import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BigserialId,
  AppError,
  MaintenanceAnswer,
  MaintenanceWindowAnswer,
  MaintenanceWindowBody,
  type MaintenanceType,
  SiteAnswer,
} from '@arena/schemas';
import { queryOne, queryRows } from '../db/sql';
import { writeAudit } from '../audit/audit';
import { requireAdmin } from '../http/auth-guard';
import { type AppServices, requestEm } from '../http/services';

interface WindowRow {
  id: string;
  type: MaintenanceType;
  started_at: Date | string;
  finished_at: Date | string;
}

const ms = (value: Date | string) => new Date(value).getTime();
const toAnswer = (row: WindowRow): MaintenanceWindowAnswer => ({
  id: String(row.id),
  type: row.type,
  startedAt: ms(row.started_at),
  finishedAt: ms(row.finished_at),
});

/**
 * Maintenance windows and the public site settings the browser reads at boot. Admins open and end windows;
 * everyone reads them (the client shows the PAGE or the BANNER).
 */
export function maintenanceRoutes(services: AppServices): FastifyPluginAsyncZod {
  const { config } = services;
  return async (app) => {
    app.get('/site', { schema: { tags: ['system'], response: { 200: SiteAnswer } } }, async () => ({
      rubPerUsd: config.rubPerUsd,
      devSignIn: config.devSignIn,
      gameServerUrl: config.gameServerUrl,
      cdnBaseUrl: config.cdnBaseUrl,
      communityLinks: config.communityLinks,
      externalShop: config.externalShopUrl !== undefined,
    }));

    app.get('/maintenance', { schema: { tags: ['system'], response: { 200: MaintenanceAnswer } } }, async () => {
      const em = requestEm(services);
      const page = await queryOne<WindowRow>(
        em,
        `select * from maintenance_windows where type = 'PAGE' and started_at <= now() and finished_at > now()
         order by finished_at desc limit 1`,
      );
      // A banner announces a window, so it shows from its creation until the window ends.
      const banner = await queryOne<WindowRow>(
        em,
        `select * from maintenance_windows where type = 'BANNER' and finished_at > now() order by started_at asc limit 1`,
      );
      return {
        page: page ? { finishedAt: ms(page.finished_at) } : null,
        banner: banner
          ? { id: String(banner.id), startedAt: ms(banner.started_at), finishedAt: ms(banner.finished_at) }
          : null,
      };
    });

    app.post(
      '/admin/maintenance',
      {
        schema: {
          tags: ['admin'],
          security: [{ bearer: [] }],
          body: MaintenanceWindowBody,
          response: { 200: MaintenanceWindowAnswer },
        },
      },
      async (request) => {
        const adminId = await requireAdmin(services, request);
        const startedAt = request.body.startedAt ?? Date.now();
        if (request.body.finishedAt <= startedAt) throw new AppError('GLOBAL.BAD_REQUEST', ['body.finishedAt']);
        const row = await services.ledger.transaction(async (tx) => {
          const opened = await queryOne<WindowRow>(
            tx,
            `insert into maintenance_windows (type, started_at, finished_at, created_by)
             values (?, to_timestamp(? / 1000.0), to_timestamp(? / 1000.0), ?) returning *`,
            [request.body.type, startedAt, request.body.finishedAt, adminId],
          );
          if (!opened) throw new AppError('GLOBAL.INTERNAL_ERROR');
          await writeAudit(tx, {
            adminId,
            action: 'MAINTENANCE_OPEN',
            targetType: 'MAINTENANCE',
            targetId: String(opened.id),
            details: { ...request.body, startedAt },
          });
          return opened;
        });
        return toAnswer(row);
      },
    );

    app.post(
      '/admin/maintenance/:id/end',
      {
        schema: {
          tags: ['admin'],
          security: [{ bearer: [] }],
          params: z.object({ id: BigserialId }),
          response: { 200: MaintenanceWindowAnswer },
        },
      },
      async (request) => {
        const adminId = await requireAdmin(services, request);
        const row = await services.ledger.transaction(async (tx) => {
          const [ended] = await queryRows<WindowRow>(
            tx,
            `update maintenance_windows set finished_at = greatest(started_at + interval '1 millisecond', now())
             where id = ? and finished_at > now() returning *`,
            [request.params.id],
          );
          if (!ended) throw new AppError('GLOBAL.NOT_FOUND', [], 404);
          await writeAudit(tx, {
            adminId,
            action: 'MAINTENANCE_END',
            targetType: 'MAINTENANCE',
            targetId: String(ended.id),
          });
          return ended;
        });
        return toAnswer(row);
      },
    );
  };
}
