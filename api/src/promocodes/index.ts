export { promocodeRoutes } from './routes';
export { redeemPromocode, type RedeemEntry } from './redeem';
export { runPromocodeJob, type AppliedBoost } from './boosts';
export { createPromocode, disablePromocode, listPromocodes } from './admin';
