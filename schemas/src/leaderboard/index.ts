import { z } from 'zod';
import { LEADERBOARD_RULES, TOP_PERIODS, TOP_RULES } from '../rules/leaderboard';

/** Leaderboard and Top REST shapes. Money in cents, times in epoch ms. */

export * from './periods';

const Player = {
  userId: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
};

/** A row of the standings: the rank, the wagered sum and the prize the rank is worth (0 past the prize table). */
export const LeaderboardEntry = z.object({
  rank: z.number().int(),
  ...Player,
  wageredCents: z.number().int(),
  prizeCents: z.number().int(),
});
export type LeaderboardEntry = z.infer<typeof LeaderboardEntry>;

/** `GET /api/leaderboard`: the running period, its prize table, the standings and (signed in) my row. */
export const LeaderboardAnswer = z.object({
  startsAt: z.number().int(),
  endsAt: z.number().int(),
  serverNow: z.number().int(),
  prizesCents: z.array(z.number().int()),
  standings: z.array(LeaderboardEntry),
  /** Null for a visitor; `rank` null while I have wagered nothing this period. */
  me: z
    .object({ rank: z.number().int().nullable(), wageredCents: z.number().int(), prizeCents: z.number().int() })
    .nullable(),
});
export type LeaderboardAnswer = z.infer<typeof LeaderboardAnswer>;

export const LeaderboardHistoryQuery = z.object({
  limit: z.coerce.number().int().min(1).max(LEADERBOARD_RULES.historyMax).default(LEADERBOARD_RULES.historyDefault),
});
export type LeaderboardHistoryQuery = z.infer<typeof LeaderboardHistoryQuery>;

/** A finished, paid period: its winners in rank order (empty when nobody wagered). */
export const LeaderboardPastPeriod = z.object({
  startsAt: z.number().int(),
  endsAt: z.number().int(),
  paidAt: z.number().int(),
  winners: z.array(LeaderboardEntry),
});
export type LeaderboardPastPeriod = z.infer<typeof LeaderboardPastPeriod>;

/** `GET /api/leaderboard/history`: paid periods, newest first. */
export const LeaderboardHistoryAnswer = z.object({ periods: z.array(LeaderboardPastPeriod) });
export type LeaderboardHistoryAnswer = z.infer<typeof LeaderboardHistoryAnswer>;

export const TopPeriodSchema = z.enum(TOP_PERIODS);
export const TopQuery = z.object({ period: TopPeriodSchema.default(TOP_RULES.defaultPeriod) });
export type TopQuery = z.infer<typeof TopQuery>;

/** A player's best bet of the period (biggest win or highest multiplier). */
export const TopBet = z.object({
  rank: z.number().int(),
  ...Player,
  betId: z.string(),
  game: z.string(),
  stakeCents: z.number().int(),
  payoutCents: z.number().int(),
  profitCents: z.number().int(),
  multiplierHundredths: z.number().int(),
  placedAt: z.number().int(),
});
export type TopBet = z.infer<typeof TopBet>;

/** A player's net result over the period. */
export const TopPlayer = z.object({
  rank: z.number().int(),
  ...Player,
  stakedCents: z.number().int(),
  paidCents: z.number().int(),
  profitCents: z.number().int(),
  bets: z.number().int(),
});
export type TopPlayer = z.infer<typeof TopPlayer>;

/** `GET /api/top?period=day|week|all`: `fromDay` is the first UTC day counted (null for all time). */
export const TopAnswer = z.object({
  period: TopPeriodSchema,
  fromDay: z.string().nullable(),
  toDay: z.string().nullable(),
  luckyMinStakeCents: z.number().int(),
  biggestWins: z.array(TopBet),
  luckiest: z.array(TopBet),
  bestPlayers: z.array(TopPlayer),
});
export type TopAnswer = z.infer<typeof TopAnswer>;
