export { minigameRoutes } from './routes';
