import { describe, expect, it } from 'vitest';
import { HOUSE_EDGE, CRASH_RULES } from '../constants';
import { generateCrashChain } from './crash-chain';
import { CRASH_VARIANTS, type CrashVariant, crashPointFromRoll, crashRoll } from './crash-point';
import { sha256OfText } from './hex';

/**
 * ARCHITECTURE.md §4: over 10^6 simulated rounds the empirical return at 1.5×, 2× and 10× is within
 * ±0.5% (relative) of 1 − edge. Inputs are fixed (a production-length chain from a fixed seed, under
 * ten fixed salts), so the result never changes between runs. Each round's roll is computed once and
 * read under both variants: each variant still sees 10^6 independent rounds, for half the HMACs.
 */
const SALTS = 10;
const TARGETS = [150, 200, 1000] as const;
const TOLERANCE = 0.005;
const EDGE: Record<CrashVariant, number> = { classic: HOUSE_EDGE.crashClassic, plus: HOUSE_EDGE.crashPlus };

describe('crash distribution', () => {
  it('returns 1 − edge at 1.5×, 2× and 10× over 10^6 rounds for both variants', () => {
    const { roundHashes } = generateCrashChain(sha256OfText('arena crash distribution test'), CRASH_RULES.chainLength);
    const wins = { classic: [0, 0, 0], plus: [0, 0, 0] };
    let rounds = 0;
    for (let s = 0; s < SALTS; s++) {
      const salt = sha256OfText(`arena distribution salt ${s}`);
      for (const hash of roundHashes) {
        const roll = crashRoll(hash, salt);
        rounds++;
        for (const variant of CRASH_VARIANTS) {
          const point = crashPointFromRoll(roll, variant);
          TARGETS.forEach((target, t) => {
            if (point >= target) wins[variant][t]!++;
          });
        }
      }
    }
    expect(rounds).toBe(1_000_000);
    for (const variant of CRASH_VARIANTS) {
      TARGETS.forEach((target, t) => {
        const returned = (wins[variant][t]! * target) / 100 / rounds;
        const relativeError = returned / (1 - EDGE[variant]) - 1;
        expect(Math.abs(relativeError), `${variant} at ${target / 100}×: return ${returned}`).toBeLessThanOrEqual(TOLERANCE);
      });
    }
  });
});
