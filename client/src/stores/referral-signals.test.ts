import { describe, expect, it } from 'vitest';
import { ApiClient } from '../transport/api-client';
import { memoryKeyValue } from './key-value';
import { ReferralSignals } from './referral-signals';
import { SettingsStore } from './settings-store';
import { type Route, scriptedFetch } from './test-fetch';
import type { ToastKind, ToastMessage } from './ui-store';

function setup(routes: Record<string, Route>, stored: string | null) {
  const local = memoryKeyValue();
  const settings = new SettingsStore(local);
  if (stored) settings.setReferralCode(stored);
  const { fetch, calls } = scriptedFetch(routes);
  const api = new ApiClient({ baseUrl: '/api', fetch, token: () => 'token', onForbidden: () => undefined });
  const toasts: { kind: ToastKind; message: ToastMessage }[] = [];
  const signals = new ReferralSignals({
    api,
    settings,
    local,
    toast: (kind, message) => toasts.push({ kind, message }),
  });
  return { signals, settings, calls, toasts, local };
}

const seen: Route = () => ({ body: { ok: true } });

describe('ReferralSignals', () => {
  it('links with the stored code once, then reports the device; the device id stays the same', async () => {
    const { signals, settings, calls, toasts } = setup(
      {
        'POST /api/referral/claim': () => ({ body: { referrerName: 'alice', linkedAt: 1 } }),
        'POST /api/referral/seen': seen,
      },
      'ALICE1',
    );
    await signals.signedIn();
    const device = signals.deviceId();
    expect(device).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls.map((c) => [c.url, c.body])).toEqual([
      ['/api/referral/claim', { code: 'ALICE1', device }],
      ['/api/referral/seen', { device }],
    ]);
    expect(toasts).toEqual([{ kind: 'success', message: { key: 'referral.linked', options: { name: 'alice' } } }]);
    expect(settings.referralCode).toBeNull();
    await signals.signedIn();
    expect(calls.map((c) => c.url).slice(2)).toEqual(['/api/referral/seen']);
  });

  it('forgets a refused code and shows why; keeps it when no answer came', async () => {
    const refused = setup(
      {
        'POST /api/referral/claim': () => ({
          status: 400,
          body: { error: { key: 'REFERER.SELF_REFERRAL', args: [] } },
        }),
        'POST /api/referral/seen': seen,
      },
      'MINE1',
    );
    await refused.signals.signedIn();
    expect(refused.settings.referralCode).toBeNull();
    expect(refused.toasts[0]?.kind).toBe('error');

    const down = setup(
      { 'POST /api/referral/claim': () => ({ status: 503, body: null }), 'POST /api/referral/seen': seen },
      'LATER1',
    );
    await down.signals.signedIn();
    expect(down.settings.referralCode).toBe('LATER1');
    expect(down.toasts).toEqual([]);
  });
});
