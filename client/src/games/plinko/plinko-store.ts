import { makeAutoObservable, observable, runInAction } from 'mobx';
import {
  PLINKO_RULES,
  type PlinkoDropAnswer,
  type PlinkoHistoryAnswer,
  type PlinkoRisk,
  checkPlinkoStake,
  plinkoMaxBetCents,
  plinkoMultipliers,
} from '@arena/schemas';
import { parseUsdInput } from '../../i18n/format';
import type { ApiClient } from '../../transport/api-client';
import { ApiError, clientError } from '../../transport/api-error';
import type { BoardFrame } from '../../scenes/plinko/PlinkoBoard';
import { plinkoFlightMs } from '../../scenes/plinko/ball-flight';

/** Requests a player may have waiting at once; more clicks wait for answers (the server runs them one by one). */
export const MAX_DROPS_IN_FLIGHT = 8;
/** Auto-drop: one ball this often. */
export const AUTO_DROP_MS = 200;
export const MAX_AUTO_BALLS = 100;
/** Results kept in the strip under the board. */
export const RESULTS_SHOWN = 20;
/** A request that got no answer (network, 5xx) is sent again with the same key this many times. */
const RETRIES = 2;
const RETRY_MS = 400;
const PULSE_KEEP_MS = 1_000;

export interface PlinkoResult {
  betId: string;
  rows: number;
  risk: PlinkoRisk;
  stakeCents: number;
  bucket: number;
  multiplierHundredths: number;
  payoutCents: number;
}

interface FlyingBall {
  id: string;
  path: readonly number[];
  startedAt: number;
  answer: PlinkoDropAnswer;
  /** Staked from the bonus balance: its payout lands there. */
  bonus: boolean;
}

export interface PlinkoStoreDeps {
  api: Pick<ApiClient, 'get' | 'post'>;
  /** The frame clock (performance.now in the browser): balls start and land on it. */
  now(): number;
  setTimer(run: () => void, ms: number): () => void;
  newKey(): string;
  /** Shows a balance in the header (the user store's `setBalance`). */
  showBalance(realCents: number, bonusCents: number): void;
}

/**
 * Plinko for one screen: the board the player picked, drops sent without waiting for earlier balls, each ball
 * flying from the moment its answer arrives and landing after `plinkoFlightMs(rows)`. Balance rule: the stake
 * leaves the shown balance when the server accepts the ball, the payout arrives when the ball lands. The newest
 * server balance (highest `balanceVersion`, whatever order answers arrive in) less the payouts of balls still
 * falling is what the header shows.
 */
export class PlinkoStore {
  rows: number = 16;
  risk: PlinkoRisk = 'medium';
  amountText = '1.00';
  /** The balance stakes come from: plinko takes the bonus balance too (BONUS_STAKES). */
  source: 'REAL' | 'BONUS' = 'REAL';
  sending = 0;
  flying: FlyingBall[] = [];
  landings: { bucket: number; at: number }[] = [];
  results: PlinkoResult[] = [];
  error: ApiError | null = null;
  lastBetId: string | null = null;
  autoLeft = 0;
  private server: { realCents: number; bonusCents: number; version: number } | null = null;
  private lastPushed: number | null = null;
  private readonly timers = new Set<() => void>();
  private autoTimer: (() => void) | null = null;

  constructor(private readonly deps: PlinkoStoreDeps) {
    // Balls, landings and results are replaced or pushed whole: shallow, so the scene reads plain objects every frame.
    makeAutoObservable<PlinkoStore, 'deps' | 'timers' | 'autoTimer'>(this, {
      deps: false,
      timers: false,
      autoTimer: false,
      flying: observable.shallow,
      landings: observable.shallow,
      results: observable.shallow,
      frame: false,
    });
  }

  get multipliers(): readonly number[] {
    return plinkoMultipliers(this.rows, this.risk);
  }

  get maxBetCents(): number {
    return plinkoMaxBetCents(this.rows, this.risk);
  }

  /** The board cannot change under balls that are falling or on their way. */
  get boardLocked(): boolean {
    return this.sending > 0 || this.flying.length > 0 || this.autoLeft > 0;
  }

  get canDrop(): boolean {
    return this.sending < MAX_DROPS_IN_FLIGHT;
  }

  /** The balance the header should show, or null before the first answer. */
  get shownBalance(): { realCents: number; bonusCents: number } | null {
    const server = this.server;
    if (!server) return null;
    const counted = this.flying.filter((b) => b.answer.balanceVersion <= server.version);
    const pending = (bonus: boolean) =>
      counted.filter((b) => b.bonus === bonus).reduce((sum, b) => sum + b.answer.payoutCents, 0);
    return { realCents: server.realCents - pending(false), bonusCents: server.bonusCents - pending(true) };
  }

  /**
   * A balance the header got from elsewhere (the 15 s poll, a deposit, the shop): it is the truth now, payouts of
   * balls still falling included, so those stay hidden until their balls land. Our own pushes come back here too.
   */
  noteBalance(realCents: number, bonusCents: number): void {
    if (!this.server || realCents === this.lastPushed) return;
    this.server = { realCents, bonusCents, version: this.server.version };
    if (this.flying.length > 0) this.pushBalance();
  }

  setRows(rows: number): void {
    if (!this.boardLocked && rows >= PLINKO_RULES.minRows && rows <= PLINKO_RULES.maxRows) this.rows = rows;
  }

  setRisk(risk: PlinkoRisk): void {
    if (!this.boardLocked) this.risk = risk;
  }

  setSource(source: 'REAL' | 'BONUS'): void {
    this.source = source;
  }

  setAmountText(text: string): void {
    this.amountText = text;
  }

  /** ½ and ×2: never below the minimum stake nor above the board's maximum. */
  scaleAmount(factor: number): void {
    const cents = parseUsdInput(this.amountText) ?? PLINKO_RULES.minBetCents;
    this.amountText = centsText(
      Math.min(this.maxBetCents, Math.max(PLINKO_RULES.minBetCents, Math.round(cents * factor))),
    );
  }

  /** The most the player can stake on this board with the balance they have. */
  setMaxAmount(balanceCents: number): void {
    this.amountText = centsText(Math.max(PLINKO_RULES.minBetCents, Math.min(this.maxBetCents, balanceCents)));
  }

  clearError(): void {
    this.error = null;
  }

  /** Sends one ball; false when it was refused (the reason is in `error`). */
  async drop(): Promise<boolean> {
    const amountCents = parseUsdInput(this.amountText);
    const body = {
      amountCents: amountCents ?? 0,
      rows: this.rows,
      risk: this.risk,
      ...(this.source === 'BONUS' ? { source: this.source } : {}),
    };
    const refused = amountCents === null ? { key: 'BET.AMOUNT_LOW', args: [] } : checkPlinkoStake(body);
    if (refused) {
      this.fail(clientError(refused.key, refused.args));
      return false;
    }
    if (!this.canDrop) return false;
    this.sending++;
    this.error = null;
    try {
      const answer = await this.send(body);
      runInAction(() => this.fly(answer, 'source' in body));
      return true;
    } catch (error) {
      runInAction(() => this.fail(error instanceof ApiError ? error : clientError('GLOBAL.INTERNAL_ERROR')));
      return false;
    } finally {
      runInAction(() => this.sending--);
    }
  }

  /** Drops `count` balls one every AUTO_DROP_MS until done, stopped, or refused. */
  startAuto(count: number): void {
    if (!Number.isInteger(count) || count < 1) return;
    this.autoLeft = Math.min(MAX_AUTO_BALLS, count);
    this.autoTick();
  }

  stopAuto(): void {
    this.autoLeft = 0;
    this.autoTimer?.();
    this.autoTimer = null;
  }

  /** Recent balls of the signed-in player for the results strip (before any dropped here). */
  async loadRecent(): Promise<void> {
    const answer = await this.deps.api.get<PlinkoHistoryAnswer>('/users/current/plinkos', {
      query: { page: 1, pageSize: RESULTS_SHOWN },
    });
    runInAction(() => {
      const known = new Set(this.results.map((r) => r.betId));
      this.results = [...this.results, ...answer.items.filter((i) => !known.has(i.betId))].slice(0, RESULTS_SHOWN);
      this.lastBetId ??= answer.items[0]?.betId ?? null;
    });
  }

  /** What the scene draws now (read every animation frame). */
  frame(): BoardFrame {
    return {
      rows: this.rows,
      multipliers: this.multipliers,
      balls: this.flying,
      landings: this.landings,
    };
  }

  /** Leaving the screen lands every ball at once, so the header ends on the real balance. */
  dispose(): void {
    this.stopAuto();
    for (const cancel of this.timers) cancel();
    this.timers.clear();
    for (const ball of [...this.flying]) this.land(ball.id);
  }

  private async send(body: {
    amountCents: number;
    rows: number;
    risk: PlinkoRisk;
    source?: 'BONUS';
  }): Promise<PlinkoDropAnswer> {
    const key = this.deps.newKey();
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.deps.api.post<PlinkoDropAnswer>('/plinko/drop', body, { idempotencyKey: key });
      } catch (error) {
        const unanswered = error instanceof ApiError && (error.status === 0 || error.status >= 500);
        if (!unanswered || attempt >= RETRIES) throw error;
        await new Promise<void>((resolve) => this.deps.setTimer(resolve, RETRY_MS));
      }
    }
  }

  private fly(answer: PlinkoDropAnswer, bonus: boolean): void {
    this.lastBetId = answer.betId;
    this.flying.push({ id: answer.betId, path: answer.path, startedAt: this.deps.now(), answer, bonus });
    if (!this.server || answer.balanceVersion > this.server.version)
      this.server = { ...answer.balance, version: answer.balanceVersion };
    this.pushBalance();
    const cancel = this.deps.setTimer(() => {
      this.timers.delete(cancel);
      this.land(answer.betId);
    }, plinkoFlightMs(answer.path.length));
    this.timers.add(cancel);
  }

  private land(betId: string): void {
    const ball = this.flying.find((b) => b.id === betId);
    if (!ball) return;
    const now = this.deps.now();
    this.flying = this.flying.filter((b) => b.id !== betId);
    const { answer } = ball;
    this.landings = [...this.landings.filter((l) => now - l.at < PULSE_KEEP_MS), { bucket: answer.bucket, at: now }];
    this.results = [
      {
        betId,
        rows: answer.rows,
        risk: answer.risk,
        stakeCents: answer.amountCents,
        bucket: answer.bucket,
        multiplierHundredths: answer.multiplierHundredths,
        payoutCents: answer.payoutCents,
      },
      ...this.results,
    ].slice(0, RESULTS_SHOWN);
    this.pushBalance();
  }

  private pushBalance(): void {
    const shown = this.shownBalance;
    if (!shown) return;
    this.lastPushed = shown.realCents;
    this.deps.showBalance(shown.realCents, shown.bonusCents);
  }

  private fail(error: ApiError): void {
    this.error = error;
    this.stopAuto();
  }

  private autoTick(): void {
    this.autoTimer = null;
    if (this.autoLeft <= 0) return;
    if (this.canDrop) {
      this.autoLeft--;
      void this.drop();
    }
    if (this.autoLeft > 0) this.autoTimer = this.deps.setTimer(() => this.autoTick(), AUTO_DROP_MS);
  }
}

const centsText = (cents: number) => (cents / 100).toFixed(2);
