import { generateFloats } from './seeded';

/** What anyone needs to re-run an hourly chat giveaway draw. */
export interface ChatGiveawayDrawInput {
  /** The revealed seed (its sha256 was published before the period started). */
  serverSeed: string;
  /** ISO start of the period: the client seed, so one seed can never serve two periods. */
  periodStart: string;
  /** Eligible writers' user ids; the draw sorts them, so the order they were read in does not matter. */
  participants: readonly string[];
  /** The prize pool as catalogue ids; sorted the same way. */
  prizeCatalogIds: readonly number[];
}

export interface ChatGiveawayDraw {
  winnerUserId: string;
  prizeCatalogItemId: number;
}

export const CHAT_GIVEAWAY_ALGORITHM =
  'floats = generateFloats(serverSeed, clientSeed = periodStart ISO, nonce 0, count 2); ' +
  'winner = sorted(participants)[floor(floats[0] * n)]; prize = sorted(prizeCatalogIds)[floor(floats[1] * m)]';

/**
 * The hourly activity giveaway draw: Stake-style floats from the committed seed pick a winner among the
 * eligible writers (sorted by id) and a prize among the catalogue skins in the price range (sorted by id).
 * `null` when nobody (or nothing) qualifies.
 */
export function drawChatGiveaway(input: ChatGiveawayDrawInput): ChatGiveawayDraw | null {
  const participants = [...new Set(input.participants)].sort();
  const prizes = [...new Set(input.prizeCatalogIds)].sort((a, b) => a - b);
  if (participants.length === 0 || prizes.length === 0) return null;
  const [winnerFloat, prizeFloat] = generateFloats({
    serverSeed: input.serverSeed,
    clientSeed: input.periodStart,
    nonce: 0,
    count: 2,
  });
  return {
    winnerUserId: participants[Math.floor(winnerFloat! * participants.length)]!,
    prizeCatalogItemId: prizes[Math.floor(prizeFloat! * prizes.length)]!,
  };
}
