import { Client, type Room } from '@colyseus/sdk';
import { CRASH_CLIENT_MESSAGES, CRASH_SERVER_MESSAGES, CrashRoomState, type CrashErrorEvent, crashRoomId } from '@arena/schemas';
import { type WorkerJob, type WorkerResult, countError, emptyResult } from './protocol';

type CrashRoom = Room<unknown, CrashRoomState>;
type CrashJob = Extract<WorkerJob, { kind: 'crash' }>;

/** Counts what reaches a client's socket (state patches and messages alike): the room's deliveries. */
export function countDeliveries(room: Room, result: WorkerResult, measuring: () => boolean): void {
  const events = (room.connection as unknown as { events: { onmessage?: (event: MessageEvent) => void } }).events;
  const original = events.onmessage;
  events.onmessage = (event: MessageEvent) => {
    if (measuring()) {
      result.messages += 1;
      result.bytes += event.data instanceof ArrayBuffer ? event.data.byteLength : String(event.data).length;
    }
    original?.(event);
  };
}

/** Bets once per round while betting is open and cashes out at a random moment of the run (0-2.5 s in). */
function playEveryRound(room: CrashRoom, result: WorkerResult): void {
  let betRound = '';
  let cashRound = '';
  let betSentAt = 0;
  let cashSentAt = 0;
  let acknowledged = '';
  room.onMessage(CRASH_SERVER_MESSAGES.betPlaced, (event: { roundId: string }) => {
    result.betAckMs.push(performance.now() - betSentAt);
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
      betSentAt = performance.now();
      result.betsSent += 1;
      room.send(CRASH_CLIENT_MESSAGES.bet, { source: 'REAL', amountCents: 10 + Math.floor(Math.random() * 90) });
    } else if (state.phase === 'RUNNING' && state.roundId !== cashRound && acknowledged === state.roundId) {
      cashRound = state.roundId;
      const roundId = state.roundId;
      setTimeout(() => {
        if (room.state.phase !== 'RUNNING' || room.state.roundId !== roundId) return;
        cashSentAt = performance.now();
        result.cashOutsSent += 1;
        room.send(CRASH_CLIENT_MESSAGES.cashOut, {});
      }, Math.random() * 2500);
    }
  };
  room.onStateChange(onState);
  // Joined during betting: no patch may come before betting closes, so the current state counts too.
  onState(room.state);
}

async function join(job: CrashJob, result: WorkerResult, token?: string): Promise<CrashRoom | undefined> {
  const client = new Client(job.gameUrl);
  if (token) client.auth.token = token;
  const started = performance.now();
  try {
    const room = (await client.joinById(crashRoomId(job.variant), {}, CrashRoomState)) as CrashRoom;
    result.joinMs.push(performance.now() - started);
    return room;
  } catch (error) {
    result.joinFailures += 1;
    countError(result, `join: ${(error as Error).message.slice(0, 60)}`);
    return undefined;
  }
}

/** Joins in small waves so the join times measure the server, not a thundering herd from one process. */
async function joinAll(job: CrashJob, result: WorkerResult, tokens: (string | undefined)[], onJoin?: (room: CrashRoom) => void): Promise<CrashRoom[]> {
  const rooms: CrashRoom[] = [];
  for (let i = 0; i < tokens.length; i += 25) {
    const wave = await Promise.all(
      tokens.slice(i, i + 25).map(async (token) => {
        const room = await join(job, result, token);
        if (room) onJoin?.(room);
        return room;
      }),
    );
    for (const room of wave) if (room) rooms.push(room);
  }
  return rooms;
}

/** Joins, waits for the go (`ready` resolves when every worker has joined), measures for the job's duration, leaves. */
export async function runCrashClients(job: CrashJob, ready: () => Promise<void>): Promise<WorkerResult> {
  const result = emptyResult();
  let measuring = false;
  // Bettors play from the moment they join (the first join opens betting, which does not wait for the rest).
  const bettors = await joinAll(job, result, job.bettorTokens, (room) => playEveryRound(room, result));
  const spectators = await joinAll(job, result, Array.from({ length: job.spectators }, () => undefined));
  result.clients = bettors.length + spectators.length;
  for (const room of [...bettors, ...spectators]) countDeliveries(room, result, () => measuring);
  for (const room of spectators) {
    room.onMessage(CRASH_SERVER_MESSAGES.time, () => undefined);
    room.onMessage(CRASH_SERVER_MESSAGES.error, (event: CrashErrorEvent) => countError(result, event.error.key));
  }
  // The measuring client pings the clock: `time` waits behind whatever the room is doing.
  const pinger = job.measuring ? (bettors[0] ?? spectators[0]) : undefined;
  const pings = new Map<number, number>();
  pinger?.onMessage(CRASH_SERVER_MESSAGES.time, (event: { clientTime: number }) => {
    const sentAt = pings.get(event.clientTime);
    if (sentAt !== undefined) result.timeRttMs.push(performance.now() - sentAt);
    pings.delete(event.clientTime);
  });
  await ready();
  let seq = 0;
  const timer = pinger
    ? setInterval(() => {
        seq += 1;
        pings.set(seq, performance.now());
        pinger.send(CRASH_CLIENT_MESSAGES.time, { clientTime: seq });
      }, 250)
    : undefined;
  measuring = true;
  const started = performance.now();
  await new Promise((resolve) => setTimeout(resolve, job.durationMs));
  measuring = false;
  result.measuredMs = performance.now() - started;
  if (timer) clearInterval(timer);
  await Promise.all([...bettors, ...spectators].map((room) => room.leave().catch(() => undefined)));
  return result;
}
