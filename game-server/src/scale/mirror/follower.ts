import { type Presence, matchMaker } from '@colyseus/core';
import type { MirrorCall, MirrorDownMessage, MirrorSnapshot } from './protocol';
import { MIRROR_TIMING, mirrorChannel } from './settings';
import { type ChildClasses, type StateJson, applyDelta, diffStates, flatten } from './state-delta';

export interface FollowerHooks {
  /** The mirror room's own state, written only by the follower. */
  state: { toJSON(): StateJson };
  children: ChildClasses;
  /** A delta or a full state was written: patch the mirror's clients now, so none of the owner's patches merges. */
  applied(): void;
  /** A message the owner sent one user's clients. */
  toUser(userId: string, type: string, message: unknown): void;
}

/** A mirror that fell behind keeps at most this many deltas while it asks for a full state. */
const MAX_BUFFERED = 1_000;

/** Asks the owner room (wherever it is) through Colyseus's room IPC channel. */
export function callOwner<T>(sourceRoomId: string, call: MirrorCall): Promise<T> {
  return matchMaker.remoteRoomCall(sourceRoomId, 'mirrorCall', [call], MIRROR_TIMING.forwardTimeoutMs) as Promise<T>;
}

/**
 * Keeps a mirror's state equal to the owner room's: a full state first (asked of the owner), then every delta the
 * owner publishes, in order. A gap (a lost message, a new owner room after a hand-over or a crash) asks for a full
 * state again, so the mirror converges on whichever owner room is publishing now.
 */
export class MirrorFollower {
  private epoch: string | null = null;
  private seq = 0;
  private syncing = false;
  private stopped = false;
  private buffer: Extract<MirrorDownMessage, { kind: 'delta' }>[] = [];
  private retry?: NodeJS.Timeout;
  private readonly listener = (message: MirrorDownMessage) => this.receive(message);

  constructor(
    private readonly sourceRoomId: string,
    private readonly presence: Presence,
    private readonly hooks: FollowerHooks,
    /** How the owner room is asked (Colyseus's remoteRoomCall; tests answer themselves). */
    private readonly ask: <T>(sourceRoomId: string, call: MirrorCall) => Promise<T> = callOwner,
  ) {}

  async start(): Promise<void> {
    await this.presence.subscribe(mirrorChannel(this.sourceRoomId), this.listener);
    void this.resync();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retry);
    void Promise.resolve(this.presence.unsubscribe(mirrorChannel(this.sourceRoomId), this.listener)).catch(
      () => undefined,
    );
  }

  private receive(message: MirrorDownMessage): void {
    if (this.stopped) return;
    if (message.kind === 'user') return this.hooks.toUser(message.userId, message.type, message.message);
    if (this.syncing || this.epoch === null) {
      this.buffer.push(message);
      if (this.buffer.length > MAX_BUFFERED) this.buffer.shift();
      return;
    }
    if (message.epoch === this.epoch && message.seq <= this.seq) return;
    if (message.epoch !== this.epoch || message.seq !== this.seq + 1) {
      this.buffer = [message];
      void this.resync();
      return;
    }
    this.seq = message.seq;
    applyDelta(this.hooks.state, message.delta, this.hooks.children);
    this.hooks.applied();
  }

  private async resync(): Promise<void> {
    if (this.syncing || this.stopped) return;
    this.syncing = true;
    let snapshot: MirrorSnapshot | null = null;
    try {
      snapshot = await this.ask<MirrorSnapshot | null>(this.sourceRoomId, { kind: 'snapshot' });
    } catch {
      // No owner room answers (a take-over in progress): keep showing the last state and ask again.
    }
    this.syncing = false;
    if (this.stopped) return;
    if (!snapshot) {
      this.retry = setTimeout(() => void this.resync(), MIRROR_TIMING.resyncRetryMs);
      return;
    }
    const delta = diffStates(flatten(this.hooks.state.toJSON()), flatten(snapshot.state));
    if (delta) applyDelta(this.hooks.state, delta, this.hooks.children);
    this.epoch = snapshot.epoch;
    this.seq = snapshot.seq;
    this.hooks.applied();
    // Deltas of another owner room (one that has gone) would only ask for a full state again.
    for (const message of this.buffer.splice(0)) if (message.epoch === snapshot.epoch) this.receive(message);
  }
}
