import type { FairAlgorithmDescriptor } from '../../fair/algorithm-descriptor';
import { CRASH_BATTLE_ALGORITHM, crashBattleBotTargets, crashBattleClientSeed, crashBattleCrashPoint } from './fair';

/** The battle of crash-battle.test.ts: two players and two bots, round 1. */
const SERVER_SEED = '7f3d9a2b6c1e4f8a0b5d2c9e7a1f3b6d8e0c2a4f6b8d0e2c4a6f8b0d2e4c6a8f';
const CLIENT_SEED = crashBattleClientSeed([
  '11111111-1111-4111-8111-111111111111',
  null,
  '22222222-2222-4222-8222-222222222222',
  null,
]);
const ROUND = 1;
const SEATS = 4;

export const CRASH_BATTLE_FAIR: FairAlgorithmDescriptor = {
  id: 'crashBattle',
  nameKey: 'crash-battle.name',
  steps: CRASH_BATTLE_ALGORITHM,
  example: {
    input: { serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, r: String(ROUND), seats: String(SEATS) },
    output: () => ({
      'crash point': String(crashBattleCrashPoint(SERVER_SEED, CLIENT_SEED, ROUND)),
      targets: crashBattleBotTargets(SERVER_SEED, CLIENT_SEED, ROUND, SEATS).join(', '),
    }),
  },
};
