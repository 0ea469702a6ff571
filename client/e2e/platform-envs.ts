/**
 * The extra platform environment of each browser test file, by file name (`crash` for `crash.e2e.test.ts`). One
 * place, because the suite's main process reads it too: its pool (platform-pool.ts) boots the next file's platform
 * with that file's environment while the current file runs. A file asks for its platform with
 * `startPlatform({ env: PLATFORM_ENVS.<file> })`; a file not listed asks for the usual platform (no extra
 * environment). Each file says next to that call why it needs its environment. Plain strings only, nothing imported:
 * the main process must not load the app's code.
 */

/** The pinned seeds whose first crash rounds all end early (pinned-seeds.ts, `SHORT_CRASH_ROUNDS`). */
export const SHORT_CRASH_SEED_KEY = 'crash-history-1897';

export const PLATFORM_ENVS = {
  bingo: { BINGO_DRAW_INTERVAL_MS: '40000', BINGO_STARTS_MS: '2000', BINGO_SPIN_MS: '1500', BINGO_RESULT_MS: '6000' },
  cashback: {
    FAIR_TEST_SEED: 'cashback-e2e',
    CASHBACK_PERIOD_MS: '15000',
    CASHBACK_PAYOUT_DELAY_MS: '1000',
    CASHBACK_CLAIM_WINDOW_MS: '600000',
    CASHBACK_JOB_INTERVAL_MS: '500',
  },
  chat: { ADMIN_SUBJECTS: 'dev:boss' },
  'crash-battle': {
    CRASH_BATTLE_COUNTDOWN_MS: '2000',
    CRASH_BATTLE_PAUSE_MS: '1500',
    CRASH_BATTLE_NO_LEAVE_MS: '4000',
  },
  'crash-history': { CRASH_BETTING_MS: '3000', CRASH_PAUSE_MS: '1000', FAIR_TEST_SEED: SHORT_CRASH_SEED_KEY },
  // Classic's first 20 rounds with this key all crash by 2.70x (1 to 12 s of flight), and one in two reaches 1.60x (the
  // round crash.e2e bets into): the test waits a round or two whatever round the platform, booted ahead, is at.
  crash: { CRASH_BETTING_MS: '4000', CRASH_PAUSE_MS: '1500', FAIR_TEST_SEED: 'crash-e2e-31' },
  jackpot: { JACKPOT_COUNTDOWN_MS: '5000', JACKPOT_SPIN_MS: '5000', JACKPOT_RESULT_MS: '120000' },
  'layout-throttle': { RATE_LIMIT_PER_MINUTE: '40', RATE_LIMIT_WINDOW_SECONDS: '12' },
  leaderboard: { TOP_FOLD_INTERVAL_MS: '500', FAIR_TEST_SEED: 'leaderboard-e2e' },
  mines: { FAIR_TEST_SEED: 'mines-e2e' },
  money: { SANDBOX_PAYMENT_DELAY_MS: '1500' },
  potato: {
    POTATO_COUNTDOWN_MS: '2500',
    POTATO_DEAL_MS: '600',
    POTATO_PASS_MS: '3000',
    POTATO_EXPLODED_MS: '1500',
    POTATO_RESULT_MS: '60000',
  },
  referral: { REFERRAL_JOB_INTERVAL_MS: '1000', SANDBOX_PAYMENT_DELAY_MS: '1500' },
  rejoin: { CRASH_BETTING_MS: '6000', CRASH_PAUSE_MS: '1500', FAIR_TEST_SEED: SHORT_CRASH_SEED_KEY },
  roll: { ROLL_BETTING_MS: '8000', ROLL_SPIN_MS: '4000', ROLL_RESULT_MS: '60000' },
  treasures: { TREASURES_DROP_DIVISOR: '1', TREASURES_JOB_INTERVAL_MS: '500', TREASURES_DROP_DELAY_MS: '0' },
} as const satisfies Record<string, Readonly<Record<string, string>>>;

/**
 * Files whose first platform's environment is known only when they run (routing: the address of its fake Steam
 * provider, on a free port); the pool boots nothing ahead for them.
 */
const OWN_PLATFORM = new Set(['routing']);

/** A test file's name as this module knows it: `crash` for `/…/client/e2e/crash.e2e.test.ts`. */
export function e2eFileName(filePath: string): string {
  return (filePath.split('/').pop() ?? '').replace(/\.e2e\.test\.ts$/, '');
}

/** The environment of a file's first platform, or null when only the running file can tell it. */
export function platformEnvOf(file: string): Readonly<Record<string, string>> | null {
  if (OWN_PLATFORM.has(file)) return null;
  return (PLATFORM_ENVS as Record<string, Readonly<Record<string, string>>>)[file] ?? {};
}

/** Whether two environments name the same variables with the same values. */
export function sameEnv(a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && a[key] === b[key]);
}
