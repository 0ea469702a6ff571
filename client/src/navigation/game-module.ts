import type { ComponentType, LazyExoticComponent } from 'react';
import type { GameId } from '@arena/schemas';
import type { LocaleKey } from '../i18n/keys';
import type { HistoryTabProps } from './history-tab';

/*
 * What one game adds to the client, in its own folder: `games/<game>/game-routes.ts` (its route rows, read by the
 * route table, screen-free so links and panels can read them) and `games/<game>/game-screens.ts` (the lazy screen of
 * each row and its profile history tab). navigation/routes.ts, app/route-screens.ts and screens/profile/history-games.ts
 * collect them with import.meta.glob; game-modules.test.ts checks them against the schemas' game registry.
 */

/** A game's tile on the home and /games screens (the route table's `game`). */
export interface GameTileRow {
  /** Where the tile leads, without language prefix (`/crash/classic`): the definition's `path`. */
  href: string;
  nameKey: LocaleKey;
  taglineKey: LocaleKey;
  /** Two CSS colours for the tile's artwork gradient. */
  colors: readonly [string, string];
}

/** One route row of a game (the fields of AppRoute a game uses). */
export interface GameRouteRow {
  id: string;
  path: string;
  titleKey: LocaleKey;
  descriptionKey: LocaleKey;
  leftPanel?: boolean;
  shopPanel?: boolean;
  realItemsOnly?: boolean;
  hideChat?: boolean;
  game?: GameTileRow;
}

export interface GameRoutes {
  /** The schemas registry's id; the first row's id, so the ledger's `game` names the tile (navigation/game-names.ts). */
  game: GameId;
  /** Position of the game among the tiles, the left panel and the phone menu (smallest first). */
  order: number;
  /** Its rows, the one with the tile first. */
  rows: readonly GameRouteRow[];
}

export type HistoryTabComponent = ComponentType<HistoryTabProps> | LazyExoticComponent<ComponentType<HistoryTabProps>>;

export interface GameScreens {
  game: GameId;
  /** The screen of each of its rows, by row id. */
  screens: Readonly<Record<string, ComponentType>>;
  /** Its tab of the profile history (`/profile/history/<game>`), when the definition says `history`. */
  history?: { order: number; labelKey: LocaleKey; component: HistoryTabComponent };
}

/** The modules of `import.meta.glob(…, { eager: true, import: 'default' })`, in a stable order. */
export function globbed<T>(modules: Record<string, T>): T[] {
  return Object.keys(modules)
    .sort()
    .map((path) => modules[path]!);
}
