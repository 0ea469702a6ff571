/**
 * A room double for game store tests: the game's real synchronized state class, which the test mutates, and a
 * log of what the store sent. `push()` plays the part of a patch arriving, `receive()` of a server message,
 * `drop()` of the connection going away for good.
 */
export class FakeRoomBase<State> {
  readonly sent: { type: string; message?: unknown }[] = [];
  private readonly handlers = new Map<string, ((message: unknown) => void)[]>();
  private readonly changed: (() => void)[] = [];
  private readonly left: ((code: number) => void)[] = [];

  constructor(readonly state: State) {}

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
  receive(type: string, message: unknown): void {
    for (const handler of this.handlers.get(type) ?? []) handler(message);
  }
  /** `code`: the close code the SDK reports (4003: a restarted server refused the old session). */
  drop(code = 4000): void {
    for (const handler of this.left) handler(code);
  }
}

/** A hand-driven clock with timers, and the balances a store reported: what every game store depends on. */
export function fakeClock() {
  let now = 1_000_000;
  const timers: { at: number; run: () => void }[] = [];
  const balances: [number, number][] = [];
  return {
    balances,
    now: () => now,
    onBalance: (balance: number, bonus: number) => void balances.push([balance, bonus]),
    setTimer: (run: () => void, ms: number) => {
      const timer = { at: now + ms, run };
      timers.push(timer);
      return () => void timers.splice(timers.indexOf(timer), 1);
    },
    advance(ms: number) {
      now += ms;
      for (const timer of timers.filter((t) => t.at <= now)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.run();
      }
    },
  };
}
