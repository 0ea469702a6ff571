import { z } from 'zod';
import { CASE_RULES } from './constants';
import { type SeedTriple, generateFloats } from '../../fair/seeded';
import { seededGame } from '../../fair/seeded-games';

/** The verifier's weight slots, `w1` … `w10`: slot i holds the odds weight of the case's i-th skin (0 = no skin). */
export const CASE_SLOT_KEYS = Array.from({ length: CASE_RULES.maxItems }, (_, i) => `w${i + 1}`) as readonly string[];

export const CASES_ALGORITHM =
  'float_0 = first 4 bytes of HMAC_SHA256(server seed, "<client seed>:<nonce>:0") / 2^32; total = w1 + … + w10; ' +
  'ticket = floor(float_0 · total); the case opens into the first slot i whose cumulative weight w1 + … + wi exceeds the ticket ' +
  '(slot i owns the tickets [w1 + … + w(i-1), w1 + … + wi), so its odds are wi / total).';

const weight = z.number().int().min(0).max(CASE_RULES.maxTotalWeight);

/** A case's odds weights in slot order, as the bet recorded them. */
export const CasesFairParams = z
  .object(Object.fromEntries(CASE_SLOT_KEYS.map((key) => [key, weight])) as Record<string, typeof weight>)
  .refine((p) => {
    const total = CASE_SLOT_KEYS.reduce((sum, key) => sum + (p[key] ?? 0), 0);
    return total > 0 && total <= CASE_RULES.maxTotalWeight;
  }, `the weights must add up to between 1 and ${CASE_RULES.maxTotalWeight}`);
export type CasesFairParams = Record<string, number>;

/** The params of a bet on a case whose skins have these weights, in the case's order. */
export function caseFairParams(weights: readonly number[]): CasesFairParams {
  if (weights.length === 0 || weights.length > CASE_RULES.maxItems)
    throw new RangeError(`a case holds 1 to ${CASE_RULES.maxItems} skins`);
  return Object.fromEntries(CASE_SLOT_KEYS.map((key, i) => [key, weights[i] ?? 0]));
}

/** The weights of recorded params, in slot order (all ten slots). */
export const caseWeightsOf = (params: CasesFairParams): number[] => CASE_SLOT_KEYS.map((key) => params[key] ?? 0);

/**
 * floor(float · total) for float = word / 2^32: exact in doubles, since word · total < 2^32 · 2^20 = 2^52.
 */
export const caseTicketOf = (float: number, total: number): number => Math.floor(float * total);

/** The slot (0-based) whose ticket range holds `ticket`: the first one whose cumulative weight exceeds it. */
export function caseSlotOfTicket(weights: readonly number[], ticket: number): number {
  let cumulative = 0;
  for (let slot = 0; slot < weights.length; slot++) {
    cumulative += weights[slot]!;
    if (ticket < cumulative) return slot;
  }
  throw new RangeError(`ticket ${ticket} is past the total weight ${cumulative}`);
}

export interface CasesOutcome {
  /** floor(float_0 · total weight). */
  ticket: number;
  totalWeight: number;
  /** The winning slot, 0-based: the case's skin in this position (the case page lists them in slot order). */
  slot: number;
}

/** One opening of a case: the server settles with exactly this, the /fair page re-runs it in the browser. */
export function casesOutcome(seeds: SeedTriple, params: CasesFairParams): CasesOutcome {
  const weights = caseWeightsOf(params);
  const totalWeight = weights.reduce((sum, w) => sum + w, 0);
  const [float] = generateFloats({ ...seeds, count: 1 });
  const ticket = caseTicketOf(float!, totalWeight);
  return { ticket, totalWeight, slot: caseSlotOfTicket(weights, ticket) };
}

export const casesVerifier = seededGame<CasesFairParams, CasesOutcome>({
  game: 'cases',
  params: CasesFairParams as unknown as z.ZodType<CasesFairParams>,
  fields: CASE_SLOT_KEYS.map((name) => ({ name, kind: 'integer' as const, min: 0, max: CASE_RULES.maxTotalWeight })),
  outcome: casesOutcome,
});

/**
 * Exact odds and value of a case: P(slot) = weight / total (up to the float's 2^-32 grain), EV = Σ weight · price / total,
 * price = ceil(EV / (1 − edge)) in whole cents, and the edge actually published = 1 − EV / price.
 */
export interface CaseEconomics {
  totalWeight: number;
  /** Σ weight · price, in cents · weight units: EV = this / totalWeight. */
  weightedCents: number;
  expectedValueCents: number;
  priceCents: number;
  /** 1 − EV / price, as a fraction. */
  edge: number;
}

export function caseEconomics(
  items: readonly { weight: number; priceCents: number }[],
  edgeBasisPoints: number,
): CaseEconomics {
  if (!Number.isInteger(edgeBasisPoints) || edgeBasisPoints < 0 || edgeBasisPoints >= 10_000)
    throw new RangeError('edge out of range');
  const totalWeight = items.reduce((sum, item) => sum + item.weight, 0);
  if (totalWeight <= 0) throw new RangeError('a case needs a positive total weight');
  const weighted = items.reduce((sum, item) => sum + BigInt(item.weight) * BigInt(item.priceCents), 0n);
  // ceil(weighted · 10000 / (total · (10000 − edge))) in integers.
  const denominator = BigInt(totalWeight) * BigInt(10_000 - edgeBasisPoints);
  const priceCents = Number((weighted * 10_000n + denominator - 1n) / denominator);
  const expectedValueCents = Number(weighted) / totalWeight;
  return {
    totalWeight,
    weightedCents: Number(weighted),
    expectedValueCents,
    priceCents,
    edge: 1 - expectedValueCents / priceCents,
  };
}
