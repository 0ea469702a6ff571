import type { GameId } from '@arena/schemas';
import type { RouteModule } from '../http/route-module';
import type { DepositCreditedHook } from '../http/services';
import { bingoRoutes } from './bingo/routes';
import { grantEarnedBingoTickets } from './bingo/tickets';
import { casesRoutes } from './cases/routes';
import { crashBattleRoutes } from './crash-battle/routes';
import { jackpotRoutes } from './jackpot/routes';
import { lavaRoutes } from './lava/routes';
import { minesRoutes } from './mines/routes';
import { plinkoRoutes } from './plinko/routes';
import { potatoRoutes } from './potato/routes';
import { rollRoutes } from './roll/routes';
import { secondLifeRoutes } from './second-life/routes';
import { upgradeRoutes } from './upgrade/routes';

export * from './crash';
export * from './crash-battle';
export * from './jackpot';
export * from './potato';
export * from './roll';
export * from './plinko';
export * from './upgrade';
export * from './cases';
export * from './bingo';
export * from './lava';
export * from './second-life';
export * from './mines';

/**
 * The REST routes of every game of the schemas registry, one line each (null: the game is played in its room only).
 * A record over the registry's ids, so a new game does not compile until it says whether it has routes.
 */
export const GAME_API_ROUTES: Readonly<Record<GameId, RouteModule | null>> = {
  crash: null,
  crashbattle: crashBattleRoutes,
  plinko: plinkoRoutes,
  lava: lavaRoutes,
  mines: minesRoutes,
  upgrade: upgradeRoutes,
  roll: rollRoutes,
  jackpot: jackpotRoutes,
  potato: potatoRoutes,
  'second-life': secondLifeRoutes,
  cases: casesRoutes,
  bingo: bingoRoutes,
};

/** What the games grant in the commit that credits a confirmed deposit (commerce runs them; it cannot import games). */
export const GAME_DEPOSIT_HOOKS: readonly DepositCreditedHook[] = [(tx, userId) => grantEarnedBingoTickets(tx, userId)];
