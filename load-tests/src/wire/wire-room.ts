/**
 * A room client that speaks the Colyseus 0.18 protocol over a bare WebSocket (raw-socket.ts, or `ws`): the cheap virtual client of the
 * load tests. It keeps no state unless given a reader (state-readers.ts), answers the join handshake, sends and
 * receives room messages, pings and leaves. Thousands fit in one generator process because an idle one costs a
 * socket and a few closures: no schema decoding, no msgpack encoder or scratch buffer per client.
 */
import WebSocket from 'ws';
import { JOIN_ACK, LEAVE, PING, Protocol, readFrame, roomDataFrame } from './frames';
import { type MatchmakeMethod, MatchmakeError, reserveSeat, seatUrl } from './matchmake';
import { RawSocket } from './raw-socket';
import type { StateReader } from './state-readers';

export interface WireJoin {
  /** The game server's base URL (ws://host:port). */
  gameUrl: string;
  method?: MatchmakeMethod;
  /** The room id (joinById) or name. */
  room: string;
  options?: object;
  token?: string;
  /** Where state frames go; without one they are received and dropped. */
  state?: StateReader;
  /** Every frame's size as it arrives (deliveries counted by the scenario). */
  onFrame?(bytes: number): void;
  transport?: WireTransport;
}

type Handler = (payload: never) => void;

const zeroMask = (mask: Buffer) => void mask.fill(0);

/** What a room needs of its socket, whichever transport carries it. */
interface Link {
  readonly isOpen: boolean;
  send(data: Uint8Array): void;
}

/**
 * `raw` (the default): the WebSocket protocol read straight off a `net` socket (raw-socket.ts); `ws`: the `ws`
 * library, kept to compare the two (spectator-cost.ts).
 */
export type WireTransport = 'raw' | 'ws';

export class WireRoom {
  readonly roomId: string;
  readonly sessionId: string;
  /** host:port the socket went to (the reservation's process, which may not be the matchmaking one). */
  readonly host: string;
  private readonly handlers = new Map<string | number, Handler>();
  private readonly closeListeners: ((code: number) => void)[] = [];
  private pingSentAt = 0;
  /** Set once the socket has closed. */
  closeCode: number | undefined;
  private pong: ((ms: number) => void) | undefined;
  private link: Link | undefined;

  private constructor(seat: { roomId: string; sessionId: string }, url: string) {
    this.host = new URL(url).host;
    this.roomId = seat.roomId;
    this.sessionId = seat.sessionId;
  }

  /** Reserves a seat, connects and resolves once the room has acknowledged the join (its state follows). */
  static async join(how: WireJoin): Promise<WireRoom> {
    const seat = await reserveSeat(how.gameUrl, how.method ?? 'joinById', how.room, how.options ?? {}, how.token);
    const url = seatUrl(how.gameUrl, seat, how.token);
    const room = new WireRoom(seat, url);
    return new Promise((resolve, reject) => {
      let joined = false;
      const onMessage = (data: Uint8Array) => {
        how.onFrame?.(data.byteLength);
        const frame = readFrame(data);
        switch (frame.code) {
          case Protocol.JOIN_ROOM:
            joined = true;
            room.link!.send(JOIN_ACK);
            resolve(room);
            return;
          case Protocol.ROOM_STATE:
            how.state?.full(frame.bytes, frame.it);
            return;
          case Protocol.ROOM_STATE_PATCH:
            how.state?.patch(frame.bytes, frame.it);
            return;
          case Protocol.ROOM_DATA:
            room.handlers.get(frame.type)?.(frame.payload as never);
            return;
          case Protocol.PING:
            room.pong?.(performance.now() - room.pingSentAt);
            room.pong = undefined;
            return;
          case Protocol.LEAVE_ROOM:
            room.link!.send(LEAVE);
            return;
          case Protocol.ERROR:
            if (!joined) reject(new MatchmakeError(frame.message, frame.errorCode));
            return;
        }
      };
      const onClose = (code: number) => {
        room.closeCode = code;
        how.state?.release();
        if (!joined) reject(new MatchmakeError(`closed before joining (${code})`, code));
        for (const listener of room.closeListeners) listener(code);
      };
      if ((how.transport ?? 'raw') === 'raw') {
        RawSocket.connect(url, { message: onMessage, close: onClose }).then((link) => {
          room.link = link;
        }, reject);
        return;
      }
      // Patches are small and frequent: compression would cost both ends CPU for little. Client frames must be
      // masked, but the mask only guards browsers' proxies: a zero mask spares a random fill and an XOR per frame sent
      // (the pongs to the server's heartbeat among them).
      const socket = new WebSocket(url, { perMessageDeflate: false, skipUTF8Validation: true, generateMask: zeroMask });
      room.link = {
        get isOpen() {
          return socket.readyState === WebSocket.OPEN;
        },
        send: (data) => socket.send(data),
      };
      socket.on('message', (data: Buffer, isBinary: boolean) => {
        if (isBinary) onMessage(data);
      });
      socket.on('error', (error) => {
        if (!joined) reject(error);
      });
      socket.on('close', onClose);
    });
  }

  get isOpen(): boolean {
    return this.closeCode === undefined && (this.link?.isOpen ?? false);
  }

  /** One handler per message type (the last one set wins); unhandled types are dropped silently. */
  onMessage<T>(type: string | number, handler: (payload: T) => void): void {
    this.handlers.set(type, handler as Handler);
  }

  onClose(listener: (code: number) => void): void {
    this.closeListeners.push(listener);
  }

  send(type: string | number, payload?: unknown): void {
    if (this.isOpen) this.link!.send(roomDataFrame(type, payload));
  }

  /** The protocol's own ping: resolves with the round trip in ms. */
  ping(): Promise<number> {
    return new Promise((resolve) => {
      this.pingSentAt = performance.now();
      this.pong = resolve;
      this.link?.send(PING);
    });
  }

  /** A consented leave: resolves with the close code once the server has closed the socket. */
  leave(): Promise<number> {
    if (this.closeCode !== undefined) return Promise.resolve(this.closeCode);
    return new Promise((resolve) => {
      this.closeListeners.push(resolve);
      if (this.isOpen) this.link!.send(LEAVE);
    });
  }
}
