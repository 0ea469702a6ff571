import type { SeededGameVerifier } from './seeded-games';
import { minesVerifier } from './mines';
import { upgradeVerifier } from './upgrade';
import { casesVerifier } from './cases';
import { lavaVerifier } from './lava';
import { plinkoVerifier } from './plinko';
import { secondLifeVerifier } from './second-life';
import { christmasVerifier, trinityVerifier } from './minigame';
import { treasureActivationVerifier, treasureUpgradeVerifier } from './treasures';
import { wheelVerifier } from './wheel';

/**
 * Every game on the fairness center's seed pairs, by the `game` name its bets carry. Each game adds its verifier
 * here; the /fair page lists exactly these.
 */
export const SEEDED_GAMES: Readonly<Record<string, SeededGameVerifier<unknown, unknown>>> = {
  mines: minesVerifier,
  upgrade: upgradeVerifier,
  cases: casesVerifier,
  lava: lavaVerifier,
  plinko: plinkoVerifier,
  'second-life': secondLifeVerifier,
  [trinityVerifier.game]: trinityVerifier,
  [christmasVerifier.game]: christmasVerifier,
  [treasureActivationVerifier.game]: treasureActivationVerifier,
  [treasureUpgradeVerifier.game]: treasureUpgradeVerifier,
  [wheelVerifier.game]: wheelVerifier,
};

export function seededVerifier(game: string): SeededGameVerifier<unknown, unknown> | undefined {
  return SEEDED_GAMES[game];
}
