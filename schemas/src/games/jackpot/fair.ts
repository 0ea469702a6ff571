import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { assertHashHex, isHashHex, sha256OfText } from '../../fair/hex';

/** One entry as the draw sees it, in the order the server accepted them. */
export interface JackpotDrawEntry {
  betId: string;
  userId: string;
  valueCents: number;
}

/** Bits of the HMAC used for the ticket: 52, so the product with a pot below 2^53 stays exact in BigInt. */
export const JACKPOT_HMAC_BITS = 52;

/** SHA-256 of the entries' lines `<betId>:<userId>:<valueCents>` joined with "\n", in entry order. */
export function jackpotEntriesDigest(entries: readonly JackpotDrawEntry[]): string {
  return sha256OfText(entries.map((e) => `${e.betId}:${e.userId}:${e.valueCents}`).join('\n'));
}

/**
 * The winning ticket in 0..pot-1: M = HMAC-SHA256(key = server seed hex text, message = "<closedAtMs>:<digest>"),
 * n = first 52 bits of M, ticket = floor(n · pot / 2^52). The close time and the entry list did not exist when
 * the seed was committed, and the seed stays secret until after the close, so neither side can aim the ticket.
 */
export function jackpotTicket(serverSeed: string, closedAtMs: number, entries: readonly JackpotDrawEntry[]): number {
  assertHashHex(serverSeed, 'server seed');
  const pot = entries.reduce((sum, e) => sum + e.valueCents, 0);
  if (!Number.isSafeInteger(pot) || pot <= 0)
    throw new RangeError('the pot must hold a positive whole number of cents');
  if (!Number.isSafeInteger(closedAtMs) || closedAtMs < 0)
    throw new RangeError('closedAtMs must be a whole epoch millisecond');
  const mac = hmac(sha256, utf8ToBytes(serverSeed), utf8ToBytes(`${closedAtMs}:${jackpotEntriesDigest(entries)}`));
  let top = 0n;
  for (let i = 0; i < 7; i++) top = (top << 8n) | BigInt(mac[i]!);
  const n = top >> BigInt(7 * 8 - JACKPOT_HMAC_BITS);
  return Number((n * BigInt(pot)) >> BigInt(JACKPOT_HMAC_BITS));
}

/** Entry i holds tickets [sum of the values before it, that sum + its value): the entry holding `ticket`. */
export function jackpotEntryOfTicket(entries: readonly Pick<JackpotDrawEntry, 'valueCents'>[], ticket: number): number {
  let start = 0;
  for (let i = 0; i < entries.length; i++) {
    start += entries[i]!.valueCents;
    if (ticket < start) return i;
  }
  throw new RangeError(`ticket ${ticket} is outside the pot`);
}

/** The jackpot algorithm in words, served with every round's fairness answer. */
export const JACKPOT_ALGORITHM = [
  'When a round opens the server draws a secret server seed (64 lowercase hex characters) and shows',
  'SHA-256(UTF-8 text of the server seed).',
  'Each accepted entry is a line "<betId>:<userId>:<valueCents>"; D = SHA-256 of the lines joined with "\\n",',
  'in the order the entries were accepted. The pot P is the sum of the values (cents).',
  'The round closes at closedAtMs (epoch milliseconds, the end of the countdown). Then:',
  '  1. M = HMAC-SHA256(key = UTF-8 of the server seed hex text, message = UTF-8 of "<closedAtMs>:<D>").',
  `  2. n = first ${JACKPOT_HMAC_BITS} bits of M (big-endian); ticket = floor(n * P / 2^${JACKPOT_HMAC_BITS}).`,
  '  3. Entry i holds tickets [sum of values before it, that sum + its value); its player wins.',
  'So each player wins with probability (their value) / P.',
  'House edge: budget = floor(P * 95 / 1000). The skins of the other players are sorted by price (high first,',
  'then item id), and each one whose price still fits in what is left of the budget goes to the house.',
  'The winner receives every other skin of the pot, including their own.',
].join('\n');

export interface JackpotVerifyInput {
  serverSeed: string;
  serverSeedHash: string;
  closedAtMs: number;
  entries: readonly JackpotDrawEntry[];
  /** What the server announced. */
  ticket: number;
  winnerUserId: string;
}

export interface JackpotVerification {
  ok: boolean;
  seedMatchesHash: boolean;
  computedTicket: number | null;
  computedWinnerUserId: string | null;
}

/** Re-derives a finished round in the browser; never throws on bad input, it reports it. */
export function verifyJackpot(input: JackpotVerifyInput): JackpotVerification {
  const seed = input.serverSeed.trim().toLowerCase();
  const seedMatchesHash = isHashHex(seed) && sha256OfText(seed) === input.serverSeedHash.trim().toLowerCase();
  let computedTicket: number | null = null;
  let computedWinnerUserId: string | null = null;
  try {
    computedTicket = jackpotTicket(seed, input.closedAtMs, input.entries);
    computedWinnerUserId = input.entries[jackpotEntryOfTicket(input.entries, computedTicket)]!.userId;
  } catch {
    // Reported as a mismatch below.
  }
  const ok = seedMatchesHash && computedTicket === input.ticket && computedWinnerUserId === input.winnerUserId;
  return { ok, seedMatchesHash, computedTicket, computedWinnerUserId };
}
