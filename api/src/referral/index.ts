export { referralRoutes } from './routes';
export { applyReferralCode, type LinkContext } from './link';
export { runReferralJob, type ReferralJobReport } from './job';
export { type ReferralSettings, loadReferralSettings, referralSettingsOf } from './settings';
