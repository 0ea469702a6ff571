import type { FairAlgorithmDescriptor } from './algorithm-descriptor';
import { GAMES, type GameFairId } from '../games/registry';
import { CHAT_GIVEAWAY_FAIR } from './chat-giveaway.algorithm';
import { CLAN_CHOICE_FAIR } from './clans.algorithm';
import { GIVEAWAY_FAIR } from './giveaways.algorithm';
import { CHRISTMAS_FAIR, TRINITY_FAIR } from './minigame.algorithm';
import { TREASURE_ACTIVATION_FAIR, TREASURE_DROP_FAIR, TREASURE_UPGRADE_FAIR } from './treasures.algorithm';
import { WHEEL_FAIR } from './wheel.algorithm';

/** The published algorithms that are draws, not games (each game's is in its definition). */
const DRAWS = {
  trinity: TRINITY_FAIR,
  christmas: CHRISTMAS_FAIR,
  treasureDrop: TREASURE_DROP_FAIR,
  treasureActivation: TREASURE_ACTIVATION_FAIR,
  treasureUpgrade: TREASURE_UPGRADE_FAIR,
  wheel: WHEEL_FAIR,
  chatGiveaway: CHAT_GIVEAWAY_FAIR,
  giveaway: GIVEAWAY_FAIR,
  clanChoice: CLAN_CHOICE_FAIR,
} satisfies Record<string, FairAlgorithmDescriptor>;

/**
 * Every published algorithm by its id, in the order the /fair page lists them (the games in registry order, then
 * the draws). Typed by the ids, so a rules panel naming an id without a descriptor does not compile.
 */
const BY_ID = {
  ...(Object.fromEntries(GAMES.map((game) => [game.fair.id, game.fair.algorithm])) as Record<
    GameFairId,
    FairAlgorithmDescriptor
  >),
  ...DRAWS,
};

export type FairAlgorithmId = keyof typeof BY_ID;

export const FAIR_ALGORITHMS: readonly FairAlgorithmDescriptor[] = Object.values(BY_ID);

export function fairAlgorithm(id: FairAlgorithmId): FairAlgorithmDescriptor {
  return BY_ID[id];
}
