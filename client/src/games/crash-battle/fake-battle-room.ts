import { type CRASH_BATTLE_SERVER_MESSAGES, CrashBattleSeatState, CrashBattleState } from '@arena/schemas';
import type { BattleConnection } from './battle-connection';
import type { BattleStoreDeps } from './battle-store';

/**
 * A battle room double for store tests: a real CrashBattleState the test mutates, and a log of what the
 * store sent. `push()` plays the part of a patch arriving.
 */
export class FakeBattleRoom implements BattleConnection {
  readonly state = new CrashBattleState();
  readonly sent: { type: string; message?: unknown }[] = [];
  private handlers = new Map<string, ((message: unknown) => void)[]>();
  private changed: (() => void)[] = [];
  private left: ((code: number) => void)[] = [];

  constructor(readonly roomId = 'battle-1') {
    this.state.battleId = roomId;
    this.state.ownerId = 'owner';
    this.state.seatCount = 2;
    this.state.roundCount = 2;
    this.state.buyInCents = 500;
    for (let seat = 0; seat < 2; seat++) this.state.seats.push(new CrashBattleSeatState({ seat }));
  }

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

  /** What the store sent, without clock pings. */
  get actions() {
    return this.sent.filter((m) => m.type !== 'time');
  }
  push(): void {
    for (const handler of this.changed) handler();
  }
  receive(type: (typeof CRASH_BATTLE_SERVER_MESSAGES)[keyof typeof CRASH_BATTLE_SERVER_MESSAGES], message: unknown): void {
    for (const handler of this.handlers.get(type) ?? []) handler(message);
  }
  drop(): void {
    for (const handler of this.left) handler(4000);
  }
  seatPlayer(seat: number, userId: string, fields: Partial<InstanceType<typeof CrashBattleSeatState>> = {}): void {
    Object.assign(this.state.seats[seat]!, { kind: 'PLAYER', userId, name: userId, connected: true, ...fields });
  }
}

/** Store dependencies with a hand-driven clock and timers, and a canned API. */
export function fakeBattleDeps(room: FakeBattleRoom | (() => Promise<never>), userId: string | null, answers: Record<string, unknown> = {}) {
  let now = 1_000_000;
  const timers: { at: number; run: () => void }[] = [];
  const balances: [number, number][] = [];
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
