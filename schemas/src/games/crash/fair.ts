import { ROUND_LIMITS } from '../../constants';
import { previousRoundHashOf } from '../../fair/crash-chain';
import {
  CRASH_HMAC_BITS,
  CRASH_K,
  crashPointHundredths,
  type CrashVariant,
  isCrashVariant,
} from '../../fair/crash-point';
import { isHashHex } from '../../fair/hex';

/** The crash algorithm in words, served by the fairness endpoint so anyone can re-implement it. */
export const CRASH_ALGORITHM = [
  'Each crash variant (classic, plus) plays its own chain of hashes. Every hash is 64 lowercase hex characters.',
  'The chain was generated in advance from a secret seed by repeated SHA-256, each link being SHA-256 of the',
  "UTF-8 text of the next link's hex string. Rounds play it in reverse: SHA-256(this round's hash) equals the",
  "previous round's hash, and SHA-256 of the first round's hash is the terminating hash published before play.",
  'For a round hash H and the public salt:',
  `  1. M = HMAC-SHA256(key = UTF-8 bytes of H as hex text, message = UTF-8 bytes of the salt).`,
  `  2. U = (first ${CRASH_HMAC_BITS} bits of M, i.e. its first 13 hex digits, as an integer) / 2^${CRASH_HMAC_BITS}.`,
  `  3. r = 1 + floor(U * ${ROUND_LIMITS.crashRandomRange}), an integer from 1 to ${ROUND_LIMITS.crashRandomRange}.`,
  `  4. Crash point in hundredths = max(100, floor(K / r)), with K = (1 - house edge) * 1e11:`,
  `     classic K = ${CRASH_K.classic}, plus K = ${CRASH_K.plus}. Divide by 100 for the multiplier.`,
  'Steps 2-4 use integer arithmetic only. P(crash >= x) = (1 - edge) / x, so the edge is the same at every target.',
].join('\n');

export interface CrashRoundInput {
  hash: string;
  /** The round played just before (or the terminating hash for round 1); checks the chain link when given. */
  previousHash?: string;
  salt: string;
  variant: CrashVariant;
  /** The crash point that was announced, in hundredths (135 = 1.35×); compared when given. */
  crashPointHundredths?: number;
}

export interface CrashRoundVerification {
  /** Every check that could run passed. */
  ok: boolean;
  hashWellFormed: boolean;
  /** Our own computation; null when the hash, salt or variant cannot be used. */
  computedHundredths: number | null;
  /** null when no crash point was given. */
  crashPointMatches: boolean | null;
  /** SHA-256 of the hash: what the previous round's hash must be. null when the hash is malformed. */
  expectedPreviousHash: string | null;
  /** null when no previous hash was given. */
  linksToPrevious: boolean | null;
}

/** Pasted hashes may carry spaces or capitals; the algorithm hashes the canonical lowercase text. */
function canonicalHex(value: string): string {
  return value.trim().toLowerCase();
}

/** Re-derives one round for the browser verify view; never throws on bad input, it reports it. */
export function verifyCrashRound(input: CrashRoundInput): CrashRoundVerification {
  const hash = canonicalHex(input.hash);
  const hashWellFormed = isHashHex(hash);
  const usable = hashWellFormed && input.salt.length > 0 && isCrashVariant(input.variant);
  const computedHundredths = usable ? crashPointHundredths(hash, input.salt, input.variant) : null;
  const expectedPreviousHash = hashWellFormed ? previousRoundHashOf(hash) : null;
  const crashPointMatches =
    input.crashPointHundredths === undefined ? null : computedHundredths === input.crashPointHundredths;
  const linksToPrevious =
    input.previousHash === undefined ? null : expectedPreviousHash === canonicalHex(input.previousHash);
  const ok = usable && crashPointMatches !== false && linksToPrevious !== false;
  return { ok, hashWellFormed, computedHundredths, crashPointMatches, expectedPreviousHash, linksToPrevious };
}
