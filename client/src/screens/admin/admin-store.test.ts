import { describe, expect, it } from 'vitest';
import type { AdminUserProfileAnswer } from '@arena/schemas';
import { ApiClient } from '../../transport/api-client';
import { ApiError } from '../../transport/api-error';
import { type Route, scriptedFetch } from '../../stores/test-fetch';
import { AdminStore, parseSignedCents } from './admin-store';

const USER = '11111111-1111-4111-8111-111111111111';
const profile = (realCents: number): AdminUserProfileAnswer => ({
  user: {
    id: USER,
    name: 'Mallory',
    authSubject: 'dev:mallory',
    role: 'USER',
    bannedAt: null,
    createdAt: 0,
    realCents,
    bonusCents: 0,
    depositedTotalCents: 0,
    wageredTotalCents: 0,
  },
  ledger: [],
  bets: [],
});

function setup(routes: Record<string, Route>) {
  const scripted = scriptedFetch(routes);
  const api = new ApiClient({
    baseUrl: '/api',
    fetch: scripted.fetch,
    token: () => 'tok',
    onForbidden: () => undefined,
  });
  return { store: new AdminStore(api), calls: scripted.calls };
}

describe('AdminStore', () => {
  it('adjusts a balance with one Idempotency-Key per draft, reused on a retry, and reloads the user', async () => {
    let balance = 0;
    let failNext = true;
    const { store, calls } = setup({
      [`POST /api/admin/users/${USER}/adjust`]: ({ body }) => {
        if (failNext) {
          failNext = false;
          return { status: 503, body: { error: { key: 'GLOBAL.MAINTENANCE', args: [] } } };
        }
        balance += (body as { amountCents: number }).amountCents;
        return { body: { transferId: '1', replayed: false, realCents: balance, bonusCents: 0 } };
      },
      [`GET /api/admin/users/${USER}`]: () => ({ body: profile(balance) }),
    });
    const draft = { account: 'REAL' as const, amountCents: 1_250, reason: 'goodwill' };
    const refused = await store.adjust(USER, draft).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    await store.adjust(USER, draft);
    await store.adjust(USER, { ...draft, amountCents: -250 });
    const keys = calls.filter((call) => call.method === 'POST').map((call) => call.headers['idempotency-key']);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
    expect(store.selected?.user.realCents).toBe(1_000);
  });

  it('searches users and drops a decided withdrawal from the queue', async () => {
    const row = {
      id: USER,
      userId: USER,
      userName: 'Mallory',
      partner: 'Sandbox Pay',
      method: 'crypto',
      amountCents: 5_000,
      status: 'Pending',
      createdAt: 0,
      sandboxOutcome: 'Success',
      sandboxDueAt: 0,
    };
    const { store, calls } = setup({
      'GET /api/admin/users': () => ({ body: { items: [], total: 0, page: 1, pageSize: 20 } }),
      'GET /api/admin/withdrawals': () => ({ body: { items: [row] } }),
      [`POST /api/admin/withdrawals/${USER}/reject`]: () => ({
        body: { ...row, itemIds: [], status: 'Rejected', finishedAt: 1 },
      }),
    });
    await store.search('  mallo ');
    expect(calls[0]?.url).toBe('/api/admin/users?q=mallo&page=1&pageSize=20');
    await store.loadWithdrawals();
    expect(store.withdrawals).toHaveLength(1);
    await store.decideWithdrawal(USER, 'reject', 'fraud');
    expect(calls.at(-1)?.body).toEqual({ reason: 'fraud' });
    expect(store.withdrawals).toEqual([]);
  });

  it('reads signed amounts typed by an operator', () => {
    expect(['12.5', '-3', '0.07', '+1,25', '0', 'abc', '1.234'].map(parseSignedCents)).toEqual([
      1_250,
      -300,
      7,
      125,
      null,
      null,
      null,
    ]);
  });
});
