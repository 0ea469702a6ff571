import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GAME_PORT_RULES } from '@arena/schemas';
import { type CommunityLink, readCommunityLinks, readExternalShopUrl } from './config-community';
import { UnsafeConfigError, isProduction, unsafeProductionSettings } from './config-production';
import { readTrustProxy } from './config-trust-proxy';
import { fairTestSeedKey } from './config-fair-test-seed';
import { type SupportProviderName, readSupportProvider, readSupportSubjects } from './config-support';
import { type MoneyReviewConfig, readMoneyReviewConfig } from './config-money-review';

export { isProduction, UnsafeConfigError } from './config-production';
export { readTrustProxy } from './config-trust-proxy';
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface PlatformConfig {
  nodeEnv: string;
  /** Host and port of the web process: the built client, `/api/*` and `/cdn/*`. */
  host: string;
  port: number;
  /** Port of the Colyseus game server. */
  gamePort: number;
  /** Open WebSockets one address may hold on the game port (0: no limit); loopback is not limited. */
  gameConnectionsPerAddress: number;
  /** Match-making requests one address may make per minute on the game port (0: no limit); loopback is not limited. */
  gameMatchmakePerMinute: number;
  /** REDIS_URL: where revoked sessions are published for the game servers (and other API processes) at once. */
  redisUrl?: string;
  /** Public URL of the site, used for OpenID `return_to` and CORS. */
  publicUrl: string;
  /** WebSocket URL the browser uses for the game server. */
  gameServerUrl: string;
  /** Where the item list is served from (`{cdnBaseUrl}/items/{hash}.json`). */
  cdnBaseUrl: string;
  /** Postgres connection string; when unset the embedded PGlite database under `dataDir` is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Where embedded PGlite runs: its own worker thread (default) or the main thread (PGLITE_THREAD=main, for comparisons). */
  pgliteThread: 'worker' | 'main';
  /** Bets, settlements and refunds share transactions (group commit); LEDGER_BATCHES=off puts each alone, for comparisons. */
  ledgerBatches: boolean;
  jwtSecret: string;
  devSignIn: boolean;
  demoData: boolean;
  steamOpenIdEndpoint: string;
  rubPerUsd: number;
  logLevel: string;
  /** Steam ids (or dev names, `dev:alice`) that get the ADMIN role on sign-in. */
  adminSubjects: string[];
  /** Four-eyes adjustments and withdrawal review thresholds (ADMIN_ADJUST_*, WITHDRAWAL_REVIEW_*). */
  moneyReview: MoneyReviewConfig;
  clientDistDir: string;
  /** Requests per minute one client may make to the HTTP app (load tests raise it). */
  rateLimitPerMinute: number;
  /**
   * The window that budget is counted in, in seconds: a minute, unless a test shortens it (the budget is then per
   * window) so that a throttled page comes back within seconds.
   */
  rateLimitWindowSeconds: number;
  /** Sign-in attempts per minute one address may make. */
  authRateLimitPerMinute: number;
  /** HMAC secret shared with the sandbox payment provider (webhook signatures). */
  paymentWebhookSecret: string;
  /** How long the sandbox provider takes to confirm a deposit (the spec allows up to 60 minutes). */
  sandboxPaymentDelayMs: number;
  /** Share of sandbox deposits that fail, besides the ones whose e-mail or wallet says "decline". */
  sandboxPaymentFailPercent: number;
  /** How long the sandbox payout partner takes to settle a transfer order. */
  sandboxPayoutDelayMs: number;
  /** Share of sandbox transfer orders rejected, besides the ones whose destination says "reject". */
  sandboxPayoutRejectPercent: number;
  /** Tick of the commerce jobs (webhook delivery, payouts, bonus skin expiry); 0 turns the timer off. */
  commerceJobIntervalMs: number;
  /** Steam Web API key: when set, bonus conditions read real Steam accounts; unset, the sandbox answers. */
  steamWebApiKey: string | undefined;
  steamWebApiUrl: string;
  /** The site's Steam community group (its 64-bit gid), for "follows the group" conditions. */
  steamGroupId: string;
  /**
   * Which proxies in front may name the client address (X-Forwarded-For): false (none: rate limits key on the socket
   * address) or their addresses/CIDRs (TRUST_PROXY=loopback behind a reverse proxy on the same host).
   */
  trustProxy: false | string[];
  /** COMMUNITY_LINKS: the community modal's channels (empty: the header shows no community button). */
  communityLinks: CommunityLink[];
  /** EXTERNAL_SHOP_URL: the external shop `/api/auth/inshop?lang=` opens (unset: no shop link). */
  externalShopUrl: string | undefined;
  /** SUPPORT_SUBJECTS: subjects given the SUPPORT role (support desk agents) on sign-in. */
  supportSubjects: string[];
  /** SUPPORT_PROVIDER: the support desk behind the widget (default: the built-in database desk). */
  supportProvider: SupportProviderName;
}

function readInt(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n)) throw new Error(`expected an integer, got ${value}`);
  return n;
}

function readBool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

/**
 * Embedded runs keep a generated signing secret in the data folder so tokens survive restarts without
 * anyone having to configure one; production must pass JWT_SECRET.
 */
function embeddedSecret(dataDir: string, fileName = 'jwt-secret'): string {
  const file = path.join(dataDir, fileName);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): PlatformConfig {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const production = isProduction(nodeEnv);
  if (production) {
    const unsafe = unsafeProductionSettings(env);
    if (unsafe.length > 0) throw new UnsafeConfigError(unsafe);
  }
  fairTestSeedKey(env);
  const port = readInt(env.PORT, 3000);
  const gamePort = readInt(env.GAME_PORT, 2567);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(REPO_ROOT, '.data'));
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    nodeEnv,
    host: env.HOST ?? '0.0.0.0',
    port,
    gamePort,
    publicUrl,
    gameServerUrl: env.GAME_SERVER_URL ?? `ws://localhost:${gamePort}`,
    cdnBaseUrl: (env.CDN_BASE_URL ?? `${publicUrl}/cdn`).replace(/\/$/, ''),
    databaseUrl,
    dataDir,
    pgliteThread: env.PGLITE_THREAD === 'main' ? 'main' : 'worker',
    ledgerBatches: env.LEDGER_BATCHES !== 'off',
    jwtSecret: env.JWT_SECRET ?? embeddedSecret(dataDir),
    devSignIn: production ? false : readBool(env.DEV_SIGNIN, databaseUrl === undefined),
    demoData: readBool(env.DEMO_DATA, databaseUrl === undefined && !production),
    steamOpenIdEndpoint: env.STEAM_OPENID_ENDPOINT ?? 'https://steamcommunity.com/openid/login',
    rubPerUsd: Number(env.RUB_PER_USD ?? 90),
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    adminSubjects: (env.ADMIN_SUBJECTS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    moneyReview: readMoneyReviewConfig(env),
    rateLimitPerMinute: readInt(env.RATE_LIMIT_PER_MINUTE, 600),
    rateLimitWindowSeconds: readInt(env.RATE_LIMIT_WINDOW_SECONDS, 60),
    authRateLimitPerMinute: readInt(env.AUTH_RATE_LIMIT_PER_MINUTE, 30),
    clientDistDir: path.resolve(env.CLIENT_DIST_DIR ?? path.join(REPO_ROOT, 'client/dist')),
    paymentWebhookSecret: env.PAYMENT_WEBHOOK_SECRET ?? embeddedSecret(dataDir, 'payment-webhook-secret'),
    sandboxPaymentDelayMs: readInt(env.SANDBOX_PAYMENT_DELAY_MS, 3000),
    sandboxPaymentFailPercent: readInt(env.SANDBOX_PAYMENT_FAIL_PERCENT, 0),
    sandboxPayoutDelayMs: readInt(env.SANDBOX_PAYOUT_DELAY_MS, 5000),
    sandboxPayoutRejectPercent: readInt(env.SANDBOX_PAYOUT_REJECT_PERCENT, 0),
    commerceJobIntervalMs: readInt(env.COMMERCE_JOB_INTERVAL_MS, 1000),
    steamWebApiKey: env.STEAM_WEB_API_KEY || undefined,
    steamWebApiUrl: (env.STEAM_WEB_API_URL ?? 'https://api.steampowered.com').replace(/\/$/, ''),
    steamGroupId: env.STEAM_GROUP_ID ?? '',
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    gameConnectionsPerAddress: readInt(env.GAME_CONNECTIONS_PER_ADDRESS, GAME_PORT_RULES.connectionsPerAddress),
    gameMatchmakePerMinute: readInt(env.GAME_MATCHMAKE_PER_MINUTE, GAME_PORT_RULES.matchmakePerWindow),
    redisUrl: env.REDIS_URL || undefined,
    communityLinks: readCommunityLinks(env.COMMUNITY_LINKS),
    externalShopUrl: readExternalShopUrl(env.EXTERNAL_SHOP_URL),
    supportSubjects: readSupportSubjects(env.SUPPORT_SUBJECTS),
    supportProvider: readSupportProvider(env.SUPPORT_PROVIDER),
  };
}

/**
 * loadConfig for a process's entry point: a refused setting is printed as one line (each unsafe production setting on
 * its own line, no stack) and the process exits 1.
 */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): PlatformConfig {
  try {
    return loadConfig(env);
  } catch (error) {
    const lines =
      error instanceof UnsafeConfigError ? error.lines : [error instanceof Error ? error.message : String(error)];
    for (const line of lines) console.error(`configuration refused: ${line}`);
    process.exit(1);
  }
}
