import type { Delayed } from '@colyseus/timer';
import { type AppServices, type StoredBattle, finishBattle, finishFromSeeds, recordRound } from '@arena/api';
import {
  AppError,
  autoPlayTarget,
  battleOutcome,
  crashBattleBotTargets,
  crashBattleCrashPoint,
  roundScore,
} from '@arena/schemas';
import { BattleRound, type SeatExit } from './battle-round';
import type { RefereeHost } from './referee';
import { type SeatHolder, seatTarget } from './seats';
import type { CrashBattleSettings } from './settings';
import { roomWinFeed } from '../../win-feed';

/** Attempts at a database write a round cannot go on without (a round record, the payout). */
const ATTEMPTS = 4;
const RETRY_BASE_MS = 250;

/**
 * Plays a started battle's rounds: countdown → curve → crash → record → next, then pays. Each round is written
 * to the database before the next countdown, so boot recovery can finish the battle from there.
 */
export class BattlePlay {
  private round: BattleRound | null = null;
  private botTargets: number[] = [];
  private startedMono = 0;
  private timer: Delayed | null = null;
  private ticker: Delayed | null = null;
  private done = false;

  constructor(
    private readonly host: RefereeHost,
    private readonly services: AppServices,
    private readonly settings: CrashBattleSettings,
    private readonly battle: StoredBattle & { clientSeed: string },
    private readonly holders: readonly SeatHolder[],
  ) {}

  begin(): void {
    this.countdown(1);
  }

  cashOut(seat: number, arrivalMono: number): void {
    const round = this.round;
    if (!round || this.done) throw new AppError('CRASH.WITHDRAW_WITHOUT_PLAY');
    const result = round.cashOut(seat, arrivalMono - this.startedMono);
    if (!result.ok) throw new AppError(result.key);
    this.showExit(result.exit);
  }

  /** A seat's auto-play or preset changed: the round in play follows it from now on. */
  targetChanged(holder: SeatHolder): void {
    this.round?.setTarget(holder.seat, seatTarget(holder, this.botTargets[holder.seat] ?? 0));
  }

  /**
   * Shutdown: the round in play is written with the cash-outs already made and auto-play's result for the
   * seats still in; the rounds after it are finished from the seeds (the same rule as boot recovery).
   */
  async finishNow(): Promise<void> {
    if (this.done) return;
    this.done = true;
    this.timer?.clear();
    this.ticker?.clear();
    const round = this.round;
    if (round && !round.crashed) {
      const scores = this.holders.map((holder, seat) => {
        const exit = round.exits[seat];
        if (exit) return roundScore(exit.hundredths, round.crashPointHundredths);
        const target = holder.kind === 'BOT' ? this.botTargets[seat]! : autoPlayTarget(holder.preset);
        return roundScore(target, round.crashPointHundredths);
      });
      await this.persist(() =>
        recordRound(this.services, this.battle.id, {
          round: round.round,
          crashPointHundredths: round.crashPointHundredths,
          scores,
        }),
      );
    }
    try {
      await finishFromSeeds(this.services, this.battle.id);
    } catch (error) {
      this.host.log(`battle ${this.battle.id} could not be finished at shutdown; boot recovery will`, error);
    }
    this.host.ended();
  }

  private countdown(number: number): void {
    if (this.done) return;
    const { serverSeed, clientSeed, seats } = this.battle;
    this.botTargets = crashBattleBotTargets(serverSeed, clientSeed, number, seats);
    const round = new BattleRound(
      number,
      crashBattleCrashPoint(serverSeed, clientSeed, number),
      this.holders.map((holder, seat) => seatTarget(holder, this.botTargets[seat]!)),
    );
    this.round = round;
    const state = this.host.state;
    state.round = number;
    state.roundPhase = 'COUNTDOWN';
    state.crashPointHundredths = 0;
    state.curveStartsAt = Date.now() + this.settings.countdownMs;
    for (const seat of state.seats) seat.cashOutHundredths = 0;
    this.host.listingChanged();
    this.timer = this.host.clock.setTimeout(() => this.run(round), this.settings.countdownMs);
  }

  private run(round: BattleRound): void {
    if (this.done) return;
    round.running = true;
    this.startedMono = performance.now();
    this.host.state.roundPhase = 'RUNNING';
    this.host.state.curveStartsAt = Date.now();
    this.ticker = this.host.clock.setInterval(() => this.tick(round), this.settings.tickMs);
    this.tick(round);
  }

  private tick(round: BattleRound): void {
    if (round !== this.round || !round.running || this.done) return;
    const elapsed = performance.now() - this.startedMono;
    for (const exit of round.dueExits(elapsed)) this.showExit(exit);
    // Once no one can change a score, waiting out a 50x curve only keeps everyone waiting.
    const fixed = this.holders.map((holder) => holder.kind === 'BOT' || holder.autoPlay);
    if (round.hasCrashedAt(elapsed) || round.isDecided(fixed)) void this.crash(round);
  }

  private showExit(exit: SeatExit): void {
    const seat = this.host.state.seats[exit.seat];
    if (seat) seat.cashOutHundredths = exit.hundredths;
  }

  private async crash(round: BattleRound): Promise<void> {
    this.ticker?.clear();
    this.ticker = null;
    for (const exit of round.dueExits(round.crashMs)) this.showExit(exit);
    const scores = round.crash();
    const state = this.host.state;
    state.roundPhase = 'CRASHED';
    state.crashPointHundredths = round.crashPointHundredths;
    state.crashPoints.push(round.crashPointHundredths);
    scores.forEach((score, i) => {
      const seat = state.seats[i];
      if (!seat) return;
      seat.results.push(score);
      seat.totalHundredths += score;
    });
    const recorded = await this.persist(() =>
      recordRound(this.services, this.battle.id, {
        round: round.round,
        crashPointHundredths: round.crashPointHundredths,
        scores,
      }),
    );
    if (!recorded || this.done) return;
    const next = round.round + 1;
    this.timer = this.host.clock.setTimeout(
      () => (next <= this.battle.rounds ? this.countdown(next) : void this.finish()),
      this.settings.crashedPauseMs,
    );
  }

  private async finish(): Promise<void> {
    if (this.done) return;
    this.done = true;
    const state = this.host.state;
    const outcome = battleOutcome(state.seats.map((seat) => seat.totalHundredths));
    let payouts: { seat: number; payoutCents: number }[] | undefined;
    await this.persist(async () => {
      payouts = await finishBattle(this.services, this.battle.id, outcome);
    });
    if (!payouts) return this.host.ended();
    state.status = 'FINISHED';
    state.roundPhase = '';
    state.winnerSeat = outcome.kind === 'WIN' ? outcome.winnerSeat : -1;
    state.draw = outcome.kind === 'DRAW';
    state.serverSeed = this.battle.serverSeed;
    for (const { seat, payoutCents } of payouts) {
      const view = state.seats[seat];
      if (view) view.payoutCents = payoutCents;
    }
    for (const holder of this.holders) if (holder.userId) this.host.balanceChanged(holder.userId);
    for (const { seat, payoutCents } of payouts)
      roomWinFeed().publish({
        game: 'crashbattle',
        userId: this.holders.find((h) => h.seat === seat)?.userId ?? null,
        stakeCents: this.battle.buyInCents,
        payoutCents,
        hundredths: 0,
      });
    this.host.listingChanged();
    this.host.ended();
  }

  /** Retries a write the battle cannot go on without; after the last attempt the battle waits for recovery. */
  private async persist(write: () => Promise<void>): Promise<boolean> {
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      try {
        await write();
        return true;
      } catch (error) {
        if (error instanceof AppError && error.key === 'BET.ALREADY_FINISHED') return false;
        if (attempt === ATTEMPTS) {
          this.host.log(
            `battle ${this.battle.id}: a write failed ${ATTEMPTS} times; boot recovery will finish it`,
            error,
          );
          this.done = true;
          return false;
        }
        await new Promise((resolve) => setTimeout(resolve, RETRY_BASE_MS * attempt));
      }
    }
    return false;
  }
}
