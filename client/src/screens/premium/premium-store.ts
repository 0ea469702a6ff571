import { makeAutoObservable, runInAction } from 'mobx';
import type {
  BattlepassBundle,
  BattlepassBuyAnswer,
  BattlepassClaimAnswer,
  BattlepassLeader,
  BattlepassStateAnswer,
  BattlepassSummary,
  BattlepassTier,
  CalendarAnswer,
} from '@arena/schemas';
import { ApiError } from '../../transport/api-error';
import { RetryKey } from '../../transport/retry-key';
import { type MarkerStorage, markPresaleSold } from './presale-marker';

export interface PremiumStoreDeps {
  api: {
    get<T>(path: string): Promise<T>;
    post<T>(path: string, body: unknown, options?: { idempotencyKey?: string }): Promise<T>;
  };
  signedIn(): boolean;
  /** A purchase or a prize moved money: the user store re-reads the balance (and the premium flag). */
  balanceChanged(): void;
  storage: MarkerStorage;
}

export type PremiumNotice =
  { kind: 'bought'; answer: BattlepassBuyAnswer } | { kind: 'claimed'; answer: BattlepassClaimAnswer };

/** The pass shown first: the active one, else the pre-sale, else whatever is listed. */
export function pickBattlepass(passes: readonly BattlepassSummary[]): BattlepassSummary | undefined {
  return passes.find((p) => p.status === 'ACTIVE') ?? passes.find((p) => p.status === 'PRESALE') ?? passes[0];
}

/**
 * /premium: the listed battlepasses, the selected one's levels track with my progress, its bundles (premium pass
 * and level cards), leaders and advent calendar; buying (one Idempotency-Key per action) and claiming. The server
 * decides; a refusal is kept as `buyError` / `claimError` for the screen to show.
 */
export class PremiumStore {
  passes: BattlepassSummary[] = [];
  selectedId: number | null = null;
  state: BattlepassStateAnswer | null = null;
  bundles: BattlepassBundle[] = [];
  leaders: BattlepassLeader[] = [];
  calendar: CalendarAnswer | null = null;
  loading = false;
  loadError: ApiError | null = null;
  buyError: ApiError | null = null;
  claimError: ApiError | null = null;
  busy: string | null = null;
  notice: PremiumNotice | null = null;
  private readonly buyKey = new RetryKey();

  constructor(private readonly deps: PremiumStoreDeps) {
    makeAutoObservable<this, 'deps' | 'buyKey'>(this, { deps: false, buyKey: false });
  }

  get selected(): BattlepassSummary | undefined {
    return this.passes.find((p) => p.id === this.selectedId);
  }

  get premiumBundle(): BattlepassBundle | undefined {
    return this.bundles.find((b) => b.experience === 0);
  }

  get levelCards(): BattlepassBundle[] {
    return this.bundles.filter((b) => b.experience > 0);
  }

  get canBuy(): boolean {
    return this.selected?.status === 'PRESALE' || this.selected?.status === 'ACTIVE';
  }

  async load(): Promise<void> {
    this.loading = true;
    try {
      const passes = await this.deps.api.get<BattlepassSummary[]>('/battlepass/current/list');
      runInAction(() => {
        this.passes = passes;
        this.loadError = null;
      });
      const pick = this.selected ?? pickBattlepass(passes);
      if (pick) await this.select(pick.id);
    } catch (error) {
      runInAction(() => (this.loadError = error instanceof ApiError ? error : null));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  async select(battlepassId: number): Promise<void> {
    if (this.selectedId !== battlepassId) Object.assign(this, { notice: null, buyError: null, claimError: null });
    this.selectedId = battlepassId;
    const body = { battlepassId };
    const [state, bundles, leaders, calendar] = await Promise.all([
      this.deps.api.post<BattlepassStateAnswer>('/battlepass/state', body),
      this.deps.api.post<BattlepassBundle[]>('/battlepass/bundle/list', body),
      this.deps.api.post<BattlepassLeader[]>('/battlepass/leaders', body),
      this.deps.api.post<CalendarAnswer>('/battlepass/calendar', body).catch((error: unknown) => {
        if (error instanceof ApiError && error.key === 'CALENDAR.CALENDAR_NOT_FOUND') return null;
        throw error;
      }),
    ]);
    runInAction(() => {
      if (this.selectedId !== battlepassId) return;
      Object.assign(this, { state, bundles, leaders, calendar });
    });
  }

  /** Buys `count` of a bundle; answers false when the visitor must sign in first (the screen goes to /auth). */
  async buy(bundle: BattlepassBundle, count = 1): Promise<boolean> {
    const pass = this.selected;
    if (!pass) return true;
    if (!this.deps.signedIn()) return false;
    const body = { battlepassId: pass.id, bundleId: bundle.id, count };
    this.busy = `bundle:${bundle.id}`;
    this.buyError = null;
    try {
      const answer = await this.buyKey.run(body, (key) =>
        this.deps.api.post<BattlepassBuyAnswer>('/battlepass/bundle/buy', body, { idempotencyKey: key }),
      );
      if (bundle.experience === 0 && pass.status === 'PRESALE') markPresaleSold(this.deps.storage);
      runInAction(() => (this.notice = { kind: 'bought', answer }));
      this.deps.balanceChanged();
      await this.select(pass.id);
    } catch (error) {
      runInAction(
        () => (this.buyError = error instanceof ApiError ? error : new ApiError('GLOBAL.INTERNAL_ERROR', [], 0)),
      );
    } finally {
      runInAction(() => (this.busy = null));
    }
    return true;
  }

  async claim(level: number, tier: BattlepassTier): Promise<void> {
    await this.claimAt('/battlepass/rewards/claim', { level, tier }, `level:${level}:${tier}`);
  }

  async claimDay(day: number): Promise<void> {
    await this.claimAt('/battlepass/calendar/claim', { day }, `day:${day}`);
  }

  private async claimAt(path: string, extra: object, busy: string): Promise<void> {
    const pass = this.selected;
    if (!pass) return;
    this.busy = busy;
    this.claimError = null;
    try {
      const answer = await this.deps.api.post<BattlepassClaimAnswer>(path, { battlepassId: pass.id, ...extra });
      runInAction(() => (this.notice = { kind: 'claimed', answer }));
      this.deps.balanceChanged();
      await this.select(pass.id);
    } catch (error) {
      runInAction(
        () => (this.claimError = error instanceof ApiError ? error : new ApiError('GLOBAL.INTERNAL_ERROR', [], 0)),
      );
    } finally {
      runInAction(() => (this.busy = null));
    }
  }
}
