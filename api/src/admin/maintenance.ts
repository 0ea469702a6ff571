import type { SqlEntityManager } from '@mikro-orm/sql';
import type { MaintenanceWindowAnswer, MaintenanceType } from '@arena/schemas';
import { queryRows } from '../db/sql';

/**
 * Every window that has not ended yet plus the latest ended ones, for the console's Maintenance tab (the public
 * `GET /api/maintenance` answers only what a player sees now). Opening and ending stay in routes/maintenance.ts.
 */
export async function listMaintenanceWindows(em: SqlEntityManager): Promise<{ items: MaintenanceWindowAnswer[] }> {
  const rows = await queryRows<{
    id: string | number;
    type: MaintenanceType;
    started_at: Date | string;
    finished_at: Date | string;
  }>(
    em,
    `(select id, type, started_at, finished_at from maintenance_windows where finished_at > now())
     union all
     (select id, type, started_at, finished_at from maintenance_windows where finished_at <= now() order by finished_at desc limit 20)
     order by started_at desc, id desc`,
  );
  return {
    items: rows.map((row) => ({
      id: String(row.id),
      type: row.type,
      startedAt: new Date(row.started_at).getTime(),
      finishedAt: new Date(row.finished_at).getTime(),
    })),
  };
}
