export { clanRoutes } from './routes';
export { payClanWarSeasons, CLAN_WAR_REWARD_OPERATION, type PaidSeason } from './season-end';
export { clanWarSnapshot, type LastAction } from './standings';
