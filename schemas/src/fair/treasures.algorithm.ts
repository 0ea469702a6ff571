import { TREASURE_RULES } from '../rules/treasures';
import { type FairAlgorithmDescriptor, seededExample, showFields } from './algorithm-descriptor';
import {
  TREASURE_DROP_ALGORITHM,
  treasureActivationVerifier,
  treasureDrop,
  treasureUpgradeVerifier,
} from './treasures';

const SLOTS = TREASURE_RULES.treasuresPerCollection;
const DROP = {
  serverSeed: 'a'.repeat(64),
  betId: '00000000-0000-4000-8000-000000000001',
  stakeCents: 1000,
  divisor: 1_000_000,
};

export const TREASURE_DROP_FAIR: FairAlgorithmDescriptor = {
  id: 'treasureDrop',
  nameKey: 'fair.algorithm.treasureDrop.name',
  steps: TREASURE_DROP_ALGORITHM,
  example: { input: showFields(DROP), output: () => showFields(treasureDrop(DROP)) },
};

export const TREASURE_ACTIVATION_FAIR: FairAlgorithmDescriptor = {
  id: 'treasureActivation',
  nameKey: 'treasures.activation.name',
  seededGame: treasureActivationVerifier.game,
  steps:
    `float_0 = first 4 bytes of HMAC_SHA256(server seed, "<client seed>:<nonce>:0") / 2^32; roll = floor(float_0 · ${TREASURE_RULES.basisPoints}); ` +
    'the activation succeeds iff roll < chance in basis points.',
  example: seededExample(
    treasureActivationVerifier,
    { serverSeed: 'a'.repeat(64), clientSeed: 'client', nonce: 2 },
    { chanceBasisPoints: 2000 },
  ),
};

export const TREASURE_UPGRADE_FAIR: FairAlgorithmDescriptor = {
  id: 'treasureUpgrade',
  nameKey: 'treasures.upgrade.name',
  seededGame: treasureUpgradeVerifier.game,
  steps:
    `float_0 = first 4 bytes of HMAC_SHA256(server seed, "<client seed>:<nonce>:0") / 2^32; others = the slots 1..${SLOTS} without ` +
    `fromSlot, ascending; pick = floor(float_0 · ${SLOTS - 1}); the new card is others[pick].`,
  example: seededExample(
    treasureUpgradeVerifier,
    { serverSeed: 'a'.repeat(64), clientSeed: 'client', nonce: 0 },
    { fromSlot: 1 },
  ),
};
