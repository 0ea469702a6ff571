import { type FairAlgorithmDescriptor, seededExample } from '../../fair/algorithm-descriptor';
import { UPGRADE_ALGORITHM, upgradeChanceMillionths, upgradeVerifier } from './fair';

export const UPGRADE_FAIR: FairAlgorithmDescriptor = {
  id: 'upgrade',
  nameKey: 'upgrade.name',
  seededGame: upgradeVerifier.game,
  steps: UPGRADE_ALGORITHM,
  example: seededExample(
    upgradeVerifier,
    { serverSeed: 'a'.repeat(64), clientSeed: 'client', nonce: 0 },
    { entryCents: 1000, targetCents: 2000, chanceMillionths: upgradeChanceMillionths(1000, 2000) },
  ),
};
