import { type Client, Room, matchMaker } from '@colyseus/core';
import type { Delayed } from '@colyseus/timer';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { hasPremium } from '@arena/api';
import {
  AppError,
  CRASH_CLIENT_MESSAGES,
  CRASH_SERVER_MESSAGES,
  CrashBetState,
  type CrashErrorEvent,
  CrashHistoryEntry,
  CrashRoomState,
  CrashTimeMessage,
  type CrashVariant,
  crashRoomId,
  isCrashVariant,
} from '@arena/schemas';
import { authenticateRoomClient } from '../../auth';
import { roomServices } from '../../services';
import type { CrashSettings } from '../../rooms/crash/settings';
import { MirrorFollower, callOwner } from './follower';
import type { MirrorActionReply } from './protocol';
import { MIRROR_TIMING, mirrorRoomId } from './settings';

interface CrashAuth {
  userId: string;
}
type CrashClient = Client<{ auth: CrashAuth | undefined }>;

/** Options the server passes when it opens a variant's mirror (mirrors.ts); clients cannot open one. */
export interface CrashMirrorCreateOptions {
  variant: CrashVariant;
  bootKey: string;
}

/**
 * A crash variant's room as seen from a process that does not run its rounds: the same state as the owner's room
 * (follower.ts), the same messages for each user, and bets and cash-outs forwarded to the owner with the user id
 * this room authenticated. The owner prices, checks and settles them exactly as if they had come to its own socket;
 * a refusal comes back as the error the owner would have sent. Clients cannot tell the two rooms apart.
 */
export abstract class CrashMirrorRoom extends Room<{ state: CrashRoomState }> {
  protected abstract readonly settings: CrashSettings;
  protected abstract readonly bootKey: string;
  private variant: CrashVariant = 'classic';
  private sourceRoomId = '';
  private follower?: MirrorFollower;
  private beat?: Delayed;

  /** As the owner's room: signed-out visitors may watch, a bad token is refused. */
  static override async onAuth(token: string | undefined): Promise<CrashAuth | true> {
    return (await authenticateRoomClient(token || undefined, true)) ?? true;
  }

  override async onCreate(options: Partial<CrashMirrorCreateOptions>): Promise<void> {
    if (options.bootKey !== this.bootKey || !options.variant || !isCrashVariant(options.variant)) throw new AppError('GLOBAL.FORBIDDEN');
    this.variant = options.variant;
    this.sourceRoomId = crashRoomId(this.variant);
    this.roomId = mirrorRoomId(this.sourceRoomId, matchMaker.processId);
    this.autoDispose = false;
    this.patchRate = this.settings.patchRateMs;
    this.maxMessagesPerSecond = this.settings.maxMessagesPerSecond;
    this.state = new CrashRoomState({ variant: this.variant });
    this.follower = new MirrorFollower(this.sourceRoomId, this.presence, {
      state: this.state,
      children: { bets: CrashBetState, history: CrashHistoryEntry },
      applied: () => this.broadcastPatch(),
      toUser: (userId, type, message) => {
        for (const client of this.clients as CrashClient[]) if (client.auth?.userId === userId) client.send(type, message);
      },
    });
    await this.follower.start();
    for (const action of [CRASH_CLIENT_MESSAGES.bet, CRASH_CLIENT_MESSAGES.cashOut]) {
      this.onMessage(action, (client: CrashClient, message: unknown) => void this.forward(client, action, message));
    }
    this.onMessage(CRASH_CLIENT_MESSAGES.time, (client: CrashClient, message: unknown) => {
      const parsed = CrashTimeMessage.safeParse(message);
      if (!parsed.success) return this.refuse(client, 'time', new AppError('GLOBAL.BAD_REQUEST', ['time']));
      client.send(CRASH_SERVER_MESSAGES.time, { clientTime: parsed.data.clientTime, serverTime: Date.now() });
    });
    this.onMessage('*', (client: CrashClient, type: string | number) => {
      this.refuse(client, String(type), new AppError('GLOBAL.BAD_REQUEST', [String(type).slice(0, 32)]));
    });
    this.beat = this.clock.setInterval(() => this.reportAudience(), MIRROR_TIMING.audienceBeatMs);
  }

  override async onJoin(client: CrashClient): Promise<void> {
    if (this.variant === 'plus') {
      const userId = client.auth?.userId;
      const premium = userId ? await hasPremium(roomServices().orm.em.fork() as SqlEntityManager, userId) : false;
      if (!premium) throw new AppError('CRASH.PLUS_NEEDS_PREMIUM');
    }
    // After the join completes, so the count includes this client (the owner opens a round for watchers).
    setImmediate(() => this.reportAudience());
  }

  override onLeave(): void {
    this.reportAudience();
  }

  /** As the owner's room: a dropped player keeps their seat for a while. */
  override onDrop(client: CrashClient): void {
    this.allowReconnection(client, this.settings.reconnectSeconds).catch(() => undefined);
  }

  override onDispose(): void {
    this.beat?.clear();
    this.follower?.stop();
  }

  private async forward(client: CrashClient, action: string, message: unknown): Promise<void> {
    let reply: MirrorActionReply | null;
    try {
      reply = await callOwner<MirrorActionReply | null>(this.sourceRoomId, { kind: 'action', action, userId: client.auth?.userId ?? null, message });
    } catch {
      return this.refuse(client, action, new AppError('GLOBAL.SERVICE_UNAVAILABLE'));
    }
    if (!reply) return this.refuse(client, action, new AppError('GLOBAL.SERVICE_UNAVAILABLE'));
    if (reply.refusal) client.send(reply.refusal.type, reply.refusal.message);
  }

  private reportAudience(): void {
    callOwner(this.sourceRoomId, { kind: 'audience', mirrorId: this.roomId, clients: this.clients.length }).catch(() => undefined);
  }

  private refuse(client: CrashClient, action: string, error: AppError): void {
    const body: CrashErrorEvent = { ...error.toBody(), action };
    client.send(CRASH_SERVER_MESSAGES.error, body);
  }
}

/** A mirror room class bound to the crash settings and to this process's boot key. */
export function crashMirrorRoomClass(settings: CrashSettings, bootKey: string): new () => CrashMirrorRoom {
  return class ConfiguredCrashMirrorRoom extends CrashMirrorRoom {
    protected readonly settings = settings;
    protected readonly bootKey = bootKey;
  };
}
