import { CrashBattleSeatState, CrashBattleState } from '@arena/schemas';
import { FakeRoomBase, fakeClock } from '../../testing/fake-room';
import type { BattleConnection } from './battle-connection';
import type { BattleStoreDeps } from './battle-store';

/** The battle room double: a real CrashBattleState the test mutates (see FakeRoomBase). */
export class FakeBattleRoom extends FakeRoomBase<CrashBattleState> implements BattleConnection {
  constructor(readonly roomId = 'battle-1') {
    super(new CrashBattleState());
    this.state.battleId = roomId;
    this.state.ownerId = 'owner';
    this.state.seatCount = 2;
    this.state.roundCount = 2;
    this.state.buyInCents = 500;
    for (let seat = 0; seat < 2; seat++) this.state.seats.push(new CrashBattleSeatState({ seat }));
  }

  /** What the store sent, without clock pings. */
  get actions() {
    return this.sent.filter((m) => m.type !== 'time');
  }
  seatPlayer(seat: number, userId: string, fields: Partial<InstanceType<typeof CrashBattleSeatState>> = {}): void {
    Object.assign(this.state.seats[seat]!, { kind: 'PLAYER', userId, name: userId, connected: true, ...fields });
  }
}

/** Store dependencies with a hand-driven clock and timers, and a canned API. */
export function fakeBattleDeps(
  room: FakeBattleRoom | (() => Promise<never>),
  userId: string | null,
  answers: Record<string, unknown> = {},
) {
  const clock = fakeClock();
  const deps: BattleStoreDeps = {
    connector: { watch: async () => (typeof room === 'function' ? room() : room) },
    adopt: () => null,
    api: {
      get: async <T>(path: string) => {
        if (path in answers) return answers[path] as T;
        throw Object.assign(new Error('not found'), { key: 'CRASH_BATTLE.NOT_FOUND' });
      },
    },
    userId: () => userId,
    onBalance: clock.onBalance,
    now: clock.now,
    setTimer: clock.setTimer,
  };
  return {
    deps,
    balances: clock.balances,
    advance: clock.advance,
    get now() {
      return clock.now();
    },
  };
}
