import type { ClanScore } from '@arena/schemas';

/**
 * What the ranking shows for a clan's place and pool. Equal clans share a rank (schemas rankClans), so at a season's
 * start every clan would read "1" with the first pool; a clan that holds no area and spent no point has no place
 * yet and shows none, nor a pool it could not win (its pool is split by points, and it has none).
 */
export function shownPlace(
  clan: ClanScore & { rank: number; poolCents: number },
): { rank: number; poolCents: number } | null {
  return clan.areas > 0 || clan.points > 0 ? { rank: clan.rank, poolCents: clan.poolCents } : null;
}
