import { type FairAlgorithmDescriptor, seededExample } from '../../fair/algorithm-descriptor';
import { LAVA_ALGORITHM, lavaParams, lavaVerifier } from './fair';

/** Lava as published: the board of lava.test.ts's first vector, crossed with 1, 3 and 2 cells open. */
export const LAVA_FAIR: FairAlgorithmDescriptor = {
  id: 'lava',
  nameKey: 'lava.name',
  seededGame: lavaVerifier.game,
  steps: [
    LAVA_ALGORITHM,
    'Cells in the stored params: the opened cell numbers of a row written as digits (cells 2, 5, 7 -> 257; 0 = row not played).',
    'The multiplier shown is floored to 1/10,000; the win is computed from the exact fraction, then floored to the cent.',
  ].join('\n'),
  example: seededExample(
    lavaVerifier,
    {
      serverSeed: 'fde5d2a624d35262718ba0dd5374f99e5c215ebf602a9426af1f6d53760d187a',
      clientSeed: 'lava player',
      nonce: 0,
    },
    lavaParams(1234, [[1], [1, 2, 3], [1, 2]]),
    ['board', 'result', 'rowsCrossed', 'multiplier', 'payoutCents'],
  ),
};
