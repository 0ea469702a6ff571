import { type Client, Room, type RoomException, type RoomMethodName } from '@colyseus/core';
import { POTATO_GAME, getUserState } from '@arena/api';
import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  AppError,
  POTATO_CLIENT_MESSAGES,
  POTATO_SERVER_MESSAGES,
  PotatoEmptyMessage,
  type PotatoErrorEvent,
  type PotatoListing,
  PotatoPassMessage,
  PotatoState,
  PotatoTimeMessage,
  potatoTableBuyIn,
} from '@arena/schemas';
import { authenticateRoomClient } from '../../auth';
import { sendBalance } from '../../balance-notice';
import { LobbyListing } from '../../lobby-listing';
import { roomServices } from '../../services';
import { roomWinFeed } from '../../win-feed';
import type { PotatoSettings } from './settings';
import { potatoTableKey } from './table-key';
import { type Profile, PotatoTable } from './table';

type PotatoClient = Client<{ auth: { userId: string } | undefined }>;

const asAppError = (error: unknown) => (error instanceof AppError ? error : new AppError('GLOBAL.INTERNAL_ERROR'));

/**
 * One fixed potato table, opened by the server (its room id is the table id). Anyone may watch; a
 * signed-in player sends `join` to sit, `leave` to get up before the start, `pass` with a seat while holding
 * the potato. This class is the socket side; seats, games and money are PotatoTable's.
 */
export abstract class PotatoRoom extends Room<{ state: PotatoState; metadata: PotatoListing }> {
  protected abstract readonly settings: PotatoSettings;
  protected abstract readonly bootKey: string;
  private table!: PotatoTable;
  private shuttingDown = false;
  private readonly listing = new LobbyListing<PotatoListing>(this);

  static override async onAuth(token: string | undefined): Promise<{ userId: string } | true> {
    return (await authenticateRoomClient(token || undefined, true)) ?? true;
  }

  /**
   * Only the server opens tables (a client's `create` is refused): this process's boot, or, with several processes,
   * whichever process found the table missing (standing rooms, scale/), with the cluster's table key.
   */
  override async onCreate(options: { bootKey?: unknown; tableKey?: unknown; tableId?: unknown } = {}): Promise<void> {
    const buyIn = typeof options.tableId === 'string' ? potatoTableBuyIn(options.tableId) : null;
    const opener =
      options.bootKey === this.bootKey ||
      (typeof options.tableKey === 'string' && options.tableKey === potatoTableKey(roomServices()));
    if (!opener || buyIn === null) throw new AppError('GLOBAL.FORBIDDEN');
    const tableId = options.tableId as string;
    this.roomId = tableId;
    this.autoDispose = false;
    this.patchRate = this.settings.patchRateMs;
    this.maxMessagesPerSecond = this.settings.maxMessagesPerSecond;
    this.state = new PotatoState({ tableId, buyInCents: buyIn });
    this.table = new PotatoTable(
      {
        clock: this.clock,
        state: this.state,
        balanceChanged: (userId) => void this.sendBalance(userId),
        listingChanged: () => this.listingChanged(),
        won: (userId, stakeCents, payoutCents) =>
          roomWinFeed().publish({ game: POTATO_GAME, userId, stakeCents, payoutCents, hundredths: 0 }),
        log: (message, error) => console.error(`potato ${tableId}: ${message}`, error ?? ''),
      },
      roomServices(),
      this.settings,
      tableId,
      buyIn,
    );
    this.registerMessages();
    await this.table.openGame();
  }

  override onJoin(client: PotatoClient): void {
    const userId = client.auth?.userId;
    if (userId) this.table.connection(userId, true);
    this.listingChanged();
  }

  override onDrop(client: PotatoClient): void {
    const userId = client.auth?.userId;
    if (userId && !this.hasOtherConnection(userId, client)) this.table.connection(userId, false);
    this.allowReconnection(client, this.settings.reconnectSeconds).catch(() => undefined);
    this.listingChanged();
  }

  override onReconnect(client: PotatoClient): void {
    const userId = client.auth?.userId;
    if (userId) this.table.connection(userId, true);
    this.listingChanged();
  }

  override onLeave(client: PotatoClient): void {
    const userId = client.auth?.userId;
    if (userId && !this.hasOtherConnection(userId, client)) this.table.connection(userId, false);
    this.listingChanged();
  }

  override onUncaughtException(error: RoomException, methodName: RoomMethodName): void {
    const cause = error.cause ?? error;
    if (!(cause instanceof AppError)) console.error(`potato ${this.roomId}: uncaught in ${methodName}`, cause);
    const client = (error as { client?: PotatoClient }).client;
    if (methodName === 'onMessage' && client) this.refuse(client, 'message', asAppError(cause));
  }

  override async onBeforeShutdown(): Promise<void> {
    this.shuttingDown = true;
    await this.lock();
    await this.table
      .stop()
      .catch((error: unknown) =>
        console.error(`potato ${this.roomId}: stop failed (boot recovery will end the game)`, error),
      );
    await this.disconnect();
  }

  /** Nobody seated at a waiting game: the table can move to another process now at no one's cost. */
  get idle(): boolean {
    return this.table.idle;
  }

  /**
   * The table moves to another process (scale/standing-rooms.ts): the game in play finishes here first (seated
   * players keep their seats and play it out), then the table closes and opens again there. A SIGTERM meanwhile
   * stops it as a shutdown does.
   */
  async handOver(): Promise<void> {
    await this.table.finishGame();
    if (this.shuttingDown) return;
    await this.onBeforeShutdown();
  }

  private registerMessages(): void {
    const M = POTATO_CLIENT_MESSAGES;
    this.onMessage(M.join, (client: PotatoClient, message: unknown) => {
      if (!PotatoEmptyMessage.safeParse(message).success)
        return this.refuse(client, M.join, new AppError('GLOBAL.BAD_REQUEST', [M.join]));
      this.act(client, M.join, async (userId) => {
        const seat = await this.table.join(userId, await this.profile(userId));
        client.send(POTATO_SERVER_MESSAGES.seated, { seat });
      });
    });
    this.onMessage(M.leave, (client: PotatoClient, message: unknown) => {
      if (!PotatoEmptyMessage.safeParse(message).success)
        return this.refuse(client, M.leave, new AppError('GLOBAL.BAD_REQUEST', [M.leave]));
      this.act(client, M.leave, async (userId) => {
        await this.table.leave(userId);
        client.send(POTATO_SERVER_MESSAGES.left, { refunded: true });
      });
    });
    this.onMessage(M.pass, (client: PotatoClient, message: unknown) => {
      const parsed = PotatoPassMessage.safeParse(message);
      if (!parsed.success) return this.refuse(client, M.pass, new AppError('GLOBAL.BAD_REQUEST', [M.pass]));
      this.act(client, M.pass, async (userId) => this.table.pass(userId, parsed.data.to));
    });
    this.onMessage(M.time, (client: PotatoClient, message: unknown) => {
      const parsed = PotatoTimeMessage.safeParse(message);
      if (!parsed.success) return this.refuse(client, M.time, new AppError('GLOBAL.BAD_REQUEST', [M.time]));
      client.send(POTATO_SERVER_MESSAGES.time, { clientTime: parsed.data.clientTime, serverTime: Date.now() });
    });
    this.onMessage('*', (client: PotatoClient, type: string | number) => {
      this.refuse(client, String(type).slice(0, 32), new AppError('GLOBAL.BAD_REQUEST', [String(type).slice(0, 32)]));
    });
  }

  /** Runs a signed-in player's action; any refusal goes back to that client with its catalogue key. */
  private act(client: PotatoClient, action: string, work: (userId: string) => Promise<void>): void {
    const userId = client.auth?.userId;
    if (!userId) return this.refuse(client, action, new AppError('GLOBAL.FORBIDDEN'));
    work(userId).catch((error: unknown) => {
      if (!(error instanceof AppError)) console.error(`potato ${this.roomId}: ${action} failed`, error);
      this.refuse(client, action, asAppError(error));
    });
  }

  private refuse(client: PotatoClient, action: string, error: AppError): void {
    const body: PotatoErrorEvent = { ...error.toBody(), action };
    client.send(POTATO_SERVER_MESSAGES.error, body);
  }

  private async profile(userId: string): Promise<Profile> {
    const user = await getUserState(roomServices().orm.em.fork() as SqlEntityManager, userId);
    if (!user) throw new AppError('GLOBAL.FORBIDDEN');
    return { name: user.name, avatar: user.avatar ?? '' };
  }

  private hasOtherConnection(userId: string, except: PotatoClient): boolean {
    return (this.clients as PotatoClient[]).some((c) => c !== except && c.auth?.userId === userId);
  }

  private listingChanged(): void {
    const seated = new Set(this.table.holders.flatMap((h) => (h ? [h.userId] : [])));
    this.state.spectators = (this.clients as PotatoClient[]).filter(
      (c) => !c.auth || !seated.has(c.auth.userId),
    ).length;
    this.listing.set(this.table.listing());
  }

  private sendBalance(userId: string): Promise<void> {
    return sendBalance(
      userId,
      (message) => {
        for (const client of this.clients as PotatoClient[])
          if (client.auth?.userId === userId) client.send(POTATO_SERVER_MESSAGES.balance, message);
      },
      `potato ${this.roomId}`,
    );
  }
}

/** The potato room class bound to its settings and to this process's boot key. */
export function potatoRoomClass(settings: PotatoSettings, bootKey: string): new () => PotatoRoom {
  return class ConfiguredPotatoRoom extends PotatoRoom {
    protected readonly settings = settings;
    protected readonly bootKey = bootKey;
  };
}
