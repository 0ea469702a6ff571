import type { SqlEntityManager } from '@mikro-orm/sql';
import { AppError, REFERRAL_RULES, type ReferralLinkAnswer } from '@arena/schemas';
import { queryOne } from '../db/sql';
import { type AppServices, requestEm } from '../http/services';
import { jobClock } from '../jobs';
import { steamSubjectOf } from '../steam-account';
import { findReferrer, parseReferralCode } from './codes';
import { type Sighting, recordSighting, seenTogether } from './sightings';

export interface LinkContext extends Sighting {
  /** The /ref code stored at sign-up: only a new account may use it (REFERER.SIGN_UP_ONLY). */
  signUp?: boolean;
}

interface LinkRow {
  referrer_id: string;
  linked_at: Date | string;
}

/** Whether `ancestorId` is `userId`'s referrer, or their referrer's, … (a loop back to the new account). */
async function isUpline(em: SqlEntityManager, userId: string, ancestorId: string): Promise<boolean> {
  const row = await queryOne(
    em,
    `with recursive chain (referrer_id, depth) as (
       select referrer_id, 1 from referral_links where referred_id = ?
       union all
       select l.referrer_id, c.depth + 1 from referral_links l join chain c on l.referred_id = c.referrer_id where c.depth < 32)
     select 1 from chain where referrer_id = ? limit 1`,
    [userId, ancestorId],
  );
  return row !== undefined;
}

async function existingLink(em: SqlEntityManager, userId: string): Promise<LinkRow | undefined> {
  return queryOne<LinkRow>(em, `select referrer_id, linked_at from referral_links where referred_id = ?`, [userId]);
}

function answer(name: string, link: LinkRow): ReferralLinkAnswer {
  return { referrerName: name, linkedAt: new Date(link.linked_at).getTime() };
}

/**
 * Links `userId` to the owner of `rawCode`, for good. Checked in this order: REFERER.BAD_CODE (not a code),
 * BONUS.REFERRAL_CODE_NOT_FOUND, REFERER.SELF_REFERRAL (own code, or the referrer signed in with the same Steam
 * account), REFERER.ALREADY_LINKED (to someone else; the same referrer again answers the existing link),
 * REFERER.SIGN_UP_ONLY (`signUp` and the account is older than `signUpClaimWindowMs`), REFERER.MULTI_ACCOUNT (the
 * referrer is in the new account's own upline, or both were seen from one public IP address or one device within
 * `sharedSightingWindowMs`). The request's address and device are recorded first, refused or not, so a second try
 * from elsewhere still matches them. Exported for the promocode box (a referral code typed in later).
 */
export async function applyReferralCode(
  services: AppServices,
  userId: string,
  rawCode: string,
  context: LinkContext = {},
): Promise<ReferralLinkAnswer> {
  const nowMs = jobClock.now();
  const code = parseReferralCode(rawCode);
  const em = requestEm(services);
  if (context.ip || context.device) await recordSighting(em, services.config.jwtSecret, userId, context, nowMs);
  const referrer = await findReferrer(em, code);
  if (referrer.id === userId) throw new AppError('REFERER.SELF_REFERRAL');
  const [mine, theirs] = await Promise.all([steamSubjectOf(em, userId), steamSubjectOf(em, referrer.id)]);
  if (mine.steamId !== null && mine.steamId === theirs.steamId) throw new AppError('REFERER.SELF_REFERRAL');

  const linked = await existingLink(em, userId);
  if (linked) {
    if (linked.referrer_id === referrer.id) return answer(referrer.name, linked);
    throw new AppError('REFERER.ALREADY_LINKED');
  }
  if (context.signUp) {
    const user = await queryOne<{ created_at: Date | string }>(em, `select created_at from users where id = ?`, [
      userId,
    ]);
    if (!user || new Date(user.created_at).getTime() < nowMs - REFERRAL_RULES.signUpClaimWindowMs)
      throw new AppError('REFERER.SIGN_UP_ONLY');
  }
  return services.ledger.transaction(async (tx) => {
    // Both accounts locked in id order: two players using each other's codes at once cannot both pass the loop check.
    await tx.execute(
      `select id from users where id in (?, ?) order by id for no key update`,
      [userId, referrer.id],
      'run',
    );
    if (await isUpline(tx, referrer.id, userId)) throw new AppError('REFERER.MULTI_ACCOUNT');
    if (await seenTogether(tx, userId, referrer.id, nowMs - REFERRAL_RULES.sharedSightingWindowMs))
      throw new AppError('REFERER.MULTI_ACCOUNT');
    const inserted = await queryOne<LinkRow>(
      tx,
      `insert into referral_links (referred_id, referrer_id, code, source, linked_at) values (?, ?, ?, ?, now())
       on conflict (referred_id) do nothing returning referrer_id, linked_at`,
      [userId, referrer.id, code, context.signUp ? 'SIGN_UP' : 'CODE'],
    );
    if (inserted) return answer(referrer.name, inserted);
    // A parallel request linked the account first.
    const winner = await existingLink(tx, userId);
    if (winner?.referrer_id === referrer.id) return answer(referrer.name, winner);
    throw new AppError('REFERER.ALREADY_LINKED');
  });
}
