import { useTranslation } from 'react-i18next';
import type { LocaleKey } from '../i18n/keys';
import { ROUTES } from './routes';

/**
 * The name of a game as the ledger calls it (`bets.game`: 'crash', 'crashbattle', 'second-life'…): each game's
 * route id is its ledger name, so the route table's tile is the one place the name lives. Null for a game the
 * site has no tile for.
 */
export function gameNameKey(game: string): LocaleKey | null {
  return ROUTES.find((route) => route.id === game && route.game)?.game?.nameKey ?? null;
}

/** `gameNameKey` in the page's language; the ledger name itself for a game without a tile. */
export function useGameName(): (game: string) => string {
  const { t } = useTranslation();
  return (game) => {
    const key = gameNameKey(game);
    return key ? t(key) : game;
  };
}
