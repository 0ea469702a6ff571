import { matchMaker } from '@colyseus/core';
import type { Delayed } from '@colyseus/timer';
import { BINGO_ROOM_ID } from '@arena/schemas';
import { runFixtureServer } from '../../../testing/fixture-server';
import { runOutRoomTimer } from '../../../testing/room-timers';
import type { BingoRoom } from '../bingo-room';
import { createBingoModule } from '../module';
import { bingoSettings } from '../settings';

/**
 * How far this process's bingo clock stands ahead of the real one. The test starts a process at a draw's time with
 * BINGO_FIXTURE_CLOCK_SHIFT_MS, and moves a running one to the time of the draw on show with SIGUSR2: it schedules
 * the draw far enough ahead that the process boots well before it on any machine (so the room, not boot recovery,
 * plays it), then skips the rest of that wait once the room shows the draw. While the numbers spin, SIGUSR2 reveals
 * the spinning one now: the test's spins are long, so the kill always lands before the next reveal.
 */
let shiftMs = Number(process.env.BINGO_FIXTURE_CLOCK_SHIFT_MS ?? 0);
process.on('SIGUSR2', () => {
  const room = matchMaker.getLocalRoomById(BINGO_ROOM_ID) as BingoRoom;
  if (room.state.status === 'SPINS') {
    if (!runOutRoomTimer(room, bingoSettings().spinMs)) console.error('bingo fixture: no spin pending');
    return;
  }
  shiftMs = room.state.drawAt - Date.now();
  // The draw's timer was set by the clock before the move: its time has now come.
  const timer = (room as unknown as { show: { timer: Delayed | null } }).show.timer;
  if (timer?.active) timer.elapsedTime = timer.time;
  else console.error('bingo fixture: no draw timer pending');
});

/** Child process of bingo-restart.test.ts: only the bingo room. The test kills it with SIGKILL to play a crash of the machine. */
await runFixtureServer(() => [createBingoModule({ pollMs: 200, now: () => Date.now() + shiftMs })]);
