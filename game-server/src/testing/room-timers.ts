import type { Room } from '@colyseus/core';

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
