import type { ComponentType, LazyExoticComponent } from 'react';
import { type GameScreens, globbed } from '../../navigation/game-module';
import type { LocaleKey } from '../../i18n/keys';

import type { HistoryTabProps } from '../../navigation/history-tab';

// A game's tab imports HistoryTabProps from '../../navigation/history-tab', not from here, so this table (which loads the tabs)
// and the tabs never import each other.
export type { HistoryTabProps };

/**
 * Per-game children of the profile history (`/profile/history/{id}`, `/user/{userId}/history/{id}`); the
 * default child is the skin history (own profile) or the bets (public profile). A game registers its tab in its
 * `game-screens.ts` (`history`) when its history endpoint exists; the tab is usually `usePagedHistory(url)` + `<HistoryTable>` with the
 * game's columns (client/CONTEXT.md). Load it with `lazy()` so the profile chunk does not carry every game.
 */
export interface HistoryGame {
  /** The last path segment, e.g. `crash-battle`. */
  id: string;
  labelKey: LocaleKey;
  component: ComponentType<HistoryTabProps> | LazyExoticComponent<ComponentType<HistoryTabProps>>;
}

/** The games' tabs, each from its `games/<game>/game-screens.ts`, in their `order`. */
export const HISTORY_GAMES: HistoryGame[] = globbed(
  import.meta.glob<GameScreens>('../../games/*/game-screens.ts', { eager: true, import: 'default' }),
)
  .flatMap((game) => (game.history ? [{ id: game.game, ...game.history }] : []))
  .sort((a, b) => a.order - b.order)
  .map(({ id, labelKey, component }) => ({ id, labelKey, component }));
