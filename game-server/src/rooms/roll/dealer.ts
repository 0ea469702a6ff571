import { randomUUID } from 'node:crypto';
import type { ClockTimer, Delayed } from '@colyseus/timer';
import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  type AppServices,
  type OpenedRollRound,
  type SettledRollBet,
  ChainKeeper,
  ROLL_GAME,
  lastRollRoundIndex,
  listFinishedRollRounds,
  openRollRound,
  placeRollBet,
  settleRollRound,
  voidRollRound,
} from '@arena/api';
import { AppError, ROLL_RULES, type RollBetMessage, type RollBetPlacedEvent, type RollRoomState } from '@arena/schemas';
import { roomWinFeed } from '../../win-feed';
import type { RollSettings } from './settings';
import {
  type Bettor,
  showBet,
  showBetting,
  showHistory,
  showResult,
  showSpin,
  showVoided,
  showWaiting,
} from './state-view';

/** What the dealer needs from its room. */
export interface RollHost {
  readonly clock: ClockTimer;
  readonly state: RollRoomState;
  hasClients(): boolean;
  sendToUser(userId: string, type: string, message: unknown): void;
  /** Balances changed: tell the player's clients. */
  balanceChanged(userId: string): void;
  /** A stop was requested and the last round is over. */
  stopped(): void;
  log(message: string, error?: unknown): void;
}

/** Wait before trying again when a round cannot be opened (database away, chain used up). */
const REOPEN_DELAY_MS = 5_000;
const SETTLE_ATTEMPTS = 3;

type Phase = 'BETTING' | 'CLOSING' | 'SPINNING' | 'DONE';

interface LiveRound {
  opened: OpenedRollRound;
  phase: Phase;
  /** Bets being written right now; the settlement waits for them. */
  inflight: Set<Promise<unknown>>;
  bettors: Set<string>;
}

/**
 * Runs the roll rounds: BETTING → (one commit: betting closed, every bet settled) → SPINNING → RESULT → next.
 * Money is decided in the database: bets are placed under the round's row lock and the settlement pays from the
 * stored cell, so what players see always follows a commit. No one watching: no round opens (no link is spent).
 */
export class RollDealer {
  private round: LiveRound | null = null;
  private bettingTimer: Delayed | null = null;
  private opening = false;
  private stopping = false;
  private readonly keeper: ChainKeeper;

  constructor(
    private readonly host: RollHost,
    private readonly services: AppServices,
    private readonly settings: RollSettings,
  ) {
    this.keeper = new ChainKeeper(services.orm, ROLL_GAME, settings.chainLength, (m, e) => host.log(m, e));
  }

  /** Waits for a next-chain generation in progress (stops and tests). */
  chainSettled(): Promise<void> {
    return this.keeper.settled();
  }

  async loadHistory(): Promise<void> {
    showHistory(
      this.host.state,
      await listFinishedRollRounds(this.services.orm.em.fork() as SqlEntityManager, this.settings.historyLength, false),
    );
  }

  /** Someone is watching: open a round if none is open. */
  wake(): void {
    if (this.round || this.opening || this.stopping) return;
    this.opening = true;
    void this.openRound().finally(() => (this.opening = false));
  }

  async placeBet(userId: string, bettor: Bettor, message: RollBetMessage): Promise<RollBetPlacedEvent> {
    const round = this.round;
    if (!round || round.phase !== 'BETTING') throw new AppError('ROLL.BETTING_CLOSED');
    const work = placeRollBet(this.services, {
      roundId: round.opened.id,
      betId: randomUUID(),
      userId,
      colour: message.colour,
      source: message.source,
      amountCents: message.amountCents,
    });
    round.inflight.add(work);
    try {
      const placed = await work;
      round.bettors.add(userId);
      showBet(this.host.state, userId, bettor, placed.colour, placed.stakeCents);
      this.host.balanceChanged(userId);
      return { roundId: round.opened.id, betId: placed.betId, colour: placed.colour, stakeCents: placed.stakeCents };
    } finally {
      round.inflight.delete(work);
    }
  }

  /**
   * SIGTERM or a hand-over to another process: betting closes at once, the round in play is settled and shown as a
   * normal round (never voided), no other opens, and the room stops once the strip has landed, so the next owner
   * opens the next round within one pause.
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
    if (round.phase === 'BETTING') void this.spin(round);
  }

  private async openRound(): Promise<void> {
    if (!this.host.hasClients()) return showWaiting(this.host.state);
    try {
      const opened = await openRollRound(this.services);
      // Beside play: stores the next chain once fewer than 10% of links remain.
      this.keeper.roundOpened(opened.chainIndex);
      const round: LiveRound = { opened, phase: 'BETTING', inflight: new Set(), bettors: new Set() };
      this.round = round;
      showBetting(this.host.state, opened, Date.now() + this.settings.bettingMs);
      if (this.stopping) void this.spin(round);
      else this.bettingTimer = this.host.clock.setTimeout(() => void this.spin(round), this.settings.bettingMs);
    } catch (error) {
      this.host.log('cannot open a roll round', error);
      this.keeper.roundOpened(await lastRollRoundIndex(this.services).catch(() => 0));
      showWaiting(this.host.state);
      this.host.clock.setTimeout(() => this.wake(), REOPEN_DELAY_MS);
    } finally {
      if (this.stopping && !this.round) this.host.stopped();
    }
  }

  private async spin(round: LiveRound): Promise<void> {
    if (round.phase !== 'BETTING') return;
    round.phase = 'CLOSING';
    this.bettingTimer?.clear();
    this.bettingTimer = null;
    while (round.inflight.size > 0) await Promise.allSettled([...round.inflight]);
    // A round no one bet on and no one watches is not played, unless the room is stopping: a stop never voids.
    if (round.bettors.size === 0 && !this.host.hasClients() && !this.stopping) return this.abandon(round);
    const settlement = await this.settle(round);
    if (!settlement) return this.abandon(round);
    round.phase = 'SPINNING';
    showSpin(this.host.state, round.opened, Date.now() + this.settings.spinMs);
    this.host.clock.setTimeout(() => this.land(round, settlement.bets), this.settings.spinMs);
  }

  /** The settlement commit, retried a little; null when it could not be written (the round is then voided). */
  private async settle(round: LiveRound): Promise<{ bets: SettledRollBet[] } | null> {
    for (let attempt = 1; attempt <= SETTLE_ATTEMPTS; attempt++) {
      try {
        const settled = await settleRollRound(this.services, round.opened.id);
        return settled;
      } catch (error) {
        this.host.log(`settling roll round ${round.opened.id} failed (attempt ${attempt})`, error);
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    }
    return null;
  }

  /** The strip has landed: who won shows now, and the balances follow, so the result is not spoiled early. */
  private land(round: LiveRound, bets: SettledRollBet[]): void {
    showResult(this.host.state, round.opened, bets, this.settings.historyLength);
    for (const userId of round.bettors) this.host.balanceChanged(userId);
    for (const bet of bets) {
      if (bet.payoutCents === 0) continue;
      const hundredths = ROLL_RULES.multipliers[bet.colour] * 100;
      roomWinFeed().publish({
        game: 'roll',
        userId: bet.userId,
        stakeCents: bet.stakeCents,
        payoutCents: bet.payoutCents,
        hundredths,
      });
    }
    // Stopping: the pause before the next round is the next owner's, not spent here.
    if (this.stopping) return this.next(round);
    this.host.clock.setTimeout(() => this.next(round), this.settings.resultMs);
  }

  /** Calls a round off: voided in the database with every bet refunded (one commit), then shown. */
  private async abandon(round: LiveRound): Promise<void> {
    round.phase = 'DONE';
    try {
      await voidRollRound(this.services, round.opened.id);
    } catch (error) {
      this.host.log(`roll round ${round.opened.id} could not be voided; boot recovery voids and refunds it`, error);
    }
    showVoided(this.host.state, round.opened, this.settings.historyLength, round.bettors.size > 0);
    for (const userId of round.bettors) this.host.balanceChanged(userId);
    this.next(round);
  }

  private next(round: LiveRound): void {
    if (this.round !== round) return;
    round.phase = 'DONE';
    this.round = null;
    if (this.stopping) return this.host.stopped();
    this.wake();
  }
}
