import { makeAutoObservable } from 'mobx';
import { CURRENCIES, type Currency, type Language } from '@arena/schemas';
import { isLanguage } from '../i18n/language-path';
import { type KeyValue, readJson, writeJson } from './key-value';

const KEY = 'arena.settings';

/** Pages that remember being opened (docs/product-rules.md §2: /bonus and /giveaway). */
export type OpenedPage = 'bonus' | 'giveaway';

interface Stored {
  language?: string;
  currency?: string;
  dismissedBannerId?: string | null;
  opened?: Partial<Record<OpenedPage, boolean>>;
  referralCode?: string | null;
  tosAccepted?: boolean;
}

/** The player's local choices, kept in localStorage: language, currency and a few remembered flags. */
export class SettingsStore {
  language: Language | null;
  currency: Currency;
  dismissedBannerId: string | null;
  opened: Partial<Record<OpenedPage, boolean>>;
  referralCode: string | null;
  tosAccepted: boolean;

  constructor(private readonly storage: KeyValue) {
    const stored = readJson<Stored>(storage, KEY) ?? {};
    this.language = isLanguage(stored.language) ? stored.language : null;
    this.currency = (CURRENCIES as readonly string[]).includes(stored.currency ?? '')
      ? (stored.currency as Currency)
      : 'USD';
    this.dismissedBannerId = stored.dismissedBannerId ?? null;
    this.opened = stored.opened ?? {};
    this.referralCode = stored.referralCode ?? null;
    this.tosAccepted = stored.tosAccepted === true;
    makeAutoObservable<SettingsStore, 'storage'>(this, { storage: false });
  }

  setLanguage(language: Language): void {
    this.language = language;
    this.save();
  }

  setCurrency(currency: Currency): void {
    this.currency = currency;
    this.save();
  }

  dismissBanner(id: string): void {
    this.dismissedBannerId = id;
    this.save();
  }

  markOpened(page: OpenedPage): void {
    if (this.opened[page]) return;
    this.opened = { ...this.opened, [page]: true };
    this.save();
  }

  setReferralCode(code: string): void {
    this.referralCode = code;
    this.save();
  }

  /** The stored /ref code was used (or refused for good) after sign-in. */
  clearReferralCode(): void {
    this.referralCode = null;
    this.save();
  }

  setTosAccepted(accepted: boolean): void {
    this.tosAccepted = accepted;
    this.save();
  }

  private save(): void {
    const stored: Stored = {
      language: this.language ?? undefined,
      currency: this.currency,
      dismissedBannerId: this.dismissedBannerId,
      opened: this.opened,
      referralCode: this.referralCode,
      tosAccepted: this.tosAccepted,
    };
    writeJson(this.storage, KEY, stored);
  }
}
