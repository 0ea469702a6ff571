import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { ROUND_LIMITS } from '../constants';
import { CRASH_HOUSE_EDGE } from '../games/crash/constants';
import { assertHashHex } from './hex';

export const CRASH_VARIANTS = ['classic', 'plus'] as const;
export type CrashVariant = (typeof CRASH_VARIANTS)[number];

/** Bits of the HMAC taken as the uniform number U; 52 so U is exact in a double for other verifiers. */
export const CRASH_HMAC_BITS = 52;
const LEADING_BYTES = Math.ceil(CRASH_HMAC_BITS / 8);
/** A multiplier of 1.00× in the hundredths every crash point is stored in. */
export const HUNDREDTHS_PER_X = 100;
/** Edges are stated to a millionth; K is derived in integers at that resolution. */
const EDGE_RESOLUTION = 1_000_000;

const EDGE_BY_VARIANT: Record<CrashVariant, number> = CRASH_HOUSE_EDGE;

/** K = (1 − edge) · 100 · range, computed without floats so every implementation agrees. */
function numeratorFor(edge: number): bigint {
  const edgeUnits = Math.round(edge * EDGE_RESOLUTION);
  if (Math.abs(edgeUnits - edge * EDGE_RESOLUTION) > 1e-6) throw new RangeError(`edge ${edge} is finer than 1e-6`);
  const scaled = BigInt(EDGE_RESOLUTION - edgeUnits) * BigInt(HUNDREDTHS_PER_X) * BigInt(ROUND_LIMITS.crashRandomRange);
  if (scaled % BigInt(EDGE_RESOLUTION) !== 0n) throw new RangeError(`edge ${edge} gives a fractional K`);
  return scaled / BigInt(EDGE_RESOLUTION);
}

/** K per variant: classic 92,500,000,000; plus 98,000,000,000. */
export const CRASH_K: Readonly<Record<CrashVariant, bigint>> = {
  classic: numeratorFor(EDGE_BY_VARIANT.classic),
  plus: numeratorFor(EDGE_BY_VARIANT.plus),
};

export function isCrashVariant(value: string): value is CrashVariant {
  return (CRASH_VARIANTS as readonly string[]).includes(value);
}

/**
 * U · 2^52 as an integer: the first 52 bits of HMAC_SHA256(key, message), key and message as UTF-8 text.
 * Every hash-chain game (crash, crash battle, roll) draws its uniform number U from these bits.
 */
export function hmacU52(key: string, message: string): bigint {
  const mac = hmac(sha256, utf8ToBytes(key), utf8ToBytes(message));
  let top = 0n;
  for (let i = 0; i < LEADING_BYTES; i++) top = (top << 8n) | BigInt(mac[i]!);
  return top >> BigInt(LEADING_BYTES * 8 - CRASH_HMAC_BITS);
}

/**
 * The random number r in 1..range from one HMAC: U = first 52 bits of HMAC_SHA256(key, message) / 2^52;
 * r = 1 + floor(U · range). Key and message are taken as UTF-8 text. Crash and crash battle share it.
 */
export function hmacRoll(key: string, message: string): number {
  const u52 = hmacU52(key, message);
  const range = BigInt(ROUND_LIMITS.crashRandomRange);
  return Number(1n + (u52 * range) / (1n << BigInt(CRASH_HMAC_BITS)));
}

/**
 * The round's random number r in 1..range: key = the round hash's hex text, message = the salt.
 * Shared by both variants, so a caller needing both crash points pays for one HMAC.
 */
export function crashRoll(roundHash: string, salt: string): number {
  assertHashHex(roundHash, 'round hash');
  if (salt.length === 0) throw new RangeError('salt must not be empty');
  return hmacRoll(roundHash, salt);
}

/** Crash point in hundredths for a roll r: max(100, floor(K / r)). */
export function crashPointFromRoll(roll: number, variant: CrashVariant): number {
  if (!Number.isSafeInteger(roll) || roll < 1 || roll > ROUND_LIMITS.crashRandomRange) {
    throw new RangeError(`roll must be an integer in 1..${ROUND_LIMITS.crashRandomRange}`);
  }
  const k = CRASH_K[variant];
  if (k === undefined) throw new RangeError(`unknown crash variant: ${String(variant)}`);
  const point = Number(k / BigInt(roll));
  return Math.max(HUNDREDTHS_PER_X, point);
}

/** Crash point of a round in hundredths of a multiplier (135 = 1.35×). */
export function crashPointHundredths(roundHash: string, salt: string, variant: CrashVariant): number {
  return crashPointFromRoll(crashRoll(roundHash, salt), variant);
}
