import {
  RESPONSIBLE_LIMIT_KINDS,
  RESPONSIBLE_PERIODS,
  RESPONSIBLE_RULES,
  type ResponsibleLimitKind,
  type ResponsibleLimitsBody,
  type ResponsiblePeriod,
} from '@arena/schemas';
import type { StoredLimit } from './store';

/** A stored limit as it stands at `now`: a pending change whose time has come is the limit in force. */
export function limitAt(
  stored: StoredLimit | undefined,
  now: number,
): { cents: number | null; pending: { cents: number | null; appliesAt: number } | null } {
  if (!stored) return { cents: null, pending: null };
  if (stored.pendingAt !== null && stored.pendingAt <= now) return { cents: stored.pendingCents, pending: null };
  return {
    cents: stored.cents,
    pending: stored.pendingAt === null ? null : { cents: stored.pendingCents, appliesAt: stored.pendingAt },
  };
}

/** The limit in force for one kind and window (null: none). */
export function limitInForce(
  limits: readonly StoredLimit[],
  kind: ResponsibleLimitKind,
  period: ResponsiblePeriod,
  now: number,
): number | null {
  return limitAt(find(limits, kind, period), now).cents;
}

const find = (limits: readonly StoredLimit[], kind: ResponsibleLimitKind, period: ResponsiblePeriod) =>
  limits.find((limit) => limit.kind === kind && limit.period === period);

/** Whether `next` is at least as strict as `current` (null is "no limit", the loosest). */
const isStricter = (next: number | null, current: number | null) =>
  next !== null && (current === null || next <= current);

/**
 * One requested change, by the rule in RESPONSIBLE_RULES: stricter (or a first limit) applies at once and drops
 * whatever was pending; looser (a raise or a removal) waits the cooling-off; asking for the value in force cancels a
 * pending change; asking again for the value already pending keeps its time.
 */
export function changeLimit(
  stored: StoredLimit | undefined,
  kind: ResponsibleLimitKind,
  period: ResponsiblePeriod,
  next: number | null,
  now: number,
): StoredLimit {
  const current = limitAt(stored, now);
  const base = { kind, period };
  if (isStricter(next, current.cents) || next === current.cents)
    return { ...base, cents: next, pendingCents: null, pendingAt: null };
  if (current.pending && current.pending.cents === next)
    return { ...base, cents: current.cents, pendingCents: next, pendingAt: current.pending.appliesAt };
  return { ...base, cents: current.cents, pendingCents: next, pendingAt: now + RESPONSIBLE_RULES.coolingOffMs };
}

/** Every (kind, window, value) a limits body asks to change, in a fixed order. */
export function requestedChanges(
  body: ResponsibleLimitsBody,
): { kind: ResponsibleLimitKind; period: ResponsiblePeriod; cents: number | null }[] {
  return RESPONSIBLE_LIMIT_KINDS.flatMap((kind) =>
    RESPONSIBLE_PERIODS.flatMap((period) => {
      const cents = body[kind]?.[period];
      return cents === undefined ? [] : [{ kind, period, cents }];
    }),
  );
}

export { find as findLimit };
