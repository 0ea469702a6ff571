import type { Room } from '@colyseus/core';
import { type Delayed, Type } from '@colyseus/timer';

/**
 * Runs a room clock timeout of `ms` out now (false if none is pending): it fires on the room clock's next tick, as if
 * its time had passed. Tests keep long windows (a message sent on a loaded machine still arrives in time) and skip
 * what is left of one once everything they needed inside it has happened, instead of waiting it out.
 */
export function runOutRoomTimer(room: Room, ms: number): boolean {
  const timers = room.clock.delayed.filter((d) => d.active && d.time === ms);
  if (timers.length > 1)
    throw new Error(`expected at most one ${ms} ms timer in room ${room.roomId}, found ${timers.length}`);
  if (timers[0]) timers[0].elapsedTime = ms;
  return timers.length === 1;
}

/**
 * The same for a timeout set to end at a given time (its length depends on when it was set): the room's only pending
 * timeout, intervals aside. Throws unless there is exactly one, so it never runs out a timer the test did not mean.
 */
export function runOutOnlyRoomTimeout(room: Room): void {
  const timers = room.clock.delayed.filter((d) => d.active && !isInterval(d));
  if (timers.length !== 1)
    throw new Error(`expected one pending timeout in room ${room.roomId}, found ${timers.length}`);
  timers[0]!.elapsedTime = timers[0]!.time;
}

// Delayed's typings keep its kind protected; the clock sets it on every timer it makes.
const isInterval = (d: Delayed) => (d as unknown as { type: Type }).type === Type.Interval;
