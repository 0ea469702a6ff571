import type { Client, Room } from '@colyseus/sdk';
import { SDK_RECONNECT_ATTEMPTS, SDK_RECONNECT_MAX_DELAY_MS } from './rejoin-delay';

/** A game-server room as a store sees it; store tests hand in a fake (client/src/testing/fake-room.ts). */
export interface RoomConnection<State> {
  readonly state: State;
  send(type: string, message?: unknown): void;
  onMessage(type: string, handler: (message: unknown) => void): void;
  onStateChange(handler: () => void): void;
  /** The room is gone for good (the SDK's own reconnection gave up, or the server closed it). */
  onLeave(handler: (code: number) => void): void;
  leave(): Promise<void>;
}

/**
 * A Colyseus SDK client for the game server, with the player's token when there is one (without it the player
 * watches). The SDK is imported on demand so it travels in the game chunks, never the first route.
 */
export async function gameClient(gameServerUrl: () => string | null, token: string | null): Promise<Client> {
  const url = gameServerUrl();
  if (!url) throw new Error('game server address unknown');
  const { Client: SdkClient } = await import('@colyseus/sdk');
  const client = new SdkClient(url);
  if (token) client.auth.token = token;
  return client;
}

export function asRoomConnection<State>(room: Room<unknown, State>): RoomConnection<State> {
  // One resume attempt, soon: a restarted server refuses the old session and a dead process never answers; either
  // way the SDK then leaves (4003) and the session joins afresh, landing on a live process.
  room.reconnection.maxDelay = SDK_RECONNECT_MAX_DELAY_MS;
  room.reconnection.maxRetries = SDK_RECONNECT_ATTEMPTS;
  return {
    state: room.state,
    send: (type, message) => room.send(type, message),
    onMessage: (type, handler) => void room.onMessage(type, handler),
    onStateChange: (handler) => void room.onStateChange(handler),
    onLeave: (handler) => void room.onLeave(handler),
    leave: async () => {
      await room.leave();
    },
  };
}

/** Joins a room the server keeps open under a fixed id, its state decoded with the shared schema class. */
export async function joinRoomById<State>(
  gameServerUrl: () => string | null,
  roomId: string,
  stateClass: new () => State,
  token: string | null,
): Promise<RoomConnection<State>> {
  const client = await gameClient(gameServerUrl, token);
  return asRoomConnection((await client.joinById(roomId, {}, stateClass as never)) as Room<unknown, State>);
}
