import type { FairAlgorithmDescriptor } from '../../fair/algorithm-descriptor';
import { POTATO_ALGORITHM, potatoClientSeed, unattendedPotatoStage } from './fair';

/** The game of potato.test.ts: four players in seats 0-3, stage 1 played with every pass automatic. */
const SERVER_SEED = '5a1f0c9e3b7d2a6f8e4c1b9d7a3f5e2c8b6d4a0f9e7c5b3a1d8f6e4c2a0b9d7e';
const CLIENT_SEED = potatoClientSeed(
  [1, 2, 3, 4].map((d) => `${d}`.repeat(8) + `-${d}${d}${d}${d}-4${d}${d}${d}-8${d}${d}${d}-` + `${d}`.repeat(12)),
);
const SURVIVORS = [0, 1, 2, 3];

export const POTATO_FAIR: FairAlgorithmDescriptor = {
  id: 'potato',
  nameKey: 'potato.name',
  steps: POTATO_ALGORITHM,
  example: {
    input: { serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, s: '1', S: SURVIVORS.join(', ') },
    output: () => {
      const stage = unattendedPotatoStage(SERVER_SEED, CLIENT_SEED, 1, SURVIVORS);
      return {
        deal: String(stage.startSeat),
        F: String(stage.fuse),
        'automatic passes': stage.passes.map((pass) => pass.to).join(', '),
        'knocked out': String(stage.loserSeat),
      };
    },
  },
};
