import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '@arena/schemas';
import { logRoomException, refusalAwareLogger } from './refusal-logger';
import { type CrashKit, bootCrashKit, join, newPlayer } from './rooms/crash/testing/crash-test-kit';

const fakeBase = () => ({ debug: vi.fn(), info: vi.fn(), trace: vi.fn(), warn: vi.fn(), error: vi.fn() });

describe('the game server’s Colyseus logger', () => {
  it('turns the stack of an expected refusal into one line with its key', () => {
    const base = fakeBase();
    refusalAwareLogger(base).error(new AppError('CRASH.PLUS_NEEDS_PREMIUM').stack);
    expect(base.error).not.toHaveBeenCalled();
    expect(base.warn).toHaveBeenCalledExactlyOnceWith('room refused: CRASH.PLUS_NEEDS_PREMIUM');
  });

  it('turns a frame the WebSocket parser refused (as the transport prints it) into one line', () => {
    const base = fakeBase();
    const stack =
      'RangeError: Max payload size exceeded\n    at Receiver.haveLength (/app/node_modules/ws/lib/receiver.js:420:28)\n    at Receiver.startLoop (/app/node_modules/ws/lib/receiver.js:170:16)';
    refusalAwareLogger(base).error(`Max payload size exceeded\n${stack}`);
    expect(base.error).not.toHaveBeenCalled();
    expect(base.warn).toHaveBeenCalledExactlyOnceWith('socket refused: Max payload size exceeded');
  });

  it('keeps the stack of faults, including GLOBAL.INTERNAL_ERROR', () => {
    const base = fakeBase();
    const logger = refusalAwareLogger(base);
    const fault = new TypeError('cannot read x of undefined').stack;
    logger.error(fault);
    const internal = new AppError('GLOBAL.INTERNAL_ERROR').stack;
    logger.error(internal);
    expect(base.error.mock.calls).toEqual([[fault], [internal]]);
    expect(base.warn).not.toHaveBeenCalled();
  });
});

describe('logRoomException, for a room’s onUncaughtException', () => {
  it('writes nothing for a catalogue refusal (Colyseus already printed its one line) and the stack of a fault', () => {
    const base = fakeBase();
    logRoomException('chat room r1', 'onCreate', new AppError('GLOBAL.FORBIDDEN'), base);
    expect(base.error).not.toHaveBeenCalled();
    const fault = new TypeError('boom');
    logRoomException('chat room r1', 'onMessage', fault, base);
    const internal = new AppError('GLOBAL.INTERNAL_ERROR');
    logRoomException('chat room r1', 'onMessage', internal, base);
    expect(base.error.mock.calls).toEqual([
      ['chat room r1: uncaught in onMessage', fault],
      ['chat room r1: uncaught in onMessage', internal],
    ]);
  });
});

let kit: CrashKit;
beforeAll(async () => {
  kit = await bootCrashKit({ bettingMs: 2500, crashedPauseMs: 150 });
});
afterAll(async () => {
  await kit.close();
});

describe('a refused room join on the running game server', () => {
  it('leaves no stack trace in the log', async () => {
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');
    try {
      const plain = await newPlayer(kit, 1_00);
      await expect(join(kit, 'plus', plain.token)).rejects.toThrow('CRASH.PLUS_NEEDS_PREMIUM');
      const printed = [...errors.mock.calls, ...warnings.mock.calls].flat().map(String);
      expect(printed.some((line) => line.includes('CRASH.PLUS_NEEDS_PREMIUM'))).toBe(true);
      expect(printed.filter((line) => /\n\s+at /.test(line))).toEqual([]);
    } finally {
      errors.mockRestore();
      warnings.mockRestore();
    }
  });
});
