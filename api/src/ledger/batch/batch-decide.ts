import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  AppError,
  type BetGameId,
  MONEY_RULES,
  RESPONSIBLE_RULES,
  assertBonusAllowed,
  centsToUsd,
  isBonusStakeGame,
} from '@arena/schemas';
import { assertBetAllowedBy } from '../../responsible/guard';
import { requestHash } from '../idempotency';
import type { PlaceBetInput } from '../bets';
import type { BetRecord, BetSource, LedgerGame } from '../types';
import { type BatchState, type LockedBet, claimKey } from './batch-reads';

/** An operation of a batch: a game's (Ledger, rounds/), or with `LedgerGame` the warm-up's too (batch-warm.ts). */
export type BatchOp<Game extends LedgerGame = BetGameId> =
  | { kind: 'place'; input: PlaceBetInput<Game> }
  | { kind: 'settle'; betId: string; payoutCents: number }
  | { kind: 'refund'; betId: string };

/** One accepted money move of the batch: its claim, its legs and the rows it writes. */
export interface Accepted {
  index: number;
  claim: {
    scope: string;
    operation: string;
    key: string;
    hash: string;
    userId: string;
    betId: string;
    result: BetRecord;
  };
  /** Legs by account id (house rows resolved by the caller from `house`). */
  legs: { accountId: number; amountCents: number }[];
  placed?: { bet: BetRecord; escrowShard: number };
  ended?: BetRecord;
  /** Change of the player's withdrawal wager count. */
  wagered: number;
}

export type Decision =
  | { index: number; outcome: 'accepted' }
  | { index: number; outcome: 'answered'; result: BetRecord }
  | { index: number; outcome: 'refused'; error: unknown }
  | { index: number; outcome: 'deferred' };

type Sums = Record<'day' | 'week' | 'month', number>;
type UsageJson = { wager: Sums; loss: Sums; open: number };

const PERIODS = ['day', 'week', 'month'] as const;
const limited = (source: BetSource) => RESPONSIBLE_RULES.limitedSources.includes(source);

/** The guard row's usage as numbers, so the batch can count its own bets into it. */
function usageOf(row: { usage?: unknown } | undefined): UsageJson | null {
  const usage = row?.usage as
    { wager?: Record<string, unknown>; loss?: Record<string, unknown>; open?: unknown } | null | undefined;
  if (!usage) return null;
  const sums = (s: Record<string, unknown> | undefined): Sums => ({
    day: Number(s?.day ?? 0),
    week: Number(s?.week ?? 0),
    month: Number(s?.month ?? 0),
  });
  return { wager: sums(usage.wager), loss: sums(usage.loss), open: Number(usage.open ?? 0) };
}

export interface DecideContext {
  tx: SqlEntityManager;
  now: number;
  state: BatchState;
  bets: Map<string, LockedBet>;
  /** Account id of a house row. */
  house: (kind: 'HOUSE' | 'BET_ESCROW', shard: number) => number;
  /** The escrow shard a bet placed in this batch takes (its lane's shards: group-commit.ts). */
  escrowShardOf: (betId: string) => number;
}

/**
 * Decides every operation in arrival order on the balances, claims and limits read at the batch's start, each
 * accepted one spending (or paying) in memory before the next is looked at: a refusal is never decided on money an
 * earlier bet of the batch already took, and a later duplicate of a key sees the earlier one's answer.
 */
export async function decideBatch(
  ops: readonly BatchOp<LedgerGame>[],
  ctx: DecideContext,
): Promise<{ decisions: Decision[]; accepted: Accepted[] }> {
  const { state, bets } = ctx;
  const decisions: Decision[] = [];
  const accepted: Accepted[] = [];
  const claims = new Map(state.claims);
  const taken = new Set(state.takenBetIds);
  const placedHere = new Set<string>();
  const usages = new Map<string, UsageJson | null>();
  const usage = (userId: string) => {
    if (!usages.has(userId)) usages.set(userId, usageOf(state.guards.get(userId)));
    return usages.get(userId)!;
  };
  const balance = (userId: string, source: BetSource) =>
    state.accounts.get(`${userId}:${source === 'BONUS' ? 'USER_BONUS' : 'USER_REAL'}`);

  for (const [index, op] of ops.entries()) {
    try {
      if (op.kind === 'place') {
        const input = op.input;
        const request = { ...input, itemIds: [] as string[] };
        const hash = requestHash(request);
        const stored = claims.get(claimKey(input.userId, 'BET_PLACE', input.betId));
        if (stored) {
          if (stored.hash !== hash) throw new AppError('GLOBAL.IDEMPOTENCY_CONFLICT', ['BET_PLACE']);
          decisions.push({ index, outcome: 'answered', result: stored.result as BetRecord });
          continue;
        }
        const limit = state.betLimits.get(input.userId);
        if (limit === undefined) throw new AppError('USER.NOT_FOUND');
        const stakeCents = input.amountCents ?? 0;
        if (!Number.isSafeInteger(stakeCents) || stakeCents <= 0) throw new AppError('BET.AMOUNT_LOW');
        if (isBonusStakeGame(input.game))
          assertBonusAllowed(input.game, {
            source: input.source,
            itemKinds: input.source === 'BONUS' ? ['BONUS'] : [],
          });
        if (stakeCents > limit) throw new AppError('BET.MAX_LIMIT', [centsToUsd(limit).toFixed(2)]);
        const guard = state.guards.get(input.userId);
        if (!guard) throw new Error(`no guard read for ${input.userId}`);
        const used = usage(input.userId);
        await assertBetAllowedBy(
          ctx.tx,
          { ...guard, usage: used },
          { userId: input.userId, stakeCents, source: input.source, game: input.game },
          ctx.now,
        );
        if (taken.has(input.betId)) throw new AppError('GLOBAL.IDEMPOTENCY_CONFLICT', ['BET_PLACE']);
        const account = balance(input.userId, input.source);
        if (!account) throw new AppError('USER.NOT_FOUND');
        // The one-bet path's leg bound (assertBalanced), before its conditional debit.
        if (stakeCents > MONEY_RULES.maxTransferCents) throw new AppError('GLOBAL.BAD_REQUEST');
        if (account.balance < stakeCents) throw new AppError('USER.LOW_BALANCE');

        account.balance -= stakeCents;
        taken.add(input.betId);
        placedHere.add(input.betId);
        if (used && limited(input.source)) {
          for (const p of PERIODS) used.wager[p] += stakeCents;
          used.open += stakeCents;
        }
        const escrowShard = ctx.escrowShardOf(input.betId);
        const bet: BetRecord = {
          id: input.betId,
          userId: input.userId,
          game: input.game,
          roundId: input.roundId,
          source: input.source,
          stakeCents,
          status: 'OPEN',
          payoutCents: null,
          itemIds: [],
        };
        const claim = {
          scope: input.userId,
          operation: 'BET_PLACE',
          key: input.betId,
          hash,
          userId: input.userId,
          betId: input.betId,
          result: bet,
        };
        claims.set(claimKey(claim.scope, claim.operation, claim.key), { hash, result: bet });
        bets.set(bet.id, { ...bet, escrowShard, createdAt: ctx.now });
        accepted.push({
          index,
          claim,
          legs: [
            { accountId: account.id, amountCents: -stakeCents },
            { accountId: ctx.house('BET_ESCROW', escrowShard), amountCents: stakeCents },
          ],
          placed: { bet, escrowShard },
          wagered: input.source === 'REAL' ? stakeCents : 0,
        });
        decisions.push({ index, outcome: 'accepted' });
        continue;
      }

      const bet = bets.get(op.betId);
      if (!bet) throw new AppError('BET.NOT_FOUND');
      // A bet placed in this batch has no row yet for its ending to update: it ends right after the batch commits.
      if (placedHere.has(bet.id)) {
        decisions.push({ index, outcome: 'deferred' });
        continue;
      }
      const operation = op.kind === 'settle' ? 'BET_SETTLE' : 'BET_REFUND';
      const request = op.kind === 'settle' ? { betId: op.betId, payoutCents: op.payoutCents } : { betId: op.betId };
      const hash = requestHash(request);
      const stored = claims.get(claimKey(bet.userId, operation, bet.id));
      if (stored) {
        if (stored.hash !== hash) throw new AppError('GLOBAL.IDEMPOTENCY_CONFLICT', [operation]);
        decisions.push({ index, outcome: 'answered', result: stored.result as BetRecord });
        continue;
      }
      if (bet.status !== 'OPEN') throw new AppError('BET.ALREADY_FINISHED');
      const payoutCents = op.kind === 'settle' ? op.payoutCents : null;
      // Skin stakes and bonus winnings beyond the stake (a new wager requirement) take the one-bet path.
      if (bet.source === 'SKINS' || (bet.source === 'BONUS' && payoutCents !== null && payoutCents > bet.stakeCents)) {
        decisions.push({ index, outcome: 'deferred' });
        continue;
      }
      const account = balance(bet.userId, bet.source);
      if (!account) throw new AppError('USER.NOT_FOUND');
      if (payoutCents !== null && payoutCents > MONEY_RULES.maxTransferCents) throw new AppError('GLOBAL.BAD_REQUEST');
      const escrow = ctx.house('BET_ESCROW', bet.escrowShard);
      const legs: Accepted['legs'] = [{ accountId: escrow, amountCents: -bet.stakeCents }];
      const credit = payoutCents ?? bet.stakeCents;
      if (payoutCents !== null && bet.stakeCents !== payoutCents)
        legs.push({ accountId: ctx.house('HOUSE', bet.escrowShard), amountCents: bet.stakeCents - payoutCents });
      if (credit > 0) legs.push({ accountId: account.id, amountCents: credit });
      account.balance += credit;

      const ended: BetRecord = {
        id: bet.id,
        userId: bet.userId,
        game: bet.game,
        roundId: bet.roundId,
        source: bet.source,
        stakeCents: bet.stakeCents,
        status: op.kind === 'settle' ? 'SETTLED' : 'REFUNDED',
        payoutCents,
        itemIds: [],
      };
      bet.status = ended.status;
      bet.payoutCents = payoutCents;
      const used = usage(bet.userId);
      if (used && limited(bet.source)) {
        used.open -= bet.stakeCents;
        for (const p of PERIODS) {
          if (payoutCents !== null) used.loss[p] += bet.stakeCents - payoutCents;
          else if (bet.createdAt > ctx.now - RESPONSIBLE_RULES.periodMs[p]) used.wager[p] -= bet.stakeCents;
        }
      }
      const claim = {
        scope: bet.userId,
        operation,
        key: bet.id,
        hash,
        userId: bet.userId,
        betId: bet.id,
        result: ended,
      };
      claims.set(claimKey(claim.scope, operation, claim.key), { hash, result: ended });
      accepted.push({
        index,
        claim,
        legs,
        ended,
        wagered: op.kind === 'refund' && bet.source === 'REAL' ? -bet.stakeCents : 0,
      });
      decisions.push({ index, outcome: 'accepted' });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      decisions.push({ index, outcome: 'refused', error });
    }
  }
  return { decisions, accepted };
}
