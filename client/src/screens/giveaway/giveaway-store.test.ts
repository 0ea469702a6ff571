import { describe, expect, it } from 'vitest';
import { type GiveawayDetailAnswer, type GiveawaySummary, commitServerSeed, drawGiveaway } from '@arena/schemas';
import { ApiError } from '../../transport/api-error';
import { GiveawayStore } from './giveaway-store';
import { prizePoolCents, timeLeft } from './giveaway-views';

const PRIZE = {
  slot: 0,
  catalogItemId: 5,
  name: 'AK-47 | Test',
  priceCents: 40,
  iconUrl: '/cdn/icons/x.svg',
  exterior: 'Field-Tested',
  color: '#fff',
} as const;
const HOURLY: GiveawaySummary = {
  id: 3,
  type: 'HOURLY',
  status: 'OPEN',
  startsAt: 0,
  endsAt: 3_600_000,
  seedHash: 'f'.repeat(64),
  prizes: [PRIZE, { ...PRIZE, slot: 1, priceCents: 30 }],
  conditions: { minPaymentCents: 100, paymentWindowMs: 604_800_000, minSteamLevel: 1, minGameHours: 10 },
  participantCount: 0,
  joined: false,
};

function api(onJoin: () => unknown = () => ({ ...HOURLY, joined: true, participantCount: 1 })) {
  const calls: string[] = [];
  let detail: GiveawayDetailAnswer | null = null;
  return {
    calls,
    setDetail: (d: GiveawayDetailAnswer) => (detail = d),
    get: async <T>(path: string) => {
      calls.push(`GET ${path}`);
      if (path === '/giveaways') return { current: [HOURLY], pastWinners: [] } as T;
      if (path === '/giveaways/3' && detail) return detail as T;
      throw new ApiError('GIVEAWAY.NOT_FOUND', [], 404);
    },
    post: async <T>(path: string) => {
      calls.push(`POST ${path}`);
      const answer = onJoin();
      if (answer instanceof ApiError) throw answer;
      return answer as T;
    },
  };
}

describe('giveaway store', () => {
  it('loads, joins and shows the answer; a visitor is sent to sign in without a call', async () => {
    const fake = api();
    let signedIn = false;
    const store = new GiveawayStore({ api: fake, signedIn: () => signedIn });
    await store.load();
    expect(store.current.map((g) => g.id)).toEqual([3]);
    expect(await store.join(3)).toBe(false);
    expect(fake.calls).toEqual(['GET /giveaways']);
    signedIn = true;
    expect(await store.join(3)).toBe(true);
    expect(store.current[0]).toMatchObject({ joined: true, participantCount: 1 });
    expect(store.joining).toBeNull();
  });

  it('keeps a refusal per giveaway and clears it on the next try', async () => {
    let refuse = true;
    const store = new GiveawayStore({
      api: api(() => (refuse ? new ApiError('GIVEAWAY.MIN_PAYMENT', ['1.00'], 400) : { ...HOURLY, joined: true })),
      signedIn: () => true,
    });
    await store.load();
    await store.join(3);
    expect(store.joinErrors[3]).toMatchObject({ key: 'GIVEAWAY.MIN_PAYMENT', args: ['1.00'] });
    refuse = false;
    await store.join(3);
    expect(store.joinErrors[3]).toBeUndefined();
  });

  it('re-reads the list once a giveaway has ended, not more often than every 5 s', async () => {
    const fake = api();
    const store = new GiveawayStore({ api: fake, signedIn: () => true });
    await store.load(0);
    store.reloadIfEnded(HOURLY.endsAt - 1);
    store.reloadIfEnded(HOURLY.endsAt);
    await Promise.resolve();
    expect(fake.calls.filter((c) => c === 'GET /giveaways')).toHaveLength(2);
    store.reloadIfEnded(HOURLY.endsAt + 1000);
    expect(fake.calls.filter((c) => c === 'GET /giveaways')).toHaveLength(2);
  });

  it('verifies a drawn giveaway in the browser and flags a tampered winner', async () => {
    const seed = 'a'.repeat(64);
    const participants = ['u1', 'u2', 'u3'].map((userId) => ({ userId, name: userId, avatar: null }));
    const winners = drawGiveaway({
      serverSeed: seed,
      giveawayId: 3,
      participants: participants.map((p) => p.userId),
      slots: 2,
    }).map((w) => ({
      ...w,
      name: w.userId,
      avatar: null,
      prize: { ...PRIZE, slot: w.slot },
    }));
    const detail: GiveawayDetailAnswer = {
      ...HOURLY,
      status: 'DRAWN',
      seedHash: commitServerSeed(seed),
      participants,
      serverSeed: seed,
      winners,
      algorithm: '',
    };
    const fake = api();
    fake.setDetail(detail);
    const store = new GiveawayStore({ api: fake, signedIn: () => true });
    expect(store.verification).toBeNull();
    await store.openDetail(3);
    expect(store.verification).toMatchObject({ ok: true, seedMatchesHash: true });
    fake.setDetail({ ...detail, winners: [{ ...winners[0]!, userId: winners[1]!.userId }, winners[1]!] });
    await store.openDetail(3);
    expect(store.verification?.ok).toBe(false);
    store.closeDetail();
    await store.openDetail(99);
    expect(store.detailError?.key).toBe('GIVEAWAY.NOT_FOUND');
  });

  it('formats countdowns and prize pools', () => {
    expect(timeLeft(3_600_000, 0)).toEqual({ days: 0, time: '01:00:00' });
    expect(timeLeft(2 * 86_400_000 + 61_000, 0)).toEqual({ days: 2, time: '00:01:01' });
    expect(timeLeft(0, 5)).toEqual({ days: 0, time: '00:00:00' });
    expect(prizePoolCents(HOURLY.prizes)).toBe(70);
  });
});
