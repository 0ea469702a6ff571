import { type Client, Room } from '@colyseus/core';
import type { RoomException, RoomMethodName } from '@colyseus/core';
import {
  AppError,
  CRASH_CLIENT_MESSAGES,
  CRASH_SERVER_MESSAGES,
  CrashBetMessage,
  CrashCashOutMessage,
  type CrashErrorEvent,
  CrashRoomState,
  CrashTimeMessage,
  type CrashVariant,
  crashRoomId,
  isCrashVariant,
} from '@arena/schemas';
import { authenticateRoomClient } from '../../auth';
import { roomServices } from '../../services';
import { admitToCrash } from './access';
import { CrashDealer, type DealerHost } from './dealer';
import { type OwnerRelay, ownerRelay } from '../../scale/mirror/owner-relay';
import type { MirrorCall, RoomReply } from '../../scale/mirror/protocol';
import type { CrashSettings } from './settings';
import { UserClients } from './user-clients';
import { BalanceNotices } from './balance-notices';

interface CrashAuth {
  userId: string;
}
type CrashClient = Client<{ auth: CrashAuth | undefined }>;

/** Options the server passes when it opens a variant's room at boot. */
export interface CrashRoomCreateOptions {
  variant: CrashVariant;
  /** A per-process secret: clients cannot open crash rooms, the server opens one per variant. */
  bootKey: string;
}

/**
 * The crash room of one variant (classic or plus). Authoritative: bets are ledger bets, cash-outs are
 * priced off the server's clock at arrival, the crash point never leaves the server before the crash.
 * Rounds are driven by the dealer; this class is the socket side: auth, validation, replies.
 */
export abstract class CrashRoom extends Room<{ state: CrashRoomState }> {
  protected abstract readonly settings: CrashSettings;
  protected abstract readonly bootKey: string;
  private variant: CrashVariant = 'classic';
  private dealer!: CrashDealer;
  /** Several processes: relays the rounds to the mirror rooms on the other processes (scale/mirror/). */
  private relay?: OwnerRelay;
  // By session id first (one lookup); a reloaded page may share its session id with a reconnected tab, then a scan.
  private readonly userClients = new UserClients<CrashClient>(
    (client) => this.clients.get(client.sessionId) === client || this.clients.includes(client),
  );
  /** Dropped players whose seat is held: they may come back and cash out. */
  private heldSeats = 0;
  private readonly balances = new BalanceNotices(
    (userIds) => roomServices().ledger.balancesOf(userIds),
    (userId, message) => this.host().sendToUser(userId, CRASH_SERVER_MESSAGES.balance, message),
    (message, error) => console.error(`crash room ${this.roomId}: ${message}`, error ?? ''),
  );

  /** Signed-out visitors may watch (`true`); a bad token is refused. */
  static override async onAuth(token: string | undefined): Promise<CrashAuth | true> {
    return (await authenticateRoomClient(token || undefined, true)) ?? true;
  }

  override async onCreate(options: Partial<CrashRoomCreateOptions>): Promise<void> {
    if (options.bootKey !== this.bootKey || !options.variant || !isCrashVariant(options.variant)) {
      throw new AppError('GLOBAL.FORBIDDEN');
    }
    this.variant = options.variant;
    this.roomId = crashRoomId(this.variant);
    this.autoDispose = false;
    this.patchRate = this.settings.patchRateMs;
    this.maxMessagesPerSecond = this.settings.maxMessagesPerSecond;
    this.state = new CrashRoomState({ variant: this.variant });
    this.dealer = new CrashDealer(this.host(), roomServices(), this.variant, this.settings);
    // Before the history loads, so mirrors see it arrive as this room's first change.
    this.relay = ownerRelay(
      {
        roomId: this.roomId,
        state: this.state,
        act: (...args) => this.act(...args),
        audienceArrived: () => this.dealer.wake(),
      },
      this.presence,
    );
    await this.dealer.loadHistory();

    for (const action of [CRASH_CLIENT_MESSAGES.cashOut, CRASH_CLIENT_MESSAGES.bet]) {
      this.onMessage(action, async (client: CrashClient, message: unknown) => {
        // The price of a cash-out is the moment it arrived: read the clock before anything else.
        const arrival = performance.now();
        const refusal = await this.act(action, client.auth?.userId ?? null, message, arrival);
        if (refusal) client.send(refusal.type, refusal.message);
      });
    }
    this.onMessage(CRASH_CLIENT_MESSAGES.time, (client: CrashClient, message: unknown) => {
      const parsed = CrashTimeMessage.safeParse(message);
      if (!parsed.success) return this.refuse(client, 'time', new AppError('GLOBAL.BAD_REQUEST', ['time']));
      client.send(CRASH_SERVER_MESSAGES.time, { clientTime: parsed.data.clientTime, serverTime: Date.now() });
    });
    this.onMessage('*', (client: CrashClient, type: string | number) => {
      this.refuse(client, String(type), new AppError('GLOBAL.BAD_REQUEST', [String(type).slice(0, 32)]));
    });
  }

  override async onJoin(client: CrashClient): Promise<void> {
    this.userClients.add(client);
    await admitToCrash(this.variant, client.auth?.userId);
    if (client.auth?.userId) this.dealer.bettorArrived(client.auth.userId);
    this.dealer.wake();
  }

  /** A dropped player keeps their seat for a while; their bet is theirs either way (keyed by user). */
  override onDrop(client: CrashClient): void {
    this.userClients.remove(client);
    // Not awaited: the seat is held in the background; a player who never returns simply leaves.
    this.heldSeats += 1;
    this.allowReconnection(client, this.settings.reconnectSeconds)
      .catch(() => undefined)
      .finally(() => (this.heldSeats -= 1));
  }

  /**
   * A dropped player is back on the same session (the SDK's own reconnection: no `onJoin`). If they were the only
   * watcher, the room went idle (WAITING) meanwhile and would stay so, their page frozen on its last round.
   */
  override onReconnect(client: CrashClient): void {
    this.userClients.add(client);
    this.dealer.wake();
  }

  override onLeave(client: CrashClient): void {
    this.userClients.remove(client);
  }

  /**
   * A player's bet or cash-out, from a socket here or forwarded by a mirror room (with the user id it authenticated):
   * the error to send back, if refused. A cash-out is settled before the first await, at `arrival`.
   */
  private async act(
    action: string,
    userId: string | null,
    message: unknown,
    arrival: number,
  ): Promise<RoomReply | undefined> {
    try {
      if (action === CRASH_CLIENT_MESSAGES.cashOut) {
        if (!CrashCashOutMessage.safeParse(message).success) throw new AppError('GLOBAL.BAD_REQUEST', ['cashOut']);
        if (!userId) throw new AppError('CRASH.WITHDRAW_WITHOUT_PLAY');
        this.dealer.cashOut(userId, arrival);
      } else if (action === CRASH_CLIENT_MESSAGES.bet) {
        const parsed = CrashBetMessage.safeParse(message);
        if (!parsed.success) throw new AppError('GLOBAL.BAD_REQUEST', ['bet']);
        if (!userId) throw new AppError('GLOBAL.FORBIDDEN');
        await this.dealer.placeBet(userId, parsed.data);
      } else throw new AppError('GLOBAL.BAD_REQUEST', [action.slice(0, 32)]);
      return undefined;
    } catch (error) {
      return { type: CRASH_SERVER_MESSAGES.error, message: this.refusal(action, error) };
    }
  }

  /** Called by mirror rooms through Colyseus's room IPC (matchMaker.remoteRoomCall); null when not relaying. */
  async mirrorCall(call: MirrorCall): Promise<unknown> {
    const arrival = performance.now();
    return this.relay ? this.relay.call(call, arrival) : null;
  }

  override onBeforePatch(): void {
    this.relay?.publishChanges();
  }

  override onUncaughtException(error: RoomException, methodName: RoomMethodName): void {
    const cause = error.cause ?? error;
    if (cause instanceof AppError) console.warn(`crash room ${this.roomId}: ${methodName} refused with ${cause.key}`);
    else console.error(`crash room ${this.roomId}: uncaught in ${methodName}`, cause);
    const client = (error as { client?: CrashClient }).client;
    if (methodName === 'onMessage' && client) this.refuse(client, 'message', new AppError('GLOBAL.INTERNAL_ERROR'));
  }

  /** SIGTERM: no new players, the round in play finishes, then everyone is disconnected. */
  override onBeforeShutdown(): void {
    void this.lock();
    this.dealer.requestStop();
  }

  private refuse(client: CrashClient, action: string, error: unknown): void {
    client.send(CRASH_SERVER_MESSAGES.error, this.refusal(action, error));
  }

  private refusal(action: string, error: unknown): CrashErrorEvent {
    const appError = error instanceof AppError ? error : new AppError('GLOBAL.INTERNAL_ERROR');
    if (!(error instanceof AppError)) console.error(`crash room ${this.roomId}: ${action} failed`, error);
    return { ...appError.toBody(), action };
  }

  private host(): DealerHost {
    const hasClients = () => this.clients.length > 0 || (this.relay?.remoteClients() ?? 0) > 0;
    return {
      clock: this.clock,
      state: this.state,
      hasClients,
      mayCashOut: () => this.heldSeats > 0 || hasClients(),
      sendToUser: (userId, type, message) => {
        for (const client of this.userClients.of(userId)) client.send(type, message);
        this.relay?.sendToUser(userId, type, message);
      },
      balanceChanged: (userId) => this.balances.changed(userId),
      stopped: () => {
        // The crash that ended the last round reaches everyone before the room closes.
        this.broadcastPatch();
        void this.disconnect();
      },
      log: (message, error) => console.error(`crash room ${this.roomId}: ${message}`, error ?? ''),
    };
  }
}

/** A crash room class bound to its settings and to this process's boot key. */
export function crashRoomClass(settings: CrashSettings, bootKey: string): new () => CrashRoom {
  return class ConfiguredCrashRoom extends CrashRoom {
    protected readonly settings = settings;
    protected readonly bootKey = bootKey;
  };
}
