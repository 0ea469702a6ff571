import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { type AppServices, CRASH_GAME, hasPremium, queryOne } from '@arena/api';
import {
  AppError,
  type CrashBetMessage,
  type CrashVariant,
  assertBonusAllowed,
  centsToUsd,
  checkCrashBetRequest,
} from '@arena/schemas';
import { type BettorProfile, BettorProfiles, readBettorProfiles } from './bettor-profiles';
import type { CrashRound, RoundBet } from './round';
import type { CrashSettings } from './settings';

export type { BettorProfile } from './bettor-profiles';

export interface PlacedBet {
  bet: RoundBet;
  profile: BettorProfile;
}

/**
 * Takes bets into a round: the round's own refusals first (phase, one bet each), then the request's
 * shape, the player's access to the variant, the per-round skin value, and finally the ledger, which
 * debits the stake (or locks the skins) and enforces balance and the per-user bet limit.
 */
export class BetDesk {
  private readonly inflight = new Set<Promise<unknown>>();
  readonly profiles: BettorProfiles;

  constructor(
    private readonly services: AppServices,
    private readonly variant: CrashVariant,
    private readonly settings: CrashSettings,
  ) {
    this.profiles = new BettorProfiles((userIds) => readBettorProfiles(services, userIds));
  }

  async place(round: CrashRound, userId: string, message: CrashBetMessage): Promise<PlacedBet> {
    const refusal = round.betRefusal(userId);
    if (refusal) throw new AppError(refusal);
    const requestError = checkCrashBetRequest(message);
    if (requestError) throw requestError;
    // Claimed before the first await, so a second bet message from the same player is refused.
    round.placing.add(userId);
    const work = this.debit(round, userId, message);
    this.inflight.add(work);
    try {
      return await work;
    } finally {
      this.inflight.delete(work);
      round.placing.delete(userId);
    }
  }

  /** Waits for bets already being written, so none lands after the curve starts. */
  async drain(): Promise<void> {
    await Promise.allSettled([...this.inflight]);
  }

  private async debit(round: CrashRound, userId: string, message: CrashBetMessage): Promise<PlacedBet> {
    const em = this.services.orm.em.fork() as SqlEntityManager;
    const profile = await this.profiles.of(userId);
    if (this.variant === 'plus' && !(await hasPremium(em, userId))) throw new AppError('CRASH.PLUS_NEEDS_PREMIUM');
    const itemIds = message.source === 'SKINS' ? [...new Set(message.itemIds ?? [])] : [];
    if (message.source === 'SKINS') await this.checkSkins(em, userId, itemIds);
    else assertBonusAllowed(CRASH_GAME, { source: message.source });

    const betId = randomUUID();
    try {
      const record = await this.services.ledger.placeBet({
        betId,
        userId,
        game: CRASH_GAME,
        roundId: round.id,
        source: message.source,
        amountCents: message.source === 'SKINS' ? undefined : message.amountCents,
        itemIds: message.source === 'SKINS' ? itemIds : undefined,
      });
      const bet = round.addBet({
        betId: record.id,
        userId,
        source: record.source,
        stakeCents: record.stakeCents,
        itemCount: record.itemIds.length,
        autoCashOutHundredths: message.autoCashOutHundredths ?? null,
      });
      return { bet, profile };
    } catch (error) {
      // The database may have committed before failing to answer; give the stake back rather than strand it.
      if (!(error instanceof AppError)) await this.services.ledger.refundBet(betId).catch(() => undefined);
      throw error;
    }
  }

  /**
   * docs/product-rules.md §9: at most $200 of skins per player per round. Bonus skins play crash as BONUS_STAKES says (all of one
   * kind); the ledger pays a bonus-skin stake's winnings to the bonus balance.
   */
  private async checkSkins(em: SqlEntityManager, userId: string, itemIds: string[]): Promise<void> {
    const row = await queryOne<{ n: number; bonus: number; total: string }>(
      em,
      `select count(*)::int as n, count(*) filter (where kind = 'BONUS')::int as bonus, coalesce(sum(price_cents), 0)::bigint as total
       from user_items where id in (?) and user_id = ? and status = 'AVAILABLE'`,
      [itemIds, userId],
    );
    const bonus = Number(row?.bonus ?? 0);
    const kinds = [...(bonus > 0 ? ['BONUS'] : []), ...(bonus < Number(row?.n ?? 0) ? ['REAL'] : [])];
    assertBonusAllowed(CRASH_GAME, { source: 'SKINS', itemKinds: kinds });
    if (Number(row?.n ?? 0) !== itemIds.length) throw new AppError('INVENTORY.ITEM_LOCKED');
    if (Number(row?.total ?? 0) > this.settings.maxSkinValueCents) {
      throw new AppError('CRASH.ENTRY_AMOUNT_LIMIT', [centsToUsd(this.settings.maxSkinValueCents)]);
    }
  }
}
