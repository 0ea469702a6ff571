import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  AppError,
  BONUS_PAGE_RULES,
  type BonusClaimAnswer,
  type BonusReason,
  type ErrorKey,
  type FanAvatarListAnswer,
  nicknameHasBrand,
} from '@arena/schemas';
import { queryOne, queryRows } from '../db/sql';
import type { AppServices } from '../http/services';
import { steamAccountFacts } from '../steam-account';
import { payClaim } from './claims';

const rules = BONUS_PAGE_RULES.fan;

export async function approvedAvatars(em: SqlEntityManager): Promise<FanAvatarListAnswer['avatars']> {
  const rows = await queryRows<{ url: string; approved_at: Date | string }>(
    em,
    `select url, approved_at from bonus_fan_avatars order by approved_at, url`,
  );
  return rows.map((row) => ({ url: row.url, approvedAt: new Date(row.approved_at).getTime() }));
}

/** Admin: approves an avatar address (again is a no-op). */
export async function approveAvatar(em: SqlEntityManager, adminId: string, url: string, nowMs: number): Promise<void> {
  await em.execute(
    `insert into bonus_fan_avatars (url, approved_by, approved_at) values (?, ?, ?) on conflict (url) do nothing`,
    [url, adminId, new Date(nowMs)],
    'run',
  );
}

/** Admin: withdraws an approval; GLOBAL.NOT_FOUND if it was not approved. Claims already paid stay paid. */
export async function revokeAvatar(em: SqlEntityManager, url: string): Promise<void> {
  const gone = await queryOne(em, `delete from bonus_fan_avatars where url = ? returning url`, [url]);
  if (!gone) throw new AppError('GLOBAL.NOT_FOUND');
}

/** Unmet fan-bonus conditions (docs/product-rules.md §5): the brand in the Steam nickname (BAD_NICKNAME), an approved avatar (BAD_AVATAR). */
export async function fanReasons(services: AppServices, em: SqlEntityManager, userId: string): Promise<BonusReason[]> {
  const facts = await steamAccountFacts(services, userId);
  const reasons: { key: ErrorKey; args: (string | number)[] }[] = [];
  if (!nicknameHasBrand(facts.nickname)) reasons.push({ key: 'PROMOCODE.BAD_NICKNAME', args: [rules.brand] });
  const avatar = facts.avatarUrl.trim();
  const approved =
    avatar !== '' && (await queryOne(em, `select 1 as ok from bonus_fan_avatars where url = ?`, [avatar]));
  if (!approved) reasons.push({ key: 'PROMOCODE.BAD_AVATAR', args: [] });
  return reasons;
}

/** The fan bonus: the first unmet condition is the refusal, DAILY_BONUS_WAIT within its period, else paid once. */
export async function claimFan(services: AppServices, userId: string, nowMs: number): Promise<BonusClaimAnswer> {
  const em = services.orm.em.fork() as SqlEntityManager;
  const [refusal] = await fanReasons(services, em, userId);
  if (refusal) throw new AppError(refusal.key as ErrorKey, refusal.args);
  const paid = await services.ledger.transaction((tx) =>
    payClaim(services.ledger, tx, { userId, kind: 'FAN', nowMs, amount: async () => ({ cents: rules.amountCents }) }),
  );
  return { kind: 'FAN', amountCents: paid.cents, claimedAt: paid.claimedAt, nextAt: paid.nextAt };
}
