import type { ClockTimer, Delayed } from '@colyseus/timer';
import {
  type AppServices,
  type OpenedCrashRound,
  ChainKeeper,
  lastCrashRoundIndex,
  listFinishedCrashRounds,
  markCrashRoundCrashed,
  markCrashRoundRunning,
  openCrashRound,
  voidCrashRound,
} from '@arena/api';
import {
  AppError,
  type CrashBetMessage,
  type CrashRoomState,
  type CrashVariant,
  CRASH_SERVER_MESSAGES,
} from '@arena/schemas';
import { BetDesk } from './bet-desk';
import { CrashRound, type RoundExit } from './round';
import type { CrashSettings } from './settings';
import { Settlements } from './settlements';
import { roomWinFeed } from '../../win-feed';
import {
  showBet,
  showBetting,
  showCrash,
  showExit,
  showHistory,
  showRunning,
  showVoided,
  showWaiting,
} from './state-view';

/** What the dealer needs from its room. */
export interface DealerHost {
  readonly clock: ClockTimer;
  readonly state: CrashRoomState;
  hasClients(): boolean;
  /** Someone could still cash out by hand: a watcher, or a dropped player whose seat is held for their return. */
  mayCashOut(): boolean;
  sendToUser(userId: string, type: string, message: unknown): void;
  /** Balances changed (bet debited, win paid): tell the player's clients. */
  balanceChanged(userId: string): void;
  /** A stop was requested and the last round is over. */
  stopped(): void;
  log(message: string, error?: unknown): void;
}

/** Wait before trying again when a round cannot be opened (database away, chain used up). */
const REOPEN_DELAY_MS = 5_000;

/**
 * Runs one variant's rounds: betting → running → crashed → next, each step written to the database
 * before players see it. No one watching: no round opens, so chain links are spent only on real play.
 */
export class CrashDealer {
  private round: CrashRound | null = null;
  private opened: OpenedCrashRound | null = null;
  private startedMono = 0;
  private ticker: Delayed | null = null;
  private bettingTimer: Delayed | null = null;
  private opening = false;
  private stopping = false;
  private readonly desk: BetDesk;
  private readonly settlements: Settlements;
  private readonly keeper: ChainKeeper;

  constructor(
    private readonly host: DealerHost,
    private readonly services: AppServices,
    private readonly variant: CrashVariant,
    private readonly settings: CrashSettings,
  ) {
    this.desk = new BetDesk(services, variant, settings);
    this.keeper = new ChainKeeper(services.orm, variant, settings.chainLength, (m, e) => host.log(m, e));
    this.settlements = new Settlements(
      services,
      (userId) => host.balanceChanged(userId),
      (m, e) => host.log(m, e),
    );
  }

  /** Waits for a next-chain generation in progress (stops and tests). */
  chainSettled(): Promise<void> {
    return this.keeper.settled();
  }

  async loadHistory(): Promise<void> {
    showHistory(
      this.host.state,
      await listFinishedCrashRounds(this.services.orm, this.variant, this.settings.historyLength, false),
    );
  }

  /** A signed-in player is here: their profile is read now rather than when they bet. */
  bettorArrived(userId: string): void {
    this.desk.profiles.warm(userId);
  }

  /** Someone is watching: open a round if none is open. */
  wake(): void {
    if (this.round || this.opening || this.stopping) return;
    this.opening = true;
    void this.openRound().finally(() => (this.opening = false));
  }

  async placeBet(userId: string, message: CrashBetMessage): Promise<void> {
    const round = this.round;
    if (!round) throw new AppError('CRASH.GAME_STARTED');
    const { bet, profile } = await this.desk.place(round, userId, message);
    showBet(this.host.state, bet, profile);
    this.host.sendToUser(userId, CRASH_SERVER_MESSAGES.betPlaced, {
      roundId: round.id,
      betId: bet.betId,
      stakeCents: bet.stakeCents,
    });
    this.host.balanceChanged(userId);
  }

  /** `arrivalMono` is `performance.now()` read when the message arrived. */
  cashOut(userId: string, arrivalMono: number): void {
    const round = this.round;
    if (!round) throw new AppError('CRASH.WITHDRAW_WITHOUT_PLAY');
    const result = round.cashOut(userId, arrivalMono - this.startedMono);
    if (!result.ok) throw new AppError(result.key);
    this.pay(round, result.exit);
  }

  /**
   * SIGTERM or a hand-over to another process: betting closes at once and the round in play runs to its crash point
   * and is stored as a normal round (never voided: the next owner's rounds follow it on the chain), no other opens,
   * and the room stops right after the crash so the next owner opens the next round within one pause. Once nobody is
   * left who could cash out by hand, the curve is not waited out: the round ends at its crash point (see `tick`).
   */
  requestStop(): void {
    if (this.stopping) return;
    this.stopping = true;
    this.host.state.closing = true;
    const round = this.round;
    if (!round) {
      if (!this.opening) this.host.stopped();
      return;
    }
    if (round.phase === 'BETTING') void this.closeAndRun(round);
  }

  private async openRound(): Promise<void> {
    if (!this.host.hasClients()) return showWaiting(this.host.state);
    try {
      await this.settlements.drain();
      const opened = await openCrashRound(this.services.orm, this.variant);
      // Beside play: stores the next chain once fewer than 10% of links remain.
      this.keeper.roundOpened(opened.chainIndex);
      const round = new CrashRound(opened.id, opened.crashPointHundredths, this.settings);
      this.opened = opened;
      this.round = round;
      showBetting(this.host.state, opened, Date.now() + this.settings.bettingMs);
      if (this.stopping) void this.closeAndRun(round);
      else this.bettingTimer = this.host.clock.setTimeout(() => void this.closeAndRun(round), this.settings.bettingMs);
    } catch (error) {
      this.host.log(`cannot open a ${this.variant} round`, error);
      this.keeper.roundOpened(await lastCrashRoundIndex(this.services.orm, this.variant).catch(() => 0));
      showWaiting(this.host.state);
      this.host.clock.setTimeout(() => this.wake(), REOPEN_DELAY_MS);
    } finally {
      if (this.stopping && !this.round) this.host.stopped();
    }
  }

  private async closeAndRun(round: CrashRound): Promise<void> {
    if (round.phase !== 'BETTING') return;
    this.bettingTimer?.clear();
    this.bettingTimer = null;
    round.closeBetting();
    await this.desk.drain();
    const unseen = round.bets.size === 0 && !this.host.hasClients();
    // A round no one bet on and no one watches is not played, unless the room is stopping: a stop never voids.
    if (unseen && !this.stopping) return this.abandon(round);
    try {
      await markCrashRoundRunning(this.services.orm, round.id);
    } catch (error) {
      this.host.log(`round ${round.id} could not start; it stays live and boot recovery voids it`, error);
      return this.abandon(round);
    }
    round.start();
    this.startedMono = performance.now();
    showRunning(this.host.state, Date.now());
    // Stopping with nobody to show the curve to and no money in it: it ends at its committed point at once.
    if (unseen) return this.crash(round);
    this.ticker = this.host.clock.setInterval(() => this.tick(round), this.settings.tickMs);
    this.tick(round);
  }

  private tick(round: CrashRound): void {
    if (round !== this.round || round.phase !== 'RUNNING') return;
    // Stopping with nobody left to cash out by hand: the rest of the curve only pays exits already fixed (auto-takes,
    // caps), so the round ends at its crash point now rather than holding the stop for up to minutes of wall clock.
    const elapsed = this.stopping && !this.host.mayCashOut() ? round.crashMs : performance.now() - this.startedMono;
    for (const exit of round.dueExits(elapsed)) this.pay(round, exit);
    if (round.hasCrashedAt(elapsed)) void this.crash(round);
  }

  private pay(round: CrashRound, exit: RoundExit): void {
    showExit(this.host.state, exit);
    this.settlements.settle(exit.betId, exit.userId, exit.payoutCents);
    const shown = this.host.state.bets.get(exit.userId);
    roomWinFeed().publish({
      game: 'crash',
      userId: exit.userId,
      stakeCents: shown?.stakeCents ?? 0,
      payoutCents: exit.payoutCents,
      hundredths: exit.hundredths,
      shown: shown && { name: shown.name, avatar: shown.avatar },
    });
    this.host.sendToUser(exit.userId, CRASH_SERVER_MESSAGES.cashedOut, {
      roundId: round.id,
      hundredths: exit.hundredths,
      payoutCents: exit.payoutCents,
      reason: exit.reason,
    });
  }

  private async crash(round: CrashRound): Promise<void> {
    this.ticker?.clear();
    this.ticker = null;
    const losers = round.crash();
    showCrash(this.host.state, this.opened!, losers, this.settings.historyLength);
    for (const loser of losers) this.settlements.settle(loser.betId, loser.userId, 0);
    try {
      await markCrashRoundCrashed(this.services.orm, round.id);
    } catch (error) {
      this.host.log(`round ${round.id} crashed but could not be marked so`, error);
    }
    // Stopping: the pause before the next round is the next owner's (or nobody's), not spent here.
    if (this.stopping) return this.next();
    this.host.clock.setTimeout(() => void this.next(), this.settings.crashedPauseMs);
  }

  /** Calls a round off: voided in the database and on screen, open bets refunded. */
  private async abandon(round: CrashRound): Promise<void> {
    showVoided(this.host.state, this.opened!, this.settings.historyLength, round.bets.size > 0);
    await voidCrashRound(this.services.orm, round.id).catch((error) =>
      this.host.log(`round ${round.id} could not be voided`, error),
    );
    for (const bet of round.bets.values()) {
      if (bet.exit) continue;
      await this.services.ledger
        .refundBet(bet.betId)
        .catch((error) => this.host.log(`refund of bet ${bet.betId} failed`, error));
      this.host.balanceChanged(bet.userId);
    }
    await this.next();
  }

  private async next(): Promise<void> {
    await this.settlements.drain();
    this.round = null;
    this.opened = null;
    if (this.stopping) return this.host.stopped();
    this.wake();
  }
}
