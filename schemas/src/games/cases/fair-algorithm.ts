import { type FairAlgorithmDescriptor, seededExample } from '../../fair/algorithm-descriptor';
import { CASES_ALGORITHM, caseFairParams, casesVerifier } from './fair';

export const CASES_FAIR: FairAlgorithmDescriptor = {
  id: 'cases',
  nameKey: 'cases.name',
  seededGame: casesVerifier.game,
  steps: CASES_ALGORITHM,
  example: seededExample(
    casesVerifier,
    { serverSeed: 'a'.repeat(64), clientSeed: 'client', nonce: 0 },
    caseFairParams([500_000, 300_000, 150_000, 45_000, 5_000]),
  ),
};
