import { DEFAULT_BINGO_SCHEDULE, type BingoSchedule } from '@arena/schemas';

/**
 * When draws happen: every Saturday 20:00 GMT+3 by default. BINGO_DRAW_INTERVAL_MS (and optionally
 * BINGO_FIRST_DRAW_AT, an ISO time or epoch ms that is one of the draw times) replace it, so a demo or a test
 * draws every few seconds. The api (sales, earned tickets) and the game server (the draw) read the same
 * variables, so both agree on which draw is on sale.
 */
export function bingoScheduleFromEnv(env: NodeJS.ProcessEnv = process.env): BingoSchedule {
  const interval = env.BINGO_DRAW_INTERVAL_MS;
  const first = env.BINGO_FIRST_DRAW_AT;
  if (!interval && !first) return DEFAULT_BINGO_SCHEDULE;
  const intervalMs = interval ? Number(interval) : DEFAULT_BINGO_SCHEDULE.intervalMs;
  if (!Number.isSafeInteger(intervalMs) || intervalMs < 1_000)
    throw new Error(`BINGO_DRAW_INTERVAL_MS must be a whole number of ms ≥ 1000, got ${interval}`);
  const anchorMs = first ? (/^\d+$/.test(first) ? Number(first) : Date.parse(first)) : 0;
  if (!Number.isSafeInteger(anchorMs))
    throw new Error(`BINGO_FIRST_DRAW_AT must be an ISO time or epoch ms, got ${first}`);
  return { anchorMs, intervalMs };
}

let current: BingoSchedule | null = null;

/** This process's schedule (from the environment unless a test or the game server set one). */
export function bingoSchedule(): BingoSchedule {
  return (current ??= bingoScheduleFromEnv());
}

export function setBingoSchedule(schedule: BingoSchedule | null): void {
  current = schedule;
}
