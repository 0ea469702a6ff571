import type { LocaleKey } from '../i18n/keys';
import type { OpenedPage } from '../stores/settings-store';

/** A game's tile on the home and /games screens. */
export interface GameTile {
  /** Where the tile leads, without language prefix (`/crash/classic`). */
  href: string;
  nameKey: LocaleKey;
  taglineKey: LocaleKey;
  /** Two CSS colours for the tile's artwork gradient. */
  colors: readonly [string, string];
}

/**
 * One row of the route table. Paths are react-router patterns without the language prefix; the router
 * mounts every row under `/:lang`, and prefix redirects, /404, guards and modal behaviour apply to all rows.
 * No screen here: rows are read by links and panels that screens import (see `route-screens.ts`).
 */
export interface AppRoute<Id extends string = string> {
  id: Id;
  path: string;
  titleKey: LocaleKey;
  descriptionKey: LocaleKey;
  /** Show the game navigation panel on the left. */
  leftPanel?: boolean;
  /** Show the player's skins panel on the right (games that take skins). */
  shopPanel?: boolean;
  /** Only real items may be selected here (bonus and real+bonus are refused). */
  realItemsOnly?: boolean;
  /** The chat dock stays hidden on this route. */
  hideChat?: boolean;
  /** A modal over the current page on desktop, a page of its own on mobile. */
  modalOnDesktop?: boolean;
  /** Needs a valid token; otherwise the player is sent to /auth and brought back after signing in. */
  requiresAuth?: boolean;
  /** Remembers that the page was opened (docs/product-rules.md §2: /bonus, /giveaway). */
  marksOpened?: OpenedPage;
  game?: GameTile;
}
