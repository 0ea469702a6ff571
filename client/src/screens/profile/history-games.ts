import type { ComponentType } from 'react';
import type { LocaleKey } from '../../i18n/keys';

/**
 * Per-game children of the profile history (`/profile/history/{game}`, `/user/{id}/history/{game}`). Each
 * game adds its own entry when its history exists; the default child is the skin history.
 */
export interface HistoryGame {
  id: string;
  labelKey: LocaleKey;
  /** Shows the player's rounds of that game. */
  component: ComponentType<{ userId: string | null }>;
}

export const HISTORY_GAMES: HistoryGame[] = [];
