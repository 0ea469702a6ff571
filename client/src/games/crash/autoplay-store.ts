import { makeAutoObservable, reaction } from 'mobx';
import { parseMultiplierHundredths } from '@arena/schemas';
import type { LocaleKey } from '../../i18n/keys';
import { type KeyValue, readJson, writeJson } from '../../stores/key-value';
import type { ApiError } from '../../transport/api-error';
import { parseUsdInput } from '../../i18n/format';
import { buildBet } from './bet-form';
import type { CrashStore } from './crash-store';

/** What survives a reload: the form and whether auto-play was running, with the rounds left. */
export interface AutoplaySettings {
  amountText: string;
  multiplierText: string;
  /** Empty or 0: until stopped. */
  roundsText: string;
  running: boolean;
  /** Rounds still to play; null when unlimited. */
  remaining: number | null;
}

const EMPTY: AutoplaySettings = { amountText: '', multiplierText: '', roundsText: '', running: false, remaining: null };

/**
 * Auto-play (docs/product-rules.md §5): the amount and the multiplier are both required; it bets that amount with that
 * auto-take in every round, for N rounds or until stopped, and it survives page reloads (localStorage).
 * It stops on the first refusal (not enough balance, limits) so it never loops on an error.
 */
export class AutoplayStore {
  settings: AutoplaySettings;
  /** Why auto-play could not start: a text key of its own (spec wording) or a server refusal. */
  problem: LocaleKey | ApiError | null = null;
  private lastRound = '';

  constructor(
    private readonly crash: CrashStore,
    private readonly storage: KeyValue,
  ) {
    this.settings = { ...EMPTY, ...readJson<AutoplaySettings>(storage, this.storageKey) };
    makeAutoObservable<AutoplayStore, 'crash' | 'storage' | 'lastRound'>(this, {
      crash: false,
      storage: false,
      lastRound: false,
    });
  }

  private get storageKey(): string {
    return `arena.crash.autoplay.${this.crash.variant}`;
  }

  edit(patch: Partial<Pick<AutoplaySettings, 'amountText' | 'multiplierText' | 'roundsText'>>): void {
    this.settings = { ...this.settings, ...patch };
    this.problem = null;
    this.save();
  }

  start(): void {
    if (parseUsdInput(this.settings.amountText) === null) return this.fail('crash.autoplay.enterAmount');
    if (
      this.settings.multiplierText.trim() === '' ||
      parseMultiplierHundredths(this.settings.multiplierText) === null
    ) {
      return this.fail('crash.autoplay.enterMultiplier');
    }
    const built = buildBet({
      mode: 'REAL',
      amountText: this.settings.amountText,
      autoText: this.settings.multiplierText,
      itemIds: [],
    });
    if (!built.ok) return this.fail(built.error);
    const rounds = Number(this.settings.roundsText.trim() || '0');
    this.settings = {
      ...this.settings,
      running: true,
      remaining: Number.isInteger(rounds) && rounds > 0 ? rounds : null,
    };
    this.problem = null;
    this.save();
    this.maybeBet();
  }

  stop(): void {
    this.settings = { ...this.settings, running: false, remaining: null };
    this.save();
  }

  /** Connects auto-play to the room; answers the disposer. */
  attach(): () => void {
    const disposers = [
      reaction(
        () => [this.crash.phase, this.crash.roundId, this.crash.canBet] as const,
        () => this.maybeBet(),
        { fireImmediately: true },
      ),
      this.crash.onBetPlaced(() => this.counted()),
      this.crash.onRefused((event) => {
        if (event.action === 'bet' && this.settings.running) {
          this.stop();
          this.problem = null;
        }
      }),
    ];
    return () => disposers.forEach((dispose) => dispose());
  }

  private maybeBet(): void {
    if (!this.settings.running || !this.crash.canBet || this.lastRound === this.crash.roundId) return;
    const built = buildBet({
      mode: 'REAL',
      amountText: this.settings.amountText,
      autoText: this.settings.multiplierText,
      itemIds: [],
    });
    if (!built.ok) return this.fail(built.error);
    this.lastRound = this.crash.roundId;
    this.crash.bet(built.message);
  }

  private counted(): void {
    if (!this.settings.running || this.lastRound !== this.crash.roundId || this.settings.remaining === null) return;
    const remaining = this.settings.remaining - 1;
    this.settings = { ...this.settings, remaining, running: remaining > 0 };
    this.save();
  }

  private fail(problem: LocaleKey | ApiError): void {
    this.problem = problem;
    this.settings = { ...this.settings, running: false, remaining: null };
    this.save();
  }

  private save(): void {
    writeJson(this.storage, this.storageKey, this.settings);
  }
}
