import { randomUUID } from 'node:crypto';
import type { Presence } from '@colyseus/core';
import type { MirrorActionReply, MirrorCall, MirrorDownMessage, MirrorSnapshot, RoomReply } from './protocol';
import { roomMirrorsEnabled } from './enabled';
import { MIRROR_TIMING, mirrorChannel } from './settings';
import { type FlatState, type StateJson, diffStates, flatten } from './state-delta';

/** The relay of an authoritative single room when it has mirrors (several processes); none in one process. */
export function ownerRelay(room: RelayedRoom, presence: Presence): OwnerRelay | undefined {
  return roomMirrorsEnabled() ? new OwnerRelay(room, presence) : undefined;
}

/** What the relay needs from the authoritative room it serves. */
export interface RelayedRoom {
  readonly roomId: string;
  readonly state: { toJSON(): StateJson };
  /**
   * Runs a player's action as if their own socket had sent it here, `arrivalMono` read when the call arrived (the
   * price of a cash-out); resolves to what the room would have sent that socket (an acknowledgement or a refusal), if anything.
   */
  act(action: string, userId: string | null, message: unknown, arrivalMono: number): Promise<RoomReply | undefined>;
  /** A mirror has watchers now (the room may open a round for them). */
  audienceArrived(): void;
}

/**
 * The owner's side of mirror rooms on other processes (mirror-room.ts): after every patch of the authoritative room
 * it publishes what changed on the room's presence channel, relays its messages for one user, and answers the
 * mirrors' calls (a full state, their audience, players' actions). Pricing, validation and money stay
 * in the room's own handlers: a forwarded action runs the same code path as one from a local socket.
 */
export class OwnerRelay {
  private readonly epoch = randomUUID();
  private seq = 0;
  private published: FlatState;
  private readonly audiences = new Map<string, { clients: number; at: number }>();

  constructor(
    private readonly room: RelayedRoom,
    private readonly presence: Presence,
    private readonly now: () => number = Date.now,
  ) {
    this.published = flatten(room.state.toJSON());
  }

  /** Called before each patch of the room: one delta per patch that changed something. */
  publishChanges(): void {
    const next = flatten(this.room.state.toJSON());
    const delta = diffStates(this.published, next);
    if (!delta) return;
    this.published = next;
    this.seq += 1;
    this.publish({ kind: 'delta', epoch: this.epoch, seq: this.seq, delta });
  }

  sendToUser(userId: string, type: string, message: unknown): void {
    this.publish({ kind: 'user', userId, type, message });
  }

  /** Clients watching through mirrors that reported within the audience TTL. */
  remoteClients(): number {
    const since = this.now() - MIRROR_TIMING.audienceTtlMs;
    let clients = 0;
    for (const [mirrorId, audience] of this.audiences) {
      if (audience.at < since) this.audiences.delete(mirrorId);
      else clients += audience.clients;
    }
    return clients;
  }

  async call(call: MirrorCall, arrivalMono: number): Promise<MirrorSnapshot | MirrorActionReply | null> {
    switch (call.kind) {
      case 'snapshot':
        // The live state with the last published seq: deltas carry whole values, so re-applying the next one is harmless.
        return { epoch: this.epoch, seq: this.seq, state: this.room.state.toJSON() };
      case 'audience': {
        this.audiences.set(call.mirrorId, { clients: call.clients, at: this.now() });
        if (call.clients > 0) this.room.audienceArrived();
        return null;
      }
      case 'action': {
        const reply = await this.room.act(call.action, call.userId, call.message, arrivalMono);
        return reply ? { reply } : {};
      }
    }
  }

  private publish(message: MirrorDownMessage): void {
    void Promise.resolve(this.presence.publish(mirrorChannel(this.room.roomId), message)).catch(() => undefined);
  }
}
