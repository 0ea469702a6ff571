import { describe, expect, it } from 'vitest';
import type { CashbackAnswer, CashbackReward } from '@arena/schemas';
import { ApiError } from '../../../transport/api-error';
import { CashbackStore } from './cashback-store';

const REWARD: CashbackReward = {
  id: 7,
  weekStart: 0,
  weekEnd: 604_800_000,
  level: 3,
  ratePercent: 2.8333,
  netLossCents: 80_00,
  amountCents: 2_26,
  availableAt: 648_000_000,
  expiresAt: 1_080_000_000,
  claimedAt: null,
  status: 'CLAIMABLE',
};
const SUMMARY: CashbackAnswer = {
  level: 3,
  ratePercent: 2.8333,
  maxLevel: 7,
  levelValidUntil: 1_814_400_000,
  week: { start: 604_800_000, end: 1_209_600_000 },
  depositedThisWeekCents: 130_00,
  nextWeekLevel: 4,
  nextLevelNeedsCents: 70_00,
  levelStepCents: 100_00,
  currentNetLossCents: 0,
  currentEstimateCents: 0,
  nextPayoutAt: 1_252_800_000,
  claimable: [REWARD],
  history: [REWARD],
};

function fakeApi(claim: () => unknown) {
  const calls: string[] = [];
  let claimed = false;
  return {
    calls,
    get: async <T>(path: string) => {
      calls.push(`GET ${path}`);
      return (claimed ? { ...SUMMARY, claimable: [] } : SUMMARY) as T;
    },
    post: async <T>(path: string) => {
      calls.push(`POST ${path}`);
      const answer = claim();
      if (answer instanceof ApiError) throw answer;
      claimed = true;
      return answer as T;
    },
  };
}

describe('cashback store', () => {
  it('loads the level and the progress toward the next one', async () => {
    const store = new CashbackStore({ api: fakeApi(() => null), onBonusBalance: () => undefined });
    await store.load();
    expect(store.summary?.level).toBe(3);
    // $130 this week: one step made, $70 of $100 missing for the second → 30%, and level 3 + 1 + 1 = 5 next week.
    expect(store.progressPercent).toBe(30);
    expect(store.nextStepLevel).toBe(5);
  });

  it('claims, hands the new bonus balance over and reloads', async () => {
    const balances: number[] = [];
    const api = fakeApi(() => ({
      reward: { ...REWARD, status: 'CLAIMED', claimedAt: 700_000_000 },
      bonusBalanceCents: 5_26,
    }));
    const store = new CashbackStore({ api, onBonusBalance: (cents) => balances.push(cents) });
    await store.load();
    await store.claim(7);
    expect(api.calls).toEqual(['GET /cashback', 'POST /cashback/7/claim', 'GET /cashback']);
    expect(balances).toEqual([5_26]);
    expect(store.lastClaimed?.amountCents).toBe(2_26);
    expect(store.summary?.claimable).toEqual([]);
    expect(store.claiming).toBeNull();
  });

  it('keeps a refusal to show and no balance change', async () => {
    const balances: number[] = [];
    const store = new CashbackStore({
      api: fakeApi(() => new ApiError('CASHBACK.EXPIRED', [], 410)),
      onBonusBalance: (cents) => balances.push(cents),
    });
    await store.claim(7);
    expect(store.claimError).toMatchObject({ key: 'CASHBACK.EXPIRED', status: 410 });
    expect(balances).toEqual([]);
  });

  it('shows the top level as full progress', async () => {
    const api = {
      get: async <T>() => ({ ...SUMMARY, level: 7, nextLevelNeedsCents: null }) as T,
      post: async <T>() => ({}) as T,
    };
    const store = new CashbackStore({ api, onBonusBalance: () => undefined });
    await store.load();
    expect([store.progressPercent, store.nextStepLevel]).toEqual([100, null]);
  });
});
