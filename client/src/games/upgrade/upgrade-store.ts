import { makeAutoObservable, runInAction } from 'mobx';
import {
  type CatalogItemAnswer,
  UPGRADE_RULES,
  type UpgradeAnswer,
  type UpgradeRecentAnswer,
  type UpgradeRefusal,
  upgradeOdds,
  upgradeRefusal,
} from '@arena/schemas';
import type { ApiClient } from '../../transport/api-client';
import { ApiError } from '../../transport/api-error';
import { RetryKey } from '../../transport/retry-key';

export type TargetSort = 'price_asc' | 'price_desc';

/** docs/product-rules.md §4: waiting for start, a play in flight or spinning (fair button inactive), over (fair button validates). */
export type UpgradePhase = 'idle' | 'sending' | 'spinning' | 'done';

/** Screen-level messages of docs/product-rules.md §8, each a key under `upgrade.errors`. */
export type UpgradeScreenError = 'play' | 'skins' | 'history' | 'targetTooLow' | 'noSkin';

export interface UpgradeDeps {
  api: Pick<ApiClient, 'get' | 'post'>;
  /** The skins selected in the side panel (the shared inventory selection). */
  entry: () => { ids: readonly string[]; totalCents: number };
  catalog: () => readonly CatalogItemAnswer[];
  /** A played upgrade's skins and balance reach the inventory and the header (once the dial has landed). */
  onPlayed: (answer: UpgradeAnswer) => void;
  setTimer: (handler: () => void, ms: number) => () => void;
  retryKey?: RetryKey;
}

/** Targets shown per page of the picker. */
export const TARGETS_PAGE = 48;

/** The upgrade screen: target pick, live odds, one play at a time, the dial's phase and the last-upgrades feed. */
export class UpgradeStore {
  targetId: number | null = null;
  query = '';
  sort: TargetSort = 'price_asc';
  shown = TARGETS_PAGE;
  phase: UpgradePhase = 'idle';
  result: UpgradeAnswer | null = null;
  error: ApiError | null = null;
  screenError: UpgradeScreenError | null = null;
  recent: UpgradeRecentAnswer = [];
  recentFailed = false;
  private unapplied: UpgradeAnswer | null = null;
  private stopPolling: (() => void) | null = null;
  private readonly retryKey: RetryKey;

  constructor(private readonly deps: UpgradeDeps) {
    this.retryKey = deps.retryKey ?? new RetryKey();
    makeAutoObservable<UpgradeStore, 'deps' | 'stopPolling' | 'retryKey' | 'unapplied'>(this, {
      deps: false,
      stopPolling: false,
      retryKey: false,
      unapplied: false,
    });
  }

  get entryCents(): number {
    return this.deps.entry().totalCents;
  }

  get target(): CatalogItemAnswer | null {
    if (this.targetId === null) return null;
    return this.deps.catalog().find((item) => item.id === this.targetId) ?? null;
  }

  /** Catalog skins a player may aim at with the current entry (1.01x to 15.08x, at most $2,000), searched and sorted. */
  get targets(): CatalogItemAnswer[] {
    const entry = this.entryCents;
    const entryPlayable = entry >= UPGRADE_RULES.minEntryCents && entry <= UPGRADE_RULES.maxEntryCents;
    const needle = this.query.trim().toLowerCase();
    const matches = this.deps.catalog().filter((item) => {
      if (needle && !item.name.toLowerCase().includes(needle)) return false;
      if (item.priceCents > UPGRADE_RULES.maxTargetCents) return false;
      // Until the entry itself is playable every target is listed; then only the ones the rules allow.
      return !entryPlayable || upgradeRefusal({ skins: 1, entryCents: entry, targetCents: item.priceCents }) === null;
    });
    // The catalog arrives sorted by price ascending.
    return this.sort === 'price_desc' ? [...matches].reverse() : matches;
  }

  get visibleTargets(): CatalogItemAnswer[] {
    return this.targets.slice(0, this.shown);
  }

  /** Multiplier and chance of the current pick, live as the entry or the target change. */
  get odds() {
    const target = this.target;
    return target ? upgradeOdds(this.entryCents, target.priceCents) : null;
  }

  /** Why the current pick cannot be played, checked like the server checks it. */
  get refusal(): UpgradeRefusal | null {
    const entry = this.deps.entry();
    const target = this.target;
    if (entry.ids.length === 0) return { key: 'CRASH.NO_SKIN_SELECTED', args: [] };
    if (!target) return null;
    return upgradeRefusal({ skins: entry.ids.length, entryCents: entry.totalCents, targetCents: target.priceCents });
  }

  /** The docs/product-rules.md §8 screen message for the current pick: a target that the entry has outgrown is "too low". */
  get pickMessage(): UpgradeScreenError | null {
    const refusal = this.refusal;
    if (refusal?.key === 'CRASH.NO_SKIN_SELECTED') return 'noSkin';
    const target = this.target;
    if (
      refusal?.key === 'UPGRADE.BAD_MULTIPLIER' &&
      target &&
      target.priceCents * 100 < this.entryCents * UPGRADE_RULES.minMultiplierHundredths
    ) {
      return 'targetTooLow';
    }
    return null;
  }

  get busy(): boolean {
    return this.phase === 'sending' || this.phase === 'spinning';
  }

  get canPlay(): boolean {
    return !this.busy && this.target !== null && this.refusal === null;
  }

  /** The fair button: inactive until a play has ended, then it opens the verifier for that bet. */
  get fairBetId(): string | null {
    return this.phase === 'done' && this.result ? this.result.betId : null;
  }

  select(id: number): void {
    if (this.busy) return;
    this.targetId = this.targetId === id ? null : id;
    this.error = null;
  }

  setQuery(query: string): void {
    this.query = query;
    this.shown = TARGETS_PAGE;
  }

  setSort(sort: TargetSort): void {
    this.sort = sort;
    this.shown = TARGETS_PAGE;
  }

  showMore(): void {
    this.shown += TARGETS_PAGE;
  }

  /** Plays the pick; the answer is the outcome, the dial then spins to it. */
  async play(): Promise<void> {
    if (this.busy) return;
    const entry = this.deps.entry();
    const target = this.target;
    const refusal = this.refusal;
    if (refusal || !target) {
      this.error = refusal ? new ApiError(refusal.key, refusal.args, 0) : null;
      this.screenError = this.pickMessage;
      return;
    }
    const body = { itemIds: [...entry.ids], targetCatalogItemId: target.id };
    this.phase = 'sending';
    this.error = null;
    this.screenError = null;
    try {
      const answer = await this.retryKey.run(body, (key) =>
        this.deps.api.post<UpgradeAnswer>('/upgrade', body, { idempotencyKey: key }),
      );
      runInAction(() => {
        this.result = answer;
        this.unapplied = answer;
        this.phase = 'spinning';
      });
    } catch (error) {
      runInAction(() => {
        this.phase = this.result ? 'done' : 'idle';
        this.error = error instanceof ApiError ? error : null;
        this.screenError = 'play';
      });
    }
  }

  /** The dial reached the roll: the result shows and the fair button validates. */
  spinEnded(): void {
    if (this.phase === 'spinning') this.phase = 'done';
    this.applyResult();
  }

  /** The inventory and balance learn the result when the dial shows it, or when the screen closes mid-spin. */
  applyResult(): void {
    const answer = this.unapplied;
    this.unapplied = null;
    if (answer) this.deps.onPlayed(answer);
  }

  dispose(): void {
    this.stopFeed();
    this.applyResult();
  }

  catalogFailed(): void {
    this.screenError = 'skins';
  }

  async loadRecent(): Promise<void> {
    try {
      const recent = await this.deps.api.get<UpgradeRecentAnswer>('/upgrade/recent');
      runInAction(() => {
        this.recent = recent;
        this.recentFailed = false;
      });
    } catch {
      runInAction(() => {
        this.recentFailed = true;
      });
    }
  }

  /** The last-upgrades feed: read now, then every few seconds while the screen is open. */
  startFeed(): void {
    this.stopFeed();
    let stopped = false;
    let cancelTimer: (() => void) | null = null;
    const tick = () => {
      void this.loadRecent().finally(() => {
        if (!stopped) cancelTimer = this.deps.setTimer(tick, UPGRADE_RULES.recentPollMs);
      });
    };
    tick();
    this.stopPolling = () => {
      stopped = true;
      cancelTimer?.();
    };
  }

  stopFeed(): void {
    const stop = this.stopPolling;
    this.stopPolling = null;
    stop?.();
  }
}
