/**
 * Where a wire client's state frames go. A client that reads state decodes into its own copy; spectators of one
 * room all receive the same patches, so they share one copy decoded once (by whichever of them joined first).
 */
import { Decoder, type Iterator } from '@colyseus/schema';

export interface StateReader {
  /** The full state sent once after the join acknowledgement. */
  full(bytes: Uint8Array, it: Iterator): void;
  patch(bytes: Uint8Array, it: Iterator): void;
  /** The client is gone: a shared copy finds another feeder at the next join. */
  release(): void;
}

/** A state class made with @colyseus/schema's `schema(...)`. */
export type StateClass<S> = new () => S;

/** Decodes every frame into a state of one's own, then calls `onChange` (a bettor's view of its round). */
export class OwnState<S extends object> implements StateReader {
  readonly state: S;
  private readonly decoder: Decoder;
  private readonly listeners: ((state: S) => void)[] = [];

  constructor(Root: StateClass<S>) {
    this.state = new Root();
    this.decoder = new Decoder(this.state as never);
  }

  onChange(listener: (state: S) => void): void {
    this.listeners.push(listener);
  }

  full(bytes: Uint8Array, it: Iterator): void {
    this.decoder.decode(bytes, it);
    for (const listener of this.listeners) listener(this.state);
  }

  patch(bytes: Uint8Array, it: Iterator): void {
    this.full(bytes, it);
  }

  release(): void {}
}

/**
 * One room's state shared by every spectator of it in this process. The first member to receive the full state
 * feeds the copy; the others' frames are dropped undecoded. If the feeder leaves, the copy stays as it was until a
 * member joins and feeds it again from its own full state (a join always starts with one).
 */
export class SharedState<S extends object> {
  state: S | undefined;
  private decoder: Decoder | undefined;
  private feeder: StateReader | undefined;
  private readonly listeners: ((state: S) => void)[] = [];
  members = 0;

  constructor(private readonly Root: StateClass<S>) {}

  onChange(listener: (state: S) => void): void {
    this.listeners.push(listener);
  }

  /** A reader for one more spectator. */
  member(): StateReader {
    this.members += 1;
    const reader: StateReader = {
      full: (bytes, it) => {
        if (this.feeder) return;
        this.feeder = reader;
        this.state = new this.Root();
        this.decoder = new Decoder(this.state as never);
        this.decode(bytes, it);
      },
      patch: (bytes, it) => {
        if (this.feeder === reader) this.decode(bytes, it);
      },
      release: () => {
        this.members -= 1;
        if (this.feeder === reader) this.feeder = undefined;
      },
    };
    return reader;
  }

  private decode(bytes: Uint8Array, it: Iterator): void {
    this.decoder!.decode(bytes, it);
    for (const listener of this.listeners) listener(this.state!);
  }
}
