import type { SqlEntityManager } from '@mikro-orm/sql';
import { AppError, RESPONSIBLE_PERIODS, RESPONSIBLE_RULES, type ResponsibleLimitKind, centsToUsd } from '@arena/schemas';
import { limitInForce } from './limits';
import { readLimits, readSettings } from './store';
import { readUsage } from './usage';

const iso = (at: number) => new Date(at).toISOString();

/**
 * The one check every refused action makes: a running self-exclusion or timeout refuses it. Deposits, bets (the
 * ledger's placeBet), bingo tickets, shop buys and chat sends call it; withdrawals and reads do not.
 */
export async function assertNotPaused(em: SqlEntityManager, userId: string, now: number): Promise<void> {
  const settings = await readSettings(em, userId);
  if (settings.exclusionUntil !== null && settings.exclusionUntil > now) throw new AppError('RESPONSIBLE.SELF_EXCLUDED', [iso(settings.exclusionUntil)]);
  if (settings.timeoutUntil !== null && settings.timeoutUntil > now) throw new AppError('RESPONSIBLE.TIMED_OUT', [iso(settings.timeoutUntil)]);
}

const KEYS = { deposit: 'RESPONSIBLE.DEPOSIT_LIMIT', wager: 'RESPONSIBLE.WAGER_LIMIT', loss: 'RESPONSIBLE.LOSS_LIMIT' } as const;

/** Refuses when `used + amount` goes over a limit in force of `kind` (the shortest window first). */
async function assertWithinLimits(
  em: SqlEntityManager,
  userId: string,
  now: number,
  checks: { kind: ResponsibleLimitKind; amountCents: number }[],
): Promise<void> {
  const limits = await readLimits(em, userId);
  const limited = checks.filter((check) => RESPONSIBLE_PERIODS.some((period) => limitInForce(limits, check.kind, period, now) !== null));
  if (limited.length === 0) return;
  const usage = await readUsage(em, userId, now);
  for (const check of limited) {
    for (const period of RESPONSIBLE_PERIODS) {
      const limit = limitInForce(limits, check.kind, period, now);
      const pending = check.kind === 'loss' ? usage.openStakesCents : 0;
      if (limit !== null && usage[check.kind][period] + pending + check.amountCents > limit) {
        throw new AppError(KEYS[check.kind], [centsToUsd(limit).toFixed(2), RESPONSIBLE_RULES.periodDays[period]]);
      }
    }
  }
}

/** On deposit creation, inside its transaction (the player's row is locked): pause, then the deposit limits. */
export async function assertDepositAllowed(em: SqlEntityManager, userId: string, amountCents: number, now: number): Promise<void> {
  await assertNotPaused(em, userId, now);
  await assertWithinLimits(em, userId, now, [{ kind: 'deposit', amountCents }]);
}

/**
 * On every bet, inside placeBet's transaction after it locked the player's row (so parallel bets are counted one after
 * the other): pause, then the wager and loss limits for the stakes they count.
 */
export async function assertBetAllowed(em: SqlEntityManager, input: { userId: string; stakeCents: number; source: string }, now: number): Promise<void> {
  await assertNotPaused(em, input.userId, now);
  if (!RESPONSIBLE_RULES.limitedSources.includes(input.source)) return;
  await assertWithinLimits(em, input.userId, now, [
    { kind: 'wager', amountCents: input.stakeCents },
    { kind: 'loss', amountCents: input.stakeCents },
  ]);
}
