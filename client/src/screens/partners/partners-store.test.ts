import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../transport/api-client';
import { scriptedFetch } from '../../stores/test-fetch';
import { PartnersStore, REFERRALS_PAGE_SIZE } from './partners-store';

const summary = { code: 'OLD1', referrals: 12, qualified: 3 };
const stats = { referrals: 12, qualified: 3, history: [] };
const page = (n: number) => ({ items: [{ userId: `u${n}` }], total: 12, page: n, pageSize: REFERRALS_PAGE_SIZE });

function store(codeAnswer: { status?: number; body: unknown } = { body: { code: 'NEW1' } }) {
  const { fetch, calls } = scriptedFetch({
    'GET /api/referral': () => ({ body: summary }),
    'GET /api/partners/stats': () => ({ body: stats }),
    'GET /api/referral/referrals': ({ url }) => ({
      body: page(Number(new URL(url, 'http://x').searchParams.get('page'))),
    }),
    'PUT /api/referral/code': () => codeAnswer,
  });
  return {
    store: new PartnersStore(new ApiClient({ baseUrl: '/api', fetch, token: () => 't', onForbidden: () => undefined })),
    calls,
  };
}

describe('PartnersStore', () => {
  it('loads the summary, stats and the first page, then pages', async () => {
    const { store: partners, calls } = store();
    await partners.loadAll();
    expect(partners.summary).toEqual(summary);
    expect(partners.stats).toEqual(stats);
    expect(partners.referrals?.page).toBe(1);
    expect(partners.pages).toBe(2);
    await partners.setPage(2);
    expect(partners.referrals?.items).toEqual([{ userId: 'u2' }]);
    expect(calls.at(-1)?.url).toBe(`/api/referral/referrals?page=2&pageSize=${REFERRALS_PAGE_SIZE}`);
  });

  it('changes the code, or keeps the refusal', async () => {
    const ok = store();
    await ok.store.loadSummary();
    expect(await ok.store.changeCode('new1')).toBe(true);
    expect(ok.store.summary?.code).toBe('NEW1');
    const taken = store({ status: 400, body: { error: { key: 'REFERER.CODE_EXISTS', args: [] } } });
    expect(await taken.store.changeCode('TAKEN')).toBe(false);
    expect(taken.store.codeError).toMatchObject({ key: 'REFERER.CODE_EXISTS' });
    expect(taken.store.savingCode).toBe(false);
  });
});
