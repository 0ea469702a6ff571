import { type FairAlgorithmDescriptor, seededExample } from '../../fair/algorithm-descriptor';
import { SECOND_LIFE_ALGORITHM, secondLifePremiumCents, secondLifeVerifier } from './fair';

export const SECOND_LIFE_FAIR: FairAlgorithmDescriptor = {
  id: 'secondLife',
  nameKey: 'second-life.name',
  seededGame: secondLifeVerifier.game,
  steps: SECOND_LIFE_ALGORITHM,
  example: seededExample(
    secondLifeVerifier,
    { serverSeed: 'a'.repeat(64), clientSeed: 'client', nonce: 0 },
    { lostStakeCents: 1000, chanceBasisPoints: 5000, premiumCents: secondLifePremiumCents(1000, 5000) },
  ),
};
