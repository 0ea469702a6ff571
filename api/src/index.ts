export { isProduction, loadConfig, loadConfigOrExit, REPO_ROOT, type PlatformConfig } from './config';
export { seedPgliteDataDir, type Orm, type DatabaseOptions } from './db/database';
export { openDatabase } from './database';
export { queryOne, queryRows, execute, pgErrorCode } from './db/sql';
export { Ledger, type TransferResult, type PostTransferInput } from './ledger/ledger';
export type { PlaceBetInput } from './ledger/bets';
export * from './ledger/types';
export {
  assertLedgerInvariants,
  checkLedgerInvariants,
  LedgerInvariantError,
  type InvariantReport,
} from './ledger/invariants';
export {
  createTokenService,
  bearerToken,
  type TokenService,
  type TokenClaims,
  TOKEN_ISSUER,
  TOKEN_AUDIENCE,
} from './auth/tokens';
export { SessionStore } from './auth/sessions';
export { signedInUser, signedInSession } from './auth/signed-in-user';
export {
  RevocationFeed,
  SESSION_REVOKED_CHANNEL,
  readSessionRevokedMessage,
  type SessionRevokedMessage,
  type RevocationSource,
} from './auth/revocation-feed';
export { relayRevocations, type RevocationRelay } from './auth/revocation-relay';
export { redisChannelNamespace } from './redis-channels';
export { getUserState, signInUser, setPremium, type UserState } from './users/users';
export { hasPremium } from './users/premium';
export { battlepassClock, battlepassRoutes, createBattlepass, seedBattlepasses } from './battlepass';
export { DEMO_USERS, seedDemoData } from './demo-data';
export { buildApp, type RouteModule } from './routes/app';
export type { AppServices } from './http/services';
export { createApiPlatform, createServices, openPlatformDatabase, type ApiPlatform } from './platform';
export * from './games/registry';
export * from './chat';
export { commerceOf, type Commerce, type JobReport } from './commerce/commerce';
export { getCatalog, catalogItems, iconUrl, type Catalog, type CatalogItem } from './commerce/catalog/catalog';
export {
  listInventory,
  lockOwnedItems,
  toInventoryItem,
  isWithdrawable,
  selectionKind,
  type ItemRow,
} from './commerce/inventory/items';
export { grantItems, settleBonusItems, type GrantInput } from './commerce/inventory/bonus-items';
export { wagerRemainingCents } from './commerce/withdrawals/withdrawals';
export * from './steam-account';
export { jobClock, runPeriodically, type PeriodicJob } from './jobs';
export {
  leaderboardRoutes,
  payLeaderboardPrizes,
  leaderboardStandings,
  topLists,
  topQueries,
  foldSettledBets,
  standingsQuery,
  standingOfQuery,
} from './leaderboard';
export {
  clanRoutes,
  payClanWarSeasons,
  clanWarSnapshot,
  CLAN_WAR_REWARD_OPERATION,
  type PaidSeason,
  type LastAction,
} from './clans';
export * from './giveaways';
export * from './bonus-page';
export {
  cashbackRoutes,
  runCashbackJob,
  claimCashback,
  loadCashbackSettings,
  cashbackSettingsOf,
  CASHBACK_OPERATION,
  type CashbackJobReport,
} from './cashback';
export { streamRoutes, listStreams, createStream, updateStream, deleteStream } from './streams';
export {
  promocodeRoutes,
  redeemPromocode,
  runPromocodeJob,
  createPromocode,
  disablePromocode,
  listPromocodes,
  type AppliedBoost,
  type RedeemEntry,
} from './promocodes';
export { metricsRegistry, startDefaultMetrics, assertMetricsAccess, type MetricsCaller } from './metrics';
export { writeAudit, type AuditEntry } from './audit/audit';
