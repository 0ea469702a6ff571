import { randomUUID } from 'node:crypto';
import { type Client, Room, type RoomException, type RoomMethodName, ServerError } from '@colyseus/core';
import type { Delayed } from '@colyseus/timer';
import { getUserState } from '@arena/api';
import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  AppError,
  CRASH_BATTLE_CLIENT_MESSAGES,
  CRASH_BATTLE_SERVER_MESSAGES,
  CrashBattleCreateOptions,
  CrashBattleEmptyMessage,
  type CrashBattleErrorEvent,
  CrashBattleJoinMessage,
  type CrashBattleListing,
  CrashBattleSetAutoMessage,
  CrashBattleState,
  CrashBattleTimeMessage,
  type ErrorArg,
  type ErrorKey,
  crashBattleAutoTargetError,
  crashBattleOptionsError,
  decodeRoomRefusal,
  encodeRoomRefusal,
} from '@arena/schemas';
import { authenticateRoomClient } from '../../auth';
import { sendBalance } from '../../balance-notice';
import { LobbyListing } from '../../lobby-listing';
import { roomServices } from '../../services';
import { BattleReferee, type OpenBattle, type Profile, type RefereeHost } from './referee';
import { listingOf } from './seats';
import type { CrashBattleSettings } from './settings';

type BattleClient = Client<{ auth: { userId: string } | undefined }>;

/**
 * A refusal while creating or joining: the matchmaker carries only a code and a message, so the message is the
 * error body. Creation answers over HTTP (the code is its status); a join over the socket (a close code).
 */
function refusal(key: ErrorKey, args: ErrorArg[] = [], code = 4400): ServerError {
  // A ServerError is an expected answer: Colyseus does not log it as a crash.
  return new ServerError(code, encodeRoomRefusal(key, args));
}
const HTTP_REFUSAL = 400;

function asAppError(error: unknown): AppError {
  return error instanceof AppError ? error : new AppError('GLOBAL.INTERNAL_ERROR');
}

/**
 * One crash battle. The creator's `client.create(...)` opens it and takes seat 0; everyone else connects with
 * `joinById` as a spectator and sends `join` to take a seat. Seats, rounds and money are the referee's; this
 * class is the socket side: auth, validation, replies, connections, lobby listing.
 */
export abstract class CrashBattleRoom extends Room<{ state: CrashBattleState; metadata: CrashBattleListing }> {
  protected abstract readonly settings: CrashBattleSettings;
  private referee!: BattleReferee;
  private request!: OpenBattle;
  private opening: Promise<void> | null = null;
  private readonly createdAt = Date.now();
  private closeTimer: Delayed | null = null;
  private readonly listing = new LobbyListing<CrashBattleListing>(this);

  static override async onAuth(token: string | undefined): Promise<{ userId: string } | true> {
    return (await authenticateRoomClient(token || undefined, true)) ?? true;
  }

  override onCreate(options: unknown): void {
    const parsed = CrashBattleCreateOptions.safeParse(options);
    if (!parsed.success) throw refusal('GLOBAL.BAD_REQUEST', ['create'], HTTP_REFUSAL);
    const problem =
      crashBattleOptionsError(parsed.data) ?? crashBattleAutoTargetError(parsed.data.autoCashOutHundredths ?? 0);
    if (problem) throw refusal(problem.key, problem.args, HTTP_REFUSAL);
    this.request = {
      battleId: randomUUID(),
      seats: parsed.data.seats,
      rounds: parsed.data.rounds,
      buyInCents: parsed.data.buyInCents,
      isPrivate: parsed.data.isPrivate,
      autoCashOutHundredths: parsed.data.autoCashOutHundredths ?? 0,
    };
    // The room id is the battle id, so /crashbattle/{id} finds the live room and, later, the stored battle.
    this.roomId = this.request.battleId;
    this.autoDispose = false;
    this.patchRate = this.settings.patchRateMs;
    this.maxMessagesPerSecond = this.settings.maxMessagesPerSecond;
    this.state = new CrashBattleState({ battleId: this.request.battleId });
    this.referee = new BattleReferee(this.host(), roomServices(), this.settings);
    // Unlisted until the creator's buy-in is paid.
    void this.setPrivate(true);
    this.clock.setTimeout(() => {
      if (!this.referee.battle) void this.disconnect();
    }, this.settings.creatorArrivalMs);
    this.registerMessages();
  }

  override async onJoin(client: BattleClient): Promise<void> {
    const userId = client.auth?.userId;
    if (!this.referee.battle && !this.opening) {
      if (!userId) throw refusal('GLOBAL.FORBIDDEN');
      this.opening = this.referee.open(userId, await this.profile(userId), this.request);
      try {
        await this.opening;
      } catch (error) {
        this.opening = null;
        // The creator could not pay: the battle never existed.
        this.clock.setTimeout(() => void this.disconnect(), 0);
        const appError = asAppError(error);
        throw refusal(appError.key, appError.args);
      }
      await this.setPrivate(this.request.isPrivate);
    } else {
      await this.opening?.catch(() => undefined);
      if (!this.referee.battle) throw refusal('CRASH_BATTLE.NOT_FOUND');
      if (userId) this.referee.connection(userId, true);
    }
    this.listingChanged();
  }

  /** A seated player keeps the seat for the whole battle (auto-play meanwhile); a spectator for a short while. */
  override onDrop(client: BattleClient): void {
    const userId = client.auth?.userId;
    const seated = this.referee.isSeated(userId);
    if (seated && !this.hasOtherConnection(userId!, client)) this.referee.connection(userId!, false);
    this.allowReconnection(client, seated ? 'manual' : 20).catch(() => undefined);
    this.listingChanged();
  }

  override onReconnect(client: BattleClient): void {
    const userId = client.auth?.userId;
    if (userId) this.referee.connection(userId, true);
    this.listingChanged();
  }

  override onLeave(client: BattleClient): void {
    const userId = client.auth?.userId;
    if (userId && this.referee.isSeated(userId) && !this.hasOtherConnection(userId, client))
      this.referee.connection(userId, false);
    this.listingChanged();
  }

  override onUncaughtException(error: RoomException, methodName: RoomMethodName): void {
    const cause = error.cause ?? error;
    const refused = cause instanceof AppError || (cause instanceof Error && decodeRoomRefusal(cause.message) !== null);
    if (!refused) console.error(`crash battle ${this.roomId}: uncaught in ${methodName}`, cause);
    const client = (error as { client?: BattleClient }).client;
    if (methodName === 'onMessage' && client) this.refuse(client, 'message', asAppError(cause));
  }

  override onBeforeShutdown(): void {
    void this.lock();
    void this.referee.stop();
  }

  private registerMessages(): void {
    const M = CRASH_BATTLE_CLIENT_MESSAGES;
    this.onMessage(M.cashOut, (client: BattleClient, message: unknown) => {
      // Priced at arrival: read the clock before anything else.
      const arrival = performance.now();
      if (!CrashBattleEmptyMessage.safeParse(message).success)
        return this.refuse(client, M.cashOut, new AppError('GLOBAL.BAD_REQUEST', [M.cashOut]));
      this.act(client, M.cashOut, async (userId) => this.referee.cashOut(userId, arrival));
    });
    this.onMessage(M.join, (client: BattleClient, message: unknown) => {
      const parsed = CrashBattleJoinMessage.safeParse(message);
      if (!parsed.success) return this.refuse(client, M.join, new AppError('GLOBAL.BAD_REQUEST', [M.join]));
      this.act(client, M.join, async (userId) => {
        const seat = this.referee.takeBack(userId)
          ? this.referee.holders.findIndex((h) => h?.userId === userId)
          : await this.referee.join(userId, await this.profile(userId), parsed.data?.code);
        client.send(CRASH_BATTLE_SERVER_MESSAGES.seated, { seat });
      });
    });
    this.onMessage(M.leave, (client: BattleClient, message: unknown) => {
      if (!CrashBattleEmptyMessage.safeParse(message).success)
        return this.refuse(client, M.leave, new AppError('GLOBAL.BAD_REQUEST', [M.leave]));
      this.act(client, M.leave, async (userId) => {
        const result = await this.referee.leave(userId);
        client.send(CRASH_BATTLE_SERVER_MESSAGES.left, { refunded: result === 'REFUNDED' });
      });
    });
    this.onMessage(M.callBots, (client: BattleClient, message: unknown) => {
      if (!CrashBattleEmptyMessage.safeParse(message).success)
        return this.refuse(client, M.callBots, new AppError('GLOBAL.BAD_REQUEST', [M.callBots]));
      this.act(client, M.callBots, (userId) => this.referee.callBots(userId));
    });
    this.onMessage(M.setAuto, (client: BattleClient, message: unknown) => {
      const parsed = CrashBattleSetAutoMessage.safeParse(message);
      if (!parsed.success) return this.refuse(client, M.setAuto, new AppError('GLOBAL.BAD_REQUEST', [M.setAuto]));
      this.act(client, M.setAuto, (userId) => this.referee.setAuto(userId, parsed.data.autoCashOutHundredths));
    });
    this.onMessage(M.time, (client: BattleClient, message: unknown) => {
      const parsed = CrashBattleTimeMessage.safeParse(message);
      if (!parsed.success) return this.refuse(client, M.time, new AppError('GLOBAL.BAD_REQUEST', [M.time]));
      client.send(CRASH_BATTLE_SERVER_MESSAGES.time, { clientTime: parsed.data.clientTime, serverTime: Date.now() });
    });
    this.onMessage('*', (client: BattleClient, type: string | number) => {
      this.refuse(client, String(type).slice(0, 32), new AppError('GLOBAL.BAD_REQUEST', [String(type).slice(0, 32)]));
    });
  }

  /** Runs a signed-in player's action; any refusal goes back to that client with its catalogue key. */
  private act(client: BattleClient, action: string, work: (userId: string) => Promise<void>): void {
    const userId = client.auth?.userId;
    if (!userId) return this.refuse(client, action, new AppError('GLOBAL.FORBIDDEN'));
    work(userId).catch((error: unknown) => {
      if (!(error instanceof AppError)) console.error(`crash battle ${this.roomId}: ${action} failed`, error);
      this.refuse(client, action, asAppError(error));
    });
  }

  private refuse(client: BattleClient, action: string, error: AppError): void {
    const body: CrashBattleErrorEvent = { ...error.toBody(), action };
    client.send(CRASH_BATTLE_SERVER_MESSAGES.error, body);
  }

  private async profile(userId: string): Promise<Profile> {
    const user = await getUserState(roomServices().orm.em.fork() as SqlEntityManager, userId);
    if (!user) throw new AppError('GLOBAL.FORBIDDEN');
    return { name: user.name, avatar: user.avatar ?? '' };
  }

  private hasOtherConnection(userId: string, except: BattleClient): boolean {
    return (this.clients as BattleClient[]).some((c) => c !== except && c.auth?.userId === userId);
  }

  private listingChanged(): void {
    const seated = new Set(this.referee.holders.flatMap((h) => (h?.userId ? [h.userId] : [])));
    this.state.spectators = (this.clients as BattleClient[]).filter(
      (c) => !c.auth || !seated.has(c.auth.userId),
    ).length;
    if (this.referee.battle) this.listing.set(listingOf(this.state, this.referee.holders, this.createdAt));
  }

  private host(): RefereeHost {
    return {
      clock: this.clock,
      state: this.state,
      sendToUser: (userId, type, message) => {
        for (const client of this.clients as BattleClient[])
          if (client.auth?.userId === userId) client.send(type, message);
      },
      balanceChanged: (userId) => void this.sendBalance(userId),
      listingChanged: () => this.listingChanged(),
      ended: () => {
        // Off the lobby at once; watchers keep the room a while to see the result.
        void this.setPrivate(true);
        this.closeTimer?.clear();
        this.closeTimer = this.clock.setTimeout(
          () => void this.disconnect(),
          this.state.closing ? 0 : this.settings.lingerMs,
        );
      },
      log: (message, error) => console.error(`crash battle ${this.roomId}: ${message}`, error ?? ''),
    };
  }

  private sendBalance(userId: string): Promise<void> {
    return sendBalance(
      userId,
      (message) => this.host().sendToUser(userId, CRASH_BATTLE_SERVER_MESSAGES.balance, message),
      `crash battle ${this.roomId}`,
    );
  }
}

/** A battle room class bound to its settings. */
export function crashBattleRoomClass(settings: CrashBattleSettings): new () => CrashBattleRoom {
  return class ConfiguredCrashBattleRoom extends CrashBattleRoom {
    protected readonly settings = settings;
  };
}
