/** A player's balances as the ledger reads them. */
interface Balances {
  realCents: number;
  bonusCents: number;
}

export interface BalanceMessage {
  balanceCents: number;
  bonusBalanceCents: number;
}

/**
 * Tells players their balances after money moved, in bursts: a round's bets and cash-outs change hundreds of
 * balances within a second, and one read per player queued that many statements in front of everything else on the
 * database. Players whose balance changed while a read runs are read together right after it, so every notice is
 * read after the change that caused it and one player's notices never overtake each other.
 */
export class BalanceNotices {
  private readonly waiting = new Set<string>();
  private running = false;

  constructor(
    private readonly read: (userIds: string[]) => Promise<Map<string, Balances>>,
    private readonly send: (userId: string, message: BalanceMessage) => void,
    private readonly log: (message: string, error?: unknown) => void,
  ) {}

  changed(userId: string): void {
    this.waiting.add(userId);
    if (!this.running) void this.flush();
  }

  private async flush(): Promise<void> {
    this.running = true;
    try {
      while (this.waiting.size > 0) {
        // The rest of this burst's changes (the same batch commit's answers) join this read.
        await new Promise((resolve) => setImmediate(resolve));
        const userIds = [...this.waiting];
        this.waiting.clear();
        try {
          const balances = await this.read(userIds);
          for (const [userId, { realCents, bonusCents }] of balances)
            this.send(userId, { balanceCents: realCents, bonusBalanceCents: bonusCents });
        } catch (error) {
          this.log(`balances of ${userIds.length} players unavailable`, error);
        }
      }
    } finally {
      this.running = false;
    }
  }
}
