export { multiplierAtMs, multiplierHundredthsAtMs, msToReachHundredths, payoutCents } from './curve';
export * from './messages';
export * from './state';
export { checkCrashBetRequest, parseMultiplierHundredths, formatHundredths } from './bet-request';
