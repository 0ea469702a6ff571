import { describe, expect, it } from 'vitest';
import { rankClans, rewardPoolOfRank } from '@arena/schemas';
import { shownPlace } from './ranking-view';

const ranked = (scores: { id: string; areas: number; points: number }[]) =>
  rankClans(scores).map((clan) => ({ ...clan, poolCents: rewardPoolOfRank(clan.rank) }));

describe('the clan ranking as shown', () => {
  it('gives no place to clans that have done nothing yet (a fresh season is not "everyone first")', () => {
    const shown = ranked(['wolves', 'ravens', 'vipers', 'bears'].map((id) => ({ id, areas: 0, points: 0 }))).map(
      shownPlace,
    );
    expect(shown).toEqual([null, null, null, null]);
  });

  it('shows the places of clans with a score, shared on a tie, and none for the idle ones', () => {
    const clans = ranked([
      { id: 'wolves', areas: 0, points: 40 },
      { id: 'ravens', areas: 2, points: 10 },
      { id: 'vipers', areas: 0, points: 40 },
      { id: 'bears', areas: 0, points: 0 },
    ]);
    expect(clans.map((c) => [c.id, shownPlace(c)])).toEqual([
      ['ravens', { rank: 1, poolCents: rewardPoolOfRank(1) }],
      ['wolves', { rank: 2, poolCents: rewardPoolOfRank(2) }],
      ['vipers', { rank: 2, poolCents: rewardPoolOfRank(2) }],
      ['bears', null],
    ]);
  });
});
