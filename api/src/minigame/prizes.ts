import { createHash } from 'node:crypto';
import {
  type BattlepassReward,
  MINIGAME_RULES,
  type MinigameGame,
  type MinigamePrizeSpec,
  type MinigameTier,
  type SeededGameVerifier,
  type MinigameFairParams,
  type MinigameOutcome,
  christmasVerifier,
  trinityVerifier,
} from '@arena/schemas';
import { getCatalog } from '../commerce/catalog/catalog';

/** A prize as paid: the cheapest catalog skin at or above the tier's floor (the demo's battle pass does the same). */
export function rewardOf(prize: MinigamePrizeSpec): BattlepassReward {
  if (prize.kind !== 'SKIN') return prize;
  const { items } = getCatalog();
  return {
    kind: 'SKIN',
    catalogItemId: (items.find((item) => item.priceCents >= prize.fromCents) ?? items[items.length - 1]!).id,
  };
}

export interface MinigameSetup {
  cards: number;
  tiers: MinigameTier[];
  verifier: SeededGameVerifier<MinigameFairParams, MinigameOutcome>;
}

/** The published prize table and the fairness center's verifier of a game. */
export function minigameSetup(game: MinigameGame): MinigameSetup {
  const rules = game === 'TRINITY' ? MINIGAME_RULES.trinity : MINIGAME_RULES.christmas;
  return {
    cards: rules.cards,
    tiers: rules.tiers.map((tier, i) => ({ tier: i, weight: tier.weight, reward: rewardOf(tier.prize) })),
    verifier: game === 'TRINITY' ? trinityVerifier : christmasVerifier,
  };
}

/**
 * The play id (also its fairness-center bet id): a UUID (version 8, RFC 9562) from SHA-256 of the day's slot, so
 * the same slot can only ever be one play.
 */
export function playIdOf(game: MinigameGame, userId: string, day: number, slot: number): string {
  const bytes = createHash('sha256').update(`minigame:${game}:${userId}:${day}:${slot}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x80;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
