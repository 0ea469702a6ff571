import type { Room } from '@colyseus/sdk';
import { startFlooder } from './chat-flooder';
import { type RoomPlayer, type WorkerJob, type WorkerResult, countError, emptyResult } from './protocol';
import { followSchedule } from './phases';
import { RoomSession, sdkPool } from './room-session';
import { SHARED_ROOM_GAMES, type SharedRoomGame } from './shared-rooms';

type RoomJob = Extract<WorkerJob, { kind: 'room' }>;

/** Every message of the room answered (errors counted by catalogue key), so the SDK never warns of one unheard. */
function listen(game: SharedRoomGame, room: Room, result: WorkerResult): void {
  for (const message of game.serverMessages) {
    room.onMessage(
      message,
      message === game.errorMessage
        ? (event: { error: { key: string } }) => countError(result, event.error.key)
        : () => undefined,
    );
  }
}

/**
 * Roll, jackpot and chat: players (signed in) play from the moment they join, watchers only watch, the measuring
 * client pings the clock where the room has one, and in chat one flooder floods while measuring.
 */
export async function runSharedRoomClients(job: RoomJob, ready: () => Promise<void>): Promise<WorkerResult> {
  if (job.game === 'battle') throw new Error('battle has its own clients (battle-clients.ts)');
  const game = SHARED_ROOM_GAMES[job.game];
  const result = emptyResult();
  const session = new RoomSession(result, job);
  const join = (token: string | undefined) =>
    session.join(token, (client) => client.joinById(game.roomId, {}, game.state) as Promise<Room>);
  const players = await session.joinInWaves(job.players, async (player: RoomPlayer) => {
    const room = await join(player.token);
    if (room) {
      listen(game, room, result);
      game.play(room, player, result, job.thinkMs);
    }
    return room;
  });
  const joinWatcher = async () => {
    const room = await join(undefined);
    if (room) listen(game, room, result);
    return room;
  };
  const watchers = await session.joinInWaves(
    Array.from({ length: job.spectators }, () => undefined),
    joinWatcher,
  );
  const flooderRoom = job.flooderToken ? await join(job.flooderToken) : undefined;
  const flooder = flooderRoom ? startFlooder(flooderRoom, () => session.forget(flooderRoom)) : undefined;
  result.clients = players.length + watchers.length + (flooderRoom ? 1 : 0);
  const pinging = job.measuring ? (players[0] ?? watchers[0]) : undefined;
  let phases: ReturnType<typeof followSchedule> | undefined;
  await session.measure(job.durationMs, ready, {
    pinger: pinging && game.ping ? { room: () => pinging, message: game.ping } : undefined,
    onStart: () => {
      flooder?.start();
      // With phases the watchers come and go while measuring.
      if (job.phased) phases = followSchedule(job.phased, sdkPool(session, watchers, joinWatcher));
    },
    onStop: () => {
      if (flooder) result.flooder = flooder.stop();
      void phases?.stop();
    },
  });
  await phases?.stop();
  result.clients += phases?.peak() ?? 0;
  return result;
}
