import {
  type CrashBetSource,
  type CrashCashOutReason,
  type ErrorKey,
  msToReachHundredths,
  multiplierHundredthsAtMs,
} from '@arena/schemas';
import { type Exposure, type PayoutRules, cappedPayout, forcePoint, maxWinPoint } from './payouts';

export type RoundPhase = 'BETTING' | 'CLOSING' | 'RUNNING' | 'CRASHED';

export interface RoundBet {
  betId: string;
  userId: string;
  source: CrashBetSource;
  stakeCents: number;
  itemCount: number;
  autoCashOutHundredths: number | null;
  exit: RoundExit | null;
}

export interface RoundExit {
  userId: string;
  betId: string;
  hundredths: number;
  payoutCents: number;
  reason: CrashCashOutReason;
}

export type CashOutResult = { ok: true; exit: RoundExit } | { ok: false; key: ErrorKey };

/**
 * One crash round's rules, pure: no clock, no sockets, no database. Time comes in as milliseconds since
 * the curve started, read by the caller off the server's clock when a message arrives. The crash point
 * is known here from the start and never leaves the server before the crash.
 */
export class CrashRound {
  phase: RoundPhase = 'BETTING';
  readonly bets = new Map<string, RoundBet>();
  /** Players whose bet is being written to the ledger right now. */
  readonly placing = new Set<string>();
  /** The first whole ms at which the round has crashed. */
  readonly crashMs: number;
  private force: number | null = null;
  /**
   * A manual cash-out moved the force point (only ever up: the bet's payout is fixed below it), and `forceFloor` is
   * that cash-out's multiplier. Recomputing costs a search over every bet, so it waits until something reads the
   * point: a burst of cash-outs far below it pays one search per tick instead of one each.
   */
  private forceStale = false;
  private forceFloor = 0;

  constructor(
    readonly id: string,
    readonly crashPointHundredths: number,
    private readonly rules: PayoutRules,
  ) {
    this.crashMs = msToReachHundredths(crashPointHundredths);
  }

  /** Why `userId` may not bet now, or null. */
  betRefusal(userId: string): ErrorKey | null {
    if (this.phase !== 'BETTING') return 'CRASH.GAME_STARTED';
    if (this.bets.has(userId) || this.placing.has(userId)) return 'CRASH.ALREADY_IN_GAME';
    return null;
  }

  addBet(bet: Omit<RoundBet, 'exit'>): RoundBet {
    const placed: RoundBet = { ...bet, exit: null };
    this.bets.set(bet.userId, placed);
    return placed;
  }

  /** Betting is over; bets still being written may land, new ones may not. */
  closeBetting(): void {
    this.phase = 'CLOSING';
  }

  start(): void {
    this.phase = 'RUNNING';
    this.force = forcePoint(this.exposures(), this.rules);
  }

  /** The bankroll cap's force point in hundredths, null when out of reach. */
  get forcePointHundredths(): number | null {
    return this.currentForce();
  }

  hasCrashedAt(elapsedMs: number): boolean {
    return this.phase === 'CRASHED' || (this.phase === 'RUNNING' && elapsedMs >= this.crashMs);
  }

  /** A manual cash-out arriving `elapsedMs` after the start. */
  cashOut(userId: string, elapsedMs: number): CashOutResult {
    const bet = this.bets.get(userId);
    if (this.phase === 'CRASHED' || (this.phase === 'RUNNING' && elapsedMs >= this.crashMs)) {
      return { ok: false, key: bet && !bet.exit ? 'CRASH.WITHDRAW_AFTER_CRASH' : 'CRASH.WITHDRAW_WITHOUT_PLAY' };
    }
    if (this.phase !== 'RUNNING' || !bet || bet.exit) return { ok: false, key: 'CRASH.WITHDRAW_WITHOUT_PLAY' };
    const now = multiplierHundredthsAtMs(elapsedMs);
    // Below a stale point the true one (higher) decides this exit the same way: no need to refresh it.
    if (this.forceStale && this.force !== null && now >= this.force) this.currentForce();
    const planned = this.plannedExit(bet);
    // The auto-take (or cap) was due before this message: it pays exactly its own point.
    const exit =
      planned.hundredths <= now ? this.leave(bet, planned.hundredths, planned.reason) : this.leave(bet, now, 'MANUAL');
    if (exit.reason === 'MANUAL' && this.force !== null) {
      this.forceStale = true;
      this.forceFloor = now;
    }
    return { ok: true, exit };
  }

  /** Auto-takes, max-win and bankroll exits due by `elapsedMs`, lowest first. */
  dueExits(elapsedMs: number): RoundExit[] {
    if (this.phase !== 'RUNNING') return [];
    this.currentForce();
    const now = multiplierHundredthsAtMs(Math.min(elapsedMs, Math.max(0, this.crashMs - 1)));
    const due = [...this.bets.values()]
      .filter((bet) => !bet.exit)
      .map((bet) => ({ bet, planned: this.plannedExit(bet) }))
      .filter(({ planned }) => planned.hundredths < this.crashPointHundredths && planned.hundredths <= now)
      .sort((a, b) => a.planned.hundredths - b.planned.hundredths);
    return due.map(({ bet, planned }) => this.leave(bet, planned.hundredths, planned.reason));
  }

  /** The round is over: every bet still in loses. Call `dueExits(crashMs)` first. */
  crash(): RoundBet[] {
    this.phase = 'CRASHED';
    return [...this.bets.values()].filter((bet) => !bet.exit);
  }

  /** The force point, recomputed first if a manual cash-out moved it. */
  private currentForce(): number | null {
    if (this.forceStale) {
      this.forceStale = false;
      const recomputed = forcePoint(this.exposures(), this.rules);
      this.force = recomputed === null ? null : Math.max(recomputed, this.forceFloor);
    }
    return this.force;
  }

  private plannedExit(bet: RoundBet): { hundredths: number; reason: CrashCashOutReason } {
    let best: { hundredths: number; reason: CrashCashOutReason } = {
      hundredths: maxWinPoint(bet.stakeCents, this.rules),
      reason: 'MAX_WIN',
    };
    if (bet.autoCashOutHundredths !== null && bet.autoCashOutHundredths <= best.hundredths) {
      best = { hundredths: bet.autoCashOutHundredths, reason: 'AUTO' };
    }
    if (this.force !== null && this.force < best.hundredths) best = { hundredths: this.force, reason: 'BANKROLL' };
    return best;
  }

  private leave(bet: RoundBet, hundredths: number, reason: CrashCashOutReason): RoundExit {
    const exit: RoundExit = {
      userId: bet.userId,
      betId: bet.betId,
      hundredths,
      payoutCents: cappedPayout(bet.stakeCents, hundredths, this.rules),
      reason,
    };
    bet.exit = exit;
    return exit;
  }

  private exposures(): Exposure[] {
    return [...this.bets.values()].map((bet) => ({
      stakeCents: bet.stakeCents,
      personalExitHundredths: Math.min(bet.autoCashOutHundredths ?? Infinity, maxWinPoint(bet.stakeCents, this.rules)),
      fixedPayoutCents: bet.exit ? bet.exit.payoutCents : null,
    }));
  }
}
