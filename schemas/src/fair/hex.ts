import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, randomBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/** Every published hash and seed is 32 bytes written as 64 lowercase hex characters. */
const HASH_HEX = /^[0-9a-f]{64}$/;
const HASH_BYTES = 32;

/**
 * True for a canonical 64-character lowercase hex string. Canonical form matters because the
 * algorithms hash the hex text itself: `ABC…` and `abc…` would give different outcomes.
 */
export function isHashHex(value: string): boolean {
  return HASH_HEX.test(value);
}

export function assertHashHex(value: string, what: string): void {
  if (!isHashHex(value)) throw new RangeError(`${what} must be 64 lowercase hex characters`);
}

/** sha256 of the UTF-8 bytes of a string (for a hex link: of its text, not of the bytes it encodes). */
export function sha256OfText(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

/** 32 bytes from the platform CSPRNG (globalThis.crypto in Node 24 and browsers), as lowercase hex. */
export function randomHashHex(): string {
  return bytesToHex(randomBytes(HASH_BYTES));
}
