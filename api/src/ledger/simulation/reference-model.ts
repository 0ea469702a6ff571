import type { BetGameId } from '@arena/schemas';

/** The game the simulated bets carry: any bet game that takes bonus stakes does (the ledger treats them alike). */
export const SIMULATED_GAME: BetGameId = 'crash';

/**
 * The tiny model the simulation checks the ledger against: plain numbers in memory, no database.
 * It knows what each operation must do to balances and bets, so any difference is a ledger bug.
 */
export interface ModelBet {
  userId: string;
  source: 'REAL' | 'BONUS';
  stakeCents: number;
  status: 'OPEN' | 'SETTLED' | 'REFUNDED';
  payoutCents: number | null;
}

export class LedgerModel {
  readonly real = new Map<string, number>();
  readonly bonus = new Map<string, number>();
  readonly bets = new Map<string, ModelBet>();
  readonly deposits = new Map<string, { userId: string; amountCents: number; bonus: boolean }>();
  house = 0;
  world = 0;

  addUser(userId: string): void {
    this.real.set(userId, 0);
    this.bonus.set(userId, 0);
  }

  private wallet(source: 'REAL' | 'BONUS') {
    return source === 'REAL' ? this.real : this.bonus;
  }

  balance(userId: string, source: 'REAL' | 'BONUS'): number {
    return this.wallet(source).get(userId) ?? 0;
  }

  deposit(key: string, userId: string, amountCents: number, bonus: boolean): void {
    this.deposits.set(key, { userId, amountCents, bonus });
    const wallet = this.wallet(bonus ? 'BONUS' : 'REAL');
    wallet.set(userId, (wallet.get(userId) ?? 0) + amountCents);
    this.world -= amountCents;
  }

  canBet(userId: string, source: 'REAL' | 'BONUS', stakeCents: number): boolean {
    return this.balance(userId, source) >= stakeCents;
  }

  placeBet(betId: string, userId: string, source: 'REAL' | 'BONUS', stakeCents: number): void {
    const wallet = this.wallet(source);
    wallet.set(userId, this.balance(userId, source) - stakeCents);
    this.bets.set(betId, { userId, source, stakeCents, status: 'OPEN', payoutCents: null });
  }

  settle(betId: string, payoutCents: number): void {
    const bet = this.bets.get(betId)!;
    bet.status = 'SETTLED';
    bet.payoutCents = payoutCents;
    this.house += bet.stakeCents - payoutCents;
    const wallet = this.wallet(bet.source);
    wallet.set(bet.userId, this.balance(bet.userId, bet.source) + payoutCents);
  }

  refund(betId: string): void {
    const bet = this.bets.get(betId)!;
    bet.status = 'REFUNDED';
    const wallet = this.wallet(bet.source);
    wallet.set(bet.userId, this.balance(bet.userId, bet.source) + bet.stakeCents);
  }

  escrow(): number {
    let sum = 0;
    for (const bet of this.bets.values()) if (bet.status === 'OPEN') sum += bet.stakeCents;
    return sum;
  }
}

/** A small, fast, seedable PRNG (mulberry32) so a failing run can be replayed from its seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
