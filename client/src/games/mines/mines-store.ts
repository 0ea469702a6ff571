import { makeAutoObservable, runInAction } from 'mobx';
import {
  MINES_RULES,
  type MinesCurrentAnswer,
  type MinesMode,
  type MinesRoundAnswer,
  type MinesRoundView,
  minesStakeRefusal,
} from '@arena/schemas';
import { ApiError } from '../../transport/api-error';
import { RetryKey } from '../../transport/retry-key';

export interface MinesStoreDeps {
  api: {
    get<T>(path: string): Promise<T>;
    post<T>(path: string, body: unknown, options?: { idempotencyKey?: string }): Promise<T>;
  };
  /** Money moved (a stake escrowed, a round settled): the screen reloads the inventory and the balance. */
  onMoney(): void;
  /** Milliseconds on the animation clock: the scene reveals a cell from the moment its answer arrives. */
  now(): number;
  newKey?: () => string;
}

/** The action a failure belongs to: the screen words it "unable to open cell: …", "unable to take winnings: …" (docs/product-rules.md §8). */
export type MinesAction = 'start' | 'open' | 'defuse' | 'take';

/** Dollars as typed ("1", "2.5", "0.10") → cents, or null when it is not an amount. */
export function parseAmountCents(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d{1,7}(\.\d{0,2})?$/.test(trimmed)) return null;
  return Math.round(Number(trimmed) * 100);
}

/**
 * A mines round in the browser. The server decides every step: the store sends intents (start, open this cell,
 * defuse, take), keeps the round it answered, and remembers when each cell's answer arrived so the scene can
 * animate it. The unfinished round is fetched on load, so a reload (or a server restart) resumes it.
 */
export class MinesStore {
  round: MinesRoundView | null = null;
  loaded = false;
  busy = false;
  failure: { action: MinesAction; error: ApiError } | null = null;
  mines: number = MINES_RULES.defaultMines;
  amountText = '1.00';
  plus = false;
  source: 'REAL' | 'BONUS' = 'REAL';
  /** Animation time each opened cell's answer arrived (cells of a resumed round show at once). */
  revealedAt = new Map<number, number>();
  /** When the whole board was revealed (the round ended), or null. */
  boardRevealedAt: number | null = null;
  /** When this screen saw the mine defused (its burst plays from then), or null. */
  defusedShownAt: number | null = null;
  private readonly keys: RetryKey;

  constructor(private readonly deps: MinesStoreDeps) {
    this.keys = new RetryKey(deps.newKey);
    makeAutoObservable<MinesStore, 'deps' | 'keys'>(this, { deps: false, keys: false });
  }

  get playing(): boolean {
    return this.round?.status === 'PLAYING' || this.round?.status === 'AWAITING_DEFUSAL';
  }

  get over(): boolean {
    return this.round !== null && !this.playing;
  }

  get canOpen(): boolean {
    return this.round?.status === 'PLAYING' && !this.busy;
  }

  get canTake(): boolean {
    return this.round?.status === 'PLAYING' && this.round.gems > 0 && !this.busy;
  }

  get canDefuse(): boolean {
    return this.round?.status === 'AWAITING_DEFUSAL' && !this.busy;
  }

  get amountCents(): number | null {
    return parseAmountCents(this.amountText);
  }

  setMines(mines: number): void {
    if (!this.playing) this.mines = Math.min(MINES_RULES.maxMines, Math.max(MINES_RULES.minMines, Math.round(mines)));
  }

  setAmountText(text: string): void {
    this.amountText = text;
  }

  /** The balance a money stake comes from: mines takes the bonus balance too (BONUS_STAKES). */
  setSource(source: 'REAL' | 'BONUS'): void {
    if (!this.playing) this.source = source;
  }

  setPlus(plus: boolean): void {
    if (!this.playing) this.plus = plus;
  }

  /** Reads the unfinished round, if any (page load, sign-in). */
  async load(): Promise<void> {
    try {
      const answer = await this.deps.api.get<MinesCurrentAnswer>('/mines/current');
      runInAction(() => {
        this.loaded = true;
        // A round just finished on this screen stays shown until the player starts another.
        if (answer.round || !this.over) this.show(answer.round, false);
      });
    } catch (error) {
      runInAction(() => {
        this.loaded = true;
        this.failure = { action: 'start', error: error instanceof ApiError ? error : new ApiError(null, [], 0) };
      });
    }
  }

  /** Starts a round with the typed amount, or with the selected skins when some are selected (docs/product-rules.md §5). */
  async start(itemIds: readonly string[], skinsCents: number): Promise<void> {
    if (this.busy || this.playing) return;
    const skins = itemIds.length > 0;
    const amountCents = skins ? null : this.amountCents;
    const mode: MinesMode = this.plus ? 'plus' : 'classic';
    const refusal = minesStakeRefusal({ mines: this.mines, amountCents, skins: itemIds.length, skinsCents });
    if (refusal) {
      this.failure = { action: 'start', error: new ApiError(refusal.key, refusal.args, 400) };
      return;
    }
    const money = this.source === 'BONUS' ? { amountCents, source: this.source } : { amountCents };
    const body = skins
      ? { mines: this.mines, mode, itemIds: [...itemIds].sort() }
      : { mines: this.mines, mode, ...money };
    await this.run('start', async () => {
      const answer = await this.keys.run({ start: body }, (key) =>
        this.deps.api.post<MinesRoundAnswer>('/mines/rounds', body, { idempotencyKey: key }),
      );
      runInAction(() => this.show(answer.round, false));
      this.deps.onMoney();
    });
  }

  async open(cell: number): Promise<void> {
    const round = this.round;
    if (!round || !this.canOpen || round.opened.some((o) => o.cell === cell)) return;
    await this.step('open', `/mines/rounds/${round.roundId}/open`, { cell });
  }

  async defuse(): Promise<void> {
    if (this.round && this.canDefuse) await this.step('defuse', `/mines/rounds/${this.round.roundId}/defuse`, {});
  }

  async take(): Promise<void> {
    if (this.round && this.canTake) await this.step('take', `/mines/rounds/${this.round.roundId}/take`, {});
  }

  /** Clears a finished round from the screen. */
  dismiss(): void {
    if (this.over) this.show(null, false);
  }

  private async step(action: MinesAction, path: string, body: object): Promise<void> {
    await this.run(action, async () => {
      const answer = await this.keys.run({ path, body, at: this.round?.opened.length }, (key) =>
        this.deps.api.post<MinesRoundAnswer>(path, body, { idempotencyKey: key }),
      );
      runInAction(() => this.show(answer.round, true));
      if (answer.round.status === 'CASHED_OUT' || answer.round.status === 'BUSTED') this.deps.onMoney();
    });
  }

  private show(round: MinesRoundView | null, animate: boolean): void {
    if (this.round?.roundId !== round?.roundId) {
      this.revealedAt = new Map();
      this.boardRevealedAt = null;
      this.defusedShownAt = null;
    }
    const now = this.deps.now();
    if (this.defusedShownAt === null && round?.opened.some((o) => o.kind === 'DEFUSED'))
      this.defusedShownAt = animate ? now : -Infinity;
    for (const opened of round?.opened ?? []) {
      if (!this.revealedAt.has(opened.cell)) this.revealedAt.set(opened.cell, animate ? now : -Infinity);
    }
    if (round?.mineCells && this.boardRevealedAt === null) this.boardRevealedAt = animate ? now : -Infinity;
    if (round) {
      this.mines = round.mines;
      this.plus = round.mode === 'plus';
    }
    this.round = round;
    this.failure = null;
  }

  private async run(action: MinesAction, work: () => Promise<void>): Promise<void> {
    this.busy = true;
    this.failure = null;
    try {
      await work();
    } catch (error) {
      const failure = error instanceof ApiError ? error : new ApiError(null, [], 0);
      // A refused step may mean the round moved on elsewhere (another tab): show the server's state.
      if (failure.status >= 400 && failure.status < 500 && this.round) await this.load();
      runInAction(() => (this.failure = { action, error: failure }));
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}
