import { isHashHex, sha256OfText } from './hex';
import { commitServerSeed, generateFloats } from './seeded';

/** What anyone needs to re-run a giveaway draw; every part is published with the result. */
export interface GiveawayDrawInput {
  /** Revealed after the draw; its sha256 was published when the giveaway opened, before anyone could join. */
  serverSeed: string;
  giveawayId: number;
  /** Participants' user ids; the draw sorts them and drops repeats, so the order they were read in does not matter. */
  participants: readonly string[];
  /** Prize slots, best first. */
  slots: number;
}

export interface GiveawayDrawWinner {
  slot: number;
  userId: string;
}

/** The participants as the draw sees them: unique user ids in ascending code-unit order (what Python's sorted() gives). */
export function giveawayParticipantOrder(participants: readonly string[]): string[] {
  return [...new Set(participants)].sort();
}

/** D = sha256 of the sorted participant ids joined with "\n": the draw depends on exactly who took part. */
export function giveawayParticipantsDigest(participants: readonly string[]): string {
  return sha256OfText(giveawayParticipantOrder(participants).join('\n'));
}

export const GIVEAWAY_ALGORITHM = [
  'When a giveaway opens the server draws a secret server seed (64 lowercase hex characters) and publishes',
  'SHA-256(UTF-8 text of the server seed), before anyone can join.',
  "After the giveaway ends: P = the participants' user ids, unique, sorted ascending; n = |P|;",
  'D = SHA-256 of P joined with "\\n"; client seed = "<giveawayId>:<D>"; k = min(slots, n).',
  'floats f_0..f_(k-1) = generateFloats(server seed, client seed, nonce 0): f_i is bytes 4i..4i+3 of',
  'HMAC-SHA256(key = server seed text, message = "<client seed>:0:0") read big-endian / 2^32 (8 floats per HMAC,',
  'message "...:0:1" for the next 8, and so on).',
  'Partial Fisher-Yates: for i = 0..k-1: j = i + floor(f_i * (n - i)); swap P[i] and P[j]; slot i (0 = best prize)',
  'goes to P[i]. Everyone wins at most one prize; slots beyond n are not given away.',
].join('\n');

/**
 * Winners of a giveaway, slot by slot (slot 0 = the best prize). Neither side can aim the result: the seed was
 * fixed (and its hash published) before the first join, and the participant list it is mixed with did not exist yet.
 */
export function drawGiveaway(input: GiveawayDrawInput): GiveawayDrawWinner[] {
  if (!Number.isSafeInteger(input.giveawayId) || input.giveawayId <= 0)
    throw new RangeError('giveawayId must be a positive integer');
  if (!Number.isSafeInteger(input.slots) || input.slots < 0)
    throw new RangeError('slots must be a non-negative integer');
  const order = giveawayParticipantOrder(input.participants);
  const n = order.length;
  const count = Math.min(input.slots, n);
  if (count === 0) return [];
  const clientSeed = `${input.giveawayId}:${giveawayParticipantsDigest(order)}`;
  const floats = generateFloats({ serverSeed: input.serverSeed, clientSeed, nonce: 0, count });
  const winners: GiveawayDrawWinner[] = [];
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(floats[i]! * (n - i));
    [order[i], order[j]] = [order[j]!, order[i]!];
    winners.push({ slot: i, userId: order[i]! });
  }
  return winners;
}

export interface GiveawayVerifyInput extends GiveawayDrawInput {
  seedHash: string;
  /** What the server announced. */
  winners: readonly GiveawayDrawWinner[];
}

export interface GiveawayVerification {
  ok: boolean;
  seedMatchesHash: boolean;
  computedWinners: GiveawayDrawWinner[];
}

/** Re-runs a published draw (the browser does this on /giveaway): the seed must match its hash and the winners the draw. */
export function verifyGiveaway(input: GiveawayVerifyInput): GiveawayVerification {
  if (!isHashHex(input.serverSeed)) return { ok: false, seedMatchesHash: false, computedWinners: [] };
  const seedMatchesHash = commitServerSeed(input.serverSeed) === input.seedHash;
  const computedWinners = drawGiveaway(input);
  const announced = [...input.winners].sort((a, b) => a.slot - b.slot);
  const same =
    announced.length === computedWinners.length &&
    announced.every((w, i) => w.slot === computedWinners[i]!.slot && w.userId === computedWinners[i]!.userId);
  return { ok: seedMatchesHash && same, seedMatchesHash, computedWinners };
}
