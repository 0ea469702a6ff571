import { describe, expect, it } from 'vitest';
import {
  PROMOCODE_TYPES,
  type AdminModerationAnswer,
  type AdminMutedUser,
  type PromocodeAdminItem,
} from '@arena/schemas';
import { ApiClient } from '../../transport/api-client';
import { type Route, scriptedFetch } from '../../stores/test-fetch';
import { AdminGiveawaysStore } from './giveaways-store';
import { ModerationStore } from './moderation-store';
import { emptyPromocodeDraft, promocodeBody, valueFields } from './promocode-draft';
import { PromocodesStore, promocodeState } from './promocodes-store';

const USER = '22222222-2222-4222-8222-222222222222';

function api(routes: Record<string, Route>) {
  const scripted = scriptedFetch(routes);
  return {
    api: new ApiClient({ baseUrl: '/api', fetch: scripted.fetch, token: () => 'tok', onForbidden: () => undefined }),
    calls: scripted.calls,
  };
}

const muted: AdminMutedUser = {
  userId: USER,
  name: 'Loud',
  until: '2030-01-01T00:00:00.000Z',
  reason: 'spam',
  mutedBy: 'root',
};
const trail = (page: number): AdminModerationAnswer => ({ items: [], total: 0, page, pageSize: 20 });

describe('ModerationStore', () => {
  it('mutes with a trimmed draft, then reloads the muted list and the first trail page; unmute drops the row', async () => {
    let mutes: AdminMutedUser[] = [];
    const { api: client, calls } = api({
      'GET /api/admin/moderation/mutes': () => ({ body: { items: mutes } }),
      'GET /api/admin/moderation/actions': ({ url }) => ({
        body: trail(Number(new URL(url, 'http://x').searchParams.get('page'))),
      }),
      'POST /api/admin/moderation/mutes': () => {
        mutes = [muted];
        return { body: { userId: USER, name: 'Loud', until: muted.until } };
      },
      [`POST /api/admin/moderation/mutes/${USER}/end`]: () => {
        mutes = [];
        return { body: { userId: USER, ended: 1 } };
      },
    });
    const store = new ModerationStore(client);
    await store.load();
    await store.loadTrail(3);
    expect(store.trail?.page).toBe(3);
    await store.mute({ user: '  Loud ', minutes: 60, reason: ' spam ' });
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ user: 'Loud', minutes: 60, reason: 'spam' });
    expect(store.mutes).toEqual([muted]);
    expect(store.trail?.page).toBe(1);
    await store.unmute(USER);
    expect(store.mutes).toEqual([]);
  });

  it('keeps the lists when the API refuses a mute', async () => {
    const { api: client } = api({
      'GET /api/admin/moderation/mutes': () => ({ body: { items: [muted] } }),
      'GET /api/admin/moderation/actions': () => ({ body: trail(1) }),
      'POST /api/admin/moderation/mutes': () => ({ status: 404, body: { error: { key: 'USER.NOT_FOUND', args: [] } } }),
    });
    const store = new ModerationStore(client);
    await store.load();
    await expect(store.mute({ user: 'nobody', minutes: 5, reason: 'test' })).rejects.toMatchObject({
      key: 'USER.NOT_FOUND',
    });
    expect(store.mutes).toEqual([muted]);
  });
});

describe('promocode drafts', () => {
  it('sends only the value fields a type takes, in cents, validated by the API schema', () => {
    const balance = promocodeBody({
      ...emptyPromocodeDraft(),
      code: 'spring-25',
      type: 'BALANCE_REAL',
      amount: '2.5',
      catalogItemId: '7',
      maxActivations: '100',
    });
    expect(balance).toEqual({
      body: expect.objectContaining({
        code: 'spring-25',
        type: 'BALANCE_REAL',
        amountCents: 250,
        minDepositCents: 10,
        maxActivations: 100,
        expiresAt: null,
        ownerUserId: null,
      }),
    });
    expect('body' in balance && 'catalogItemId' in balance.body).toBe(false);
    const percent = promocodeBody({
      ...emptyPromocodeDraft(),
      code: 'BOOST',
      type: 'CARD_PERCENT',
      percent: '20',
      maxBonus: '',
      amount: '5',
      minDeposit: '0',
    });
    expect(percent).toEqual({ body: expect.objectContaining({ percent: 20, minDepositCents: 0 }) });
    const percentBody = 'body' in percent ? percent.body : null;
    expect([percentBody?.amountCents, percentBody?.maxBonusCents]).toEqual([undefined, undefined]);
    expect(promocodeBody({ ...emptyPromocodeDraft(), code: 'SKIN', type: 'ITEM_BONUS', catalogItemId: '12' })).toEqual({
      body: expect.objectContaining({ catalogItemId: 12 }),
    });
  });

  it('names the first wrong field', () => {
    const draft = { ...emptyPromocodeDraft(), code: 'GOOD', type: 'BALANCE_BONUS' as const, amount: '1' };
    expect(promocodeBody({ ...draft, code: 'a!' })).toEqual({ field: 'code' });
    expect(promocodeBody({ ...draft, amount: '' })).toEqual({ field: 'amountCents' });
    expect(promocodeBody({ ...draft, amount: '5000' })).toEqual({ field: 'amountCents' });
    expect(promocodeBody({ ...draft, maxActivations: '0' })).toEqual({ field: 'maxActivations' });
    expect(promocodeBody({ ...draft, ownerUserId: 'someone' })).toEqual({ field: 'ownerUserId' });
    expect(promocodeBody({ ...draft, type: 'NEXT_PAYMENT_BONUS_PERCENT', percent: '501' })).toEqual({
      field: 'percent',
    });
  });

  it('offers a value field for every type the schema allows', () => {
    for (const type of PROMOCODE_TYPES) {
      const wants = valueFields(type);
      expect([wants.amount, wants.catalogItem, wants.percent].filter(Boolean), type).toHaveLength(1);
    }
  });
});

const code = (patch: Partial<PromocodeAdminItem>): PromocodeAdminItem => ({
  id: 1,
  code: 'CODE',
  type: 'BALANCE_BONUS',
  amountCents: 100,
  catalogItemId: null,
  percent: null,
  maxBonusCents: null,
  minDepositCents: 10,
  requireEmptyBalance: false,
  requireEmptyInventory: false,
  requireSteamLevel: false,
  ownerUserId: null,
  maxActivations: null,
  oncePerUser: true,
  expiresAt: null,
  activations: 0,
  disabled: false,
  createdAt: 0,
  ...patch,
});

describe('PromocodesStore', () => {
  it('puts a created code first and replaces a disabled one in place', async () => {
    const { api: client } = api({
      'GET /api/admin/promocodes': () => ({ body: { promocodes: [code({ id: 1 })] } }),
      'POST /api/admin/promocodes': () => ({ body: code({ id: 2, code: 'NEW' }) }),
      'POST /api/admin/promocodes/1/disable': () => ({ body: code({ id: 1, disabled: true }) }),
    });
    const store = new PromocodesStore(client);
    await store.load();
    const checked = promocodeBody({ ...emptyPromocodeDraft(), code: 'NEW', amount: '1' });
    if (!('body' in checked)) throw new Error(`draft refused: ${checked.field}`);
    await store.create(checked.body);
    await store.disable(1);
    expect(store.codes?.map((c) => [c.code, c.disabled])).toEqual([
      ['NEW', false],
      ['CODE', true],
    ]);
  });

  it('tells active, disabled, expired and used-up codes apart', () => {
    expect(promocodeState(code({}), 1_000)).toBe('ACTIVE');
    expect(promocodeState(code({ disabled: true, expiresAt: 1 }), 1_000)).toBe('DISABLED');
    expect(promocodeState(code({ expiresAt: 1_000 }), 1_000)).toBe('EXPIRED');
    expect(promocodeState(code({ maxActivations: 3, activations: 3 }), 1_000)).toBe('USED_UP');
  });
});

describe('AdminGiveawaysStore', () => {
  it('drops a slow answer for a type the operator has left', async () => {
    let release: () => void = () => undefined;
    const { api: client } = api({
      'GET /api/admin/giveaways': ({ url }) => {
        const type = new URL(url, 'http://x').searchParams.get('type');
        return { body: { items: [], total: type === 'DAILY' ? 7 : 3, page: 1, pageSize: 10 } };
      },
    });
    const slow: typeof client = Object.assign(Object.create(client) as typeof client, {
      get: async <T>(path: string, options?: Parameters<typeof client.get>[1]) => {
        if ((options?.query as { type?: string } | undefined)?.type === 'HOURLY')
          await new Promise<void>((resolve) => (release = resolve));
        return client.get<T>(path, options);
      },
    });
    const store = new AdminGiveawaysStore(slow);
    const hourly = store.load('HOURLY');
    await store.load('DAILY');
    release();
    await hourly;
    expect([store.type, store.answer?.total]).toEqual(['DAILY', 7]);
  });
});
