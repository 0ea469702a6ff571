import { randomUUID } from 'node:crypto';
import type { ClockTimer, Delayed } from '@colyseus/timer';
import {
  type AppServices,
  JACKPOT_GAME,
  type StoredJackpotEntry,
  enterJackpot,
  finishJackpotRound,
  getCatalog,
  iconUrl,
  loadJackpotEntries,
  openJackpotRound,
  setJackpotCloseTime,
  voidJackpotRound,
} from '@arena/api';
import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  AppError,
  JACKPOT_RULES,
  JackpotEntryState,
  JackpotItemState,
  type JackpotState,
  distinctPlayers,
} from '@arena/schemas';
import { type WinInput, roomWinFeed } from '../../win-feed';
import type { JackpotSettings } from './settings';

export interface Profile {
  name: string;
  avatar: string;
}

export interface PotHost {
  clock: ClockTimer;
  state: JackpotState;
  log(message: string, error?: unknown): void;
}

/**
 * The pot's life, one round after another: OPEN (waiting for a second player) → COUNTDOWN (entries still
 * count until `closesAt`) → SPINNING (drawn and paid from the database in one commit; the winner is in the
 * state so the spinner can land on it) → FINISHED → the next round. Money and skins move only through the api
 * store (ledger bets); the state mirrors what was committed.
 */
export class JackpotPot {
  private timer: Delayed | null = null;
  private names = new Map<string, Profile>();
  /** Each shown entry's number in the round (the draw's order). */
  private seqs = new Map<string, number>();
  /** The draw's commit while it runs (a stop waits for it). */
  private drawing: Promise<WinInput | null> | null = null;
  private stopped = false;
  /** A stop waiting for the round in countdown to be drawn. */
  private countdownDrawn: (() => void) | null = null;
  /** A hand-over: the round in play is this room's last; it resolves this once drawn and shown. */
  private lastRoundDone: (() => void) | null = null;
  private lastRound = false;
  /** Entries being committed (not shown yet): a hand-over counts the round as in play while any is. */
  private entering = 0;

  constructor(
    private readonly host: PotHost,
    private readonly services: AppServices,
    private readonly settings: JackpotSettings,
  ) {}

  get roundId(): string {
    return this.host.state.roundId;
  }

  async openRound(): Promise<void> {
    if (this.stopped || this.lastRound) return;
    const round = await openJackpotRound(this.services, {
      roundId: randomUUID(),
      serverSeed: this.settings.drawServerSeed(),
    });
    const s = this.host.state;
    s.roundId = round.id;
    s.serverSeedHash = round.serverSeedHash;
    s.serverSeed = '';
    s.status = 'OPEN';
    s.potCents = 0;
    s.closesAt = 0;
    s.ticket = -1;
    s.winnerUserId = '';
    s.prizeCents = 0;
    s.houseCents = 0;
    s.entries.clear();
    this.seqs.clear();
  }

  /** A player's entry: refused with its catalogue key, or committed and shown. */
  async enter(userId: string, profile: Profile, itemIds: string[]): Promise<StoredJackpotEntry> {
    const s = this.host.state;
    if (s.closing || (s.status !== 'OPEN' && s.status !== 'COUNTDOWN')) throw new AppError('CRASH.GAME_STARTED');
    this.names.set(userId, profile);
    const roundId = s.roundId;
    this.entering += 1;
    try {
      const entry = await enterJackpot(this.services, { roundId, betId: randomUUID(), userId, itemIds });
      if (s.roundId === roundId) this.show(entry);
      await this.maybeStartCountdown(roundId);
      return entry;
    } finally {
      this.entering -= 1;
      // A hand-over waited on an entry that was refused: the round has none, nothing is in play.
      if (this.lastRound && !this.inPlay()) this.lastRoundDone?.();
    }
  }

  private inPlay(): boolean {
    const s = this.host.state;
    return (
      s.status === 'COUNTDOWN' ||
      s.status === 'SPINNING' ||
      (s.status === 'OPEN' && (s.entries.length > 0 || this.entering > 0))
    );
  }

  private show(entry: StoredJackpotEntry): void {
    const s = this.host.state;
    if (s.entries.some((e) => e.betId === entry.betId)) return;
    const catalog = getCatalog();
    const cdn = this.services.config.cdnBaseUrl;
    const profile = this.names.get(entry.userId) ?? { name: '', avatar: '' };
    const items = entry.items.map((item) => {
      const known = catalog.get(item.catalogItemId);
      return new JackpotItemState({
        id: item.id,
        catalogItemId: item.catalogItemId,
        name: item.name,
        iconUrl: known ? iconUrl(cdn, known) : '',
        color: known?.color ?? '',
        priceCents: item.priceCents,
      });
    });
    const view = new JackpotEntryState({
      betId: entry.betId,
      userId: entry.userId,
      name: profile.name,
      avatar: profile.avatar,
      valueCents: entry.valueCents,
    });
    view.items.push(...items);
    // Entries are shown in the order the database numbered them, which is the order the draw uses.
    const at = s.entries.findIndex((e) => this.seqOf(e.betId) > entry.seq);
    if (at < 0) s.entries.push(view);
    else s.entries.splice(at, 0, view);
    this.seqs.set(entry.betId, entry.seq);
    s.potCents = s.entries.reduce((sum, e) => sum + e.valueCents, 0);
  }

  private seqOf(betId: string): number {
    return this.seqs.get(betId) ?? Number.MAX_SAFE_INTEGER;
  }

  private async maybeStartCountdown(roundId: string): Promise<void> {
    const s = this.host.state;
    if (s.roundId !== roundId || s.status !== 'OPEN' || distinctPlayers([...s.entries]) < JACKPOT_RULES.minPlayers)
      return;
    s.status = 'COUNTDOWN';
    s.closesAt = Date.now() + this.settings.countdownMs;
    try {
      s.closesAt = await setJackpotCloseTime(this.services, roundId, s.closesAt);
    } catch (error) {
      // The room's own close time still rules the draw (it is the close time recorded with the result).
      this.host.log(`round ${roundId}: close time not stored`, error);
    }
    this.timer = this.host.clock.setTimeout(() => void this.close(roundId), Math.max(0, s.closesAt - Date.now()));
  }

  /** The countdown ended: draw and pay in one commit, show the result, then open the next round. */
  private async close(roundId: string): Promise<void> {
    const s = this.host.state;
    if (s.roundId !== roundId || s.status !== 'COUNTDOWN') return;
    s.status = 'SPINNING';
    // Only the commit is awaited by a server stop; the spin and the result pause are for the watchers.
    this.drawing = this.settle(roundId);
    const drawn = await this.drawing;
    this.drawing = null;
    this.countdownDrawn?.();
    if (drawn) {
      await this.pause(this.settings.spinMs);
      s.status = 'FINISHED';
      // The feed names the winner only once the spinner has landed on them.
      roomWinFeed().publish(drawn);
    }
    if (this.lastRound) return this.lastRoundDone?.();
    await this.pause(this.settings.resultMs);
    await this.openRound().catch((error: unknown) => this.host.log('could not open the next round', error));
  }

  /** Draws and pays the round, or, if that fails, refunds it; answers the win to show once the spin lands, or null. */
  private async settle(roundId: string): Promise<WinInput | null> {
    const s = this.host.state;
    try {
      const round = await finishJackpotRound(this.services, roundId, s.closesAt);
      await this.reloadEntries(roundId);
      s.serverSeed = round.serverSeed;
      s.ticket = round.ticket ?? -1;
      s.winnerUserId = round.winnerUserId ?? '';
      s.prizeCents = round.prizeCents;
      s.houseCents = round.houseCents;
      // The feed shows the prize (skins at catalogue value) against what the winner put in.
      const stakeCents = s.entries.filter((e) => e.userId === s.winnerUserId).reduce((sum, e) => sum + e.valueCents, 0);
      return {
        game: JACKPOT_GAME,
        userId: round.winnerUserId,
        stakeCents,
        payoutCents: round.prizeCents,
        hundredths: 0,
      };
    } catch (error) {
      this.host.log(`round ${roundId} could not be drawn; refunding it`, error);
      await voidJackpotRound(this.services, roundId).catch((e: unknown) =>
        this.host.log(`round ${roundId} void failed (boot recovery will refund it)`, e),
      );
      s.status = 'VOIDED';
      return null;
    }
  }

  /** The committed entries are the truth (an entry may have committed while its socket reply was in flight). */
  private async reloadEntries(roundId: string): Promise<void> {
    const stored = await loadJackpotEntries(this.services.orm.em.fork() as SqlEntityManager, roundId);
    for (const entry of stored) this.show(entry);
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      if (this.stopped || ms === 0) return resolve();
      this.host.clock.setTimeout(resolve, ms);
    });
  }

  /**
   * A hand-over to another process: the round in play finishes here, however it stands: one that has entries keeps
   * taking them (from this room's players and through the mirrors) until its countdown ends and it is drawn and
   * shown; then no next round opens here (the new host opens it). Resolves at once when the round has no entry
   * (nothing is in play), or when a stop cuts the wait short (SIGTERM: `stop` rules).
   */
  async finishRound(): Promise<void> {
    this.lastRound = true;
    if (!this.inPlay() || this.stopped) {
      // Nothing in play: no entry may start now (the stop that follows calls the empty round off).
      this.host.state.closing = true;
      return;
    }
    await new Promise<void>((resolve) => (this.lastRoundDone = resolve));
  }

  /**
   * Server stop (or the end of a hand-over, its round finished): no new entries; a round counting down is drawn here at its close
   * time, as any round, and a round being drawn finishes; a round still open (one player waiting, no close time) is
   * called off and every entry refunded.
   */
  async stop(): Promise<void> {
    this.host.state.closing = true;
    this.stopped = true;
    if (this.host.state.status === 'COUNTDOWN') await new Promise<void>((resolve) => (this.countdownDrawn = resolve));
    this.timer?.clear();
    if (this.drawing) await this.drawing;
    if (this.host.state.status === 'OPEN' || this.host.state.status === 'COUNTDOWN') {
      if (await voidJackpotRound(this.services, this.roundId)) this.host.state.status = 'VOIDED';
    }
    this.lastRoundDone?.();
  }
}
