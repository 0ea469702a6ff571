/**
 * A worker's crash bettors as wire clients: they act on the room's phase and round, which every client of the room
 * sees alike, so the bettors of one room share one decoded state per process as spectators do (1,000 bettors each
 * decoding a 16 KB bets list per patch saturated a generator core); each bets
 * once per round while betting is open and cashes out at a random moment within the job's window of the round, as
 * the SDK bettors of crash-clients.ts do. Acknowledgement latencies and refusals go to the worker's result.
 */
import { CRASH_CLIENT_MESSAGES, CRASH_SERVER_MESSAGES, type CrashErrorEvent, CrashRoomState } from '@arena/schemas';
import { addLiveClients, countLiveAction } from '../load/live';
import { type WorkerResult, countError } from '../load/protocol';
import { thinkFor } from '../load/phases';
import { gameUrlFor } from '../load/spread';
import { SharedState } from './state-readers';
import { WireRoom } from './wire-room';

interface BettorJob {
  gameUrls: readonly string[];
  firstClient: number;
  cashOutWindowMs: number;
  thinkMs?: [number, number];
}

function playEveryRound(
  room: WireRoom,
  own: SharedState<CrashRoomState>,
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
  const onState = (state: CrashRoomState) => {
    if (state.phase === 'BETTING' && state.roundId !== betRound) {
      betRound = state.roundId;
      const roundId = state.roundId;
      const bet = () => {
        // A think time that outlasts betting skips the round.
        if (own.state?.phase !== 'BETTING' || own.state.roundId !== roundId) return;
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
        if (own.state?.phase !== 'RUNNING' || own.state.roundId !== roundId) return;
        cashSentAt = performance.now();
        result.cashOutsSent += 1;
        countLiveAction();
        room.send(CRASH_CLIENT_MESSAGES.cashOut, {});
      }, Math.random() * cashOutWindowMs);
    }
  };
  own.onChange(onState);
  // Joined during betting: no patch may come before betting closes, so the state of the join counts too.
  if (own.state) onState(own.state);
}

export class WireBettors {
  readonly rooms: WireRoom[] = [];
  /** One decoded state per room id, shared by this process's bettors of it. */
  private readonly states = new Map<string, SharedState<CrashRoomState>>();

  constructor(
    private readonly result: WorkerResult,
    private readonly job: BettorJob,
    private readonly measuring: () => boolean,
  ) {
    addLiveClients(() => this.rooms.filter((room) => room.isOpen).length);
  }

  /** Joins one bettor per token in waves of 25 (joins 0 … n-1 of the job); they play from the moment they join. */
  async join(roomId: string, tokens: readonly string[]): Promise<number> {
    const onFrame = (bytes: number) => {
      if (!this.measuring()) return;
      this.result.messages += 1;
      this.result.bytes += bytes;
    };
    const shared = this.states.get(roomId) ?? new SharedState(CrashRoomState);
    this.states.set(roomId, shared);
    let joined = 0;
    for (let i = 0; i < tokens.length; i += 25) {
      const wave = tokens.slice(i, i + 25).map(async (token, j) => {
        const { url, index } = gameUrlFor(this.job, i + j);
        const started = performance.now();
        try {
          const room = await WireRoom.join({ gameUrl: url, room: roomId, token, state: shared.member(), onFrame });
          this.result.joinMs.push(performance.now() - started);
          this.result.joinsByUrl[index]! += 1;
          this.result.socketsByHost[room.host] = (this.result.socketsByHost[room.host] ?? 0) + 1;
          playEveryRound(room, shared, this.result, this.job.cashOutWindowMs, this.job.thinkMs, this.measuring);
          this.rooms.push(room);
          joined += 1;
        } catch (error) {
          this.result.joinFailures += 1;
          countError(this.result, `join: ${(error as Error).message.slice(0, 60)}`);
        }
      });
      await Promise.all(wave);
    }
    return joined;
  }

  async leaveAll(): Promise<void> {
    await Promise.all(
      this.rooms.map((room) => Promise.race([room.leave(), new Promise((resolve) => setTimeout(resolve, 2000))])),
    );
  }
}
