import { CrashRoomState, type CrashVariant, crashRoomId } from '@arena/schemas';

/** The crash room as the store sees it; tests hand in a fake. */
export interface CrashConnection {
  readonly state: CrashRoomState;
  send(type: string, message?: unknown): void;
  onMessage(type: string, handler: (message: unknown) => void): void;
  onStateChange(handler: () => void): void;
  /** The room is gone for good (the SDK's own reconnection gave up, or the server closed it). */
  onLeave(handler: (code: number) => void): void;
  leave(): Promise<void>;
}

export type ConnectCrash = (variant: CrashVariant, token: string | null) => Promise<CrashConnection>;

/**
 * Joins the variant's room on the game server with the Colyseus SDK, loaded on demand. Without a token the
 * player watches; with one the room knows who bets. The state is decoded with the shared schema class.
 */
export function crashConnector(gameServerUrl: () => string | null): ConnectCrash {
  return async (variant, token) => {
    const url = gameServerUrl();
    if (!url) throw new Error('game server address unknown');
    const { Client } = await import('@colyseus/sdk');
    const client = new Client(url);
    if (token) client.auth.token = token;
    const room = await client.joinById(crashRoomId(variant), {}, CrashRoomState);
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
  };
}
