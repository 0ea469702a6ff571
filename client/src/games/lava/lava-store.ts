import { makeAutoObservable, runInAction } from 'mobx';
import { LAVA_RULES, type LavaCurrentAnswer, type LavaGameView, lavaCellsError, lavaEntryError } from '@arena/schemas';
import { ApiError } from '../../transport/api-error';
import { RetryKey } from '../../transport/retry-key';

export interface LavaStoreDeps {
  api: {
    get<T>(path: string): Promise<T>;
    post<T>(path: string, body: unknown, options?: { idempotencyKey?: string }): Promise<T>;
  };
  /** Money moved (skins staked, a win paid): the screen reloads the inventory and the balance. */
  onMoney(): void;
  /** Milliseconds on the animation clock: the scene flips a row's cells from the moment its answer arrives. */
  now(): number;
  newKey?: () => string;
}

/**
 * A lava game in the browser. The server decides every row; the store sends intents (start, open these cells,
 * cash out), keeps the answer it got, and remembers when each row's result arrived so the scene can reveal it.
 * An unfinished game is fetched on load, so a reload resumes it.
 */
export class LavaStore {
  game: LavaGameView | null = null;
  loaded = false;
  busy = false;
  lastError: ApiError | null = null;
  /** Cells chosen for the next row (1..8). */
  picked: number[] = [];
  /** Animation time each row's result (and, at the end, the whole board) arrived; rows loaded on resume show at once. */
  revealedAt = new Map<number, number>();
  boardRevealedAt: number | null = null;
  private readonly startKey: RetryKey;

  constructor(private readonly deps: LavaStoreDeps) {
    this.startKey = new RetryKey(deps.newKey);
    makeAutoObservable<LavaStore, 'deps' | 'startKey'>(this, { deps: false, startKey: false });
  }

  get playing(): boolean {
    return this.game?.status === 'PLAYING';
  }

  get over(): boolean {
    return this.game !== null && this.game.status !== 'PLAYING';
  }

  /** The ladder step of the current pick (null when nothing or too much is picked). */
  get pickedStep() {
    return this.game?.ladder.find((s) => s.open === this.picked.length) ?? null;
  }

  get canStep(): boolean {
    return this.playing && !this.busy && lavaCellsError(this.picked) === null && this.pickedStep?.fits === true;
  }

  get canCashOut(): boolean {
    return this.playing && !this.busy && (this.game?.rows.length ?? 0) > 0;
  }

  /** Reads the unfinished game, if any (page load, sign-in). */
  async load(): Promise<void> {
    try {
      const answer = await this.deps.api.get<LavaCurrentAnswer>('/lava/current');
      runInAction(() => {
        this.loaded = true;
        // A game just finished on this screen stays shown until the player starts another.
        if (answer.game || !this.over) this.show(answer.game, false);
      });
    } catch (error) {
      runInAction(() => {
        this.loaded = true;
        this.lastError = error instanceof ApiError ? error : new ApiError(null, [], 0);
      });
    }
  }

  toggleCell(cell: number): void {
    if (!this.playing || this.busy) return;
    if (this.picked.includes(cell)) this.picked = this.picked.filter((c) => c !== cell);
    else if (this.picked.length < LAVA_RULES.maxOpen) this.picked = [...this.picked, cell].sort((a, b) => a - b);
  }

  /** Picks `count` cells at random (the player's shortcut; the server's lava does not depend on which cells). */
  pickRandom(count: number, random: () => number = Math.random): void {
    if (!this.playing || this.busy) return;
    const deck = Array.from({ length: LAVA_RULES.cells }, (_, i) => i + 1);
    for (let i = 0; i < count; i++) {
      const j = i + Math.floor(random() * (deck.length - i));
      [deck[i], deck[j]] = [deck[j]!, deck[i]!];
    }
    this.picked = deck.slice(0, count).sort((a, b) => a - b);
  }

  async start(itemIds: string[], valueCents: number): Promise<void> {
    if (this.busy || this.playing) return;
    const problem = lavaEntryError({ skins: itemIds.length, valueCents });
    if (problem) return void (this.lastError = new ApiError(problem.key, problem.args, 400));
    const body = { itemIds: [...itemIds].sort() };
    await this.run(async () => {
      const game = await this.startKey.run(body, (key) =>
        this.deps.api.post<LavaGameView>('/lava/start', body, { idempotencyKey: key }),
      );
      runInAction(() => this.show(game, false));
      this.deps.onMoney();
    });
  }

  async step(): Promise<void> {
    const game = this.game;
    if (!game || !this.canStep || game.nextRow === null) return;
    const body = { gameId: game.gameId, row: game.nextRow, cells: this.picked };
    await this.run(async () => {
      const next = await this.deps.api.post<LavaGameView>('/lava/step', body);
      runInAction(() => this.show(next, true));
      if (next.status !== 'PLAYING') this.deps.onMoney();
    });
  }

  async cashOut(): Promise<void> {
    const game = this.game;
    if (!game || !this.canCashOut) return;
    await this.run(async () => {
      const ended = await this.deps.api.post<LavaGameView>('/lava/cashout', { gameId: game.gameId });
      runInAction(() => this.show(ended, true));
      this.deps.onMoney();
    });
  }

  /** Clears a finished game from the screen (the next start needs skins picked again). */
  dismiss(): void {
    if (this.over) this.show(null, false);
  }

  private show(game: LavaGameView | null, animate: boolean): void {
    const previous = this.game?.gameId === game?.gameId ? this.game : null;
    if (!previous) {
      this.revealedAt = new Map();
      this.boardRevealedAt = null;
    }
    const now = this.deps.now();
    for (const row of game?.rows ?? []) {
      if (!this.revealedAt.has(row.row)) this.revealedAt.set(row.row, animate ? now : -Infinity);
    }
    if (game?.board && this.boardRevealedAt === null) this.boardRevealedAt = animate ? now : -Infinity;
    if (game?.rows.length !== previous?.rows.length || game?.status !== 'PLAYING') this.picked = [];
    this.game = game;
    this.lastError = null;
  }

  private async run(work: () => Promise<void>): Promise<void> {
    this.busy = true;
    this.lastError = null;
    try {
      await work();
    } catch (error) {
      const failure = error instanceof ApiError ? error : new ApiError(null, [], 0);
      // A refused step or cash-out may mean the game moved on elsewhere (another tab): show the server's state.
      if (failure.status >= 400 && failure.status < 500 && this.game) await this.load();
      runInAction(() => (this.lastError = failure));
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}
