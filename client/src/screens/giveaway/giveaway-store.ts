import { makeAutoObservable, runInAction } from 'mobx';
import {
  type GiveawayDetailAnswer,
  type GiveawayListAnswer,
  type GiveawayPastWinner,
  type GiveawaySummary,
  type GiveawayVerification,
  verifyGiveaway,
} from '@arena/schemas';
import { ApiError } from '../../transport/api-error';

export interface GiveawayStoreDeps {
  api: {
    get<T>(path: string): Promise<T>;
    post<T>(path: string, body: unknown): Promise<T>;
  };
  signedIn(): boolean;
}

/** A list reload after a giveaway ends waits at least this long after the previous one (the server may lag a tick). */
const RELOAD_AFTER_END_MS = 5_000;

const asApiError = (error: unknown) => (error instanceof ApiError ? error : new ApiError(null, [], 0));

/**
 * /giveaway: the running giveaways (one per type) and past winners, joining (the server checks every condition;
 * a refusal is kept per giveaway for the card to show), and one giveaway opened in detail: its participants and,
 * once drawn, the revealed seed, re-checked here with the same `verifyGiveaway` the server's draw comes from.
 */
export class GiveawayStore {
  current: GiveawaySummary[] = [];
  pastWinners: GiveawayPastWinner[] = [];
  loading = false;
  loaded = false;
  loadError: ApiError | null = null;
  joining: number | null = null;
  joinErrors: Record<number, ApiError> = {};
  detail: GiveawayDetailAnswer | null = null;
  detailError: ApiError | null = null;
  private lastLoadMs = 0;

  constructor(private readonly deps: GiveawayStoreDeps) {
    makeAutoObservable<this, 'deps' | 'lastLoadMs'>(this, { deps: false, lastLoadMs: false });
  }

  async load(nowMs = Date.now()): Promise<void> {
    this.loading = true;
    this.lastLoadMs = nowMs;
    try {
      const answer = await this.deps.api.get<GiveawayListAnswer>('/giveaways');
      runInAction(() => {
        this.current = answer.current;
        this.pastWinners = answer.pastWinners;
        this.loadError = null;
        this.loaded = true;
      });
    } catch (error) {
      runInAction(() => (this.loadError = asApiError(error)));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  /** Called every clock tick: once a shown giveaway has ended, the list is read again (the next one is open by then). */
  reloadIfEnded(nowMs: number): void {
    const ended = this.current.some((g) => g.endsAt <= nowMs);
    if (ended && !this.loading && nowMs - this.lastLoadMs >= RELOAD_AFTER_END_MS) void this.load(nowMs);
  }

  /** False when the player must sign in first (the screen sends them to /auth). */
  async join(giveawayId: number): Promise<boolean> {
    if (!this.deps.signedIn()) return false;
    this.joining = giveawayId;
    delete this.joinErrors[giveawayId];
    try {
      const answer = await this.deps.api.post<GiveawaySummary>(`/giveaways/${giveawayId}/join`, {});
      runInAction(() => {
        this.current = this.current.map((g) => (g.id === giveawayId ? answer : g));
      });
      if (this.detail?.id === giveawayId) await this.openDetail(giveawayId);
    } catch (error) {
      runInAction(() => (this.joinErrors[giveawayId] = asApiError(error)));
    } finally {
      runInAction(() => (this.joining = null));
    }
    return true;
  }

  async openDetail(giveawayId: number): Promise<void> {
    try {
      const detail = await this.deps.api.get<GiveawayDetailAnswer>(`/giveaways/${giveawayId}`);
      runInAction(() => {
        this.detail = detail;
        this.detailError = null;
      });
    } catch (error) {
      runInAction(() => {
        this.detail = null;
        this.detailError = asApiError(error);
      });
    }
  }

  closeDetail(): void {
    this.detail = null;
    this.detailError = null;
  }

  /** The browser's own re-run of the opened giveaway's draw; null until its seed is revealed. */
  get verification(): GiveawayVerification | null {
    const detail = this.detail;
    if (!detail?.serverSeed) return null;
    return verifyGiveaway({
      serverSeed: detail.serverSeed,
      seedHash: detail.seedHash,
      giveawayId: detail.id,
      participants: detail.participants.map((p) => p.userId),
      slots: detail.prizes.length,
      winners: detail.winners,
    });
  }
}
