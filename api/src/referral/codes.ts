import type { SqlEntityManager } from '@mikro-orm/sql';
import { AppError, isReservedReferralCode, normalizeReferralCode } from '@arena/schemas';
import { pgErrorCode, queryOne } from '../db/sql';

export interface Referrer {
  id: string;
  name: string;
  code: string;
}

/** REFERER.BAD_CODE when the text cannot be a code at all, else the stored (upper-case) form. */
export function parseReferralCode(raw: string): string {
  const code = normalizeReferralCode(raw);
  if (!code) throw new AppError('REFERER.BAD_CODE');
  return code;
}

/**
 * The owner of a code, or BONUS.REFERRAL_CODE_NOT_FOUND. A staff-like code stored before such codes were reserved
 * links no one, so an old "ADMIN" link cannot pass for the site's own.
 */
export async function findReferrer(em: SqlEntityManager, code: string): Promise<Referrer> {
  if (isReservedReferralCode(code)) throw new AppError('BONUS.REFERRAL_CODE_NOT_FOUND', [], 404);
  const row = await queryOne<Referrer>(
    em,
    `select id, name, referral_code as code from users where referral_code = ?`,
    [code],
  );
  if (!row) throw new AppError('BONUS.REFERRAL_CODE_NOT_FOUND', [], 404);
  return row;
}

/**
 * A custom code replaces the generated one (links already shared with the old code stop working; accounts already
 * linked stay linked). A code another player holds is REFERER.CODE_EXISTS, also when two players race for it; one
 * that reads as staff's ("ADMIN", "ADM1N", "0FFICIAL": REFERRAL_RULES.reservedCodeWords) is REFERER.RESERVED_CODE.
 */
export async function changeReferralCode(em: SqlEntityManager, userId: string, raw: string): Promise<string> {
  const code = parseReferralCode(raw);
  if (isReservedReferralCode(code)) throw new AppError('REFERER.RESERVED_CODE');
  const holder = await queryOne<{ id: string }>(em, `select id from users where referral_code = ?`, [code]);
  if (holder && holder.id !== userId) throw new AppError('REFERER.CODE_EXISTS');
  try {
    await em.execute(`update users set referral_code = ? where id = ?`, [code, userId], 'run');
  } catch (error) {
    if (pgErrorCode(error) === '23505') throw new AppError('REFERER.CODE_EXISTS');
    throw error;
  }
  return code;
}
