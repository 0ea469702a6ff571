import { MINIGAME_RULES } from '../constants';
import { type FairAlgorithmDescriptor, seededExample } from './algorithm-descriptor';
import { MINIGAME_ALGORITHM, christmasVerifier, minigameFairParams, trinityVerifier } from './minigame';

const weights = (tiers: readonly { weight: number }[]) => tiers.map((tier) => tier.weight);

export const TRINITY_FAIR: FairAlgorithmDescriptor = {
  id: 'trinity',
  nameKey: 'minigame.trinity.name',
  seededGame: trinityVerifier.game,
  steps: MINIGAME_ALGORITHM,
  example: seededExample(
    trinityVerifier,
    { serverSeed: 'a'.repeat(64), clientSeed: 'client', nonce: 0 },
    minigameFairParams(0, weights(MINIGAME_RULES.trinity.tiers)),
  ),
};

export const CHRISTMAS_FAIR: FairAlgorithmDescriptor = {
  id: 'christmas',
  nameKey: 'minigame.christmas.name',
  seededGame: christmasVerifier.game,
  steps: MINIGAME_ALGORITHM,
  example: seededExample(
    christmasVerifier,
    { serverSeed: 'f'.repeat(64), clientSeed: 'x', nonce: 42 },
    minigameFairParams(4, weights(MINIGAME_RULES.christmas.tiers)),
  ),
};
