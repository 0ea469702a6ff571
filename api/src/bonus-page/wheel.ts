import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  AppError,
  BONUS_PAGE_RULES,
  type BonusReason,
  type ErrorKey,
  WHEEL_FAIR_GAME,
  type WheelSpinAnswer,
  centsToUsd,
  wheelSpin,
} from '@arena/schemas';
import { queryOne } from '../db/sql';
import { recordFairBet, takeFairRoll } from '../fair';
import { depositedSince } from '../giveaways/join';
import type { AppServices } from '../http/services';
import { steamAccountFacts } from '../steam-account';
import { payClaim } from './claims';

const rules = BONUS_PAGE_RULES.wheel;

/**
 * Every unmet wheel condition of docs/product-rules.md §5, in the order a spin reports them: a banned game-platform account
 * (REFERRAL_BANNED: bans are modelled by the account facts, the platform's users have no ban of their own), the
 * community group and the messaging channel (GROUP_NOT_FOLLOWED: both are "follows us"; the channel is the
 * `followsChannel` fact of the same provider), LEVEL (arg: minimum), GAME_HOURS (arg: minimum), and real deposits of
 * at least $1 within the last 5 days (WHEEL_DEPOSIT_NEEDED, args: dollars, days).
 */
export async function wheelReasons(
  services: AppServices,
  em: SqlEntityManager,
  userId: string,
  nowMs: number,
): Promise<BonusReason[]> {
  const facts = await steamAccountFacts(services, userId);
  const reasons: { key: ErrorKey; args: (string | number)[] }[] = [];
  if (facts.banned) reasons.push({ key: 'PROMOCODE.REFERRAL_BANNED', args: [] });
  if (!facts.inCommunityGroup || !facts.followsChannel) reasons.push({ key: 'PROMOCODE.GROUP_NOT_FOLLOWED', args: [] });
  if (facts.steamLevel < rules.minSteamLevel) reasons.push({ key: 'PROMOCODE.LEVEL', args: [rules.minSteamLevel] });
  if (facts.gameHours < rules.minGameHours) reasons.push({ key: 'PROMOCODE.GAME_HOURS', args: [rules.minGameHours] });
  if ((await depositedSince(em, userId, nowMs - rules.depositWindowMs)) < rules.minDepositCents) {
    reasons.push({
      key: 'PROMOCODE.WHEEL_DEPOSIT_NEEDED',
      args: [centsToUsd(rules.minDepositCents).toFixed(2), rules.depositWindowDays],
    });
  }
  return reasons;
}

interface SpinRow {
  spin_id: string;
  segment: number;
  amount_cents: number | string;
  claimed_at: Date | string;
  nonce: number;
  server_seed_hash: string;
  client_seed: string;
}

/** The player's latest spin with the seeds it used; null before the first. */
export async function lastSpin(em: SqlEntityManager, userId: string): Promise<WheelSpinAnswer | null> {
  const row = await queryOne<SpinRow>(
    em,
    `select c.spin_id, c.segment, c.amount_cents, c.claimed_at, fb.nonce, p.server_seed_hash, p.client_seed
       from bonus_claims c join fair_bets fb on fb.bet_id = c.spin_id join fair_seed_pairs p on p.id = fb.pair_id
      where c.user_id = ? and c.kind = 'WHEEL' order by c.seq desc limit 1`,
    [userId],
  );
  if (!row) return null;
  const claimedAt = new Date(row.claimed_at).getTime();
  return {
    spinId: row.spin_id,
    segment: Number(row.segment),
    prizeCents: Number(row.amount_cents),
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    nonce: Number(row.nonce),
    claimedAt,
    nextAt: claimedAt + rules.periodMs,
  };
}

/**
 * One spin per 24 h for an eligible player (the first unmet condition is the refusal; PROMOCODE.DAILY_BONUS_WAIT
 * while the period runs). The segment comes from the player's seed pair (next nonce, schemas `wheelSpin`) and the spin
 * is recorded for the fairness center under its id; its prize goes to the bonus balance once (see payClaim).
 */
export async function spinWheel(services: AppServices, userId: string, nowMs: number): Promise<WheelSpinAnswer> {
  const em = services.orm.em.fork() as SqlEntityManager;
  const [refusal] = await wheelReasons(services, em, userId, nowMs);
  if (refusal) throw new AppError(refusal.key as ErrorKey, refusal.args);
  await services.ledger.transaction(async (tx) => {
    const spinId = randomUUID();
    await payClaim(services.ledger, tx, {
      userId,
      kind: 'WHEEL',
      nowMs,
      amount: async () => {
        const roll = await takeFairRoll(tx, userId);
        const outcome = wheelSpin(roll);
        await recordFairBet(tx, { betId: spinId, roll, game: WHEEL_FAIR_GAME, params: {}, outcome });
        return { cents: outcome.prizeCents, spinId, segment: outcome.segment };
      },
    });
  });
  return (await lastSpin(services.orm.em.fork() as SqlEntityManager, userId))!;
}
