import { SchemaSerializer } from '@colyseus/core';
import { Decoder, Encoder, schema, t } from '@colyseus/schema';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepGrownFullStateBuffers } from './full-state-buffer';

const Bet = schema({ userId: t.string().default(''), stakeCents: t.number().default(0) }, 'FullStateTestBet');
const Round = schema({ bets: t.map(Bet) }, 'FullStateTestRound');

/** A round whose full state is several times Encoder.BUFFER_SIZE. */
function bigRound(bets: number) {
  const round = new Round();
  for (let i = 0; i < bets; i++) round.bets.set(`u${i}`, new Bet().assign({ userId: `player-${i}`, stakeCents: i }));
  return round;
}

afterEach(() => vi.restoreAllMocks());

describe('a room state larger than the encoder buffer', () => {
  it('overflows once: the next full encodes reuse the grown buffer, and decode to the same state', () => {
    keepGrownFullStateBuffers();
    const round = bigRound(2_000);
    const serializer = new SchemaSerializer<typeof round>();
    serializer.reset(round);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    const first = serializer.getFullState();
    expect(first.byteLength).toBeGreaterThan(Encoder.BUFFER_SIZE);
    expect(warn).toHaveBeenCalledTimes(1);

    // A change since the last full encode makes the next join's full state encoded afresh.
    for (let i = 0; i < 10; i++) {
      round.bets.set(`n${i}`, new Bet().assign({ userId: `late-${i}`, stakeCents: 1 }));
      serializer.applyPatches([], round);
      const again = serializer.getFullState();
      expect(again.byteLength).toBeGreaterThan(first.byteLength);
    }
    expect(warn).toHaveBeenCalledTimes(1);

    const copy = new Round();
    // Byte 0 is the protocol's ROOM_STATE marker, the state follows.
    new Decoder(copy).decode(serializer.getFullState().subarray(1));
    expect(copy.bets.size).toBe(2_010);
    expect(copy.bets.get('n9')?.userId).toBe('late-9');
    expect(copy.bets.get('u1999')?.stakeCents).toBe(1_999);
  });
});
