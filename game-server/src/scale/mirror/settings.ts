/**
 * Mirror rooms (several processes, REDIS_URL): every timing of the relay between a game's owner room and the
 * mirror rooms on the other processes, in one place.
 */
export const MIRROR_TIMING = {
  /** A mirror tells the owner how many clients it has at least this often (and after joins and leaves). */
  audienceBeatMs: 2_000,
  /** Audience reports are this far apart at least (joins and leaves in between are counted in the next one). */
  audienceGapMs: 250,
  /** The owner counts a mirror's audience for this long after its last beat (a dead mirror stops counting). */
  audienceTtlMs: 6_000,
  /** A bet or cash-out forwarded to the owner with no answer by then is answered GLOBAL.SERVICE_UNAVAILABLE. */
  forwardTimeoutMs: 2_000,
  /** A mirror that lost the owner's stream asks for a full state again after this. */
  resyncRetryMs: 500,
} as const;

/** The Redis (presence) channel on which the owner room of `roomId` publishes its state changes and user messages. */
export const mirrorChannel = (roomId: string) => `arena:mirror:${roomId}`;

/**
 * The room id of the mirror of `sourceRoomId` on process `processId`: unique across processes, and made only of the
 * characters Colyseus's WebSocket transport accepts in a room id ([a-zA-Z0-9_-]).
 */
export const mirrorRoomId = (sourceRoomId: string, processId: string) => `${sourceRoomId}_mirror_${processId}`;
