import { makeAutoObservable, runInAction } from 'mobx';
import type { BattlepassBundle, BattlepassSummary } from '@arena/schemas';
import { ApiError } from '../../transport/api-error';
import { RetryKey } from '../../transport/retry-key';
import { type MarkerStorage, PRESALE_SEEN_KEY, isPresaleSold, markPresaleSold } from './presale-marker';

export interface PresaleStoreDeps {
  api: {
    get<T>(path: string): Promise<T>;
    post<T>(path: string, body: unknown, options?: { idempotencyKey?: string }): Promise<T>;
  };
  signedIn(): boolean;
  balanceChanged(): void;
  /** localStorage: the "presale sold" marker. */
  storage: MarkerStorage;
  /** sessionStorage: the popups were shown in this session. */
  session: MarkerStorage;
}

/**
 * The two pre-sale popups of the home page (docs/product-rules.md §2, §4): the first announces the advent calendar and bingo (Open
 * goes to /premium), the second offers the PRESALE battlepass's premium pass at the pre-sale price with a countdown
 * to its start. Shown once per session, never after a successful purchase (the local "presale sold" marker).
 */
export class PresaleStore {
  step: 0 | 1 | 2 = 0;
  pass: BattlepassSummary | null = null;
  bundle: BattlepassBundle | null = null;
  buying = false;
  error: ApiError | null = null;
  private readonly key = new RetryKey();

  constructor(private readonly deps: PresaleStoreDeps) {
    makeAutoObservable<this, 'deps' | 'key'>(this, { deps: false, key: false });
  }

  async start(): Promise<void> {
    if (isPresaleSold(this.deps.storage) || this.deps.session.getItem(PRESALE_SEEN_KEY) === '1') return;
    const passes = await this.deps.api.get<BattlepassSummary[]>('/battlepass/current/list');
    const pass = passes.find((p) => p.status === 'PRESALE');
    if (!pass) return;
    const bundles = await this.deps.api.post<BattlepassBundle[]>('/battlepass/bundle/list', { battlepassId: pass.id });
    const bundle = bundles.find((b) => b.experience === 0);
    if (!bundle) return;
    this.deps.session.setItem(PRESALE_SEEN_KEY, '1');
    runInAction(() => Object.assign(this, { pass, bundle, step: 1 }));
  }

  next(): void {
    this.step = 2;
  }

  close(): void {
    this.step = 0;
  }

  /** Answers false when the visitor must sign in first (the popup then goes to /auth). */
  async buy(): Promise<boolean> {
    if (!this.pass || !this.bundle) return true;
    if (!this.deps.signedIn()) return false;
    const body = { battlepassId: this.pass.id, bundleId: this.bundle.id, count: 1 };
    this.buying = true;
    this.error = null;
    try {
      await this.key.run(body, (key) => this.deps.api.post('/battlepass/bundle/buy', body, { idempotencyKey: key }));
      markPresaleSold(this.deps.storage);
      this.deps.balanceChanged();
      runInAction(() => (this.step = 0));
    } catch (error) {
      runInAction(
        () => (this.error = error instanceof ApiError ? error : new ApiError('GLOBAL.INTERNAL_ERROR', [], 0)),
      );
    } finally {
      runInAction(() => (this.buying = false));
    }
    return true;
  }
}
