import type { StateDelta, StateJson } from './state-delta';

/** Published by the owner room on mirrorChannel(roomId), in order. */
export type MirrorDownMessage =
  /** The state changed: `seq` counts up by one per delta within one owner room's life (`epoch`). */
  | { kind: 'delta'; epoch: string; seq: number; delta: StateDelta }
  /** A message for one user's clients, wherever they are connected. */
  | { kind: 'user'; userId: string; type: string; message: unknown };

/** What a mirror asks its owner room, through Colyseus's remoteRoomCall (the owner room's `mirrorCall`). */
export type MirrorCall =
  | { kind: 'snapshot' }
  | { kind: 'audience'; mirrorId: string; clients: number }
  /** A player's action on a mirror: `userId` is the one the mirror authenticated, `message` is unchecked input. */
  | { kind: 'action'; action: string; userId: string | null; message: unknown };

export interface MirrorSnapshot {
  epoch: string;
  seq: number;
  state: StateJson;
}

/**
 * The owner's answer to an action: what its room would have sent the player's socket (an acknowledgement such as
 * Rush's `betPlaced`, or a refusal), if anything; results for every client of the user come as `user` messages.
 */
export interface MirrorActionReply {
  reply?: RoomReply;
}

/** A message a room sends one client (type and body), as the owner would have sent it to the player's socket. */
export interface RoomReply {
  type: string;
  message: unknown;
}
