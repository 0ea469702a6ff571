import type { SeededGameVerifier } from './seeded-games';
import { GAME_SEEDED_VERIFIERS } from '../games/registry';
import { christmasVerifier, trinityVerifier } from './minigame';
import { treasureActivationVerifier, treasureUpgradeVerifier } from './treasures';
import { wheelVerifier } from './wheel';

/**
 * Everything on the fairness center's seed pairs, by the `game` name its bets carry: the games whose definitions
 * verify on the seed pair (games/registry.ts), then the seeded draws that are not games. The /fair page lists exactly
 * these.
 */
export const SEEDED_GAMES: Readonly<Record<string, SeededGameVerifier<unknown, unknown>>> = {
  ...GAME_SEEDED_VERIFIERS,
  [trinityVerifier.game]: trinityVerifier,
  [christmasVerifier.game]: christmasVerifier,
  [treasureActivationVerifier.game]: treasureActivationVerifier,
  [treasureUpgradeVerifier.game]: treasureUpgradeVerifier,
  [wheelVerifier.game]: wheelVerifier,
};

export function seededVerifier(game: string): SeededGameVerifier<unknown, unknown> | undefined {
  return SEEDED_GAMES[game];
}
