import { type FairAlgorithmDescriptor, seededExample } from '../../fair/algorithm-descriptor';
import { PLINKO_ALGORITHM, plinkoVerifier } from './fair';

/** Plinko as published: the example is the first vector of plinko.test.ts, dropped by the server's own function. */
export const PLINKO_FAIR: FairAlgorithmDescriptor = {
  id: 'plinko',
  nameKey: 'plinko.name',
  seededGame: plinkoVerifier.game,
  steps: PLINKO_ALGORITHM,
  example: seededExample(
    plinkoVerifier,
    {
      serverSeed: 'd44fb48b7b81e88eda4e1e2f048bf65c08acb5bf877f770e5453024ef5b1d0a5',
      clientSeed: 'lucky-player',
      nonce: 0,
    },
    { rows: 8, risk: 'low' },
  ),
};
