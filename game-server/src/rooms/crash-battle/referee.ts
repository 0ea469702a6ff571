import type { ClockTimer, Delayed } from '@colyseus/timer';
import {
  type AppServices,
  type StoredBattle,
  callOffBattle,
  createBattle,
  leaveSeat,
  setSeatAutoTarget,
  startBattle,
  takeSeat,
} from '@arena/api';
import {
  AppError,
  CRASH_BATTLE_SERVER_MESSAGES,
  type CrashBattleState,
  crashBattleAutoTargetError,
  crashBattleClientSeed,
} from '@arena/schemas';
import { BattlePlay } from './battle-play';
import { type SeatHolder, emptySeats, showSeat } from './seats';
import type { CrashBattleSettings } from './settings';

/** What the referee needs from its room. */
export interface RefereeHost {
  readonly clock: ClockTimer;
  readonly state: CrashBattleState;
  sendToUser(userId: string, type: string, message: unknown): void;
  balanceChanged(userId: string): void;
  /** Seats, status or round changed: refresh the lobby listing and the spectator count. */
  listingChanged(): void;
  /** The battle is over (finished or called off): watchers get a while to see it, then the room closes. */
  ended(): void;
  log(message: string, error?: unknown): void;
}

export interface Profile {
  name: string;
  avatar: string;
}

export interface OpenBattle {
  battleId: string;
  seats: number;
  rounds: number;
  buyInCents: number;
  isPrivate: boolean;
  autoCashOutHundredths: number;
}

/**
 * The battle's seats and lifecycle: create, join, leave, bots, start, call-off. Every change that touches the
 * database runs one at a time (`serial`), so two joins can never race for one seat inside this room; the
 * database's keys stop anything that slips past. Rounds are played by BattlePlay.
 */
export class BattleReferee {
  readonly holders: (SeatHolder | null)[] = [];
  battle: StoredBattle | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private play: BattlePlay | null = null;
  private waitingTimer: Delayed | null = null;

  constructor(
    private readonly host: RefereeHost,
    private readonly services: AppServices,
    private readonly settings: CrashBattleSettings,
  ) {}

  get status() {
    return this.host.state.status;
  }

  /** Runs `work` after every change queued before it. */
  serial<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work, work);
    this.queue = next.catch(() => undefined);
    return next;
  }

  open(ownerId: string, profile: Profile, input: OpenBattle): Promise<void> {
    return this.serial(async () => {
      const { battle, seat } = await createBattle(this.services, {
        ...input,
        ownerId,
        serverSeed: this.settings.drawServerSeed(),
      });
      this.battle = battle;
      const state = this.host.state;
      state.battleId = battle.id;
      state.ownerId = ownerId;
      state.seatCount = battle.seats;
      state.roundCount = battle.rounds;
      state.buyInCents = battle.buyInCents;
      state.isPrivate = battle.isPrivate;
      state.serverSeedHash = battle.serverSeedHash;
      emptySeats(state, battle.seats);
      this.holders.length = 0;
      for (let i = 0; i < battle.seats; i++) this.holders.push(null);
      this.seatPlayer(ownerId, profile, seat.seat, seat.joinedAt, input.autoCashOutHundredths);
      if (battle.code) this.host.sendToUser(ownerId, CRASH_BATTLE_SERVER_MESSAGES.code, { code: battle.code });
      this.host.balanceChanged(ownerId);
      this.waitingTimer = this.host.clock.setTimeout(
        () => void this.callOff('waiting too long'),
        this.settings.waitingTimeoutMs,
      );
    });
  }

  join(userId: string, profile: Profile, code: string | undefined): Promise<number> {
    return this.serial(async () => {
      const battle = this.battleOrThrow();
      if (this.seatOf(userId)) throw new AppError('CRASH_BATTLE.ALREADY_JOINED');
      // A running battle started because every seat was taken; an ended one (or a stopping server) takes nobody.
      if (this.status === 'RUNNING') throw new AppError('CRASH_BATTLE.FULL');
      if (this.status !== 'WAITING' || this.host.state.closing) throw new AppError('CRASH_BATTLE.CANNOT_JOIN');
      if (battle.code && (code ?? '').trim().toUpperCase() !== battle.code)
        throw new AppError('CRASH_BATTLE.CODE_INVALID');
      const free = this.holders.findIndex((h) => h === null);
      if (free < 0) throw new AppError('CRASH_BATTLE.FULL');
      const seat = await takeSeat(this.services, { battleId: battle.id, userId, seat: free, autoCashOutHundredths: 0 });
      this.seatPlayer(userId, profile, seat.seat, seat.joinedAt, 0);
      this.host.balanceChanged(userId);
      if (this.holders.every(Boolean)) await this.start([]);
      return seat.seat;
    });
  }

  /**
   * Before the start a player who has sat for 30 s may leave with their buy-in; once it runs, leaving hands the
   * seat to auto-play. The last player out of a waiting battle calls it off; the owner's role passes on.
   */
  leave(userId: string): Promise<'REFUNDED' | 'AUTO_PLAY'> {
    return this.serial(async () => {
      const holder = this.seatOf(userId);
      if (!holder || (this.status !== 'WAITING' && this.status !== 'RUNNING'))
        throw new AppError('CRASH_BATTLE.CANNOT_LEAVE');
      const wait = holder.lockedUntil - Date.now();
      if (wait > 0) throw new AppError('CRASH_BATTLE.CANNOT_LEAVE', [Math.ceil(wait / 1000)]);
      if (this.status === 'RUNNING') {
        this.setAutoPlay(holder, true);
        return 'AUTO_PLAY';
      }
      const battle = this.battleOrThrow();
      await leaveSeat(this.services, battle.id, holder.seat);
      this.holders[holder.seat] = null;
      showSeat(this.host.state, null, holder.seat);
      this.host.balanceChanged(userId);
      const next = this.holders.find((h) => h?.kind === 'PLAYER');
      if (!next) await this.endWithoutResult('everyone left');
      else if (this.host.state.ownerId === userId) this.host.state.ownerId = next.userId!;
      this.host.listingChanged();
      return 'REFUNDED';
    });
  }

  callBots(userId: string): Promise<void> {
    return this.serial(async () => {
      this.battleOrThrow();
      if (this.host.state.ownerId !== userId) throw new AppError('CRASH_BATTLE.NOT_OWNER');
      if (this.settings.botsDisabled) throw new AppError('CRASH_BATTLE.BOT_DISABLED');
      if (this.status === 'RUNNING') throw new AppError('CRASH_BATTLE.FULL');
      if (this.status !== 'WAITING' || this.host.state.closing) throw new AppError('CRASH_BATTLE.CANNOT_JOIN');
      const empty = this.holders.flatMap((h, seat) => (h ? [] : [seat]));
      if (empty.length === 0) throw new AppError('CRASH_BATTLE.FULL');
      await this.start(empty);
    });
  }

  setAuto(userId: string, hundredths: number): Promise<void> {
    return this.serial(async () => {
      const holder = this.seatOf(userId);
      if (!holder) throw new AppError('GLOBAL.FORBIDDEN');
      const refusal = crashBattleAutoTargetError(hundredths);
      if (refusal) throw new AppError(refusal.key, refusal.args);
      await setSeatAutoTarget(this.services, this.battleOrThrow().id, holder.seat, hundredths);
      holder.preset = hundredths;
      showSeat(this.host.state, holder, holder.seat);
      this.play?.targetChanged(holder);
    });
  }

  cashOut(userId: string, arrivalMono: number): void {
    const holder = this.seatOf(userId);
    if (!holder || !this.play) throw new AppError('CRASH.WITHDRAW_WITHOUT_PLAY');
    this.play.cashOut(holder.seat, arrivalMono);
  }

  /** A seated player's connection came or went: while the battle runs, a missing player is on auto-play. */
  connection(userId: string, connected: boolean): void {
    const holder = this.seatOf(userId);
    if (!holder) return;
    holder.connected = connected;
    if (this.status === 'RUNNING') this.setAutoPlay(holder, !connected);
    else showSeat(this.host.state, holder, holder.seat);
    if (connected && this.battle?.code && this.host.state.ownerId === userId) {
      this.host.sendToUser(userId, CRASH_BATTLE_SERVER_MESSAGES.code, { code: this.battle.code });
    }
  }

  /** The player comes back to the seat they handed to auto-play (the join button while running). */
  takeBack(userId: string): boolean {
    const holder = this.seatOf(userId);
    if (!holder || this.status !== 'RUNNING') return false;
    this.setAutoPlay(holder, false);
    return true;
  }

  isSeated(userId: string | undefined): boolean {
    return userId !== undefined && this.seatOf(userId) !== undefined;
  }

  /**
   * SIGTERM: a waiting battle is called off and refunded now; a running one is finished from its seeds at once
   * (the round in play keeps the cash-outs already made; auto-play decides the rest), so nobody waits on it.
   */
  stop(): Promise<void> {
    return this.serial(async () => {
      this.host.state.closing = true;
      if (!this.battle) this.host.ended();
      else if (this.status === 'WAITING') await this.endWithoutResult('server stopping');
      else if (this.status === 'RUNNING' && this.play) await this.play.finishNow();
      else this.host.ended();
    });
  }

  /** Calls a waiting battle off (nobody completed it in time), refunding every buy-in. */
  private callOff(reason: string): Promise<void> {
    return this.serial(async () => {
      if (this.status === 'WAITING') await this.endWithoutResult(reason);
    });
  }

  private async endWithoutResult(reason: string): Promise<void> {
    const battle = this.battleOrThrow();
    this.waitingTimer?.clear();
    try {
      await callOffBattle(this.services, battle.id);
    } catch (error) {
      this.host.log(`battle ${battle.id} could not be called off (${reason}); boot recovery will`, error);
      return;
    }
    this.host.state.status = 'CANCELLED';
    this.host.state.serverSeed = battle.serverSeed;
    for (const holder of this.holders) if (holder?.userId) this.host.balanceChanged(holder.userId);
    this.host.listingChanged();
    this.host.ended();
  }

  private async start(botSeats: number[]): Promise<void> {
    const battle = this.battleOrThrow();
    for (const seat of botSeats) {
      const bot: SeatHolder = {
        seat,
        kind: 'BOT',
        userId: null,
        name: '',
        avatar: '',
        lockedUntil: 0,
        preset: 0,
        autoPlay: false,
        connected: true,
      };
      this.holders[seat] = bot;
    }
    const clientSeed = crashBattleClientSeed(this.holders.map((h) => (h?.kind === 'PLAYER' ? h.userId : null)));
    try {
      await startBattle(this.services, { battleId: battle.id, botSeats, clientSeed });
    } catch (error) {
      for (const seat of botSeats) this.holders[seat] = null;
      throw error;
    }
    this.waitingTimer?.clear();
    const running = { ...battle, clientSeed, status: 'RUNNING' as const };
    this.battle = running;
    const state = this.host.state;
    state.status = 'RUNNING';
    state.clientSeed = clientSeed;
    for (const holder of this.holders) {
      if (holder?.kind === 'PLAYER' && !holder.connected) holder.autoPlay = true;
      if (holder) showSeat(state, holder, holder.seat);
    }
    this.host.listingChanged();
    this.play = new BattlePlay(this.host, this.services, this.settings, running, this.holders as SeatHolder[]);
    this.play.begin();
  }

  private seatPlayer(userId: string, profile: Profile, seat: number, joinedAt: number, preset: number): void {
    const holder: SeatHolder = {
      seat,
      kind: 'PLAYER',
      userId,
      name: profile.name,
      avatar: profile.avatar,
      // Counted from the server's own clock at the moment the seat was confirmed.
      lockedUntil: Math.max(joinedAt, Date.now()) + this.settings.noLeaveMs,
      preset,
      autoPlay: false,
      connected: true,
    };
    this.holders[seat] = holder;
    showSeat(this.host.state, holder, seat);
    this.host.listingChanged();
  }

  private setAutoPlay(holder: SeatHolder, autoPlay: boolean): void {
    holder.autoPlay = autoPlay;
    showSeat(this.host.state, holder, holder.seat);
    this.play?.targetChanged(holder);
  }

  private seatOf(userId: string): SeatHolder | undefined {
    return this.holders.find((h): h is SeatHolder => h?.userId === userId);
  }

  private battleOrThrow(): StoredBattle {
    if (!this.battle) throw new AppError('CRASH_BATTLE.NOT_FOUND');
    return this.battle;
  }
}
