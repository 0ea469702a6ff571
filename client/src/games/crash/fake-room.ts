import { type CRASH_SERVER_MESSAGES, CrashBetState, CrashRoomState } from '@arena/schemas';
import type { CrashConnection } from './crash-connection';
import type { CrashStoreDeps } from './crash-store';

/**
 * A room double for store tests: a real CrashRoomState the test mutates, and a log of what the store sent.
 * `push()` plays the part of a patch arriving.
 */
export class FakeRoom implements CrashConnection {
  readonly state = new CrashRoomState({ variant: 'classic' });
  readonly sent: { type: string; message?: unknown }[] = [];
  private handlers = new Map<string, ((message: unknown) => void)[]>();
  private changed: (() => void)[] = [];
  private left: ((code: number) => void)[] = [];

  send(type: string, message?: unknown): void {
    this.sent.push({ type, message });
  }
  onMessage(type: string, handler: (message: unknown) => void): void {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), handler]);
  }
  onStateChange(handler: () => void): void {
    this.changed.push(handler);
  }
  onLeave(handler: (code: number) => void): void {
    this.left.push(handler);
  }
  async leave(): Promise<void> {}

  push(): void {
    for (const handler of this.changed) handler();
  }
  receive(type: (typeof CRASH_SERVER_MESSAGES)[keyof typeof CRASH_SERVER_MESSAGES], message: unknown): void {
    for (const handler of this.handlers.get(type) ?? []) handler(message);
  }
  drop(): void {
    for (const handler of this.left) handler(4000);
  }
  addBet(fields: Partial<InstanceType<typeof CrashBetState>> & { userId: string; stakeCents: number }): void {
    this.state.bets.set(fields.userId, new CrashBetState({ name: fields.userId, source: 'REAL', ...fields }));
  }
}

/** Store dependencies with a hand-driven clock and timers. */
export function fakeDeps(room: FakeRoom, userId: string | null) {
  let now = 1_000_000;
  const timers: { at: number; run: () => void }[] = [];
  const balances: [number, number][] = [];
  const deps: CrashStoreDeps = {
    connect: async () => room,
    userId: () => userId,
    onBalance: (balance, bonus) => balances.push([balance, bonus]),
    now: () => now,
    setTimer: (run, ms) => {
      const timer = { at: now + ms, run };
      timers.push(timer);
      return () => timers.splice(timers.indexOf(timer), 1);
    },
  };
  return {
    deps,
    balances,
    advance(ms: number) {
      now += ms;
      for (const timer of timers.filter((t) => t.at <= now)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.run();
      }
    },
    get now() {
      return now;
    },
  };
}
