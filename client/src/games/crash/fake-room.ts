import { CrashBetState, CrashRoomState } from '@arena/schemas';
import { FakeRoomBase, fakeClock } from '../../testing/fake-room';
import type { CrashConnection } from './crash-connection';
import type { CrashStoreDeps } from './crash-store';

/** The crash room double: a real CrashRoomState the test mutates (see FakeRoomBase). */
export class FakeRoom extends FakeRoomBase<CrashRoomState> implements CrashConnection {
  constructor() {
    super(new CrashRoomState({ variant: 'classic' }));
  }

  addBet(fields: Partial<InstanceType<typeof CrashBetState>> & { userId: string; stakeCents: number }): void {
    this.state.bets.set(fields.userId, new CrashBetState({ name: fields.userId, source: 'REAL', ...fields }));
  }
}

/** Store dependencies with a hand-driven clock and timers. */
export function fakeDeps(room: FakeRoom, userId: string | null) {
  const clock = fakeClock();
  const deps: CrashStoreDeps = {
    connect: async () => room,
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
