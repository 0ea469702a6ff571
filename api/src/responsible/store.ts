import type { SqlEntityManager } from '@mikro-orm/sql';
import type { ResponsibleLimitKind, ResponsiblePeriod } from '@arena/schemas';
import { queryOne, queryRows } from '../db/sql';

/** One stored limit row (see the migration): the value in force and a pending raise or removal. */
export interface StoredLimit {
  kind: ResponsibleLimitKind;
  period: ResponsiblePeriod;
  cents: number | null;
  pendingCents: number | null;
  /** Epoch ms when the pending change applies; null when nothing is pending. */
  pendingAt: number | null;
}

export interface StoredSettings {
  timeoutUntil: number | null;
  exclusionUntil: number | null;
  realityCheckMinutes: number | null;
}

export const epochMs = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());
const cents = (value: number | string | null) => (value === null ? null : Number(value));

/** A limit row as read (numbers and times may come as strings: from a driver or from json). */
export interface LimitRow {
  kind: ResponsibleLimitKind;
  period: ResponsiblePeriod;
  cents: string | number | null;
  pending_cents: string | number | null;
  pending_at: Date | string | null;
}

export const storedLimit = (row: LimitRow): StoredLimit => ({
  kind: row.kind,
  period: row.period,
  cents: cents(row.cents),
  pendingCents: cents(row.pending_cents),
  pendingAt: epochMs(row.pending_at),
});

export async function readLimits(em: SqlEntityManager, userId: string): Promise<StoredLimit[]> {
  const rows = await queryRows<LimitRow>(
    em,
    `select kind, period, cents, pending_cents, pending_at from responsible_limits where user_id = ?`,
    [userId],
  );
  return rows.map(storedLimit);
}

export async function writeLimit(em: SqlEntityManager, userId: string, limit: StoredLimit): Promise<void> {
  await em.execute(
    `insert into responsible_limits (user_id, kind, period, cents, pending_cents, pending_at) values (?, ?, ?, ?, ?, ?)
     on conflict (user_id, kind, period) do update
       set cents = excluded.cents, pending_cents = excluded.pending_cents, pending_at = excluded.pending_at, updated_at = now()`,
    [
      userId,
      limit.kind,
      limit.period,
      limit.cents,
      limit.pendingCents,
      limit.pendingAt === null ? null : new Date(limit.pendingAt),
    ],
    'run',
  );
}

export async function readSettings(em: SqlEntityManager, userId: string): Promise<StoredSettings> {
  const row = await queryOne<{
    timeout_until: Date | null;
    exclusion_until: Date | null;
    reality_check_minutes: number | null;
  }>(em, `select timeout_until, exclusion_until, reality_check_minutes from responsible_settings where user_id = ?`, [
    userId,
  ]);
  return {
    timeoutUntil: epochMs(row?.timeout_until ?? null),
    exclusionUntil: epochMs(row?.exclusion_until ?? null),
    realityCheckMinutes: row?.reality_check_minutes ?? null,
  };
}

export async function writeSettings(em: SqlEntityManager, userId: string, settings: StoredSettings): Promise<void> {
  const at = (value: number | null) => (value === null ? null : new Date(value));
  await em.execute(
    `insert into responsible_settings (user_id, timeout_until, exclusion_until, reality_check_minutes) values (?, ?, ?, ?)
     on conflict (user_id) do update
       set timeout_until = excluded.timeout_until, exclusion_until = excluded.exclusion_until,
           reality_check_minutes = excluded.reality_check_minutes, updated_at = now()`,
    [userId, at(settings.timeoutUntil), at(settings.exclusionUntil), settings.realityCheckMinutes],
    'run',
  );
}

/** Locks the player's row so two changes (or a change and a bet) of one player run one after the other. */
export async function lockPlayer(em: SqlEntityManager, userId: string): Promise<boolean> {
  return (await queryOne(em, `select id from users where id = ? for no key update`, [userId])) !== undefined;
}
