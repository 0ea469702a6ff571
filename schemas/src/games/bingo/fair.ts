import { BINGO_RULES } from '../../constants';
import { isHashHex, sha256OfText } from '../../fair/hex';
import { generateFloats } from '../../fair/seeded';

/** One ticket as the draw sees it, in the order tickets were sold (the draw's ticket list). */
export interface BingoDrawTicket {
  id: string;
  /** Ascending, as stored. */
  numbers: readonly number[];
}

/** SHA-256 of the lines `<ticketId>:<n1>-<n2>-<n3>-<n4>-<n5>` (numbers ascending) joined with "\n", in sale order. */
export function bingoTicketsDigest(tickets: readonly BingoDrawTicket[]): string {
  return sha256OfText(tickets.map((t) => `${t.id}:${[...t.numbers].sort((a, b) => a - b).join('-')}`).join('\n'));
}

/**
 * The five numbers of a draw, in the order they are revealed. floats = generateFloats(server seed,
 * client seed = the tickets digest, nonce = the draw number, 5); then a partial Fisher–Yates shuffle of 1..20:
 * for i = 0..4, j = i + floor(f_i · (20 − i)), swap positions i and j; the first five positions are the draw.
 */
export function bingoDrawNumbers(serverSeed: string, ticketsDigest: string, drawNumber: number): number[] {
  const { maxNumber, numbersPerTicket } = BINGO_RULES;
  const floats = generateFloats({ serverSeed, clientSeed: ticketsDigest, nonce: drawNumber, count: numbersPerTicket });
  const deck = Array.from({ length: maxNumber }, (_, i) => i + 1);
  for (let i = 0; i < numbersPerTicket; i++) {
    const j = i + Math.floor(floats[i]! * (maxNumber - i));
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  return deck.slice(0, numbersPerTicket);
}

/** The bingo algorithm in words, served with every draw's fairness answer. */
export const BINGO_ALGORITHM = [
  'When a draw opens for sales the server draws a secret server seed (64 lowercase hex characters) and shows',
  'SHA-256(UTF-8 text of the server seed). The draw has a public number N.',
  'Each ticket sold (or earned) for the draw is a line "<ticketId>:<n1>-<n2>-<n3>-<n4>-<n5>" with its numbers',
  'ascending; D = SHA-256 of the lines joined with "\\n" in the order the tickets were issued (D of no ticket is',
  'SHA-256 of the empty text). Sales close at the draw time, which fixes D; then:',
  '  1. For k = 0, 1, ...: M_k = HMAC-SHA256(key = UTF-8 of the server seed hex, message = UTF-8 of "<D>:<N>:<k>").',
  '     Every 4 bytes b0..b3 of M_0, M_1, ... give a float f = (b0*2^24 + b1*2^16 + b2*2^8 + b3) / 2^32.',
  '  2. Start from the list 1, 2, ..., 20. For i = 0..4: j = i + floor(f_i * (20 - i)); swap positions i and j.',
  '  3. The first five positions are the drawn numbers, in the order they are revealed.',
  'A ticket matches the drawn numbers it holds (0 to 5). The seed is revealed when the draw is finished.',
].join('\n');

export interface BingoVerifyInput {
  serverSeed: string;
  serverSeedHash: string;
  drawNumber: number;
  tickets: readonly BingoDrawTicket[];
  /** What the server announced. */
  ticketsDigest: string;
  numbers: readonly number[];
}

export interface BingoVerification {
  ok: boolean;
  seedMatchesHash: boolean;
  digestMatches: boolean;
  computedNumbers: number[] | null;
}

/** Re-derives a finished draw in the browser; never throws on bad input, it reports it. */
export function verifyBingoDraw(input: BingoVerifyInput): BingoVerification {
  const seed = input.serverSeed.trim().toLowerCase();
  const seedMatchesHash = isHashHex(seed) && sha256OfText(seed) === input.serverSeedHash.trim().toLowerCase();
  const digest = bingoTicketsDigest(input.tickets);
  const digestMatches = digest === input.ticketsDigest;
  let computedNumbers: number[] | null = null;
  try {
    computedNumbers = bingoDrawNumbers(seed, digest, input.drawNumber);
  } catch {
    // Reported as a mismatch below.
  }
  const ok =
    seedMatchesHash &&
    digestMatches &&
    computedNumbers !== null &&
    computedNumbers.join(',') === input.numbers.join(',');
  return { ok, seedMatchesHash, digestMatches, computedNumbers };
}
