/**
 * Business constants of docs/product-rules.md §9. One rule, one place: every package reads limits, edges and
 * timings from here. Money is always integer US cents.
 */
export * from './rules/platform';
export * from './rules/game-port';
export * from './rules/commerce';
export * from './rules/crash';
export * from './rules/chat';
export * from './rules/shared-rounds';
export * from './rules/battlepass';
export * from './rules/steam-account';
export * from './rules/minigame';
export * from './rules/giveaways';
export * from './rules/leaderboard';
export * from './rules/referral';
export * from './rules/treasures';
export * from './rules/clans';
