import { CLAN_RULES, CLAN_SEASON_MS } from '../rules/clans';
import type { ClanWarArea } from './map';

/** The clan war's rules as pure functions: the API settles with them and the screen shows the same numbers. */

export interface ClanSeason {
  index: number;
  startsAt: number;
  endsAt: number;
}

export function clanSeason(index: number): ClanSeason {
  const startsAt = CLAN_RULES.anchorMs + index * CLAN_SEASON_MS;
  return { index, startsAt, endsAt: startsAt + CLAN_SEASON_MS };
}

/** The season running at `nowMs`. */
export function clanSeasonAt(nowMs: number): ClanSeason {
  return clanSeason(Math.floor((nowMs - CLAN_RULES.anchorMs) / CLAN_SEASON_MS));
}

/** Points earned by `stakeCents` of settled real-money wagering (floored over the season's total). */
export const pointsForStake = (stakeCents: number) => Math.floor(stakeCents / CLAN_RULES.centsPerPoint);

/** A spend must be a whole number of points, at least 1 and at most `maxPointsPerAction`. */
export function validPointsAmount(points: unknown): points is number {
  return (
    typeof points === 'number' && Number.isSafeInteger(points) && points > 0 && points <= CLAN_RULES.maxPointsPerAction
  );
}

export interface AreaHolding {
  clanId: string | null;
  defence: number;
}

export type ClanWarAction = 'CAPTURE' | 'REINFORCE';

/**
 * What spending on `area` does for a member of `clanId`, and the least it takes: the holder's own members reinforce
 * with any amount; anyone else captures a free area with its capture cost and a held one with its defence + 1.
 */
export function areaActionFor(
  area: Pick<ClanWarArea, 'captureCost'>,
  holding: AreaHolding,
  clanId: string,
): { action: ClanWarAction; minimum: number } {
  if (holding.clanId === clanId) return { action: 'REINFORCE', minimum: 1 };
  if (holding.clanId === null) return { action: 'CAPTURE', minimum: area.captureCost };
  return { action: 'CAPTURE', minimum: Math.max(area.captureCost, holding.defence + 1) };
}

export interface ClanScore {
  areas: number;
  points: number;
}

/**
 * The season ranking: more areas first, then more points; equal clans share a rank (1 + the clans strictly ahead).
 * Within a rank the order is the clan list's, for display only.
 */
export function rankClans<T extends ClanScore>(scores: readonly T[]): (T & { rank: number })[] {
  const ahead = (a: ClanScore, b: ClanScore) => a.areas > b.areas || (a.areas === b.areas && a.points > b.points);
  return scores
    .map((score) => ({ ...score, rank: 1 + scores.filter((other) => ahead(other, score)).length }))
    .sort((a, b) => a.rank - b.rank);
}

/** The pool of a rank (0 past the table). */
export const rewardPoolOfRank = (rank: number): number => CLAN_RULES.rewardPoolsCents[rank - 1] ?? 0;

export interface Contribution {
  userId: string;
  points: number;
}

/**
 * A clan's pool split among its contributors in proportion to the points each spent for it, floored to the cent
 * (the house keeps the cents left over). Contributors with a zero share are left out; order: larger share first.
 */
export function rewardShares(
  poolCents: number,
  contributions: readonly Contribution[],
): (Contribution & { prizeCents: number })[] {
  const total = contributions.reduce((sum, c) => sum + c.points, 0);
  if (poolCents <= 0 || total <= 0) return [];
  return contributions
    .map((c) => ({ ...c, prizeCents: Number((BigInt(poolCents) * BigInt(c.points)) / BigInt(total)) }))
    .filter((c) => c.prizeCents > 0)
    .sort((a, b) => b.prizeCents - a.prizeCents || (a.userId < b.userId ? -1 : 1));
}
