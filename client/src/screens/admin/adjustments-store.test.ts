import { describe, expect, it } from 'vitest';
import type { AdminAdjustmentRow } from '@arena/schemas';
import { ApiClient } from '../../transport/api-client';
import { type Route, scriptedFetch } from '../../stores/test-fetch';
import { AdjustmentsStore, allowedVerdicts } from './adjustments-store';

const ROOT = '11111111-1111-4111-8111-111111111111';
const SECOND = '22222222-2222-4222-8222-222222222222';
const PLAYER = '33333333-3333-4333-8333-333333333333';
const REQUEST = '44444444-4444-4444-8444-444444444444';

const row: AdminAdjustmentRow = {
  id: REQUEST,
  userId: PLAYER,
  userName: 'Mallory',
  account: 'REAL',
  amountCents: 1_000_00,
  reason: 'outage compensation',
  requestedBy: ROOT,
  requestedByName: 'root',
  status: 'PENDING',
  createdAt: 1_700_000_000_000,
};

function api(routes: Record<string, Route>) {
  const scripted = scriptedFetch(routes);
  return {
    api: new ApiClient({ baseUrl: '/api', fetch: scripted.fetch, token: () => 'tok', onForbidden: () => undefined }),
    calls: scripted.calls,
  };
}

describe('AdjustmentsStore', () => {
  it('loads the pending requests, approves one with the note and reloads the list', async () => {
    let pending = [row];
    const { api: client, calls } = api({
      'GET /api/admin/adjustments': () => ({ body: { items: pending } }),
      [`POST /api/admin/adjustments/${REQUEST}/approve`]: () => {
        pending = [];
        return {
          body: { request: { ...row, status: 'APPROVED' }, transferId: '7', realCents: 1_000_00, bonusCents: 0 },
        };
      },
    });
    const store = new AdjustmentsStore(client);
    await store.load();
    expect(store.pending).toEqual([row]);
    const answer = await store.decide(REQUEST, 'approve', 'ticket 42');
    expect(answer.transferId).toBe('7');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ reason: 'ticket 42' });
    expect(store.pending).toEqual([]);
  });

  it('shows the server list again after a refusal (another admin decided first)', async () => {
    let pending = [row];
    const { api: client } = api({
      'GET /api/admin/adjustments': () => ({ body: { items: pending } }),
      [`POST /api/admin/adjustments/${REQUEST}/reject`]: () => {
        pending = [];
        return { status: 409, body: { error: { key: 'ADMIN.REQUEST_DECIDED', args: [] } } };
      },
    });
    const store = new AdjustmentsStore(client);
    await store.load();
    await expect(store.decide(REQUEST, 'reject')).rejects.toMatchObject({ key: 'ADMIN.REQUEST_DECIDED' });
    expect(store.pending).toEqual([]);
  });
});

describe('allowedVerdicts', () => {
  it('offers the requester only a withdrawal, the adjusted user nothing, other admins both', () => {
    expect(allowedVerdicts(row, SECOND)).toEqual(['approve', 'reject']);
    expect(allowedVerdicts(row, ROOT)).toEqual(['reject']);
    expect(allowedVerdicts(row, PLAYER)).toEqual([]);
    expect(allowedVerdicts(row, undefined)).toEqual([]);
  });
});
