import { type Client, Room, type RoomException, type RoomMethodName } from '@colyseus/core';
import { getUserState } from '@arena/api';
import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  AppError,
  JACKPOT_CLIENT_MESSAGES,
  JACKPOT_ROOM_ID,
  JACKPOT_SERVER_MESSAGES,
  JackpotEnterMessage,
  type JackpotErrorEvent,
  JackpotState,
  JackpotTimeMessage,
} from '@arena/schemas';
import { authenticateRoomClient } from '../../auth';
import { roomServices } from '../../services';
import { JackpotPot, type Profile } from './pot';
import { type OwnerRelay, ownerRelay } from '../../scale/mirror/owner-relay';
import type { MirrorCall, RoomReply } from '../../scale/mirror/protocol';
import type { JackpotSettings } from './settings';

type JackpotClient = Client<{ auth: { userId: string } | undefined }>;

const asAppError = (error: unknown) => (error instanceof AppError ? error : new AppError('GLOBAL.INTERNAL_ERROR'));

/**
 * The one jackpot pot, opened by the server at boot. Anyone may watch; a signed-in player sends `enter` with
 * skin ids. This class is the socket side (auth, validation, replies); the pot and its money are JackpotPot's.
 */
export abstract class JackpotRoom extends Room<{ state: JackpotState }> {
  protected abstract readonly settings: JackpotSettings;
  protected abstract readonly bootKey: string;
  private pot!: JackpotPot;
  /** Several processes: relays the pot to the mirror rooms on the other processes (scale/mirror/). */
  private relay?: OwnerRelay;
  private shuttingDown = false;

  static override async onAuth(token: string | undefined): Promise<{ userId: string } | true> {
    return (await authenticateRoomClient(token || undefined, true)) ?? true;
  }

  /** Only this process's boot opens the pot (a client's `create` is refused): one pot, one committed seed. */
  override async onCreate(options: { bootKey?: unknown } = {}): Promise<void> {
    if (options.bootKey !== this.bootKey) throw new AppError('GLOBAL.FORBIDDEN');
    this.roomId = JACKPOT_ROOM_ID;
    this.autoDispose = false;
    this.patchRate = this.settings.patchRateMs;
    this.maxMessagesPerSecond = this.settings.maxMessagesPerSecond;
    this.state = new JackpotState();
    this.pot = new JackpotPot(
      {
        clock: this.clock,
        state: this.state,
        log: (message, error) => console.error(`jackpot: ${message}`, error ?? ''),
      },
      roomServices(),
      this.settings,
    );
    // The pot runs whoever watches, so a mirror's audience changes nothing here.
    this.relay = ownerRelay(
      {
        roomId: this.roomId,
        state: this.state,
        act: (action, userId, message) => this.act(action, userId, message),
        audienceArrived: () => undefined,
      },
      this.presence,
    );
    this.registerMessages();
    await this.pot.openRound();
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
    if (!(cause instanceof AppError)) console.error(`jackpot: uncaught in ${methodName}`, cause);
    const client = (error as { client?: JackpotClient }).client;
    if (methodName === 'onMessage' && client) this.refuse(client, 'message', asAppError(cause));
  }

  override async onBeforeShutdown(): Promise<void> {
    this.shuttingDown = true;
    await this.lock();
    await this.pot
      .stop()
      .catch((error: unknown) => console.error('jackpot: stop failed (boot recovery will refund)', error));
    await this.disconnect();
  }

  /**
   * The game moves to another process (scale/local-rooms.ts): the pot in play finishes here, still open to entries,
   * even one player's pot waiting for a second (no refund); the new host opens the next round. A SIGTERM meanwhile
   * stops it as a shutdown does.
   */
  async handOver(): Promise<void> {
    await this.pot.finishRound();
    if (this.shuttingDown) return;
    await this.onBeforeShutdown();
  }

  private registerMessages(): void {
    const M = JACKPOT_CLIENT_MESSAGES;
    this.onMessage(M.enter, (client: JackpotClient, message: unknown) => {
      void this.act(M.enter, client.auth?.userId ?? null, message).then((reply) =>
        client.send(reply.type, reply.message),
      );
    });
    this.onMessage(M.time, (client: JackpotClient, message: unknown) => {
      const parsed = JackpotTimeMessage.safeParse(message);
      if (!parsed.success) return this.refuse(client, M.time, new AppError('GLOBAL.BAD_REQUEST', [M.time]));
      client.send(JACKPOT_SERVER_MESSAGES.time, { clientTime: parsed.data.clientTime, serverTime: Date.now() });
    });
    this.onMessage('*', (client: JackpotClient, type: string | number) => {
      this.refuse(client, String(type).slice(0, 32), new AppError('GLOBAL.BAD_REQUEST', [String(type).slice(0, 32)]));
    });
  }

  /**
   * A player's entry, from a socket here or forwarded by a mirror room (with the user id it authenticated): the
   * acknowledgement or the refusal to send back.
   */
  private async act(action: string, userId: string | null, message: unknown): Promise<RoomReply> {
    try {
      if (action !== JACKPOT_CLIENT_MESSAGES.enter) throw new AppError('GLOBAL.BAD_REQUEST', [action.slice(0, 32)]);
      const parsed = JackpotEnterMessage.safeParse(message);
      if (!parsed.success) throw new AppError('GLOBAL.BAD_REQUEST', [action]);
      if (!userId) throw new AppError('GLOBAL.FORBIDDEN');
      const entry = await this.pot.enter(userId, await this.profile(userId), parsed.data.itemIds);
      return { type: JACKPOT_SERVER_MESSAGES.entered, message: { betId: entry.betId, valueCents: entry.valueCents } };
    } catch (error) {
      if (!(error instanceof AppError)) console.error('jackpot: enter failed', error);
      return { type: JACKPOT_SERVER_MESSAGES.error, message: this.refusal(action.slice(0, 32), asAppError(error)) };
    }
  }

  private refuse(client: JackpotClient, action: string, error: AppError): void {
    client.send(JACKPOT_SERVER_MESSAGES.error, this.refusal(action, error));
  }

  private refusal(action: string, error: AppError): JackpotErrorEvent {
    return { ...error.toBody(), action };
  }

  private async profile(userId: string): Promise<Profile> {
    const user = await getUserState(roomServices().orm.em.fork() as SqlEntityManager, userId);
    if (!user) throw new AppError('GLOBAL.FORBIDDEN');
    return { name: user.name, avatar: user.avatar ?? '' };
  }
}

/** The jackpot room class bound to its settings and to this process's boot key. */
export function jackpotRoomClass(settings: JackpotSettings, bootKey: string): new () => JackpotRoom {
  return class ConfiguredJackpotRoom extends JackpotRoom {
    protected readonly settings = settings;
    protected readonly bootKey = bootKey;
  };
}
