export { giveawayRoutes } from './routes';
export { runGiveawayJob, type GiveawayJobReport } from './job';
export { type GiveawaySettings, loadGiveawaySettings, giveawaySettingsOf, useGiveawaySettings } from './settings';
