import { randomBytes, randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { AppError, USER_DEFAULTS, centsToUsd } from '@arena/schemas';
import { queryOne } from '../db/sql';
import { openUserAccounts } from '../ledger/postings';
import { displayNameFor } from './display-name';
import { BALANCE_FACTS } from '../db/ledger-facts';

export interface SignInProfile {
  /** `steam:7656119…` or `dev:<name>`: who the person is at their identity provider. */
  subject: string;
  name: string;
  avatar?: string | null;
  agreeTos: boolean;
  role?: 'USER' | 'ADMIN';
}

/** The user state of docs/product-rules.md §3 as the client reads it (dollars for display, cents for exactness). */
export interface UserState {
  id: string;
  name: string;
  avatar: string | null;
  balanceUsd: number;
  balanceCents: number;
  bonusBalanceUsd: number;
  bonusBalanceCents: number;
  role: string;
  features: string[];
  premium: boolean;
  hasUserBattlepass: boolean;
  userHasDeposit: boolean;
  userCashbackLevel: number;
  betLimitUsd: number;
  betJackpotLimitUsd: number;
  referralCode: string;
  tradeLink: string | null;
}

function newReferralCode(): string {
  return randomBytes(5).toString('base64url').replace(/[-_]/g, 'x').toUpperCase();
}

/** Finds the person's account or opens one; opening requires agreeing to the Terms of Service. */
export async function signInUser(
  tx: SqlEntityManager,
  profile: SignInProfile,
): Promise<{ userId: string; created: boolean }> {
  const existing = await queryOne<{ id: string; name: string; role: string; name_skeleton: string | null }>(
    tx,
    `select id, name, role, name_skeleton from users where auth_subject = ?`,
    [profile.subject],
  );
  if (existing) {
    if (profile.role === 'ADMIN')
      await tx.execute(`update users set role = 'ADMIN' where id = ?`, [existing.id], 'run');
    // A name that became deceptive since (a staff member took a look-alike name) is replaced at sign-in.
    const shown = await displayNameFor(tx, {
      id: existing.id,
      name: existing.name,
      role: profile.role ?? existing.role,
    });
    if (shown.name !== existing.name || shown.skeleton !== existing.name_skeleton) {
      await tx.execute(
        `update users set name = ?, name_skeleton = ? where id = ?`,
        [shown.name, shown.skeleton, existing.id],
        'run',
      );
    }
    return { userId: existing.id, created: false };
  }
  if (!profile.agreeTos) throw new AppError('GLOBAL.TOS_NOT_ACCEPTED');
  const id = randomUUID();
  // Look-alike names (a Cyrillic "а" in "admin", a staff member's name) get a neutral name, never a refusal.
  const shown = await displayNameFor(tx, { id, name: profile.name, role: profile.role ?? USER_DEFAULTS.role });
  const inserted = await queryOne<{ id: string }>(
    tx,
    `insert into users (id, auth_subject, name, name_skeleton, avatar, role, cashback_level, bet_limit_cents, bet_jackpot_limit_cents,
                        referral_code, tos_accepted_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, now()) on conflict (auth_subject) do nothing returning id`,
    [
      id,
      profile.subject,
      shown.name,
      shown.skeleton,
      profile.avatar ?? null,
      profile.role ?? USER_DEFAULTS.role,
      USER_DEFAULTS.cashbackLevel,
      USER_DEFAULTS.betLimitCents,
      USER_DEFAULTS.betJackpotLimitCents,
      newReferralCode(),
    ],
  );
  if (!inserted) {
    // Two first sign-ins raced; the other one opened the account.
    const winner = await queryOne<{ id: string }>(tx, `select id from users where auth_subject = ?`, [profile.subject]);
    if (!winner) throw new AppError('GLOBAL.INTERNAL_ERROR');
    return { userId: winner.id, created: false };
  }
  await openUserAccounts(tx, id);
  return { userId: id, created: true };
}

interface UserRow {
  id: string;
  name: string;
  avatar: string | null;
  role: string;
  features: string[];
  premium: boolean;
  has_user_battlepass: boolean;
  user_has_deposit: boolean;
  cashback_level: number;
  bet_limit_cents: number;
  bet_jackpot_limit_cents: number;
  referral_code: string;
  trade_link: string | null;
  real_cents: number;
  bonus_cents: number;
}

export async function getUserState(em: SqlEntityManager, userId: string): Promise<UserState | undefined> {
  const row = await queryOne<UserRow>(
    em,
    `select u.*, r.balance as real_cents, b.balance as bonus_cents from users u
     join ${BALANCE_FACTS} r on r.user_id = u.id and r.kind = 'USER_REAL'
     join ${BALANCE_FACTS} b on b.user_id = u.id and b.kind = 'USER_BONUS'
     where u.id = ?`,
    [userId],
  );
  if (!row) return undefined;
  const realCents = Number(row.real_cents);
  const bonusCents = Number(row.bonus_cents);
  return {
    id: row.id,
    name: row.name,
    avatar: row.avatar,
    balanceUsd: centsToUsd(realCents),
    balanceCents: realCents,
    bonusBalanceUsd: centsToUsd(bonusCents),
    bonusBalanceCents: bonusCents,
    role: row.role,
    features: row.features,
    premium: row.premium,
    hasUserBattlepass: row.has_user_battlepass,
    userHasDeposit: row.user_has_deposit,
    userCashbackLevel: row.cashback_level,
    betLimitUsd: centsToUsd(Number(row.bet_limit_cents)),
    betJackpotLimitUsd: centsToUsd(Number(row.bet_jackpot_limit_cents)),
    referralCode: row.referral_code,
    tradeLink: row.trade_link,
  };
}

/** Grants or removes the premium battlepass flag (seed data and, later, the battlepass purchase). */
export async function setPremium(em: SqlEntityManager, userId: string, premium: boolean): Promise<void> {
  await em.execute(
    `update users set premium = ?, has_user_battlepass = ? where id = ?`,
    [premium, premium, userId],
    'run',
  );
}
