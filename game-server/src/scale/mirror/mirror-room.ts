import { type Client, Room, type RoomException, type RoomMethodName, matchMaker } from '@colyseus/core';
import type { Delayed } from '@colyseus/timer';
import type { z } from 'zod';
import { AppError } from '@arena/schemas';
import { authenticateRoomClient } from '../../auth';
import { MirrorFollower, callOwner } from './follower';
import type { MirrorActionReply } from './protocol';
import { MIRROR_TIMING, mirrorRoomId } from './settings';
import type { ChildClasses, StateJson } from './state-delta';

interface MirrorAuth {
  userId: string;
}
type MirrorClient = Client<{ auth: MirrorAuth | undefined }>;
type MirrorState = { toJSON(): StateJson };

/** The room a mirror follows, as the server's create options name it (the owner lookup). */
export interface FollowedRoom<State extends MirrorState> {
  /** The owner room's id: wherever it runs, Colyseus's room IPC reaches it by this id. */
  sourceRoomId: string;
  /** The mirror's own state, empty until the owner's first full state arrives. */
  state: State;
  /** Refuses a join the owner room would refuse (crash plus: players without premium). */
  admit?(userId: string | undefined): Promise<void>;
}

/**
 * What makes a game's mirror room: its state's shape, the messages players send (forwarded to the owner room, whose
 * handlers check, price and settle them), and its clock-sync and error message types (answered here as the owner
 * would answer them).
 */
export interface MirrorRoomSpec<State extends MirrorState> {
  /** The owner room named by the server's create options (mirrors.ts); throws when the options are not valid. */
  follow(options: Record<string, unknown>): FollowedRoom<State>;
  /** The schema classes of the state's maps and arrays (state-delta.ts). */
  children: ChildClasses;
  /** Every message type a player sends that the owner room handles (bets, cash-outs, entries). */
  actions: readonly string[];
  /** The clock sync: answered on this process, whose clock is the owner's (NTP-synced servers). */
  time: { type: string; message: z.ZodType<{ clientTime: number }>; reply: string };
  /** The server message type of a refusal (`{ error: { key, args }, action }`). */
  errorType: string;
  patchRateMs: number;
  maxMessagesPerSecond: number;
  /** As the owner room: a dropped client keeps its seat this long (none when absent). */
  reconnectSeconds?: number;
}

/**
 * A single room (crash, Rush, DropZone) as seen from a process that does not run its rounds: the same state as the
 * owner's room (follower.ts), the same messages for each user, and every player action forwarded to the owner with
 * the user id this room authenticated. The owner runs it exactly as if it had come to its own socket; what its
 * room would have sent that socket (an acknowledgement, a refusal) comes back and is sent here. Clients cannot
 * tell the two rooms apart.
 */
export function mirrorRoomClass<State extends MirrorState>(
  spec: MirrorRoomSpec<State>,
  bootKey: string,
): new () => Room<{ state: State }> {
  return class MirrorRoom extends Room<{ state: State }> {
    private sourceRoomId = '';
    private admit?: (userId: string | undefined) => Promise<void>;
    private follower?: MirrorFollower;
    private beat?: Delayed;
    private audienceReport?: Delayed;
    private audienceReportedAt = Number.NEGATIVE_INFINITY;
    private audienceReported = 0;

    /** As the owner's room: signed-out visitors may watch, a bad token is refused. */
    static override async onAuth(token: string | undefined): Promise<MirrorAuth | true> {
      return (await authenticateRoomClient(token || undefined, true)) ?? true;
    }

    override async onCreate(options: Record<string, unknown> = {}): Promise<void> {
      // Only the server opens mirrors (one per source per process), never a client.
      if (options.bootKey !== bootKey) throw new AppError('GLOBAL.FORBIDDEN');
      const followed = spec.follow(options);
      this.sourceRoomId = followed.sourceRoomId;
      this.admit = followed.admit;
      this.roomId = mirrorRoomId(this.sourceRoomId, matchMaker.processId);
      this.autoDispose = false;
      this.patchRate = spec.patchRateMs;
      this.maxMessagesPerSecond = spec.maxMessagesPerSecond;
      this.state = followed.state;
      this.follower = new MirrorFollower(this.sourceRoomId, this.presence, {
        state: this.state,
        children: spec.children,
        applied: () => this.broadcastPatch(),
        toUser: (userId, type, message) => {
          for (const client of this.clients as MirrorClient[])
            if (client.auth?.userId === userId) client.send(type, message);
        },
      });
      await this.follower.start();
      for (const action of spec.actions) {
        this.onMessage(action, (client: MirrorClient, message: unknown) => void this.forward(client, action, message));
      }
      this.onMessage(spec.time.type, (client: MirrorClient, message: unknown) => {
        const parsed = spec.time.message.safeParse(message);
        if (!parsed.success)
          return this.refuse(client, spec.time.type, new AppError('GLOBAL.BAD_REQUEST', [spec.time.type]));
        client.send(spec.time.reply, { clientTime: parsed.data.clientTime, serverTime: Date.now() });
      });
      this.onMessage('*', (client: MirrorClient, type: string | number) => {
        const action = String(type).slice(0, 32);
        this.refuse(client, action, new AppError('GLOBAL.BAD_REQUEST', [action]));
      });
      this.beat = this.clock.setInterval(() => this.reportAudience(), MIRROR_TIMING.audienceBeatMs);
    }

    override async onJoin(client: MirrorClient): Promise<void> {
      await this.admit?.(client.auth?.userId);
      // After the join completes, so the count includes this client (the owner opens a round for watchers).
      setImmediate(() => this.reportAudience());
    }

    override onLeave(): void {
      this.reportAudience();
    }

    /** Back on the same session (no `onJoin`): the owner may have gone idle meanwhile, so it hears of this audience now. */
    override onReconnect(): void {
      this.reportAudience();
    }

    override onDrop(client: MirrorClient): void {
      if (spec.reconnectSeconds) this.allowReconnection(client, spec.reconnectSeconds).catch(() => undefined);
    }

    override onDispose(): void {
      this.beat?.clear();
      this.audienceReport?.clear();
      this.follower?.stop();
    }

    override onUncaughtException(error: RoomException, methodName: RoomMethodName): void {
      const cause = error.cause ?? error;
      if (!(cause instanceof AppError)) console.error(`mirror ${this.roomId}: uncaught in ${methodName}`, cause);
      const client = (error as { client?: MirrorClient }).client;
      if (methodName === 'onMessage' && client)
        this.refuse(client, 'message', cause instanceof AppError ? cause : new AppError('GLOBAL.INTERNAL_ERROR'));
    }

    private async forward(client: MirrorClient, action: string, message: unknown): Promise<void> {
      let answer: MirrorActionReply | null;
      try {
        answer = await callOwner<MirrorActionReply | null>(this.sourceRoomId, {
          kind: 'action',
          action,
          userId: client.auth?.userId ?? null,
          message,
        });
      } catch {
        // No owner room answered in time (a take-over in progress): the player may try again.
        return this.refuse(client, action, new AppError('GLOBAL.SERVICE_UNAVAILABLE'));
      }
      if (!answer) return this.refuse(client, action, new AppError('GLOBAL.SERVICE_UNAVAILABLE'));
      if (answer.reply) client.send(answer.reply.type, answer.reply.message);
    }

    /**
     * Tells the owner this mirror's audience: at once for the first watcher after none (it may be what opens the next
     * round) or when the last report is older than MIRROR_TIMING.audienceGapMs, otherwise once that gap has passed,
     * with the count as it is then. A burst of joins or leaves (hundreds of clients in seconds) is then a few calls to
     * the owner instead of one round trip over Redis each.
     */
    private reportAudience(): void {
      const arrival = this.audienceReported === 0 && this.clients.length > 0;
      if (this.audienceReport && !arrival) return;
      const wait = this.audienceReportedAt + MIRROR_TIMING.audienceGapMs - this.clock.currentTime;
      if (wait > 0 && !arrival) {
        this.audienceReport = this.clock.setTimeout(() => {
          this.audienceReport = undefined;
          this.reportAudience();
        }, wait);
        return;
      }
      this.audienceReport?.clear();
      this.audienceReport = undefined;
      this.audienceReportedAt = this.clock.currentTime;
      this.audienceReported = this.clients.length;
      callOwner(this.sourceRoomId, { kind: 'audience', mirrorId: this.roomId, clients: this.clients.length }).catch(
        () => undefined,
      );
    }

    private refuse(client: MirrorClient, action: string, error: AppError): void {
      client.send(spec.errorType, { ...error.toBody(), action });
    }
  };
}
