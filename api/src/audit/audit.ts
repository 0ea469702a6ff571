import type { SqlEntityManager } from '@mikro-orm/sql';
import type { AdminAuditAction, AdminAuditAnswer, AdminAuditQuery } from '@arena/schemas';
import { queryOne, queryRows } from '../db/sql';

export interface AuditEntry {
  adminId: string;
  action: AdminAuditAction;
  targetType: 'USER' | 'WITHDRAWAL' | 'MAINTENANCE' | 'SUPPORT_CONVERSATION' | 'PROMOCODE' | 'ROOM';
  targetId: string;
  reason?: string | null;
  details?: Record<string, unknown>;
}

/**
 * Appends one row to the audit log. Callers pass the transaction that made the change, so an action and its
 * record commit together (an action never happens unrecorded, a record never describes a rolled-back action).
 */
export async function writeAudit(tx: SqlEntityManager, entry: AuditEntry): Promise<void> {
  await tx.execute(
    `insert into admin_audit (admin_id, action, target_type, target_id, reason, details) values (?, ?, ?, ?, ?, ?)`,
    [
      entry.adminId,
      entry.action,
      entry.targetType,
      entry.targetId,
      entry.reason ?? null,
      JSON.stringify(entry.details ?? {}),
    ],
    'run',
  );
}

interface AuditRow {
  id: string | number;
  admin_id: string;
  admin_name: string;
  action: string;
  target_type: string;
  target_id: string;
  reason: string | null;
  details: Record<string, unknown> | string | null;
  created_at: Date | string;
}

/** Newest first, paged; optionally only the rows about one target (a user's history in the console). */
export async function listAudit(em: SqlEntityManager, query: AdminAuditQuery): Promise<AdminAuditAnswer> {
  const where = query.targetId ? `where a.target_id = ?` : '';
  const params: unknown[] = query.targetId ? [query.targetId] : [];
  const rows = await queryRows<AuditRow>(
    em,
    `select a.*, u.name as admin_name from admin_audit a join users u on u.id = a.admin_id ${where}
     order by a.created_at desc, a.id desc limit ? offset ?`,
    [...params, query.pageSize, (query.page - 1) * query.pageSize],
  );
  const total = await queryOne<{ n: number | string }>(em, `select count(*) as n from admin_audit a ${where}`, params);
  return {
    items: rows.map((row) => ({
      id: String(row.id),
      adminId: row.admin_id,
      adminName: row.admin_name,
      action: row.action,
      targetType: row.target_type,
      targetId: row.target_id,
      reason: row.reason,
      details:
        typeof row.details === 'string' ? (JSON.parse(row.details) as Record<string, unknown>) : (row.details ?? {}),
      createdAt: new Date(row.created_at).getTime(),
    })),
    total: Number(total?.n ?? 0),
  };
}
