import { randomUUID } from 'node:crypto';
import { AppError, USER_DEFAULTS } from '@arena/schemas';
import type { Ledger } from '../ledger';
import { signInUser } from '../../users/users';
import { LedgerModel, SIMULATED_GAME, seededRandom } from './reference-model';
import { batchStep } from './batches';

export interface SimulationOptions {
  ledger: Ledger;
  seed: number;
  /** Ledger operations to run (a concurrent batch counts each call). */
  operations: number;
  users?: number;
  /** Check the database invariants every this many steps (and always at the end). */
  invariantEvery?: number;
  /** Makes the ledger's next batch die before its commit (a ledger built with `crashBeforeCommit` reading it). */
  crashNext?: (crash: boolean) => void;
}

export interface SimulationReport {
  seed: number;
  operations: number;
  counts: Record<string, number>;
}

class SimulationMismatch extends Error {
  constructor(seed: number, step: number, message: string) {
    super(`seed ${seed}, step ${step}: ${message}`);
  }
}

function keyOf(error: unknown): string {
  return error instanceof AppError ? error.key : `unexpected: ${String(error)}`;
}

/**
 * Drives the real ledger with a seeded random mix of deposits, bets, settlements, refunds, retries with the
 * same key, conflicting retries, concurrent calls and bursts that go as one batch (batches.ts), and after every step compares what the database says
 * with the reference model. A failing seed replays exactly.
 */
export async function runLedgerSimulation(options: SimulationOptions): Promise<SimulationReport> {
  const { ledger, seed } = options;
  const random = seededRandom(seed);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const model = new LedgerModel();
  const counts: Record<string, number> = {};
  const count = (name: string, n = 1) => (counts[name] = (counts[name] ?? 0) + n);

  const users: string[] = [];
  for (let i = 0; i < (options.users ?? 4); i++) {
    const { userId } = await ledger.transaction((tx) =>
      signInUser(tx, { subject: `sim:${seed}:${i}:${randomUUID()}`, name: `sim${i}`, agreeTos: true }),
    );
    users.push(userId);
    model.addUser(userId);
  }
  const depositKeys: string[] = [];
  const openBets = () => [...model.bets.entries()].filter(([, b]) => b.status === 'OPEN').map(([id]) => id);
  const endedBets = () => [...model.bets.entries()].filter(([, b]) => b.status !== 'OPEN').map(([id]) => id);

  let step = 0;
  const expectKey = async (promise: Promise<unknown>, key: string, what: string) => {
    try {
      await promise;
    } catch (error) {
      if (keyOf(error) === key) return;
      throw new SimulationMismatch(seed, step, `${what}: expected ${key}, got ${keyOf(error)}`);
    }
    throw new SimulationMismatch(seed, step, `${what}: expected ${key}, but it succeeded`);
  };
  const compareUser = async (userId: string) => {
    const actual = await ledger.balances(userId);
    const expected = { realCents: model.balance(userId, 'REAL'), bonusCents: model.balance(userId, 'BONUS') };
    if (actual.realCents !== expected.realCents || actual.bonusCents !== expected.bonusCents) {
      throw new SimulationMismatch(
        seed,
        step,
        `balances of ${userId}: db ${JSON.stringify(actual)} model ${JSON.stringify(expected)}`,
      );
    }
  };

  let done = 0;
  while (done < options.operations) {
    step++;
    const userId = pick(users);
    const roll = random();
    if (roll < 0.16 || depositKeys.length === 0) {
      const key = `dep-${seed}-${step}`;
      const amountCents = int(1, 50_000);
      const bonus = random() < 0.2;
      await ledger.deposit({ userId, amountCents, key, bonus });
      model.deposit(key, userId, amountCents, bonus);
      depositKeys.push(key);
      count('deposit');
    } else if (roll < 0.21) {
      const key = pick(depositKeys);
      const original = model.deposits.get(key)!;
      const replay = await ledger.deposit({
        userId: original.userId,
        amountCents: original.amountCents,
        key,
        bonus: original.bonus,
      });
      if (!replay.replayed) throw new SimulationMismatch(seed, step, `retry of ${key} was not a replay`);
      count('deposit-retry');
    } else if (roll < 0.23) {
      const key = pick(depositKeys);
      const original = model.deposits.get(key)!;
      await expectKey(
        ledger.deposit({ userId: original.userId, amountCents: original.amountCents + 1, key, bonus: original.bonus }),
        'GLOBAL.IDEMPOTENCY_CONFLICT',
        'conflicting deposit retry',
      );
      count('deposit-conflict');
    } else if (roll < 0.5) {
      const source = random() < 0.25 ? 'BONUS' : 'REAL';
      const balance = model.balance(userId, source);
      const stakeCents = int(1, Math.max(1, Math.floor(balance * 1.15) + 10));
      const betId = randomUUID();
      const input = {
        betId,
        userId,
        game: SIMULATED_GAME,
        roundId: `round-${step}`,
        source,
        amountCents: stakeCents,
      } as const;
      if (stakeCents > USER_DEFAULTS.betLimitCents) {
        await expectKey(ledger.placeBet(input), 'BET.MAX_LIMIT', 'bet over the limit');
      } else if (model.canBet(userId, source, stakeCents)) {
        await ledger.placeBet(input);
        model.placeBet(betId, userId, source, stakeCents);
        if (random() < 0.1) {
          const again = await ledger.placeBet(input);
          if (again.id !== betId || again.stakeCents !== stakeCents)
            throw new SimulationMismatch(seed, step, 'bet replay differs');
          count('bet-retry');
        }
      } else {
        await expectKey(ledger.placeBet(input), 'USER.LOW_BALANCE', 'bet over balance');
      }
      count('bet');
    } else if (roll < 0.7 && openBets().length > 0) {
      const betId = pick(openBets());
      const bet = model.bets.get(betId)!;
      const payout = pick([0, bet.stakeCents, int(0, bet.stakeCents * 3)]);
      await ledger.settleBet(betId, payout);
      model.settle(betId, payout);
      await compareUser(bet.userId);
      count('settle');
    } else if (roll < 0.78 && openBets().length > 0) {
      const betId = pick(openBets());
      await ledger.refundBet(betId);
      model.refund(betId);
      await compareUser(model.bets.get(betId)!.userId);
      count('refund');
    } else if (roll < 0.85 && endedBets().length > 0) {
      const betId = pick(endedBets());
      const bet = model.bets.get(betId)!;
      if (bet.status === 'SETTLED') {
        await ledger.settleBet(betId, bet.payoutCents!);
        await expectKey(ledger.refundBet(betId), 'BET.ALREADY_FINISHED', 'refund after settle');
      } else {
        await ledger.refundBet(betId);
        await expectKey(ledger.settleBet(betId, 0), 'BET.ALREADY_FINISHED', 'settle after refund');
      }
      count('end-again', 2);
      done++;
    } else if (roll < 0.92) {
      done += await concurrentBatch();
      continue;
    } else {
      done += await batchStep({
        ledger,
        model,
        users,
        random,
        crashNext: options.crashNext,
        fail: (message) => {
          throw new SimulationMismatch(seed, step, message);
        },
        count,
      });
      for (const user of users) await compareUser(user);
      continue;
    }
    done++;
    await compareUser(userId);
    if (step % (options.invariantEvery ?? 250) === 0) await ledger.assertInvariants();
  }

  /** Several bets on one balance at once, and one bet settled twice at once. */
  async function concurrentBatch(): Promise<number> {
    const userId = pick(users);
    const before = model.balance(userId, 'REAL');
    const ceiling = Math.min(USER_DEFAULTS.betLimitCents, Math.max(1, Math.floor(before / 2) + 5));
    const stakes = Array.from({ length: int(2, 6) }, () => int(1, ceiling));
    const ids = stakes.map(() => randomUUID());
    // Half the batches also credit a deposit to the same player mid-race (deposits and bets must not deadlock).
    const depositCents = random() < 0.5 ? int(1, 5_000) : 0;
    const depositKey = `race-dep-${seed}-${step}`;
    const [results] = await Promise.all([
      Promise.allSettled(
        stakes.map((amountCents, i) =>
          ledger.placeBet({
            betId: ids[i]!,
            userId,
            game: SIMULATED_GAME,
            roundId: `batch-${step}`,
            source: 'REAL',
            amountCents,
          }),
        ),
      ),
      depositCents > 0 ? ledger.deposit({ userId, amountCents: depositCents, key: depositKey }) : undefined,
    ]);
    if (depositCents > 0) {
      model.deposit(depositKey, userId, depositCents, false);
      depositKeys.push(depositKey);
    }
    let spent = 0;
    let smallestRefused = Infinity;
    results.forEach((result, i) => {
      if (result.status === 'fulfilled') {
        spent += stakes[i]!;
        model.placeBet(ids[i]!, userId, 'REAL', stakes[i]!);
      } else if (keyOf(result.reason) === 'USER.LOW_BALANCE') {
        smallestRefused = Math.min(smallestRefused, stakes[i]!);
      } else {
        throw new SimulationMismatch(seed, step, `concurrent bet failed with ${keyOf(result.reason)}`);
      }
    });
    const refusedWhileAffordable =
      depositCents === 0 && smallestRefused !== Infinity && before - spent >= smallestRefused;
    if (before + depositCents - spent < 0 || refusedWhileAffordable) {
      throw new SimulationMismatch(
        seed,
        step,
        `concurrent bets: before ${before}, spent ${spent}, refused ${smallestRefused}`,
      );
    }
    await compareUser(userId);
    let calls = stakes.length;
    const open = openBets();
    if (open.length > 0) {
      const betId = pick(open);
      const payout = model.bets.get(betId)!.stakeCents * 2;
      const twice = await Promise.allSettled([ledger.settleBet(betId, payout), ledger.settleBet(betId, payout)]);
      if (twice.some((r) => r.status === 'rejected'))
        throw new SimulationMismatch(seed, step, 'duplicate concurrent settle was refused');
      model.settle(betId, payout);
      await compareUser(model.bets.get(betId)!.userId);
      calls += 2;
    }
    count('concurrent', calls);
    return calls;
  }

  await ledger.assertInvariants();
  for (const userId of users) await compareUser(userId);
  return { seed, operations: done, counts };
}
