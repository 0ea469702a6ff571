import { makeAutoObservable, runInAction } from 'mobx';
import type {
  BoxesListAnswer,
  CaseBox,
  CaseDetailAnswer,
  CaseOpenAnswer,
  ErrorKey,
  ShopOperationAnswer,
} from '@arena/schemas';
import { CASE_RULES } from '@arena/schemas';
import type { ApiClient } from '../../transport/api-client';
import { ApiError } from '../../transport/api-error';
import { RetryKey } from '../../transport/retry-key';

/** Why a case cannot be opened now, as the server would refuse it (its catalogue key), or null. */
export function caseRefusalKey(box: CaseBox, count: number, now: number): ErrorKey | null {
  if (box.status === 'UNAVAILABLE') return 'CASE.UNAVAILABLE';
  if (box.status === 'TEMPORARILY_UNAVAILABLE') return 'CASE.TEMPORARILY_UNAVAILABLE';
  // The server's word (EXPIRED) counts even when this device's clock runs behind.
  if (box.status === 'EXPIRED' || (box.expiresAt !== null && box.expiresAt <= now)) return 'CASE.EXPIRED';
  if (box.limitTotal !== null && box.unboxed + count > box.limitTotal) return 'CASE.SOLD_OUT';
  return null;
}

/** `/cases`: the groups of cases. */
export class CasesListStore {
  groups: BoxesListAnswer = [];
  loaded = false;
  failed = false;

  constructor(private readonly api: Pick<ApiClient, 'post'>) {
    makeAutoObservable<CasesListStore, 'api'>(this, { api: false });
  }

  async load(): Promise<void> {
    try {
      const groups = await this.api.post<BoxesListAnswer>('/boxes/list', {});
      runInAction(() => {
        this.groups = groups;
        this.loaded = true;
        this.failed = false;
      });
    } catch {
      runInAction(() => {
        this.failed = true;
      });
    }
  }
}

/** idle → sending (request out) → spinning (the reels run to the server's skins) → done (sell or keep each skin). */
export type CasePhase = 'idle' | 'sending' | 'spinning' | 'done';

export interface CaseDeps {
  api: Pick<ApiClient, 'get' | 'post'>;
  /** The opened skins and the balance reach the inventory and the header once the reels have landed. */
  onOpened: (answer: CaseOpenAnswer) => void;
  onSold: (answer: ShopOperationAnswer) => void;
  now: () => number;
  retryKey?: RetryKey;
  sellKey?: RetryKey;
}

/** `/case/{id}`: the case's contents, the count, one opening at a time, then selling or keeping each skin. */
export class CaseStore {
  detail: CaseDetailAnswer | null = null;
  loadFailed = false;
  count = 1;
  phase: CasePhase = 'idle';
  result: CaseOpenAnswer | null = null;
  error: ApiError | null = null;
  screenError: 'open' | 'sell' | null = null;
  /** Item id → what happened after the reel: sold (with its price) or kept. */
  decisions: Record<string, 'sold' | 'kept' | 'selling'> = {};
  private landed = 0;
  private unapplied: CaseOpenAnswer | null = null;
  private readonly retryKey: RetryKey;
  private readonly sellKey: RetryKey;

  constructor(private readonly deps: CaseDeps) {
    this.retryKey = deps.retryKey ?? new RetryKey();
    this.sellKey = deps.sellKey ?? new RetryKey();
    makeAutoObservable<CaseStore, 'deps' | 'retryKey' | 'sellKey' | 'unapplied' | 'landed'>(this, {
      deps: false,
      retryKey: false,
      sellKey: false,
      unapplied: false,
      landed: false,
    });
  }

  async load(idOrAlias: string): Promise<void> {
    try {
      const detail = await this.deps.api.get<CaseDetailAnswer>(`/boxes/${encodeURIComponent(idOrAlias)}`);
      runInAction(() => {
        this.detail = detail;
        this.loadFailed = false;
      });
    } catch (error) {
      runInAction(() => {
        this.loadFailed = true;
        this.error = error instanceof ApiError ? error : null;
      });
    }
  }

  get busy(): boolean {
    return this.phase === 'sending' || this.phase === 'spinning';
  }

  /** The case's own message (unavailable, expired, sold out) for the chosen count. */
  get refusalKey(): ErrorKey | null {
    return this.detail ? caseRefusalKey(this.detail, this.count, this.deps.now()) : null;
  }

  get canOpen(): boolean {
    return this.detail !== null && !this.busy && this.refusalKey === null;
  }

  get totalCents(): number {
    return (this.detail?.priceCents ?? 0) * this.count;
  }

  /** The fair button opens the verifier for the (first) opening once the reels have landed. */
  get fairBetId(): string | null {
    return this.phase === 'done' && this.result ? (this.result.openings[0]?.betId ?? null) : null;
  }

  setCount(count: number): void {
    if (this.busy) return;
    this.count = Math.min(CASE_RULES.maxOpenCount, Math.max(1, Math.trunc(count) || 1));
  }

  async open(): Promise<void> {
    const detail = this.detail;
    if (!detail || this.busy) return;
    const body = { count: this.count };
    this.phase = 'sending';
    this.error = null;
    this.screenError = null;
    try {
      const answer = await this.retryKey.run({ caseId: detail.id, ...body }, (key) =>
        this.deps.api.post<CaseOpenAnswer>(`/boxes/${detail.id}/open`, body, { idempotencyKey: key }),
      );
      runInAction(() => {
        this.result = answer;
        this.unapplied = answer;
        this.decisions = {};
        this.landed = 0;
        this.phase = 'spinning';
        if (this.detail) this.detail = { ...this.detail, unboxed: answer.unboxed };
      });
    } catch (error) {
      runInAction(() => {
        this.phase = this.result ? 'done' : 'idle';
        this.error = error instanceof ApiError ? error : null;
        this.screenError = 'open';
      });
    }
  }

  /** One reel reached its skin; when all have, the result shows. */
  reelLanded(): void {
    if (this.phase !== 'spinning' || !this.result) return;
    this.landed += 1;
    if (this.landed >= this.result.openings.length) {
      this.phase = 'done';
      this.applyResult();
    }
  }

  applyResult(): void {
    const answer = this.unapplied;
    this.unapplied = null;
    if (answer) this.deps.onOpened(answer);
  }

  /** Sells an unboxed skin at once through the shop (the same sale as the inventory's). */
  async sell(itemId: string): Promise<void> {
    if (this.decisions[itemId]) return;
    this.decisions[itemId] = 'selling';
    this.screenError = null;
    this.error = null;
    const body = { itemIds: [itemId] };
    try {
      const answer = await this.sellKey.run(body, (key) =>
        this.deps.api.post<ShopOperationAnswer>('/shop/sell', body, { idempotencyKey: key }),
      );
      runInAction(() => {
        this.decisions[itemId] = 'sold';
      });
      this.deps.onSold(answer);
    } catch (error) {
      runInAction(() => {
        delete this.decisions[itemId];
        this.error = error instanceof ApiError ? error : null;
        this.screenError = 'sell';
      });
    }
  }

  keep(itemId: string): void {
    if (!this.decisions[itemId]) this.decisions[itemId] = 'kept';
  }

  dispose(): void {
    this.applyResult();
  }
}
