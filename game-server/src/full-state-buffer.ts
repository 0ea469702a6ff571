import { SchemaSerializer } from '@colyseus/core';

/** The parts of Colyseus's SchemaSerializer (0.18) this fix reads and writes. */
interface FullStateSerializer {
  fullEncodeBuffer: Uint8Array;
  fullEncodeCache?: Uint8Array;
  getFullState(...args: unknown[]): Uint8Array;
}

let kept = false;

/**
 * A room's full state (what each joining client is sent) is encoded into a buffer of `Encoder.BUFFER_SIZE` (8 KB). A
 * larger state (a crash round with a thousand bets is ~110 KB) overflows it; the encoder then walks the state again into
 * a larger buffer and logs a warning, but Colyseus 0.18's serializer never keeps that larger buffer, so every later
 * full encode of that room walks the state twice and writes five lines to the log (612 times in a 1,000-bettor run,
 * load-tests/RESULTS.md). Keeping the grown buffer makes the overflow happen once per room and size. A bigger
 * `BUFFER_SIZE` instead would give every room (hundreds of battles and chat channels) the largest room's buffer.
 */
export function keepGrownFullStateBuffers(): void {
  if (kept) return;
  kept = true;
  const proto = SchemaSerializer.prototype as unknown as FullStateSerializer;
  const encode = proto.getFullState;
  proto.getFullState = function (this: FullStateSerializer, ...args: unknown[]) {
    const body = encode.apply(this, args);
    const encoded = this.fullEncodeCache;
    if (encoded && encoded.buffer !== this.fullEncodeBuffer.buffer) {
      // The grown buffer starts with the same protocol byte: the encoder copied the old buffer into it.
      this.fullEncodeBuffer = new Uint8Array(encoded.buffer, encoded.byteOffset, encoded.buffer.byteLength);
    }
    return body;
  };
}
