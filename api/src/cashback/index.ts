export { cashbackRoutes } from './routes';
export { runCashbackJob, type CashbackJobReport, type ComputedWeek, type ComputedReward } from './job';
export { claimCashback, CASHBACK_OPERATION } from './claim';
export { type CashbackSettings, loadCashbackSettings, cashbackSettingsOf } from './settings';
