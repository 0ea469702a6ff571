import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  AppError,
  type PaidOperationRule,
  RESPONSIBLE_PERIODS,
  RESPONSIBLE_RULES,
  type ResponsibleLimitKind,
  betRule,
  centsToUsd,
  paidOperationRule,
} from '@arena/schemas';
import { queryOne } from '../db/sql';
import { limitInForce } from './limits';
import {
  type LimitRow,
  type StoredLimit,
  type StoredSettings,
  epochMs,
  readLimits,
  readSettings,
  storedLimit,
} from './store';
import { type BetUsage, type Usage, betUsageFrom, betUsageJson, readUsage } from './usage';

const iso = (at: number) => new Date(at).toISOString();

function assertNoPause(settings: Pick<StoredSettings, 'timeoutUntil' | 'exclusionUntil'>, now: number): void {
  if (settings.exclusionUntil !== null && settings.exclusionUntil > now)
    throw new AppError('RESPONSIBLE.SELF_EXCLUDED', [iso(settings.exclusionUntil)]);
  if (settings.timeoutUntil !== null && settings.timeoutUntil > now)
    throw new AppError('RESPONSIBLE.TIMED_OUT', [iso(settings.timeoutUntil)]);
}

/**
 * A running self-exclusion or timeout refuses: the pause check of the guard below, and on its own for what is not a
 * paid operation (chat sends, treasure card activations); withdrawals and reads never call it.
 */
export async function assertNotPaused(em: SqlEntityManager, userId: string, now: number): Promise<void> {
  assertNoPause(await readSettings(em, userId), now);
}

const KEYS = {
  deposit: 'RESPONSIBLE.DEPOSIT_LIMIT',
  wager: 'RESPONSIBLE.WAGER_LIMIT',
  loss: 'RESPONSIBLE.LOSS_LIMIT',
} as const;
type Check = { kind: ResponsibleLimitKind; amountCents: number };

const limitedChecks = (limits: readonly StoredLimit[], checks: Check[], now: number) =>
  checks.filter((check) =>
    RESPONSIBLE_PERIODS.some((period) => limitInForce(limits, check.kind, period, now) !== null),
  );

/** Refuses when `used + amount` goes over a limit in force of `kind` (the shortest window first). */
function assertUnderLimits(
  limits: readonly StoredLimit[],
  usage: Partial<Usage> & { openStakesCents: number },
  now: number,
  checks: Check[],
): void {
  for (const check of checks) {
    const used = usage[check.kind];
    if (!used) throw new Error(`no ${check.kind} usage read`);
    for (const period of RESPONSIBLE_PERIODS) {
      const limit = limitInForce(limits, check.kind, period, now);
      const pending = check.kind === 'loss' ? usage.openStakesCents : 0;
      if (limit !== null && used[period] + pending + check.amountCents > limit) {
        throw new AppError(KEYS[check.kind], [centsToUsd(limit).toFixed(2), RESPONSIBLE_RULES.periodDays[period]]);
      }
    }
  }
}

async function assertWithinLimits(em: SqlEntityManager, userId: string, now: number, checks: Check[]): Promise<void> {
  const limits = await readLimits(em, userId);
  const limited = limitedChecks(limits, checks, now);
  if (limited.length === 0) return;
  assertUnderLimits(limits, await readUsage(em, userId, now), now, limited);
}

const isLimitKind = (check: string): check is ResponsibleLimitKind =>
  check === 'deposit' || check === 'wager' || check === 'loss';

/**
 * The limits of a row that apply to an amount: none for nothing of the player's own money; the wager and loss limits
 * only for the sources they count (RESPONSIBLE_RULES.limitedSources: a bonus stake is not the player's money).
 */
function limitChecksOf(rule: PaidOperationRule, amountCents: number, source: string): Check[] {
  if (amountCents <= 0) return [];
  return rule.checks
    .filter(isLimitKind)
    .filter((kind) => kind === 'deposit' || RESPONSIBLE_RULES.limitedSources.includes(source))
    .map((kind) => ({ kind, amountCents }));
}

/**
 * THE guard of a paid operation (PAID_OPERATIONS, schemas/src/responsible/operations.ts), inside its transaction after
 * the player's row is locked (so two operations of one player are counted one after the other): the pause, then each
 * limit the row names for `amountCents` of the player's `source` money. An operation the table does not list takes
 * none of the player's money and passes. Bets run the same rule inside their insert (betGuardColumns).
 */
export async function assertPaidOperationAllowed(
  em: SqlEntityManager,
  input: { operation: string; userId: string; amountCents: number; source?: string },
  now: number,
): Promise<void> {
  const rule = paidOperationRule(input.operation);
  if (!rule) return;
  const pause = rule.checks.includes('pause');
  const checks = limitChecksOf(rule, input.amountCents, input.source ?? 'REAL');
  if (pause && checks.length > 0) return assertPausesAndLimits(em, input.userId, now, checks);
  if (pause) await assertNotPaused(em, input.userId, now);
  if (checks.length > 0) await assertWithinLimits(em, input.userId, now, checks);
}

/** The pause and the limits read in one statement (a deposit, a shop buy): one round trip fewer on the money path. */
async function assertPausesAndLimits(
  em: SqlEntityManager,
  userId: string,
  now: number,
  checks: Check[],
): Promise<void> {
  const row = await queryOne<BetGuardRow>(
    em,
    `select (select timeout_until from responsible_settings where user_id = ?) as timeout_until,
       (select exclusion_until from responsible_settings where user_id = ?) as exclusion_until,
       (select json_agg(json_build_object('kind', kind, 'period', period, 'cents', cents, 'pending_cents', pending_cents, 'pending_at', pending_at))
          from responsible_limits where user_id = ?) as limits`,
    [userId, userId, userId],
  );
  assertNoPause(
    { timeoutUntil: epochMs(row?.timeout_until ?? null), exclusionUntil: epochMs(row?.exclusion_until ?? null) },
    now,
  );
  const limits = (row?.limits ?? []).map(storedLimit);
  const limited = limitedChecks(limits, checks, now);
  if (limited.length === 0) return;
  assertUnderLimits(limits, await readUsage(em, userId, now), now, limited);
}

/**
 * The paid-operation guard on the pauses already read with the player's row lock (a statement reading `timeout_until`
 * and `exclusion_until` as a bet's does): the pause; the limits its row of the table names, if any, read now.
 */
export async function assertOperationAllowedBy(
  em: SqlEntityManager,
  row: Pick<BetGuardRow, 'timeout_until' | 'exclusion_until'>,
  input: { operation: string; userId: string; amountCents: number },
  now: number,
): Promise<void> {
  const rule = paidOperationRule(input.operation);
  if (!rule) return;
  if (rule.checks.includes('pause'))
    assertNoPause({ timeoutUntil: epochMs(row.timeout_until), exclusionUntil: epochMs(row.exclusion_until) }, now);
  const checks = limitChecksOf(rule, input.amountCents, 'REAL');
  if (checks.length > 0) await assertWithinLimits(em, input.userId, now, checks);
}

/** On deposit creation, inside its transaction (the player's row is locked): the PAYMENT row (pause, deposit limits). */
export async function assertDepositAllowed(
  em: SqlEntityManager,
  userId: string,
  amountCents: number,
  now: number,
): Promise<void> {
  await assertPaidOperationAllowed(em, { operation: 'PAYMENT', userId, amountCents }, now);
}

/** What a bet's check reads (`betGuardColumns`), one row. */
export interface BetGuardRow {
  timeout_until: Date | string | null;
  exclusion_until: Date | string | null;
  limits?: LimitRow[] | null;
  usage?: Parameters<typeof betUsageFrom>[0] | null;
}

/**
 * Everything a bet's check reads, as select-list columns: the pauses; for a source the limits count, the wager and
 * loss limits, and the usage only when one of them is in force (a player without limits pays nothing for it). The
 * ledger runs them inside the statement that inserts the bet, after the statement that locked the player's row: a
 * statement reads what committed before it started, so parallel bets of one player are counted one after the other.
 */
export function betGuardColumns(
  userId: string,
  input: { source: string; game: string },
  now: number,
): { sql: string; params: unknown[] } {
  const pauses = `(select timeout_until from responsible_settings where user_id = ?) as timeout_until,
    (select exclusion_until from responsible_settings where user_id = ?) as exclusion_until`;
  // Kinds from the closed set of the table (never input), so they are written into the statement.
  const kinds = limitChecksOf(betRule(input.game), 1, input.source).map((check) => `'${check.kind}'`);
  if (kinds.length === 0) return { sql: pauses, params: [userId, userId] };
  const usage = betUsageJson(userId, now);
  return {
    sql: `${pauses},
      (select json_agg(json_build_object('kind', kind, 'period', period, 'cents', cents, 'pending_cents', pending_cents, 'pending_at', pending_at))
         from responsible_limits where user_id = ? and kind in (${kinds.join(', ')})) as limits,
      case when exists (select 1 from responsible_limits where user_id = ? and kind in (${kinds.join(', ')})
                          and (case when pending_at <= ? then pending_cents else cents end) is not null)
           then ${usage.sql} end as usage`,
    params: [userId, userId, userId, userId, new Date(now), ...usage.params],
  };
}

/** The bet check on what `betGuardColumns` read: the bet's row of the table (pause, then its limits for the stake). */
export async function assertBetAllowedBy(
  em: SqlEntityManager,
  row: BetGuardRow,
  input: { userId: string; stakeCents: number; source: string; game: string },
  now: number,
): Promise<void> {
  const rule = betRule(input.game);
  if (rule.checks.includes('pause'))
    assertNoPause({ timeoutUntil: epochMs(row.timeout_until), exclusionUntil: epochMs(row.exclusion_until) }, now);
  const checks = limitChecksOf(rule, input.stakeCents, input.source);
  if (checks.length === 0) return;
  const limits = (row.limits ?? []).map(storedLimit);
  const limited = limitedChecks(limits, checks, now);
  if (limited.length === 0) return;
  // The SQL and limitInForce agree on "in force"; should they ever not, the usage is read here rather than skipped.
  const usage: BetUsage = row.usage ? betUsageFrom(row.usage) : await readUsage(em, input.userId, now);
  assertUnderLimits(limits, usage, now, limited);
}

/**
 * On every bet, inside placeBet's transaction after it locked the player's row (so parallel bets are counted one after
 * the other): pause, then the wager and loss limits for the stakes they count. placeBet itself runs the same reads
 * inside its bet insert (`betGuardColumns`); this is the stand-alone form.
 */
export async function assertBetAllowed(
  em: SqlEntityManager,
  input: { userId: string; stakeCents: number; source: string; game: string },
  now: number,
): Promise<void> {
  const columns = betGuardColumns(input.userId, input, now);
  const row = await queryOne<BetGuardRow>(em, `select ${columns.sql}`, columns.params);
  await assertBetAllowedBy(em, row!, input, now);
}
