import { z } from 'zod';
import { MINIGAME_RULES } from '../constants';
import { type SeedTriple, generateFloats } from './seeded';
import { seededGame } from './seeded-games';

/** The fairness center's game names of the two minigames (their labels are `minigame.trinity.name`, …). */
export const TRINITY_FAIR_GAME = 'minigame.trinity';
export const CHRISTMAS_FAIR_GAME = 'minigame.christmas';

/** The verifier's weight slots `w1` … `w8`: slot i holds the weight of the prize table's i-th tier (0 = none). */
export const MINIGAME_TIER_KEYS = Array.from(
  { length: MINIGAME_RULES.maxTiers },
  (_, i) => `w${i + 1}`,
) as readonly string[];

export const MINIGAME_ALGORITHM =
  'float_k = the k-th 4 bytes of HMAC_SHA256(server seed, "<client seed>:<nonce>:0") / 2^32 for card k = 0, 1, … (3 cards in Trinity, ' +
  '5 gifts in Christmas); total = w1 + … + w8; ticket_k = floor(float_k · total); card k holds the first tier i whose cumulative ' +
  'weight w1 + … + wi exceeds ticket_k. Every card is fixed by the seeds before the pick; the player wins the card they picked.';

/** A play's params as recorded: the picked card (0-based) and the prize table's weights in tier order. */
export interface MinigameFairParams {
  pick: number;
  [weight: string]: number;
}

export interface MinigameOutcome {
  /** ticket_k of each card. */
  tickets: number[];
  /** The tier (0-based) each card holds, in card order. */
  cards: number[];
  pick: number;
  /** cards[pick]: the tier won. */
  tier: number;
}

/** The params of a play picking `pick` on a table with these weights. */
export function minigameFairParams(pick: number, weights: readonly number[]): MinigameFairParams {
  if (weights.length === 0 || weights.length > MINIGAME_RULES.maxTiers)
    throw new RangeError(`a prize table has 1 to ${MINIGAME_RULES.maxTiers} tiers`);
  return { pick, ...Object.fromEntries(MINIGAME_TIER_KEYS.map((key, i) => [key, weights[i] ?? 0])) };
}

/** The tier whose ticket range [w1 + … + w(i-1), w1 + … + wi) holds `ticket`. */
export function minigameTierOfTicket(weights: readonly number[], ticket: number): number {
  let cumulative = 0;
  for (let tier = 0; tier < weights.length; tier++) {
    cumulative += weights[tier]!;
    if (ticket < cumulative) return tier;
  }
  throw new RangeError(`ticket ${ticket} is past the total weight ${cumulative}`);
}

/** Deals `cards` cards from the seeds and hands over the picked one. floor(float · total) is exact: total ≤ 2^20. */
export function minigameDeal(seeds: SeedTriple, cards: number, params: MinigameFairParams): MinigameOutcome {
  const weights = MINIGAME_TIER_KEYS.map((key) => params[key] ?? 0);
  const total = weights.reduce((sum, w) => sum + w, 0);
  const tickets = generateFloats({ ...seeds, count: cards }).map((float) => Math.floor(float * total));
  const dealt = tickets.map((ticket) => minigameTierOfTicket(weights, ticket));
  return { tickets, cards: dealt, pick: params.pick, tier: dealt[params.pick]! };
}

const weight = z.number().int().min(0).max(MINIGAME_RULES.totalWeight);

function paramsSchema(cards: number): z.ZodType<MinigameFairParams> {
  return z
    .object({
      pick: z
        .number()
        .int()
        .min(0)
        .max(cards - 1),
      ...Object.fromEntries(MINIGAME_TIER_KEYS.map((key) => [key, weight])),
    })
    .refine((p) => {
      const total = MINIGAME_TIER_KEYS.reduce((sum, key) => sum + ((p as Record<string, number>)[key] ?? 0), 0);
      return total > 0 && total <= MINIGAME_RULES.totalWeight;
    }, `the weights must add up to between 1 and ${MINIGAME_RULES.totalWeight}`) as unknown as z.ZodType<MinigameFairParams>;
}

function minigameVerifier(game: string, cards: number) {
  return seededGame<MinigameFairParams, MinigameOutcome>({
    game,
    params: paramsSchema(cards),
    fields: [
      { name: 'pick', kind: 'integer', min: 0, max: cards - 1 },
      ...MINIGAME_TIER_KEYS.map((name) => ({
        name,
        kind: 'integer' as const,
        min: 0,
        max: MINIGAME_RULES.totalWeight,
      })),
    ],
    outcome: (seeds, params) => minigameDeal(seeds, cards, params),
  });
}

export const trinityVerifier = minigameVerifier(TRINITY_FAIR_GAME, MINIGAME_RULES.trinity.cards);
export const christmasVerifier = minigameVerifier(CHRISTMAS_FAIR_GAME, MINIGAME_RULES.christmas.cards);
