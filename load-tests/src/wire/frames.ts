/**
 * The Colyseus 0.18 room protocol as bytes: a leading code byte (low 5 bits; the high bits are modifiers), then
 * the frame's body. Only what a load client needs: join acknowledgement, room messages, ping and leave.
 */
import { decode, encode, type Iterator } from '@colyseus/schema';
import { PROTOCOL_CODE_MASK, Protocol, ProtocolModifier } from '@colyseus/shared-types';
import { pack, unpack } from 'msgpackr';

export { Protocol };

/** One-byte frames: the join acknowledgement, a ping, a consented leave. */
export const JOIN_ACK = Uint8Array.of(Protocol.JOIN_ROOM);
export const PING = Uint8Array.of(Protocol.PING);
export const LEAVE = Uint8Array.of(Protocol.LEAVE_ROOM);

/** Message types are short strings: 1 code byte + a string header + 64 bytes of name is plenty. */
const header = new Uint8Array(80);

/** A ROOM_DATA frame: the code, the message type (string or number) and its msgpack payload. */
export function roomDataFrame(type: string | number, payload?: unknown): Uint8Array {
  const it: Iterator = { offset: 1 };
  header[0] = Protocol.ROOM_DATA;
  if (typeof type === 'string') encode.string(header, type, it);
  else encode.number(header, type, it);
  if (payload === undefined) return header.slice(0, it.offset);
  const body = pack(payload);
  const frame = new Uint8Array(it.offset + body.byteLength);
  frame.set(header.subarray(0, it.offset), 0);
  frame.set(body, it.offset);
  return frame;
}

export type Frame =
  | { code: typeof Protocol.JOIN_ROOM }
  | { code: typeof Protocol.ERROR; errorCode: number; message: string }
  | { code: typeof Protocol.LEAVE_ROOM }
  | { code: typeof Protocol.ROOM_STATE | typeof Protocol.ROOM_STATE_PATCH; bytes: Uint8Array; it: Iterator }
  | { code: typeof Protocol.ROOM_DATA; type: string | number; payload: unknown }
  | { code: typeof Protocol.PING }
  | { code: 'other'; raw: number };

/**
 * Reads one frame's envelope. State frames are handed back undecoded (offset past the envelope) so only a client
 * that reads state pays for the schema decoder.
 */
export function readFrame(bytes: Uint8Array): Frame {
  const it: Iterator = { offset: 1 };
  const raw = bytes[0] ?? 0;
  const code = raw & PROTOCOL_CODE_MASK;
  // Rooms with inputs prefix state frames with the server time and the last input seen (two uint32).
  if (raw & ProtocolModifier.TIMED) it.offset += 8;
  switch (code) {
    case Protocol.JOIN_ROOM:
      return { code: Protocol.JOIN_ROOM };
    case Protocol.LEAVE_ROOM:
      return { code: Protocol.LEAVE_ROOM };
    case Protocol.PING:
      return { code: Protocol.PING };
    case Protocol.ERROR:
      return { code: Protocol.ERROR, errorCode: decode.number(bytes, it), message: decode.string(bytes, it) };
    case Protocol.ROOM_STATE:
      return { code: Protocol.ROOM_STATE, bytes, it };
    case Protocol.ROOM_STATE_PATCH:
      // An unreliable patch carries a sequence number first (a reliable WebSocket never reorders them).
      if (raw & ProtocolModifier.UNRELIABLE) it.offset += 2;
      return { code: Protocol.ROOM_STATE_PATCH, bytes, it };
    case Protocol.ROOM_DATA: {
      const type = decode.stringCheck(bytes, it) ? decode.string(bytes, it) : decode.number(bytes, it);
      const payload = bytes.byteLength > it.offset ? unpack(bytes.subarray(it.offset)) : undefined;
      return { code: Protocol.ROOM_DATA, type, payload };
    }
    default:
      return { code: 'other', raw };
  }
}
