export { battlepassRoutes } from './routes';
export { battlepassClock } from './clock';
export { seedBattlepasses } from './seed';
export { createBattlepass } from './admin';
