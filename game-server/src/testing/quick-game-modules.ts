import { CRASH_GAME, ROLL_GAME } from '@arena/api';
import type { GameModule } from '../game-module';
import { GAME_MODULES } from '../games';
import { createCrashModule } from '../rooms/crash/module';
import { createRollModule } from '../rooms/roll/module';

/** Links per stored chain: the room kits' length, plenty for the few rounds a test plays. */
const TEST_CHAIN_LENGTH = 400;

const SHORT_CHAINS: Record<string, () => GameModule> = {
  [CRASH_GAME]: () => createCrashModule({ chainLength: TEST_CHAIN_LENGTH }),
  [ROLL_GAME]: () => createRollModule({ chainLength: TEST_CHAIN_LENGTH }),
};

/**
 * Every module the server hosts (GAME_MODULES, same games and room types, in the same order), for tests that boot
 * them all. With the defaults, recovery over a fresh test database first stores the hash-chained games' chains at
 * full length (100,000 links, one chain per crash variant and one for roll), which took most of such a boot; these
 * store short chains and are otherwise the defaults.
 */
export function quickGameModules(): GameModule[] {
  return GAME_MODULES.map((module) => SHORT_CHAINS[module.game]?.() ?? module);
}
