import type { FairAlgorithmDescriptor } from '../../fair/algorithm-descriptor';
import { ROLL_ALGORITHM, rollCell, rollColourOfCell } from './fair';

/** The first vector of roll.test.ts (the crash vectors' salt). */
const ROUND_HASH = 'd78501c69a8de5095a018a3f53f0e2ceb68cc92542029676944aab9ab32ddce4';
const SALT = '0000000000000000000301e2801a9a9598bfb114e574a91a887f2132f33047e6';

export const ROLL_FAIR: FairAlgorithmDescriptor = {
  id: 'roll',
  nameKey: 'roll.name',
  steps: ROLL_ALGORITHM,
  example: {
    input: { H: ROUND_HASH, salt: SALT },
    output: () => {
      const cell = rollCell(ROUND_HASH, SALT);
      return { cell: String(cell), colour: rollColourOfCell(cell) };
    },
  },
};
