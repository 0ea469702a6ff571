import type { WagerSource } from '@arena/schemas';
import type { LedgerLeg } from '../types';

/**
 * Ledger operations that pay bonus value, with the WAGER_RULES source each one counts under. Any transfer that
 * credits a player's bonus balance from outside the player's own accounts is a grant even when unlisted (it
 * counts as BONUS_BALANCE); a credit to the REAL balance counts only for the operations listed here, which pay
 * promotional money the player did not win with a real stake.
 */
export const WAGER_SOURCE_BY_OPERATION: Readonly<Record<string, WagerSource>> = {
  BONUS_CREDIT: 'BONUS_BALANCE',
  ADMIN_ADJUSTMENT: 'BONUS_BALANCE',
  PROMOCODE_REDEEM: 'PROMOCODE',
  PROMOCODE_DEPOSIT_BONUS: 'PROMOCODE',
  REFERRAL_DEPOSIT_SHARE: 'REFERRAL',
  REFERRAL_REVSHARE: 'REFERRAL',
  REFERRAL_FIRST_DEPOSIT_BONUS: 'FIRST_DEPOSIT',
  CASHBACK: 'CASHBACK',
  BONUS_DAILY: 'DAILY_BONUS',
  BONUS_WHEEL: 'WHEEL',
  BONUS_FAN: 'FAN_BONUS',
  BATTLEPASS_REWARD: 'BATTLEPASS',
  TREASURE_PRIZE: 'TREASURES',
  LEADERBOARD_PRIZE: 'PRIZE',
  CLAN_WAR_REWARD: 'PRIZE',
};

/** Operations whose REAL credits are an operator's own decision, not a promotion (an adjustment to REAL). */
const REAL_CREDIT_EXEMPT = new Set(['ADMIN_ADJUSTMENT']);

interface UserNet {
  real: number;
  bonus: number;
}

function netByUser(legs: readonly LedgerLeg[]): Map<string, UserNet> {
  const nets = new Map<string, UserNet>();
  for (const leg of legs) {
    if (!('userId' in leg.account)) continue;
    const net = nets.get(leg.account.userId) ?? { real: 0, bonus: 0 };
    if (leg.account.kind === 'USER_BONUS') net.bonus += leg.amountCents;
    else net.real += leg.amountCents;
    nets.set(leg.account.userId, net);
  }
  return nets;
}

/** The bonus value one transfer grants, per player (without the transfer id, which the ledger knows later). */
export function transferGrants(
  operation: string,
  legs: readonly LedgerLeg[],
): { userId: string; source: WagerSource; valueCents: number }[] {
  const listed = WAGER_SOURCE_BY_OPERATION[operation];
  const grants: { userId: string; source: WagerSource; valueCents: number }[] = [];
  for (const [userId, net] of netByUser(legs)) {
    const real = listed && !REAL_CREDIT_EXEMPT.has(operation) ? Math.max(0, net.real) : 0;
    // A bonus credit counts even when the player's own real balance paid it: it is bonus value from now on.
    const bonus = Math.max(0, net.bonus);
    if (real + bonus > 0) grants.push({ userId, source: listed ?? 'BONUS_BALANCE', valueCents: real + bonus });
  }
  return grants;
}

/** Players a transfer moves value for from the bonus balance to the real balance (a conversion). */
export function bonusToRealUsers(legs: readonly LedgerLeg[]): string[] {
  return [...netByUser(legs)].filter(([, net]) => net.bonus < 0 && net.real > 0).map(([userId]) => userId);
}
