import { type ErrorKey, msToReachHundredths, multiplierHundredthsAtMs } from '@arena/schemas';

export interface SeatExit {
  seat: number;
  hundredths: number;
  /** AUTO: the seat's target (bot, auto-play or preset); MANUAL: the player's cash-out message. */
  reason: 'AUTO' | 'MANUAL';
}

export type BattleCashOut = { ok: true; exit: SeatExit } | { ok: false; key: ErrorKey };

/**
 * One round of a battle, pure: every seat rides the same curve; time comes in as ms since the curve started,
 * read off the server's clock by the caller. A seat's target (null = manual) may change mid-round when its
 * player drops to auto-play or comes back.
 */
export class BattleRound {
  readonly exits: (SeatExit | null)[];
  readonly crashMs: number;
  running = false;
  crashed = false;

  constructor(
    readonly round: number,
    readonly crashPointHundredths: number,
    private readonly targets: (number | null)[],
  ) {
    this.exits = targets.map(() => null);
    this.crashMs = msToReachHundredths(crashPointHundredths);
  }

  setTarget(seat: number, target: number | null): void {
    this.targets[seat] = target;
  }

  /**
   * Nothing left to play for: every seat has left or will leave at a target nobody can change (a bot, a seat on
   * auto-play). The rest of the curve cannot change any score, so the round may end now.
   */
  isDecided(fixedTarget: readonly boolean[]): boolean {
    return this.exits.every((exit, seat) => exit !== null || fixedTarget[seat] === true);
  }

  hasCrashedAt(elapsedMs: number): boolean {
    return this.crashed || (this.running && elapsedMs >= this.crashMs);
  }

  cashOut(seat: number, elapsedMs: number): BattleCashOut {
    if (!this.running || this.hasCrashedAt(elapsedMs))
      return { ok: false, key: this.crashed || this.running ? 'CRASH.WITHDRAW_AFTER_CRASH' : 'CRASH.GAME_STARTED' };
    if (this.exits[seat]) return { ok: false, key: 'CRASH.WITHDRAW_WITHOUT_PLAY' };
    const now = multiplierHundredthsAtMs(elapsedMs);
    const target = this.targets[seat];
    // A target passed before this message arrived pays exactly its own point, as in crash.
    const exit: SeatExit =
      target !== null && target !== undefined && target <= now
        ? { seat, hundredths: target, reason: 'AUTO' }
        : { seat, hundredths: now, reason: 'MANUAL' };
    this.exits[seat] = exit;
    return { ok: true, exit };
  }

  /** Targets reached by `elapsedMs` and below the crash point, lowest first. */
  dueExits(elapsedMs: number): SeatExit[] {
    if (!this.running || this.crashed) return [];
    const now = multiplierHundredthsAtMs(Math.min(elapsedMs, Math.max(0, this.crashMs - 1)));
    const due: SeatExit[] = [];
    this.targets.forEach((target, seat) => {
      if (this.exits[seat] || target === null) return;
      if (target < this.crashPointHundredths && target <= now) due.push({ seat, hundredths: target, reason: 'AUTO' });
    });
    due.sort((a, b) => a.hundredths - b.hundredths);
    for (const exit of due) this.exits[exit.seat] = exit;
    return due;
  }

  /** Ends the round; every seat's score (0 for those still in). Call `dueExits(crashMs)` first. */
  crash(): number[] {
    this.crashed = true;
    this.running = false;
    return this.exits.map((exit) => (exit && exit.hundredths < this.crashPointHundredths ? exit.hundredths : 0));
  }
}
