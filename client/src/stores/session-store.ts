import { makeAutoObservable } from 'mobx';
import type { ClockStore } from './clock-store';
import type { KeyValue } from './key-value';

const TOKEN = 'arena.token';
const EXPIRES_AT = 'arena.tokenExpiresAt';
const REDIRECT = 'arena.signInRedirect';

/**
 * The bearer token and its expiry. A token is valid only while its expiry is ahead of the server clock;
 * an expired one is treated as absent everywhere (guards, header, API calls).
 */
export class SessionStore {
  token: string | null;
  expiresAt: number | null;

  constructor(
    private readonly storage: KeyValue,
    private readonly clock: ClockStore,
  ) {
    this.token = storage.getItem(TOKEN);
    const expires = Number(storage.getItem(EXPIRES_AT));
    this.expiresAt = Number.isFinite(expires) && expires > 0 ? expires : null;
    makeAutoObservable<SessionStore, 'storage' | 'clock'>(this, { storage: false, clock: false });
  }

  get isValid(): boolean {
    return this.token !== null && this.expiresAt !== null && this.expiresAt > this.clock.nowMs;
  }

  /** The token to send, or null when it is missing or expired. */
  get bearer(): string | null {
    return this.isValid ? this.token : null;
  }

  setToken(token: string, expiresAt: number): void {
    this.token = token;
    this.expiresAt = expiresAt;
    this.storage.setItem(TOKEN, token);
    this.storage.setItem(EXPIRES_AT, String(expiresAt));
  }

  clear(): void {
    this.token = null;
    this.expiresAt = null;
    this.storage.removeItem(TOKEN);
    this.storage.removeItem(EXPIRES_AT);
  }

  /** Where to go back after signing in (a path on this site). */
  peekRedirect(): string | null {
    return this.storage.getItem(REDIRECT);
  }

  rememberRedirect(path: string): void {
    if (path.startsWith('/') && !path.startsWith('//')) this.storage.setItem(REDIRECT, path);
  }

  takeRedirect(): string | null {
    const path = this.storage.getItem(REDIRECT);
    this.storage.removeItem(REDIRECT);
    return path;
  }
}
