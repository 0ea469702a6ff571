export { playSecondLife } from './play';
export { eligibleLostBets } from './lost-bets';
export { secondLifeHistory } from './queries';
export { secondLifeRoutes } from './routes';
