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
      { clock: this.clock, state: this.state, log: (message, error) => console.error(`jackpot: ${message}`, error ?? '') },
      roomServices(),
      this.settings,
    );
    this.registerMessages();
    await this.pot.openRound();
  }

  override onUncaughtException(error: RoomException, methodName: RoomMethodName): void {
    const cause = error.cause ?? error;
    if (!(cause instanceof AppError)) console.error(`jackpot: uncaught in ${methodName}`, cause);
    const client = (error as { client?: JackpotClient }).client;
    if (methodName === 'onMessage' && client) this.refuse(client, 'message', asAppError(cause));
  }

  override async onBeforeShutdown(): Promise<void> {
    await this.lock();
    await this.pot.stop().catch((error: unknown) => console.error('jackpot: stop failed (boot recovery will refund)', error));
    await this.disconnect();
  }

  private registerMessages(): void {
    const M = JACKPOT_CLIENT_MESSAGES;
    this.onMessage(M.enter, (client: JackpotClient, message: unknown) => {
      const parsed = JackpotEnterMessage.safeParse(message);
      if (!parsed.success) return this.refuse(client, M.enter, new AppError('GLOBAL.BAD_REQUEST', [M.enter]));
      const userId = client.auth?.userId;
      if (!userId) return this.refuse(client, M.enter, new AppError('GLOBAL.FORBIDDEN'));
      this.profile(userId)
        .then((profile) => this.pot.enter(userId, profile, parsed.data.itemIds))
        .then((entry) => client.send(JACKPOT_SERVER_MESSAGES.entered, { betId: entry.betId, valueCents: entry.valueCents }))
        .catch((error: unknown) => {
          if (!(error instanceof AppError)) console.error('jackpot: enter failed', error);
          this.refuse(client, M.enter, asAppError(error));
        });
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

  private refuse(client: JackpotClient, action: string, error: AppError): void {
    const body: JackpotErrorEvent = { ...error.toBody(), action };
    client.send(JACKPOT_SERVER_MESSAGES.error, body);
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
