export { PLINKO_GAME, PLINKO_DROP_OPERATION, dropPlinkoBall } from './drops';
export { plinkoHistory } from './queries';
export { plinkoRoutes } from './routes';
