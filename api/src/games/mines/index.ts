export { MINES_GAME } from './rounds';
export { createMinesRound, openMinesRoundCell, defuseMinesRound, takeMinesRound, currentMinesRound } from './play';
export { minesRoutes } from './routes';
