export { multiplierAtMs, multiplierHundredthsAtMs, msToReachHundredths, payoutCents } from './curve';
