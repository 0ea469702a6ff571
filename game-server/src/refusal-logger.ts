import { AppError } from '@arena/schemas';

/** The logger surface Colyseus writes to (`new Server({ logger })`). */
export interface ColyseusLogger {
  debug(...args: unknown[]): void;
  info(...args: unknown[]): void;
  trace(...args: unknown[]): void;
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
}

const REFUSAL = /^AppError: ([A-Z_]+\.[A-Z0-9_]+)/;
/**
 * What the WebSocket transport prints for a frame the `ws` parser refused (bad opcode, unmasked, RSV bits, over the
 * size limit): `<message>\n<Error name>: <message>\n    at … ws/lib/receiver.js …`.
 */
const FRAME_REFUSAL = /^([^\n]*)\n(?:Range)?Error: \1\n[\s\S]*[/\\]ws[/\\]lib[/\\]receiver\.js/;

/**
 * Colyseus prints the stack of anything a room throws while a client joins (`onAuth`, `onJoin`, `onCreate`). A
 * catalogue refusal there (a bad token, no premium, a full table) is expected, and a stack per refusal made an easy
 * way to flood the log: such a refusal becomes one line with its key. Faults (any other error, and
 * GLOBAL.INTERNAL_ERROR) keep their stack. A malformed WebSocket frame is refused by the parser (the socket closes)
 * and becomes one `socket refused: <reason>` line. Methods of `base` are looked up per call.
 */
export function refusalAwareLogger(base: ColyseusLogger = console): ColyseusLogger {
  return {
    debug: (...args) => base.debug(...args),
    info: (...args) => base.info(...args),
    trace: (...args) => base.trace(...args),
    warn: (...args) => base.warn(...args),
    error: (...args) => {
      const first = args[0];
      const refusal = args.length === 1 && typeof first === 'string' ? REFUSAL.exec(first) : null;
      const frame = args.length === 1 && typeof first === 'string' ? FRAME_REFUSAL.exec(first) : null;
      if (refusal && refusal[1] !== 'GLOBAL.INTERNAL_ERROR') base.warn(`room refused: ${refusal[1]}`);
      else if (frame) base.warn(`socket refused: ${frame[1]}`);
      else base.error(...args);
    },
  };
}

/**
 * For a room's `onUncaughtException`: a catalogue refusal below 500 (an anonymous `create` of a boot-made room, a
 * refused join) is already the one line Colyseus prints through `refusalAwareLogger`, so nothing more is written;
 * anything else is a fault and keeps its stack.
 */
export function logRoomException(
  label: string,
  methodName: string,
  cause: unknown,
  base: Pick<ColyseusLogger, 'error'> = console,
): void {
  if (cause instanceof AppError && cause.status < 500) return;
  base.error(`${label}: uncaught in ${methodName}`, cause);
}
