import { randomUUID } from 'node:crypto';
import { AppError, USER_DEFAULTS, type BetGameId } from '@arena/schemas';
import { BatchCrashed } from '../batch/group-commit';
import { canonicalJson } from '../idempotency';
import type { Ledger } from '../ledger';
import type { BetRecord } from '../types';
import { type LedgerModel, SIMULATED_GAME } from './reference-model';

export interface BatchStepContext {
  ledger: Ledger;
  model: LedgerModel;
  users: readonly string[];
  random: () => number;
  /** Makes the ledger's next batch die before its commit (the ledger was built with this switch). */
  crashNext?: (crash: boolean) => void;
  fail: (message: string) => never;
  count: (name: string, n?: number) => void;
}

type Planned =
  | {
      kind: 'place';
      input: {
        betId: string;
        userId: string;
        game: BetGameId;
        roundId: string;
        source: 'REAL' | 'BONUS';
        amountCents: number;
      };
    }
  | { kind: 'settle'; betId: string; payoutCents: number }
  | { kind: 'refund'; betId: string };

const keyOf = (error: unknown) => (error instanceof AppError ? error.key : `unexpected: ${String(error)}`);

/**
 * A burst submitted at once, so it is one batch: bets over the players' balances (refused when an earlier bet of the
 * burst spent the money), over the bet limit, duplicates of a key with the same and with another payload, and endings
 * of open bets (twice, or settled then refunded). The model decides each in order, as the batch must. Sometimes the
 * batch dies before its commit (nothing may remain, the same burst is then retried with its keys), and sometimes its
 * acknowledgement is lost (the accepted ones are sent again: the same answers, nothing moves twice). Answers the calls made.
 */
export async function batchStep(ctx: BatchStepContext): Promise<number> {
  const { model, random } = ctx;
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const open = [...model.bets.entries()].filter(([, b]) => b.status === 'OPEN').map(([id]) => id);
  const round = randomUUID();
  const planned: Planned[] = [];
  const size = int(2, 24);
  while (planned.length < size) {
    const roll = random();
    const earlier = planned.filter((p): p is Extract<Planned, { kind: 'place' }> => p.kind === 'place');
    if (roll < 0.1 && earlier.length > 0) {
      const again = pick(earlier);
      planned.push(
        random() < 0.5 ? again : { kind: 'place', input: { ...again.input, amountCents: again.input.amountCents + 1 } },
      );
    } else if (roll < 0.3 && open.length > 0) {
      const betId = pick(open);
      const bet = model.bets.get(betId)!;
      // Bonus winnings beyond the stake take the one-bet path after the batch: kept out so the order is the model's.
      const payoutCents =
        bet.source === 'BONUS' ? int(0, bet.stakeCents) : pick([0, bet.stakeCents, int(0, bet.stakeCents * 3)]);
      planned.push(random() < 0.7 ? { kind: 'settle', betId, payoutCents } : { kind: 'refund', betId });
      if (random() < 0.3) planned.push(random() < 0.5 ? planned.at(-1)! : { kind: 'refund', betId });
    } else {
      const userId = pick(ctx.users);
      const source = random() < 0.25 ? 'BONUS' : 'REAL';
      const ceiling =
        random() < 0.05
          ? USER_DEFAULTS.betLimitCents + 100
          : Math.max(1, Math.floor(model.balance(userId, source) / 3) + 10);
      planned.push({
        kind: 'place',
        input: {
          betId: randomUUID(),
          userId,
          game: SIMULATED_GAME,
          roundId: round,
          source,
          amountCents: int(1, ceiling),
        },
      });
    }
  }
  const submit = () =>
    Promise.allSettled(
      planned.map((p) =>
        p.kind === 'place'
          ? ctx.ledger.placeBet(p.input)
          : p.kind === 'settle'
            ? ctx.ledger.settleBet(p.betId, p.payoutCents)
            : ctx.ledger.refundBet(p.betId),
      ),
    );

  let calls = 0;
  if (ctx.crashNext && random() < 0.2) {
    ctx.crashNext(true);
    const crashed = await submit().finally(() => ctx.crashNext!(false));
    if (crashed.some((r) => r.status !== 'rejected' || !(r.reason instanceof BatchCrashed)))
      ctx.fail(
        `a crashed batch answered: ${crashed.map((r) => (r.status === 'fulfilled' ? 'accepted' : keyOf(r.reason))).join(', ')}`,
      );
    calls += planned.length;
    ctx.count('batch-crashed');
  }
  const results = await submit();
  calls += planned.length;

  // What the batch must have answered, decided in order on the model.
  const claims = new Map<string, string>();
  const accepted: { index: number; record: BetRecord }[] = [];
  results.forEach((result, index) => {
    const p = planned[index]!;
    const got = result.status === 'fulfilled' ? 'accepted' : keyOf(result.reason);
    let want: string;
    if (p.kind === 'place') {
      const { input } = p;
      const payload = JSON.stringify(input);
      const claimed = claims.get(`place:${input.betId}`);
      if (claimed !== undefined) want = claimed === payload ? 'accepted' : 'GLOBAL.IDEMPOTENCY_CONFLICT';
      else if (input.amountCents > USER_DEFAULTS.betLimitCents) want = 'BET.MAX_LIMIT';
      else if (!model.canBet(input.userId, input.source, input.amountCents)) want = 'USER.LOW_BALANCE';
      else {
        want = 'accepted';
        model.placeBet(input.betId, input.userId, input.source, input.amountCents);
        claims.set(`place:${input.betId}`, payload);
      }
    } else {
      const bet = model.bets.get(p.betId)!;
      const payload = JSON.stringify(p);
      const claimed = claims.get(`${p.kind}:${p.betId}`);
      if (claimed !== undefined) want = claimed === payload ? 'accepted' : 'GLOBAL.IDEMPOTENCY_CONFLICT';
      else if (bet.status !== 'OPEN') want = 'BET.ALREADY_FINISHED';
      else {
        want = 'accepted';
        if (p.kind === 'settle') model.settle(p.betId, p.payoutCents);
        else model.refund(p.betId);
        claims.set(`${p.kind}:${p.betId}`, payload);
      }
    }
    if (got !== want) ctx.fail(`batch op ${index} (${p.kind}): expected ${want}, got ${got}`);
    if (result.status === 'fulfilled') accepted.push({ index, record: result.value });
  });
  ctx.count('batch', planned.length);
  ctx.count('batch-refused', planned.length - accepted.length);

  if (random() < 0.25 && accepted.length > 0) {
    const replayed = await Promise.all(
      accepted.map(({ index }) => {
        const p = planned[index]!;
        return p.kind === 'place'
          ? ctx.ledger.placeBet(p.input)
          : p.kind === 'settle'
            ? ctx.ledger.settleBet(p.betId, p.payoutCents)
            : ctx.ledger.refundBet(p.betId);
      }),
    );
    replayed.forEach((record, i) => {
      if (canonicalJson(record) !== canonicalJson(accepted[i]!.record))
        ctx.fail(`acknowledgement lost: the retry of op ${accepted[i]!.index} answered differently`);
    });
    calls += replayed.length;
    ctx.count('batch-ack-lost');
  }
  return calls;
}
