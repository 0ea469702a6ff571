import { ROLL_RULES } from './constants';
import { previousRoundHashOf } from '../../fair/crash-chain';
import { CRASH_HMAC_BITS, hmacU52 } from '../../fair/crash-point';
import { isHashHex } from '../../fair/hex';

/** The colours of the roll wheel; the order is the bet panel's. */
export const ROLL_COLOURS = ['red', 'green', 'black'] as const;
export type RollColour = (typeof ROLL_COLOURS)[number];

export function isRollColour(value: unknown): value is RollColour {
  return typeof value === 'string' && (ROLL_COLOURS as readonly string[]).includes(value);
}

/** Cell 0 is green, odd cells red, even cells 2-14 black (ROLL_RULES). */
export function rollColourOfCell(cell: number): RollColour {
  if (!Number.isSafeInteger(cell) || cell < 0 || cell >= ROLL_RULES.cells)
    throw new RangeError(`cell must be an integer in 0..${ROLL_RULES.cells - 1}`);
  if (cell === 0) return 'green';
  return cell % 2 === 1 ? 'red' : 'black';
}

/** The wheel in cell order: index = cell number. */
export const ROLL_WHEEL: readonly RollColour[] = Array.from({ length: ROLL_RULES.cells }, (_, cell) =>
  rollColourOfCell(cell),
);

/** How many of the 15 cells carry `colour`. */
export function rollCellsOf(colour: RollColour): number {
  return ROLL_WHEEL.filter((c) => c === colour).length;
}

/** What a stake on `colour` returns when the round lands on `cell`: stake × multiplier, or 0. Integer cents. */
export function rollPayoutCents(stakeCents: number, colour: RollColour, cell: number): number {
  return rollColourOfCell(cell) === colour ? stakeCents * ROLL_RULES.multipliers[colour] : 0;
}

/**
 * The round's cell from its hash (docs/architecture.md §4, like crash): U = first 52 bits of HMAC_SHA256(key = the
 * round hash as hex text, message = the salt) / 2^52, cell = floor(U · 15) = (U52 · 15) >> 52, in integers.
 */
export function rollCell(roundHash: string, salt: string): number {
  if (!isHashHex(roundHash)) throw new RangeError('round hash must be 64 lowercase hex characters');
  if (salt.length === 0) throw new RangeError('salt must not be empty');
  const u52 = hmacU52(roundHash, salt);
  return Number((u52 * BigInt(ROLL_RULES.cells)) >> BigInt(CRASH_HMAC_BITS));
}

/** The roll algorithm in words, served by `GET /api/fair/roll` so anyone can re-implement it. */
export const ROLL_ALGORITHM = [
  'Roll (Rush) plays one chain of hashes. Every hash is 64 lowercase hex characters.',
  'The chain was generated in advance from a secret seed by repeated SHA-256, each link being SHA-256 of the',
  "UTF-8 text of the next link's hex string. Rounds play it in reverse: SHA-256(this round's hash) equals the",
  "previous round's hash, and SHA-256 of the first round's hash is the terminating hash published before play.",
  'For a round hash H and the public salt:',
  '  1. M = HMAC-SHA256(key = UTF-8 bytes of H as hex text, message = UTF-8 bytes of the salt).',
  `  2. U = (first ${CRASH_HMAC_BITS} bits of M, i.e. its first 13 hex digits, as an integer) / 2^${CRASH_HMAC_BITS}.`,
  `  3. cell = floor(U * ${ROLL_RULES.cells}), an integer from 0 to ${ROLL_RULES.cells - 1} (integer arithmetic: (U52 * ${ROLL_RULES.cells}) >> ${CRASH_HMAC_BITS}).`,
  '  4. Cell 0 is green; odd cells (1, 3, ..., 13) are red; even cells (2, 4, ..., 14) are black.',
  `Payouts: red ${ROLL_RULES.multipliers.red}x, black ${ROLL_RULES.multipliers.black}x, green ${ROLL_RULES.multipliers.green}x; every bet returns 14/15 on average (house edge 1/15).`,
].join('\n');

export interface RollRoundInput {
  hash: string;
  /** The round played just before (or the terminating hash for round 1); checks the chain link when given. */
  previousHash?: string;
  salt: string;
  /** The cell that was announced; compared when given. */
  cell?: number;
}

export interface RollRoundVerification {
  ok: boolean;
  hashWellFormed: boolean;
  /** Our own computation; null when the hash or salt cannot be used. */
  computedCell: number | null;
  computedColour: RollColour | null;
  /** null when no cell was given. */
  cellMatches: boolean | null;
  /** SHA-256 of the hash: what the previous round's hash must be. */
  expectedPreviousHash: string | null;
  /** null when no previous hash was given. */
  linksToPrevious: boolean | null;
}

const canonicalHex = (value: string) => value.trim().toLowerCase();

/** Re-derives one round for the browser; never throws on bad input, it reports it. */
export function verifyRollRound(input: RollRoundInput): RollRoundVerification {
  const hash = canonicalHex(input.hash);
  const hashWellFormed = isHashHex(hash);
  const usable = hashWellFormed && input.salt.length > 0;
  const computedCell = usable ? rollCell(hash, input.salt) : null;
  const expectedPreviousHash = hashWellFormed ? previousRoundHashOf(hash) : null;
  const cellMatches = input.cell === undefined ? null : computedCell === input.cell;
  const linksToPrevious =
    input.previousHash === undefined ? null : expectedPreviousHash === canonicalHex(input.previousHash);
  return {
    ok: usable && cellMatches !== false && linksToPrevious !== false,
    hashWellFormed,
    computedCell,
    computedColour: computedCell === null ? null : rollColourOfCell(computedCell),
    cellMatches,
    expectedPreviousHash,
    linksToPrevious,
  };
}
