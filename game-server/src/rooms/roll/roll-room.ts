import { type Client, Room, type RoomException, type RoomMethodName } from '@colyseus/core';
import { getUserState } from '@arena/api';
import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  AppError,
  ROLL_CLIENT_MESSAGES,
  ROLL_ROOM_ID,
  ROLL_SERVER_MESSAGES,
  RollBetMessage,
  type RollErrorEvent,
  RollRoomState,
  RollTimeMessage,
} from '@arena/schemas';
import { authenticateRoomClient } from '../../auth';
import { sendBalance } from '../../balance-notice';
import { roomServices } from '../../services';
import { RollDealer, type RollHost } from './dealer';
import { type OwnerRelay, ownerRelay } from '../../scale/mirror/owner-relay';
import type { MirrorCall, RoomReply } from '../../scale/mirror/protocol';
import type { RollSettings } from './settings';
import type { Bettor } from './state-view';

type RollClient = Client<{ auth: { userId: string } | undefined }>;

const asAppError = (error: unknown) => (error instanceof AppError ? error : new AppError('GLOBAL.INTERNAL_ERROR'));

/**
 * The one roll (Rush) room, opened by the server at boot. Anyone may watch; a signed-in player sends `bet`
 * messages during betting. This class is the socket side (auth, validation, replies); rounds are the dealer's.
 */
export abstract class RollRoom extends Room<{ state: RollRoomState }> {
  protected abstract readonly settings: RollSettings;
  protected abstract readonly bootKey: string;
  private dealer!: RollDealer;
  /** Several processes: relays the rounds to the mirror rooms on the other processes (scale/mirror/). */
  private relay?: OwnerRelay;

  static override async onAuth(token: string | undefined): Promise<{ userId: string } | true> {
    return (await authenticateRoomClient(token || undefined, true)) ?? true;
  }

  /** Only this process's boot opens the room (a client's `create` is refused): one room, one chain. */
  override async onCreate(options: { bootKey?: unknown } = {}): Promise<void> {
    if (options.bootKey !== this.bootKey) throw new AppError('GLOBAL.FORBIDDEN');
    this.roomId = ROLL_ROOM_ID;
    this.autoDispose = false;
    this.patchRate = this.settings.patchRateMs;
    this.maxMessagesPerSecond = this.settings.maxMessagesPerSecond;
    this.state = new RollRoomState();
    this.dealer = new RollDealer(this.host(), roomServices(), this.settings);
    // Before the history loads, so mirrors see it arrive as this room's first change.
    this.relay = ownerRelay(
      {
        roomId: this.roomId,
        state: this.state,
        act: (action, userId, message) => this.act(action, userId, message),
        audienceArrived: () => this.dealer.wake(),
      },
      this.presence,
    );
    await this.dealer.loadHistory();
    this.registerMessages();
  }

  override onJoin(): void {
    this.dealer.wake();
  }

  /** A dropped player keeps their seat for a while; their bets are theirs either way (stored by user). */
  override onDrop(client: RollClient): void {
    this.allowReconnection(client, this.settings.reconnectSeconds).catch(() => undefined);
  }

  /**
   * A dropped player is back on the same session (the SDK's own reconnection: no `onJoin`). If they were the only
   * watcher, the room went idle (WAITING) meanwhile and would stay so, their page frozen on its last round.
   */
  override onReconnect(): void {
    this.dealer.wake();
  }

  /** Called by mirror rooms through Colyseus's room IPC (matchMaker.remoteRoomCall); null when not relaying. */
  async mirrorCall(call: MirrorCall): Promise<unknown> {
    return this.relay ? this.relay.call(call, performance.now()) : null;
  }

  override onBeforePatch(): void {
    this.relay?.publishChanges();
  }

  override onUncaughtException(error: RoomException, methodName: RoomMethodName): void {
    const cause = error.cause ?? error;
    if (!(cause instanceof AppError)) console.error(`roll: uncaught in ${methodName}`, cause);
    const client = (error as { client?: RollClient }).client;
    if (methodName === 'onMessage' && client) this.refuse(client, 'message', asAppError(cause));
  }

  /** SIGTERM: no new players, the round in play is settled and shown, then everyone is disconnected. */
  override onBeforeShutdown(): void {
    void this.lock();
    this.dealer.requestStop();
  }

  private registerMessages(): void {
    const M = ROLL_CLIENT_MESSAGES;
    this.onMessage(M.bet, (client: RollClient, message: unknown) => {
      void this.act(M.bet, client.auth?.userId ?? null, message).then((reply) =>
        client.send(reply.type, reply.message),
      );
    });
    this.onMessage(M.time, (client: RollClient, message: unknown) => {
      const parsed = RollTimeMessage.safeParse(message);
      if (!parsed.success) return this.refuse(client, M.time, new AppError('GLOBAL.BAD_REQUEST', [M.time]));
      client.send(ROLL_SERVER_MESSAGES.time, { clientTime: parsed.data.clientTime, serverTime: Date.now() });
    });
    this.onMessage('*', (client: RollClient, type: string | number) => {
      this.refuse(client, String(type).slice(0, 32), new AppError('GLOBAL.BAD_REQUEST', [String(type).slice(0, 32)]));
    });
  }

  /**
   * A player's bet, from a socket here or forwarded by a mirror room (with the user id it authenticated): the
   * acknowledgement or the refusal to send back.
   */
  private async act(action: string, userId: string | null, message: unknown): Promise<RoomReply> {
    try {
      if (action !== ROLL_CLIENT_MESSAGES.bet) throw new AppError('GLOBAL.BAD_REQUEST', [action.slice(0, 32)]);
      const parsed = RollBetMessage.safeParse(message);
      if (!parsed.success) throw new AppError('GLOBAL.BAD_REQUEST', [action]);
      if (!userId) throw new AppError('GLOBAL.FORBIDDEN');
      const placed = await this.dealer.placeBet(userId, await this.bettor(userId), parsed.data);
      return { type: ROLL_SERVER_MESSAGES.betPlaced, message: placed };
    } catch (error) {
      if (!(error instanceof AppError)) console.error('roll: bet failed', error);
      return { type: ROLL_SERVER_MESSAGES.error, message: this.refusal(action.slice(0, 32), asAppError(error)) };
    }
  }

  private refuse(client: RollClient, action: string, error: AppError): void {
    client.send(ROLL_SERVER_MESSAGES.error, this.refusal(action, error));
  }

  private refusal(action: string, error: AppError): RollErrorEvent {
    return { ...error.toBody(), action };
  }

  private async bettor(userId: string): Promise<Bettor> {
    const user = await getUserState(roomServices().orm.em.fork() as SqlEntityManager, userId);
    if (!user) throw new AppError('GLOBAL.FORBIDDEN');
    return { name: user.name, avatar: user.avatar ?? '' };
  }

  private host(): RollHost {
    return {
      clock: this.clock,
      state: this.state,
      hasClients: () => this.clients.length > 0 || (this.relay?.remoteClients() ?? 0) > 0,
      sendToUser: (userId, type, message) => {
        for (const client of this.clients as RollClient[])
          if (client.auth?.userId === userId) client.send(type, message);
        this.relay?.sendToUser(userId, type, message);
      },
      balanceChanged: (userId) =>
        void sendBalance(
          userId,
          (message) => this.host().sendToUser(userId, ROLL_SERVER_MESSAGES.balance, message),
          'roll',
        ),
      stopped: () => void this.disconnect(),
      log: (message, error) => console.error(`roll: ${message}`, error ?? ''),
    };
  }
}

/** The roll room class bound to its settings and to this process's boot key. */
export function rollRoomClass(settings: RollSettings, bootKey: string): new () => RollRoom {
  return class ConfiguredRollRoom extends RollRoom {
    protected readonly settings = settings;
    protected readonly bootKey = bootKey;
  };
}
