import { TOP_RULES, type TopPeriod, topDays, utcDay } from '@arena/schemas';
import { prizeForRank } from './standings';
import type { PlayedBet } from './leaderboard-testing';

/**
 * The rules of the leaderboard and /top written plainly over a list of bets, with no summary, no SQL and no index:
 * what the database answers must equal this exactly (tests only).
 */

const settled = (bet: PlayedBet): bet is PlayedBet & { outcome: { payoutCents: number } } =>
  typeof bet.outcome === 'object';
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export interface RefStanding {
  rank: number;
  userId: string;
  wageredCents: number;
  prizeCents: number;
}

export function referenceStandings(bets: readonly PlayedBet[], startsAt: number, endsAt: number): RefStanding[] {
  const byUser = new Map<string, { wagered: number; reached: number }>();
  for (const bet of bets) {
    if (!settled(bet) || bet.source !== 'REAL' || bet.placedAt < startsAt || bet.placedAt >= endsAt) continue;
    const row = byUser.get(bet.userId) ?? { wagered: 0, reached: -Infinity };
    row.wagered += bet.stakeCents;
    row.reached = Math.max(row.reached, bet.placedAt);
    byUser.set(bet.userId, row);
  }
  return [...byUser.entries()]
    .sort(([ua, a], [ub, b]) => b.wagered - a.wagered || a.reached - b.reached || cmp(ua, ub))
    .map(([userId, row], i) => ({ rank: i + 1, userId, wageredCents: row.wagered, prizeCents: prizeForRank(i + 1) }));
}

export interface RefTop {
  biggestWins: { userId: string; betId: string; profitCents: number }[];
  luckiest: { userId: string; betId: string; multiplierHundredths: number }[];
  bestPlayers: { userId: string; stakedCents: number; paidCents: number; bets: number }[];
}

function bestPerUser(bets: PlayedBet[], value: (bet: PlayedBet) => number): { bet: PlayedBet; value: number }[] {
  const best = new Map<string, { bet: PlayedBet; value: number }>();
  for (const bet of bets) {
    const v = value(bet);
    const old = best.get(bet.userId);
    if (
      !old ||
      v > old.value ||
      (v === old.value &&
        (bet.placedAt < old.bet.placedAt || (bet.placedAt === old.bet.placedAt && bet.betId < old.bet.betId)))
    ) {
      best.set(bet.userId, { bet, value: v });
    }
  }
  return [...best.values()]
    .sort((a, b) => b.value - a.value || a.bet.placedAt - b.bet.placedAt || cmp(a.bet.userId, b.bet.userId))
    .slice(0, TOP_RULES.listLimit);
}

export function referenceTop(bets: readonly PlayedBet[], period: TopPeriod, now: number): RefTop {
  const range = topDays(period, now);
  const inPeriod = bets.filter(
    (bet) =>
      settled(bet) &&
      bet.source !== 'BONUS' &&
      (range === null || (utcDay(bet.placedAt) >= range.from && utcDay(bet.placedAt) <= range.to)),
  ) as (PlayedBet & { outcome: { payoutCents: number } })[];
  const won = inPeriod.filter((bet) => bet.outcome.payoutCents > bet.stakeCents);
  const players = new Map<string, { staked: number; paid: number; bets: number }>();
  for (const bet of inPeriod) {
    const row = players.get(bet.userId) ?? { staked: 0, paid: 0, bets: 0 };
    row.staked += bet.stakeCents;
    row.paid += bet.outcome.payoutCents;
    row.bets += 1;
    players.set(bet.userId, row);
  }
  const payout = (bet: PlayedBet) => (bet.outcome as { payoutCents: number }).payoutCents;
  return {
    biggestWins: bestPerUser(won, (bet) => payout(bet) - bet.stakeCents).map(({ bet, value }) => ({
      userId: bet.userId,
      betId: bet.betId,
      profitCents: value,
    })),
    luckiest: bestPerUser(
      won.filter((bet) => bet.stakeCents >= TOP_RULES.luckyMinStakeCents),
      (bet) => Math.floor((payout(bet) * 100) / bet.stakeCents),
    ).map(({ bet, value }) => ({ userId: bet.userId, betId: bet.betId, multiplierHundredths: value })),
    bestPlayers: [...players.entries()]
      .filter(([, row]) => row.paid > row.staked)
      .sort(([ua, a], [ub, b]) => b.paid - b.staked - (a.paid - a.staked) || cmp(ua, ub))
      .slice(0, TOP_RULES.listLimit)
      .map(([userId, row]) => ({ userId, stakedCents: row.staked, paidCents: row.paid, bets: row.bets })),
  };
}
