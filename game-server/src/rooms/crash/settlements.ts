import type { AppServices } from '@arena/api';
import { AppError } from '@arena/schemas';

const ATTEMPTS = 3;
const RETRY_BASE_MS = 200;

/**
 * Writes bet endings to the ledger behind the round: the round decides in memory (a cash-out is final
 * the moment it is accepted), the ledger records it. A write that keeps failing leaves the bet open,
 * and the next boot's recovery refunds it.
 */
export class Settlements {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly services: AppServices,
    private readonly onSettled: (userId: string) => void,
    private readonly log: (message: string, error?: unknown) => void,
  ) {}

  settle(betId: string, userId: string, payoutCents: number): void {
    const work = this.write(betId, userId, payoutCents).finally(() => this.pending.delete(work));
    this.pending.add(work);
  }

  /** Resolves once every ending handed over so far has been written (or given up on). */
  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  private async write(betId: string, userId: string, payoutCents: number): Promise<void> {
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      try {
        await this.services.ledger.settleBet(betId, payoutCents);
        this.onSettled(userId);
        return;
      } catch (error) {
        if (error instanceof AppError && error.key === 'BET.ALREADY_FINISHED') return;
        if (attempt === ATTEMPTS) {
          this.log(`settling bet ${betId} failed; boot recovery will refund it`, error);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, RETRY_BASE_MS * attempt));
      }
    }
  }
}
