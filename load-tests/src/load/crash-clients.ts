import type { Room } from '@colyseus/sdk';
import {
  CRASH_CLIENT_MESSAGES,
  CRASH_SERVER_MESSAGES,
  CrashRoomState,
  type CrashErrorEvent,
  crashRoomId,
} from '@arena/schemas';
import { type WorkerJob, type WorkerResult, countError, emptyResult } from './protocol';
import { countLiveAction } from './live';
import { followSchedule, thinkFor } from './phases';
import { RoomSession, sdkPool } from './room-session';
import { WireBettors } from '../wire/wire-bettors';
import { WireSpectators } from '../wire/wire-spectators';

type CrashRoom = Room<unknown, CrashRoomState>;
type CrashJob = Extract<WorkerJob, { kind: 'crash' }>;

/** Bets once per round while betting is open and cashes out at a random moment within the job's window of the round. */
function playEveryRound(
  room: CrashRoom,
  result: WorkerResult,
  cashOutWindowMs: number,
  thinkMs: [number, number] | undefined,
  measuring: () => boolean,
): void {
  let betRound = '';
  let cashRound = '';
  let betSentAt = 0;
  let betSentMeasuring = false;
  let cashSentAt = 0;
  let acknowledged = '';
  room.onMessage(CRASH_SERVER_MESSAGES.betPlaced, (event: { roundId: string }) => {
    (betSentMeasuring ? result.betAckMs : result.joiningBetAckMs).push(performance.now() - betSentAt);
    acknowledged = event.roundId;
  });
  room.onMessage(CRASH_SERVER_MESSAGES.cashedOut, (event: { reason: string }) => {
    if (event.reason === 'MANUAL') result.cashOutAckMs.push(performance.now() - cashSentAt);
  });
  room.onMessage(CRASH_SERVER_MESSAGES.error, (event: CrashErrorEvent) => countError(result, event.error.key));
  room.onMessage(CRASH_SERVER_MESSAGES.balance, () => undefined);
  room.onMessage(CRASH_SERVER_MESSAGES.time, () => undefined);
  const onState = (state: CrashRoomState) => {
    if (state.phase === 'BETTING' && state.roundId !== betRound) {
      betRound = state.roundId;
      const roundId = state.roundId;
      const bet = () => {
        // A think time that outlasts betting skips the round.
        if (room.state.phase !== 'BETTING' || room.state.roundId !== roundId) return;
        betSentAt = performance.now();
        betSentMeasuring = measuring();
        result.betsSent += 1;
        countLiveAction();
        room.send(CRASH_CLIENT_MESSAGES.bet, { source: 'REAL', amountCents: 10 + Math.floor(Math.random() * 90) });
      };
      if (thinkMs) setTimeout(bet, thinkFor(thinkMs));
      else bet();
    } else if (state.phase === 'RUNNING' && state.roundId !== cashRound && acknowledged === state.roundId) {
      cashRound = state.roundId;
      const roundId = state.roundId;
      setTimeout(() => {
        if (room.state.phase !== 'RUNNING' || room.state.roundId !== roundId) return;
        cashSentAt = performance.now();
        result.cashOutsSent += 1;
        countLiveAction();
        room.send(CRASH_CLIENT_MESSAGES.cashOut, {});
      }, Math.random() * cashOutWindowMs);
    }
  };
  room.onStateChange(onState);
  // Joined during betting: no patch may come before betting closes, so the current state counts too.
  onState(room.state);
}

/** Joins, waits for the go (`ready` resolves when every worker has joined), measures for the job's duration, leaves. */
export async function runCrashClients(job: CrashJob, ready: () => Promise<void>): Promise<WorkerResult> {
  const result = emptyResult();
  const session = new RoomSession(result, job);
  const join = (token: string | undefined) =>
    session.join(
      token,
      (client) => client.joinById(crashRoomId(job.variant), {}, CrashRoomState) as Promise<CrashRoom>,
    );
  // The measuring job keeps SDK clients only, so its figures are what a browser's client sees.
  const cheap = job.generatorClient !== 'sdk' && !job.measuring;
  // Bettors play from the moment they join (the first join opens betting, which does not wait for the rest).
  const wireBettors = cheap ? new WireBettors(result, job, () => session.measuring) : undefined;
  const bettors = wireBettors
    ? []
    : await session.joinInWaves(job.bettorTokens, async (token) => {
        const room = await join(token);
        if (room) playEveryRound(room, result, job.cashOutWindowMs, job.thinkMs, () => session.measuring);
        return room;
      });
  const wireBettorCount = wireBettors ? await wireBettors.join(crashRoomId(job.variant), job.bettorTokens) : 0;
  const wire = cheap ? new WireSpectators(result, job, CrashRoomState, () => session.measuring) : undefined;
  const spectators = wire
    ? []
    : await session.joinInWaves(
        Array.from({ length: job.spectators }, () => undefined),
        join,
      );
  const wireSpectators = wire ? await wire.join(crashRoomId(job.variant), job.spectators, job.bettorTokens.length) : 0;
  result.clients = bettors.length + wireBettorCount + spectators.length + wireSpectators;
  const listen = (room: CrashRoom) => {
    room.onMessage(CRASH_SERVER_MESSAGES.time, () => undefined);
    room.onMessage(CRASH_SERVER_MESSAGES.error, (event: CrashErrorEvent) => countError(result, event.error.key));
  };
  spectators.forEach(listen);
  // The measuring client pings the clock: `time` waits behind whatever the room is doing.
  const pinger = job.measuring ? (bettors[0] ?? spectators[0]) : undefined;
  // With phases the spectators come and go while measuring (wire or SDK alike), after the joins made so far.
  const joinsSoFar = job.bettorTokens.length + job.spectators;
  const pool = !job.phased
    ? undefined
    : (wire?.pool(crashRoomId(job.variant), joinsSoFar) ??
      sdkPool(session, spectators, async () => {
        const room = await join(undefined);
        if (room) listen(room);
        return room;
      }));
  let phases: ReturnType<typeof followSchedule> | undefined;
  await session.measure(job.durationMs, ready, {
    pinger: pinger ? { room: () => pinger, message: CRASH_CLIENT_MESSAGES.time } : undefined,
    onStart: () => void (phases = job.phased && pool ? followSchedule(job.phased, pool) : undefined),
    onStop: () => void phases?.stop(),
  });
  await phases?.stop();
  // With phases: the most spectators connected at once on top of the bettors.
  result.clients += phases?.peak() ?? 0;
  await Promise.all([wire?.leaveAll(), wireBettors?.leaveAll()]);
  return result;
}
