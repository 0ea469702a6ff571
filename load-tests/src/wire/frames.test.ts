import { encode } from '@colyseus/schema';
import { ProtocolModifier } from '@colyseus/shared-types';
import { pack } from 'msgpackr';
import { describe, expect, it } from 'vitest';
import { Protocol, readFrame, roomDataFrame } from './frames';

describe('wire frames', () => {
  it('reads back the room messages it writes, by name or number, with or without a payload', () => {
    expect(readFrame(roomDataFrame('bet', { source: 'REAL', amountCents: 25 }))).toEqual({
      code: Protocol.ROOM_DATA,
      type: 'bet',
      payload: { source: 'REAL', amountCents: 25 },
    });
    expect(readFrame(roomDataFrame(7))).toEqual({ code: Protocol.ROOM_DATA, type: 7, payload: undefined });
    // The payload is msgpack right after the type, as the server's own encoder writes it.
    const frame = roomDataFrame('time', { clientTime: 3 });
    expect(Buffer.from(frame.subarray(frame.length - pack({ clientTime: 3 }).length))).toEqual(pack({ clientTime: 3 }));
  });

  it('reads errors, and skips the timed prefix and the unreliable sequence before a patch', () => {
    const error = new Uint8Array(64);
    const it = { offset: 1 };
    error[0] = Protocol.ERROR;
    encode.number(error, 4212, it);
    encode.string(error, 'seat expired', it);
    expect(readFrame(error.subarray(0, it.offset))).toEqual({
      code: Protocol.ERROR,
      errorCode: 4212,
      message: 'seat expired',
    });

    const timed = Uint8Array.of(
      Protocol.ROOM_STATE_PATCH | ProtocolModifier.TIMED | ProtocolModifier.UNRELIABLE,
      1,
      2,
      3,
      4,
      5,
      6,
      7,
      8,
      9,
      0,
      0xff,
    );
    const patch = readFrame(timed);
    expect(patch.code).toBe(Protocol.ROOM_STATE_PATCH);
    expect('it' in patch && patch.it.offset).toBe(11);
    expect(readFrame(Uint8Array.of(Protocol.PING))).toEqual({ code: Protocol.PING });
    expect(readFrame(Uint8Array.of(Protocol.ROOM_DATA_SCHEMA))).toEqual({
      code: 'other',
      raw: Protocol.ROOM_DATA_SCHEMA,
    });
  });
});
