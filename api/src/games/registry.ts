import type { GameId } from '@arena/schemas';
import type { MigrationObject } from '@mikro-orm/core';
import type { RouteModule } from '../http/route-module';
import type { DepositCreditedHook } from '../http/services';
import { bingoRoutes } from './bingo/routes';
import { grantEarnedBingoTickets } from './bingo/tickets';
import { CASES_MIGRATIONS } from './cases/migrations';
import { casesRoutes } from './cases/routes';
import { crashRoutes } from './crash/routes';
import { CRASH_BATTLE_MIGRATIONS } from './crash-battle/migrations';
import { crashBattleRoutes } from './crash-battle/routes';
import { JACKPOT_MIGRATIONS } from './jackpot/migrations';
import { jackpotRoutes } from './jackpot/routes';
import { LAVA_MIGRATIONS } from './lava/migrations';
import { lavaRoutes } from './lava/routes';
import { MINES_MIGRATIONS } from './mines/migrations';
import { minesRoutes } from './mines/routes';
import { plinkoRoutes } from './plinko/routes';
import { POTATO_MIGRATIONS } from './potato/migrations';
import { potatoRoutes } from './potato/routes';
import { rollRoutes } from './roll/routes';
import { SECOND_LIFE_MIGRATIONS } from './second-life/migrations';
import { secondLifeRoutes } from './second-life/routes';
import { UPGRADE_MIGRATIONS } from './upgrade/migrations';
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
  crash: crashRoutes,
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

/**
 * The migrations of every game that keeps tables of its own, from its `migrations/` folder (crash's, roll's and
 * bingo's change platform tables too, so they stay in db/migrations). `migrationOrder` places them among the
 * platform's.
 */
export const GAME_MIGRATIONS: readonly MigrationObject[] = [
  ...CRASH_BATTLE_MIGRATIONS,
  ...JACKPOT_MIGRATIONS,
  ...LAVA_MIGRATIONS,
  ...UPGRADE_MIGRATIONS,
  ...MINES_MIGRATIONS,
  ...POTATO_MIGRATIONS,
  ...SECOND_LIFE_MIGRATIONS,
  ...CASES_MIGRATIONS,
];
