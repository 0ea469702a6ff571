import { JACKPOT_ROOM_ID, JackpotState } from '@arena/schemas';

/** The jackpot room as the store sees it; tests hand in a fake. */
export interface JackpotConnection {
  readonly state: JackpotState;
  send(type: string, message?: unknown): void;
  onMessage(type: string, handler: (message: unknown) => void): void;
  onStateChange(handler: () => void): void;
  onLeave(handler: (code: number) => void): void;
  leave(): Promise<void>;
}

export type ConnectJackpot = (token: string | null) => Promise<JackpotConnection>;

/** Joins the one pot (the server opens it at boot) with the Colyseus SDK, loaded on demand. */
export function jackpotConnector(gameServerUrl: () => string | null): ConnectJackpot {
  return async (token) => {
    const url = gameServerUrl();
    if (!url) throw new Error('game server address unknown');
    const { Client } = await import('@colyseus/sdk');
    const client = new Client(url);
    if (token) client.auth.token = token;
    const room = await client.joinById(JACKPOT_ROOM_ID, {}, JackpotState);
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
