import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { assertHashHex, randomHashHex, sha256OfText } from './hex';

/**
 * Stake-style seeds for single-player and battle games: the server seed is committed (its hash shown)
 * before play and revealed on rotation, the player picks the client seed, and the nonce counts bets.
 */
export interface SeedTriple {
  /** 64 lowercase hex characters; secret until rotated. */
  serverSeed: string;
  clientSeed: string;
  /** One per bet under the same seed pair; a non-negative integer. */
  nonce: number;
}

/** Bytes of HMAC output turned into one float; 4 bytes give 2^32 equally likely values. */
export const BYTES_PER_FLOAT = 4;
const HMAC_BYTES = 32;
const FLOATS_PER_HMAC = HMAC_BYTES / BYTES_PER_FLOAT;
const FLOAT_SCALE = 2 ** (8 * BYTES_PER_FLOAT);

/** A fresh secret server seed from the platform CSPRNG. */
export function randomServerSeed(): string {
  return randomHashHex();
}

/** The commitment shown before play: SHA-256 of the UTF-8 of the server seed's hex text. */
export function commitServerSeed(serverSeed: string): string {
  assertHashHex(serverSeed, 'server seed');
  return sha256OfText(serverSeed);
}

/** After rotation: does the revealed seed match the commitment shown before play? */
export function verifyServerSeed(serverSeed: string, commitment: string): boolean {
  return commitServerSeed(serverSeed) === commitment;
}

/**
 * `count` floats in [0, 1). Round k (k = 0, 1, …) is HMAC_SHA256(key = UTF-8 of serverSeed,
 * message = `${clientSeed}:${nonce}:${k}`); each 4 bytes b0..b3 give (b0·2^24 + b1·2^16 + b2·2^8 + b3) / 2^32,
 * which equals Stake's Σ b_i / 256^(i+1). Eight floats per round, as many rounds as needed.
 */
export function generateFloats(input: SeedTriple & { count: number }): number[] {
  const { serverSeed, clientSeed, nonce, count } = input;
  assertHashHex(serverSeed, 'server seed');
  if (!Number.isSafeInteger(nonce) || nonce < 0) throw new RangeError('nonce must be a non-negative integer');
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError('count must be a non-negative integer');
  const key = utf8ToBytes(serverSeed);
  const floats: number[] = [];
  for (let round = 0; floats.length < count; round++) {
    const mac = hmac(sha256, key, utf8ToBytes(`${clientSeed}:${nonce}:${round}`));
    for (let j = 0; j < FLOATS_PER_HMAC && floats.length < count; j++) {
      const at = j * BYTES_PER_FLOAT;
      // Multiplying instead of shifting keeps the value unsigned (<< would go negative past 2^31).
      const word = mac[at]! * 2 ** 24 + mac[at + 1]! * 2 ** 16 + mac[at + 2]! * 2 ** 8 + mac[at + 3]!;
      floats.push(word / FLOAT_SCALE);
    }
  }
  return floats;
}
