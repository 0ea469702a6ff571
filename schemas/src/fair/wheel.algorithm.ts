import { type FairAlgorithmDescriptor, seededExample } from './algorithm-descriptor';
import { WHEEL_ALGORITHM, wheelVerifier } from './wheel';

export const WHEEL_FAIR: FairAlgorithmDescriptor = {
  id: 'wheel',
  nameKey: 'bonusPage.wheel.name',
  seededGame: wheelVerifier.game,
  steps: WHEEL_ALGORITHM,
  example: seededExample(wheelVerifier, { serverSeed: '0'.repeat(64), clientSeed: '0', nonce: 0 }, {}),
};
