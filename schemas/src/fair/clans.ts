import { generateFloats } from './seeded';

/** What anyone needs to re-run a clan assignment (everything is in the choice's answer once it is assigned). */
export interface ClanChoiceInput {
  /** Revealed at the assignment; its SHA-256 was shown when the choice started. */
  serverSeed: string;
  /** The player's id: the client seed, so one seed never serves two players. */
  userId: string;
  /** The player's choice number (1, 2, … over all their choices): the nonce. */
  number: number;
  /** Members of every clan when the thinking ended (the player not counted). */
  memberCounts: Readonly<Record<string, number>>;
  /** The clan the player just left with a reset, never assigned again straight away (null on a first choice). */
  excludedClanId: string | null;
}

export interface ClanChoiceDraw {
  /** The clans with the fewest members (the excluded one left out), sorted by id. */
  candidates: string[];
  /** The float of the draw in [0, 1). */
  float: number;
  clanId: string;
}

export const CLAN_CHOICE_ALGORITHM =
  'candidates = ids (sorted) of the clans with the fewest members, the clan just left excluded; ' +
  'f = generateFloats(serverSeed, clientSeed = userId, nonce = choice number, count 1)[0]; clan = candidates[floor(f * candidates.length)]';

/**
 * The fair clan assignment: the clan with the fewest members; a tie is broken by the first Stake-style float of the
 * seed committed when the choice started. With one candidate the float is still computed (and shown) but changes nothing.
 */
export function drawClanChoice(input: ClanChoiceInput): ClanChoiceDraw {
  const counts = Object.entries(input.memberCounts).filter(([id]) => id !== input.excludedClanId);
  if (counts.length === 0) throw new RangeError('no clan to assign');
  const fewest = Math.min(...counts.map(([, n]) => n));
  const candidates = counts
    .filter(([, n]) => n === fewest)
    .map(([id]) => id)
    .sort();
  const [float] = generateFloats({
    serverSeed: input.serverSeed,
    clientSeed: input.userId,
    nonce: input.number,
    count: 1,
  });
  return { candidates, float: float!, clanId: candidates[Math.floor(float! * candidates.length)]! };
}
