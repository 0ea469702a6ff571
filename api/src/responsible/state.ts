import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  AppError,
  RESPONSIBLE_LIMIT_KINDS,
  RESPONSIBLE_PERIODS,
  RESPONSIBLE_RULES,
  type ResponsibleGamingAnswer,
  type ResponsibleLimitsBody,
  exclusionEnd,
} from '@arena/schemas';
import { changeLimit, findLimit, limitAt, requestedChanges } from './limits';
import { lockPlayer, readLimits, readSettings, writeLimit, writeSettings } from './store';
import { netResultSince, readUsage } from './usage';

/** What the profile shows: every limit with its pending change and use, the pauses and the reality-check interval. */
export async function responsibleSummary(
  em: SqlEntityManager,
  userId: string,
  now: number,
  sessionStart?: number,
): Promise<ResponsibleGamingAnswer> {
  const [limits, settings, usage] = [
    await readLimits(em, userId),
    await readSettings(em, userId),
    await readUsage(em, userId, now),
  ];
  const future = (at: number | null) => (at !== null && at > now ? at : null);
  const kinds = Object.fromEntries(
    RESPONSIBLE_LIMIT_KINDS.map((kind) => [
      kind,
      Object.fromEntries(
        RESPONSIBLE_PERIODS.map((period) => [
          period,
          { ...limitAt(findLimit(limits, kind, period), now), usedCents: usage[kind][period] },
        ]),
      ),
    ]),
  ) as ResponsibleGamingAnswer['limits'];
  return {
    limits: kinds,
    timeoutUntil: future(settings.timeoutUntil),
    exclusionUntil: future(settings.exclusionUntil),
    realityCheckMinutes: settings.realityCheckMinutes,
    session:
      sessionStart === undefined
        ? null
        : { since: sessionStart, netCents: await netResultSince(em, userId, sessionStart) },
    coolingOffMs: RESPONSIBLE_RULES.coolingOffMs,
    now,
  };
}

/** `PUT /limits`: each named limit changes by the cooling-off rule (limits.ts), in one transaction. */
export async function changeLimits(
  tx: SqlEntityManager,
  userId: string,
  body: ResponsibleLimitsBody,
  now: number,
): Promise<void> {
  await lockPlayer(tx, userId);
  const limits = await readLimits(tx, userId);
  for (const change of requestedChanges(body)) {
    await writeLimit(
      tx,
      userId,
      changeLimit(findLimit(limits, change.kind, change.period), change.kind, change.period, change.cents, now),
    );
  }
}

/** A pause only ever moves later: asking for an end before the running one's is refused, never applied. */
function extend(current: number | null, next: number, now: number): number {
  if (current !== null && current > now && next < current)
    throw new AppError('RESPONSIBLE.CANNOT_SHORTEN', [new Date(current).toISOString()]);
  return Math.max(next, current ?? 0);
}

export async function startTimeout(tx: SqlEntityManager, userId: string, hours: number, now: number): Promise<void> {
  await lockPlayer(tx, userId);
  const settings = await readSettings(tx, userId);
  await writeSettings(tx, userId, {
    ...settings,
    timeoutUntil: extend(settings.timeoutUntil, now + hours * 3_600_000, now),
  });
}

/** Self-exclusion: there is no route that ends it; a shorter request while one runs is refused. */
export async function startExclusion(tx: SqlEntityManager, userId: string, months: number, now: number): Promise<void> {
  await lockPlayer(tx, userId);
  const settings = await readSettings(tx, userId);
  await writeSettings(tx, userId, {
    ...settings,
    exclusionUntil: extend(settings.exclusionUntil, exclusionEnd(now, months), now),
  });
}

export async function setRealityCheck(tx: SqlEntityManager, userId: string, minutes: number | null): Promise<void> {
  await lockPlayer(tx, userId);
  const settings = await readSettings(tx, userId);
  await writeSettings(tx, userId, { ...settings, realityCheckMinutes: minutes });
}
