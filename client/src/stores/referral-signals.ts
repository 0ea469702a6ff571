import type { ReferralLinkAnswer } from '@arena/schemas';
import type { ApiClient } from '../transport/api-client';
import { ApiError } from '../transport/api-error';
import type { KeyValue } from './key-value';
import type { SettingsStore } from './settings-store';
import type { ToastKind, ToastMessage } from './ui-store';

const DEVICE_KEY = 'arena.device';

export interface ReferralSignalsDeps {
  api: Pick<ApiClient, 'post'>;
  settings: Pick<SettingsStore, 'referralCode' | 'clearReferralCode'>;
  /** localStorage: the device id outlives sign-outs, so two accounts on one browser share it. */
  local: KeyValue;
  toast(kind: ToastKind, message: ToastMessage): void;
}

/**
 * After every sign-in (and page load while signed in): the /ref code stored before sign-up links the account, then
 * "seen from this device" feeds the server's multi-account check. A refusal is final and forgets the code; no answer
 * at all keeps it for the next load.
 */
export class ReferralSignals {
  constructor(private readonly deps: ReferralSignalsDeps) {}

  deviceId(): string {
    let id = this.deps.local.getItem(DEVICE_KEY);
    if (!id || id.length < 8 || id.length > 64) {
      id = crypto.randomUUID();
      this.deps.local.setItem(DEVICE_KEY, id);
    }
    return id;
  }

  async signedIn(): Promise<void> {
    const device = this.deviceId();
    const code = this.deps.settings.referralCode;
    if (code) {
      try {
        const linked = await this.deps.api.post<ReferralLinkAnswer>('/referral/claim', { code, device });
        this.deps.toast('success', { key: 'referral.linked', options: { name: linked.referrerName } });
        this.deps.settings.clearReferralCode();
      } catch (error) {
        // 400/404 are the catalogue's refusals; an expired token (403) or a rate limit may succeed next time.
        const final = error instanceof ApiError && (error.status === 400 || error.status === 404);
        if (final) {
          this.deps.toast('error', { error });
          this.deps.settings.clearReferralCode();
        }
      }
    }
    await this.deps.api.post('/referral/seen', { device }).catch(() => undefined);
  }
}
