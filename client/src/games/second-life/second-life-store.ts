import { makeAutoObservable, runInAction } from 'mobx';
import {
  type BalanceAnswer,
  SECOND_LIFE_RULES,
  type SecondLifeAnswer,
  type SecondLifeEligibleAnswer,
  type SecondLifeEligibleBet,
  type SecondLifeQuote,
  secondLifeMaxChanceBasisPoints,
  secondLifeQuote,
  secondLifeRefusal,
} from '@arena/schemas';
import type { ApiClient } from '../../transport/api-client';
import { ApiError, clientError } from '../../transport/api-error';
import { RetryKey } from '../../transport/retry-key';

export interface SecondLifeDeps {
  api: Pick<ApiClient, 'get' | 'post'>;
  /** The browser's clock (ms); the list's serverNow corrects it for the countdowns. */
  now(): number;
  setTimer(handler: () => void, ms: number): () => void;
  /** The balance after a second life, applied when the result is shown (not before the heartbeat ends). */
  onBalance(balance: BalanceAnswer): void;
  retryKey?: RetryKey;
}

/** Refusals that mean the list is stale: the loss is gone, used or expired. */
const STALE = new Set(['SECOND_LIFE.BET_NOT_ELIGIBLE', 'SECOND_LIFE.ALREADY_USED', 'SECOND_LIFE.EXPIRED']);

/**
 * The Second Life screen: the player's lost bets that can still get one (with their countdowns), the picked bet
 * and chance with the live premium, the play call (one Idempotency-Key per press, reused on a retry after no
 * answer) and the result the heartbeat reveals.
 */
export class SecondLifeStore {
  bets: SecondLifeEligibleBet[] | null = null;
  loadError: ApiError | null = null;
  selectedBetId: string | null = null;
  chanceBasisPoints = 5_000;
  playing = false;
  revealing = false;
  result: SecondLifeAnswer | null = null;
  lastError: ApiError | null = null;
  /** The browser's clock at the last tick, plus the server's offset: what the countdowns count against. */
  nowMs: number;
  private offsetMs = 0;
  private stopReveal: (() => void) | null = null;
  private readonly retryKey: RetryKey;

  constructor(private readonly deps: SecondLifeDeps) {
    this.nowMs = deps.now();
    this.retryKey = deps.retryKey ?? new RetryKey();
    makeAutoObservable<SecondLifeStore, 'deps' | 'retryKey' | 'stopReveal'>(this, {
      deps: false,
      retryKey: false,
      stopReveal: false,
    });
  }

  get serverNow(): number {
    return this.nowMs + this.offsetMs;
  }

  /** The lost bets still inside their 24 hours. */
  get available(): SecondLifeEligibleBet[] {
    return (this.bets ?? []).filter((bet) => bet.expiresAt > this.serverNow);
  }

  get selected(): SecondLifeEligibleBet | null {
    return this.available.find((bet) => bet.betId === this.selectedBetId) ?? null;
  }

  /** The slider's top for the selected stake: 75%, or less where the premium would pass $200. */
  get maxChanceBasisPoints(): number {
    const bet = this.selected;
    return (bet && secondLifeMaxChanceBasisPoints(bet.stakeCents)) ?? SECOND_LIFE_RULES.maxChanceBasisPoints;
  }

  get quote(): SecondLifeQuote | null {
    const bet = this.selected;
    return bet ? secondLifeQuote(bet.stakeCents, this.chanceBasisPoints) : null;
  }

  timeLeftMs(bet: SecondLifeEligibleBet): number {
    return Math.max(0, bet.expiresAt - this.serverNow);
  }

  tick(): void {
    this.nowMs = this.deps.now();
    if (this.selectedBetId !== null && !this.selected) this.selectedBetId = this.available[0]?.betId ?? null;
  }

  async load(): Promise<void> {
    try {
      const answer = await this.deps.api.get<SecondLifeEligibleAnswer>('/second-life/eligible');
      runInAction(() => {
        this.nowMs = this.deps.now();
        this.offsetMs = answer.serverNow - this.nowMs;
        this.bets = answer.items;
        this.loadError = null;
        if (!this.selected) this.selectedBetId = this.available[0]?.betId ?? null;
        this.setChance(this.chanceBasisPoints);
      });
    } catch (error) {
      runInAction(() => {
        this.loadError = error instanceof ApiError ? error : new ApiError(null, [], 0);
      });
    }
  }

  select(betId: string): void {
    if (this.playing) return;
    this.selectedBetId = betId;
    this.lastError = null;
    this.setChance(this.chanceBasisPoints);
  }

  /** Whole basis points inside 10% and the selected stake's top. */
  setChance(basisPoints: number): void {
    const rounded = Math.round(Number.isFinite(basisPoints) ? basisPoints : SECOND_LIFE_RULES.minChanceBasisPoints);
    this.chanceBasisPoints = Math.min(
      this.maxChanceBasisPoints,
      Math.max(SECOND_LIFE_RULES.minChanceBasisPoints, rounded),
    );
  }

  async play(): Promise<void> {
    if (this.playing || this.revealing) return;
    const bet = this.selected;
    if (!bet) {
      this.lastError = clientError('SECOND_LIFE.BET_NOT_ELIGIBLE');
      return;
    }
    const refusal = secondLifeRefusal(bet.stakeCents, this.chanceBasisPoints);
    if (refusal) {
      this.lastError = clientError(refusal.key, refusal.args);
      return;
    }
    const body = { betId: bet.betId, chanceBasisPoints: this.chanceBasisPoints };
    this.playing = true;
    this.lastError = null;
    this.result = null;
    try {
      const answer = await this.retryKey.run(body, (key) =>
        this.deps.api.post<SecondLifeAnswer>('/second-life/play', body, { idempotencyKey: key }),
      );
      runInAction(() => {
        this.playing = false;
        this.result = answer;
        this.revealing = true;
        this.bets = (this.bets ?? []).filter((b) => b.betId !== answer.originalBetId);
        this.selectedBetId = this.available[0]?.betId ?? null;
        this.setChance(this.chanceBasisPoints);
      });
      this.stopReveal = this.deps.setTimer(() => this.finishReveal(), SECOND_LIFE_RULES.revealMs);
    } catch (error) {
      const refused = error instanceof ApiError ? error : new ApiError(null, [], 0);
      runInAction(() => {
        this.playing = false;
        this.lastError = refused;
      });
      if (refused.key && STALE.has(refused.key)) await this.load();
    }
  }

  /** The heartbeat has landed: the balance follows the result. */
  finishReveal(): void {
    this.stopReveal = null;
    if (!this.revealing || !this.result) return;
    this.revealing = false;
    this.deps.onBalance(this.result.balance);
  }

  dispose(): void {
    this.stopReveal?.();
    if (this.revealing) this.finishReveal();
  }
}
