import { describe, expect, it } from 'vitest';
import { CLAN_RULES, CLAN_SEASON_MS } from '../rules/clans';
import { CLAN_MAP_VIEWBOX, CLAN_WAR_AREAS, areaCentre } from './map';
import {
  areaActionFor,
  clanSeason,
  clanSeasonAt,
  pointsForStake,
  rankClans,
  rewardShares,
  validPointsAmount,
} from './war';

describe('clan war rules', () => {
  it('numbers seasons of 14 days from Monday 2024-01-01 UTC', () => {
    expect(clanSeasonAt(Date.UTC(2024, 0, 1))).toEqual({
      index: 0,
      startsAt: Date.UTC(2024, 0, 1),
      endsAt: Date.UTC(2024, 0, 15),
    });
    expect(clanSeasonAt(Date.UTC(2024, 0, 15) - 1).index).toBe(0);
    expect(clanSeasonAt(Date.UTC(2024, 0, 15)).index).toBe(1);
    expect(clanSeason(52).startsAt).toBe(Date.UTC(2024, 0, 1) + 52 * CLAN_SEASON_MS);
  });

  it('gives 1 point per whole dollar and accepts whole amounts from 1 to the limit', () => {
    expect([pointsForStake(99), pointsForStake(100), pointsForStake(1_099)]).toEqual([0, 1, 10]);
    expect([1, CLAN_RULES.maxPointsPerAction].every(validPointsAmount)).toBe(true);
    expect([0, -1, 1.5, CLAN_RULES.maxPointsPerAction + 1, '5', NaN, null].some(validPointsAmount)).toBe(false);
  });

  it('captures a free area for its cost, a held one for defence + 1, and lets the holder reinforce with anything', () => {
    expect(areaActionFor({ captureCost: 20 }, { clanId: null, defence: 0 }, 'wolves')).toEqual({
      action: 'CAPTURE',
      minimum: 20,
    });
    expect(areaActionFor({ captureCost: 20 }, { clanId: 'bears', defence: 35 }, 'wolves')).toEqual({
      action: 'CAPTURE',
      minimum: 36,
    });
    expect(areaActionFor({ captureCost: 20 }, { clanId: 'bears', defence: 5 }, 'wolves')).toEqual({
      action: 'CAPTURE',
      minimum: 20,
    });
    expect(areaActionFor({ captureCost: 20 }, { clanId: 'wolves', defence: 35 }, 'wolves')).toEqual({
      action: 'REINFORCE',
      minimum: 1,
    });
  });

  it('ranks by areas, then points; equal clans share the rank', () => {
    const ranked = rankClans([
      { id: 'a', areas: 2, points: 10 },
      { id: 'b', areas: 3, points: 1 },
      { id: 'c', areas: 2, points: 10 },
      { id: 'd', areas: 2, points: 50 },
    ]);
    expect(ranked.map((r) => [r.id, r.rank])).toEqual([
      ['b', 1],
      ['d', 2],
      ['a', 3],
      ['c', 3],
    ]);
  });

  it('splits a pool by points, floored to the cent, never more than the pool', () => {
    const shares = rewardShares(10_000, [
      { userId: 'x', points: 1 },
      { userId: 'y', points: 2 },
      { userId: 'z', points: 0 },
    ]);
    expect(shares).toEqual([
      { userId: 'y', points: 2, prizeCents: 6_666 },
      { userId: 'x', points: 1, prizeCents: 3_333 },
    ]);
    expect(rewardShares(0, [{ userId: 'x', points: 5 }])).toEqual([]);
    expect(
      rewardShares(1, [
        { userId: 'x', points: 1 },
        { userId: 'y', points: 1 },
      ]),
    ).toEqual([]);
  });

  it('lays every area inside the map', () => {
    for (const area of CLAN_WAR_AREAS) {
      const { x, y } = areaCentre(area);
      expect(x).toBeLessThan(CLAN_MAP_VIEWBOX.width);
      expect(y).toBeLessThan(CLAN_MAP_VIEWBOX.height);
    }
    expect(new Set(CLAN_WAR_AREAS.map((a) => a.id)).size).toBe(12);
  });
});
