import type { Room } from '@colyseus/sdk';
import {
  CRASH_BATTLE_CLIENT_MESSAGES,
  CRASH_BATTLE_ROOM_NAME,
  CRASH_BATTLE_RULES,
  CRASH_BATTLE_SERVER_MESSAGES,
  type CrashBattleErrorEvent,
  CrashBattleState,
} from '@arena/schemas';
import {
  type RoomPlayer,
  type WorkerJob,
  type WorkerResult,
  countError,
  countSent,
  emptyResult,
  recordAck,
} from './protocol';
import { RoomSession, hostUrlOf } from './room-session';

type BattleRoom = Room<unknown, CrashBattleState>;
type RoomJob = Extract<WorkerJob, { kind: 'room' }>;

/** Every battle of the run: the creator and bots fill the seats; a few rounds keep it short so battles follow on. */
export const LOAD_BATTLE = {
  seats: CRASH_BATTLE_RULES.maxSeats,
  rounds: 3,
  buyInCents: CRASH_BATTLE_RULES.minBuyInCents,
} as const;

const ENDED = new Set(['FINISHED', 'CANCELLED', 'VOIDED']);

function listen(room: BattleRoom, result: WorkerResult): void {
  for (const message of Object.values(CRASH_BATTLE_SERVER_MESSAGES)) {
    room.onMessage(
      message,
      message === CRASH_BATTLE_SERVER_MESSAGES.error
        ? (event: CrashBattleErrorEvent) => countError(result, event.error.key)
        : () => undefined,
    );
  }
}

/**
 * One creator and the watchers of their battles. The creator opens a battle (paying the buy-in: the `create`
 * acknowledgement), calls the bots (`start`: until the state says RUNNING), cashes out at a random moment 0-2.5 s
 * into every round's curve (`cash-out`: until the state shows the seat's cash-out), and when a battle ends opens the
 * next one; the watchers move along with it.
 */
class BattleGroup {
  creatorRoom: BattleRoom | undefined;
  private watchers: BattleRoom[] = [];
  stopping = false;

  constructor(
    private readonly session: RoomSession,
    private readonly player: RoomPlayer,
  ) {}

  private get result(): WorkerResult {
    return this.session.result;
  }

  /** Opens a battle with the creator in seat 0, then brings the watchers in; answers the rooms joined. */
  async open(): Promise<number> {
    const started = performance.now();
    countSent(this.result, 'create');
    const room = await this.session.join(
      this.player.token,
      (client) => client.create(CRASH_BATTLE_ROOM_NAME, LOAD_BATTLE, CrashBattleState) as Promise<BattleRoom>,
    );
    if (!room) return 0;
    recordAck(this.result, 'create', performance.now() - started);
    this.creatorRoom = room;
    listen(room, this.result);
    this.play(room);
    // Watchers come from the lobby, whose listing names the battle's host: they join by id there (the web client
    // does the same), so the seat is reserved in that process instead of over Redis from another.
    const host = hostUrlOf(room);
    const watchers = await this.session.joinInWaves(Array.from({ length: this.player.spectators ?? 0 }), async () => {
      const watcher = await this.session.join(
        undefined,
        (client) => client.joinById(room.roomId, {}, CrashBattleState) as Promise<BattleRoom>,
        host,
      );
      if (watcher) listen(watcher, this.result);
      return watcher;
    });
    this.watchers = watchers;
    return 1 + watchers.length;
  }

  private play(room: BattleRoom): void {
    let calledAt = 0;
    let cashRound = 0;
    let cashSentAt = 0;
    let ended = false;
    const mySeat = () => room.state.seats.find((seat) => seat.userId !== '' && seat.userId === room.state.ownerId);
    const onState = (state: CrashBattleState) => {
      if (state.status === 'WAITING' && calledAt === 0 && state.ownerId !== '') {
        calledAt = performance.now();
        countSent(this.result, 'start');
        room.send(CRASH_BATTLE_CLIENT_MESSAGES.callBots, {});
      }
      if (state.status === 'RUNNING' && calledAt > 0) {
        recordAck(this.result, 'start', performance.now() - calledAt);
        calledAt = -1;
      }
      if (cashSentAt > 0 && (mySeat()?.cashOutHundredths ?? 0) > 0) {
        recordAck(this.result, 'cash-out', performance.now() - cashSentAt);
        cashSentAt = 0;
      }
      if (state.status === 'RUNNING' && state.roundPhase === 'RUNNING' && state.round !== cashRound) {
        cashRound = state.round;
        const round = state.round;
        setTimeout(() => {
          if (
            room.state.roundPhase !== 'RUNNING' ||
            room.state.round !== round ||
            (mySeat()?.cashOutHundredths ?? 0) > 0
          )
            return;
          cashSentAt = performance.now();
          countSent(this.result, 'cash-out');
          this.result.cashOutsSent += 1;
          room.send(CRASH_BATTLE_CLIENT_MESSAGES.cashOut, {});
        }, Math.random() * 2500);
      }
      if (ENDED.has(state.status) && !ended) {
        ended = true;
        void this.next();
      }
    };
    room.onStateChange(onState);
    onState(room.state);
  }

  /** The battle ended: everyone leaves it and, unless the run is over, the creator opens the next one. */
  private async next(): Promise<void> {
    const rooms = [this.creatorRoom, ...this.watchers].filter((room): room is BattleRoom => room !== undefined);
    this.creatorRoom = undefined;
    this.watchers = [];
    await Promise.all(rooms.map((room) => this.session.leave(room)));
    if (!this.stopping) await this.open();
  }
}

/** Battle: each player creates battles one after another; its watchers (`spectators` of the player) follow them. */
export async function runBattleClients(job: RoomJob, ready: () => Promise<void>): Promise<WorkerResult> {
  const result = emptyResult();
  const session = new RoomSession(result, job);
  const groups = job.players.map((player) => new BattleGroup(session, player));
  const joined = await Promise.all(groups.map((group) => group.open()));
  result.clients = joined.reduce((sum, n) => sum + n, 0);
  const pinging = job.measuring ? groups[0] : undefined;
  await session.measure(job.durationMs, ready, {
    pinger: pinging ? { room: () => pinging.creatorRoom, message: CRASH_BATTLE_CLIENT_MESSAGES.time } : undefined,
    onStop: () => {
      for (const group of groups) group.stopping = true;
    },
  });
  return result;
}
