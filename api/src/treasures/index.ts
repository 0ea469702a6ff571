export { treasureRoutes } from './routes';
export { runTreasureJob } from './job';
export { seedTreasures, grantTreasureCard } from './seed';
export { createTreasureCollection } from './seasons';
export { useTreasureSettings, loadTreasureSettings, treasureSettingsOf } from './settings';
