import { describe, expect, it } from 'vitest';
import type { BonusStatusAnswer } from '@arena/schemas';
import { FanBonusStore } from './fan-store';

const NOW = 5_000_000;
const fan = (over: Partial<BonusStatusAnswer['fan']>): BonusStatusAnswer['fan'] => ({
  amountCents: 25,
  periodMs: 7 * 86_400_000,
  brand: 'Skin Arena',
  nextAt: null,
  reasons: [],
  approvedAvatars: [],
  ...over,
});

async function storeWith(status: BonusStatusAnswer['fan']): Promise<FanBonusStore> {
  const store = new FanBonusStore({
    get: async <T>() => ({ fan: status }) as T,
    post: async () => {
      throw new Error('no claim in these tests');
    },
  });
  await store.load();
  return store;
}

describe('the fan bonus claim button', () => {
  it('is enabled only when the period is open and every condition is met', async () => {
    expect((await storeWith(fan({}))).canClaim(NOW)).toBe(true);
  });

  it('is disabled while a condition is unmet (brand in the nickname, approved avatar)', async () => {
    const missing = fan({
      reasons: [
        { key: 'PROMOCODE.BAD_NICKNAME', args: ['Skin Arena'] },
        { key: 'PROMOCODE.BAD_AVATAR', args: [] },
      ],
    });
    const store = await storeWith(missing);
    expect(store.isOpen(NOW)).toBe(true);
    expect(store.canClaim(NOW)).toBe(false);
  });

  it('is disabled until the next period', async () => {
    const store = await storeWith(fan({ nextAt: NOW + 1 }));
    expect(store.canClaim(NOW)).toBe(false);
    expect(store.canClaim(NOW + 1)).toBe(true);
  });
});
