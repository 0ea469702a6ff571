export { leaderboardRoutes } from './routes';
export { payLeaderboardPrizes, LEADERBOARD_PRIZE_OPERATION, type PaidPeriod } from './prizes';
export { leaderboardStandings, standingOf, standingsQuery, standingOfQuery } from './standings';
export { topLists, topQueries, type TopKind } from './top';
export { foldSettledBets } from './fold';
