import type { FairAlgorithmDescriptor } from './algorithm-descriptor';
import { BINGO_FAIR } from './bingo.algorithm';
import { CASES_FAIR } from './cases.algorithm';
import { CHAT_GIVEAWAY_FAIR } from './chat-giveaway.algorithm';
import { CLAN_CHOICE_FAIR } from './clans.algorithm';
import { CRASH_FAIR } from './crash.algorithm';
import { CRASH_BATTLE_FAIR } from './crash-battle.algorithm';
import { GIVEAWAY_FAIR } from './giveaways.algorithm';
import { JACKPOT_FAIR } from './jackpot.algorithm';
import { LAVA_FAIR } from './lava.algorithm';
import { MINES_FAIR } from './mines.algorithm';
import { CHRISTMAS_FAIR, TRINITY_FAIR } from './minigame.algorithm';
import { PLINKO_FAIR } from './plinko.algorithm';
import { POTATO_FAIR } from './potato.algorithm';
import { ROLL_FAIR } from './roll.algorithm';
import { SECOND_LIFE_FAIR } from './second-life.algorithm';
import { TREASURE_ACTIVATION_FAIR, TREASURE_DROP_FAIR, TREASURE_UPGRADE_FAIR } from './treasures.algorithm';
import { UPGRADE_FAIR } from './upgrade.algorithm';
import { WHEEL_FAIR } from './wheel.algorithm';

/**
 * Every published algorithm by its id, in the order the /fair page lists them (the games first, then the draws).
 * A record, so a rules panel naming an id without a descriptor does not compile.
 */
const BY_ID = {
  crash: CRASH_FAIR,
  crashBattle: CRASH_BATTLE_FAIR,
  plinko: PLINKO_FAIR,
  lava: LAVA_FAIR,
  mines: MINES_FAIR,
  upgrade: UPGRADE_FAIR,
  roll: ROLL_FAIR,
  jackpot: JACKPOT_FAIR,
  potato: POTATO_FAIR,
  secondLife: SECOND_LIFE_FAIR,
  cases: CASES_FAIR,
  bingo: BINGO_FAIR,
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

export type FairAlgorithmId = keyof typeof BY_ID;

export const FAIR_ALGORITHMS: readonly FairAlgorithmDescriptor[] = Object.values(BY_ID);

export function fairAlgorithm(id: FairAlgorithmId): FairAlgorithmDescriptor {
  return BY_ID[id];
}
