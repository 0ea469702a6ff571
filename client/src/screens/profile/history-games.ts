import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { LocaleKey } from '../../i18n/keys';

import type { HistoryTabProps } from './history-tab';

// A game's tab imports HistoryTabProps from './history-tab', not from here, so this table (which loads the tabs)
// and the tabs never import each other.
export type { HistoryTabProps };

/**
 * Per-game children of the profile history (`/profile/history/{id}`, `/user/{userId}/history/{id}`); the
 * default child is the skin history (own profile) or the bets (public profile). A game registers one entry
 * when its history endpoint exists; the tab is usually `usePagedHistory(url)` + `<HistoryTable>` with the
 * game's columns (client/CONTEXT.md). Load it with `lazy()` so the profile chunk does not carry every game.
 */
export interface HistoryGame {
  /** The last path segment, e.g. `crash-battle`. */
  id: string;
  labelKey: LocaleKey;
  component: ComponentType<HistoryTabProps> | LazyExoticComponent<ComponentType<HistoryTabProps>>;
}

export const HISTORY_GAMES: HistoryGame[] = [
  { id: 'crashbattle', labelKey: 'crash-battle.name', component: lazy(() => import('../../games/crash-battle/CrashBattleHistory')) },
  { id: 'jackpot', labelKey: 'jackpot.name', component: lazy(() => import('../../games/jackpot/JackpotHistory')) },
  { id: 'potato', labelKey: 'potato.name', component: lazy(() => import('../../games/potato/PotatoHistory')) },
  { id: 'bingo', labelKey: 'bingo.name', component: lazy(() => import('../../games/bingo/BingoHistory')) },
  { id: 'plinko', labelKey: 'plinko.name', component: lazy(() => import('../../games/plinko/PlinkoHistory')) },
  { id: 'upgrade', labelKey: 'upgrade.name', component: lazy(() => import('../../games/upgrade/UpgradeHistory')) },
  { id: 'lava', labelKey: 'lava.name', component: lazy(() => import('../../games/lava/LavaHistory')) },
  { id: 'mines', labelKey: 'mines.name', component: lazy(() => import('../../games/mines/MinesHistory')) },
  { id: 'second-life', labelKey: 'second-life.name', component: lazy(() => import('../../games/second-life/SecondLifeHistory')) },
  { id: 'roll', labelKey: 'roll.name', component: lazy(() => import('../../games/roll/RollHistory')) },
  { id: 'cases', labelKey: 'cases.name', component: lazy(() => import('../../games/cases/CasesHistory')) },
];
