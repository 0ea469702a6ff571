import { makeAutoObservable, runInAction } from 'mobx';
import type { MinigamePlayAnswer, MinigameStateAnswer } from '@arena/schemas';
import { ApiError } from '../../transport/api-error';
import { RetryKey } from '../../transport/retry-key';

export type MinigameId = 'trinity' | 'christmas';

export interface MinigameStoreDeps {
  api: {
    get<T>(path: string): Promise<T>;
    post<T>(path: string, body: unknown, options?: { idempotencyKey?: string }): Promise<T>;
  };
  signedIn(): boolean;
  /** A prize moved money or granted a skin: the user store re-reads the balance. */
  balanceChanged(): void;
}

const asApiError = (error: unknown) =>
  error instanceof ApiError ? error : new ApiError('GLOBAL.INTERNAL_ERROR', [], 0);

/**
 * /minigame: both games' tables and plays left, and one play at a time (one Idempotency-Key per pick, reused on a
 * retry after a lost answer). A play's answer stays as `revealed[game]` (every card face-up) until the player deals
 * again. The server decides everything; a refusal is kept as `errors[game]`.
 */
export class MinigameStore {
  state: MinigameStateAnswer | null = null;
  loading = false;
  loadError: ApiError | null = null;
  playing: { game: MinigameId; pick: number } | null = null;
  revealed: Partial<Record<MinigameId, MinigamePlayAnswer>> = {};
  errors: Partial<Record<MinigameId, ApiError>> = {};
  private readonly keys: Record<MinigameId, RetryKey> = { trinity: new RetryKey(), christmas: new RetryKey() };

  constructor(private readonly deps: MinigameStoreDeps) {
    makeAutoObservable<this, 'deps' | 'keys'>(this, { deps: false, keys: false });
  }

  async load(): Promise<void> {
    this.loading = true;
    try {
      const state = await this.deps.api.get<MinigameStateAnswer>('/minigame');
      runInAction(() => Object.assign(this, { state, loadError: null }));
    } catch (error) {
      runInAction(() => (this.loadError = asApiError(error)));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  /** Plays left today of `game` (null for a visitor or before the state arrives). */
  playsLeft(game: MinigameId): number | null {
    return this.state?.[game].playsLeft ?? null;
  }

  canPick(game: MinigameId): boolean {
    const table = this.state?.[game];
    return (
      this.playing === null && this.revealed[game] === undefined && table?.blocked === null && table.playsLeft !== 0
    );
  }

  /** Picks a card; answers false when a visitor must sign in first (the screen goes to /auth). */
  async play(game: MinigameId, pick: number): Promise<boolean> {
    if (!this.deps.signedIn()) return false;
    if (this.playing !== null) return true;
    this.playing = { game, pick };
    delete this.errors[game];
    const body = { pick };
    try {
      const answer = await this.keys[game].run({ game, ...body }, (key) =>
        this.deps.api.post<MinigamePlayAnswer>(`/minigame/${game}/play`, body, { idempotencyKey: key }),
      );
      runInAction(() => (this.revealed[game] = answer));
      this.deps.balanceChanged();
      await this.load();
    } catch (error) {
      runInAction(() => (this.errors[game] = asApiError(error)));
    } finally {
      runInAction(() => (this.playing = null));
    }
    return true;
  }

  /** Turns the cards face-down again for the next play. */
  dealAgain(game: MinigameId): void {
    delete this.revealed[game];
    delete this.errors[game];
  }
}
