import type { Orm } from '../../db/database';
import { prepareNextChain } from './chain-store';

/**
 * Keeps a room's next chain committed: after each round opens, the room tells the keeper its round number and
 * the keeper stores the next chain once fewer than 10% of links remain. Runs beside play (never in a round's
 * commit), one generation at a time; a failure is logged and retried after the next round.
 */
export class ChainKeeper {
  private running: Promise<void> | null = null;

  constructor(
    private readonly orm: Orm,
    private readonly name: string,
    private readonly length: number,
    private readonly log: (message: string, error?: unknown) => void,
  ) {}

  /** `spentIndex`: the round just opened. Returns at once; `settled()` waits for the work. */
  roundOpened(spentIndex: number): void {
    if (this.running) return;
    this.running = prepareNextChain(this.orm, this.name, spentIndex, this.length)
      .then(() => undefined)
      .catch((error: unknown) =>
        this.log(`the next ${this.name} chain could not be stored; retried after the next round`, error),
      )
      .finally(() => (this.running = null));
  }

  /** Waits for a generation in progress (stops and tests). */
  async settled(): Promise<void> {
    await this.running;
  }
}
