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
 * Colyseus prints the stack of anything a room throws while a client joins (`onAuth`, `onJoin`, `onCreate`). A
 * catalogue refusal there (a bad token, no premium, a full table) is expected, and a stack per refusal made an easy
 * way to flood the log: such a refusal becomes one line with its key. Faults (any other error, and
 * GLOBAL.INTERNAL_ERROR) keep their stack. Methods of `base` are looked up per call.
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
      if (refusal && refusal[1] !== 'GLOBAL.INTERNAL_ERROR') base.warn(`room refused: ${refusal[1]}`);
      else base.error(...args);
    },
  };
}
