import type { SqlEntityManager } from '@mikro-orm/sql';
import { CLAN_RULES, type ClanSeason, clanSeason, clanSeasonAt, rewardShares } from '@arena/schemas';
import { queryOne } from '../db/sql';
import type { AppServices } from '../http/services';
import type { Ledger } from '../ledger/ledger';
import { HOUSE, user } from '../ledger/types';
import { clanStandings, contributions } from './standings';

export const CLAN_WAR_REWARD_OPERATION = 'CLAN_WAR_REWARD';

export interface PaidSeason {
  season: ClanSeason;
  rewards: { clanId: string; userId: string; points: number; prizeCents: number }[];
}

/**
 * Closes one season and pays its rewards in one commit. The season row's primary key is claimed first: a second run
 * (another process, a retry after a crash) finds it and pays nothing; a crash before the commit rolls every reward
 * back with it. Each reward is also its own idempotent ledger transfer keyed by season, clan and player.
 */
async function paySeason(ledger: Ledger, season: ClanSeason, nowMs: number): Promise<PaidSeason | null> {
  return ledger.transaction(async (tx) => {
    const claimed = await queryOne<{ season: number }>(
      tx,
      `insert into clan_war_seasons (season, starts_at, ends_at, paid_at) values (?, ?, ?, ?) on conflict (season) do nothing returning season`,
      [season.index, new Date(season.startsAt), new Date(season.endsAt), new Date(nowMs)],
    );
    if (!claimed) return null;
    const rewards: PaidSeason['rewards'] = [];
    for (const clan of await clanStandings(tx, season.index)) {
      await tx.execute(
        `insert into clan_war_results (season, clan_id, rank, areas, points, members, pool_cents) values (?, ?, ?, ?, ?, ?, ?)`,
        [season.index, clan.id, clan.rank, clan.areas, clan.points, clan.members, clan.poolCents],
        'run',
      );
      for (const share of rewardShares(clan.poolCents, await contributions(tx, season.index, clan.id))) {
        await payReward(ledger, tx, season, clan.id, share);
        rewards.push({ clanId: clan.id, userId: share.userId, points: share.points, prizeCents: share.prizeCents });
      }
    }
    return { season, rewards };
  });
}

async function payReward(
  ledger: Ledger,
  tx: SqlEntityManager,
  season: ClanSeason,
  clanId: string,
  share: { userId: string; points: number; prizeCents: number },
): Promise<void> {
  const { transferId } = await ledger.post(tx, {
    scope: 'system',
    operation: CLAN_WAR_REWARD_OPERATION,
    key: `${season.index}:${clanId}:${share.userId}`,
    request: { season: season.index, clanId, userId: share.userId, points: share.points, prizeCents: share.prizeCents },
    userId: share.userId,
    legs: [
      { account: HOUSE, amountCents: -share.prizeCents },
      { account: user(share.userId, 'USER_REAL'), amountCents: share.prizeCents },
    ],
  });
  await tx.execute(
    `insert into clan_war_rewards (season, clan_id, user_id, points, prize_cents, transfer_id) values (?, ?, ?, ?, ?, ?) on conflict do nothing`,
    [season.index, clanId, share.userId, share.points, share.prizeCents, transferId],
    'run',
  );
}

/**
 * One pass of the season-end job: pays every season that ended at least `graceMs` before `now` and is not paid yet
 * (a capture that started just before the end has committed by then). The first pass on a fresh database pays only
 * the last ended season; a job that was down pays at most `maxCatchUpSeasons`, oldest first.
 */
export async function payClanWarSeasons(
  services: Pick<AppServices, 'orm' | 'ledger'>,
  now: number,
): Promise<PaidSeason[]> {
  const due = clanSeasonAt(now - CLAN_RULES.graceMs).index - 1;
  const last = await queryOne<{ season: number | null }>(
    services.orm.em.fork() as SqlEntityManager,
    `select max(season) as season from clan_war_seasons`,
  );
  const lastIndex = last?.season === null || last?.season === undefined ? due - 1 : Number(last.season);
  const paid: PaidSeason[] = [];
  for (let index = Math.max(lastIndex + 1, due - CLAN_RULES.maxCatchUpSeasons + 1); index <= due; index++) {
    const result = await paySeason(services.ledger, clanSeason(index), now);
    if (result) paid.push(result);
  }
  return paid;
}
