export { UPGRADE_GAME, playUpgrade } from './play';
export { recentUpgrades, upgradeHistory } from './queries';
export { upgradeRoutes } from './routes';
