import type { SqlEntityManager } from '@mikro-orm/sql';
import { AppError } from '@arena/schemas';
import { type IdempotentRequest, requestHash, storeResult } from './idempotency';
import type { Ledger, PostTransferInput } from './ledger';
import { loadClaim } from './queries/claimed-transfer';

export interface OperationKey {
  scope: string;
  operation: IdempotentRequest['operation'];
  key: string;
  request: unknown;
}

/** The stored answer of an earlier call with this key; another payload under the same key is a conflict. */
export async function storedAnswer<T>(tx: SqlEntityManager, op: OperationKey): Promise<T | undefined> {
  const claim = await loadClaim<T>(tx, op);
  if (!claim) return undefined;
  if (claim.requestHash !== requestHash(op.request)) throw new AppError('GLOBAL.IDEMPOTENCY_CONFLICT', [op.operation]);
  return claim.result ?? undefined;
}

export type Posted<T> = { transferId: number; answer?: undefined } | { transferId: number; answer: T };

/**
 * Posts the operation's transfer; when a concurrent call with the same key won the claim, answers what that
 * call stored instead (the caller then returns it without moving anything).
 */
export async function postOnce<T>(ledger: Ledger, tx: SqlEntityManager, input: PostTransferInput): Promise<Posted<T>> {
  const posted = await ledger.post(tx, input);
  if (!posted.replayed) return { transferId: posted.transferId };
  const answer = await storedAnswer<T>(tx, input);
  if (answer === undefined) throw new AppError('GLOBAL.IDEMPOTENCY_CONFLICT', [input.operation]);
  return { transferId: posted.transferId, answer };
}

export function storeAnswer(tx: SqlEntityManager, transferId: number, answer: unknown): Promise<void> {
  return storeResult(tx, transferId, answer);
}

/** Another copy of the request stored its answer under the key first: this copy's work rolls back (answerOnce). */
export class AnswerTaken extends Error {
  constructor(op: Pick<OperationKey, 'operation' | 'key'>) {
    super(`${op.operation} ${op.key} was answered by another copy of the request`);
    this.name = 'AnswerTaken';
  }
}

/**
 * `idempotent` for work that opens its own transaction and reads the key there itself (a game round through
 * Ledger.play, with its `request`): work that fails (a refusal, or AnswerTaken: a copy of the request stored its
 * answer first) answers what the first call stored, if it stored one.
 */
export async function answerOnce<T>(ledger: Ledger, op: OperationKey, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AnswerTaken || (error instanceof AppError && error.key !== 'GLOBAL.IDEMPOTENCY_CONFLICT')) {
      const answer = await storedAnswer<T>(ledger.reader(), op);
      if (answer !== undefined) return answer;
    }
    throw error;
  }
}

/**
 * Runs one money-moving operation under an idempotency key (Stripe's rule): a repeat with the same body gets
 * the stored answer, even when the repeat raced the first call and lost on an item or balance lock.
 */
export async function idempotent<T>(
  ledger: Ledger,
  op: OperationKey,
  work: (tx: SqlEntityManager) => Promise<T>,
  options: { claimFirst?: boolean } = {},
): Promise<T> {
  try {
    // claimFirst: `work` claims the key as its first statement and answers a replay itself (Ledger.debit).
    return await ledger.transaction(async (tx) =>
      options.claimFirst ? work(tx) : ((await storedAnswer<T>(tx, op)) ?? work(tx)),
    );
  } catch (error) {
    if (error instanceof AppError && error.key !== 'GLOBAL.IDEMPOTENCY_CONFLICT') {
      const answer = await ledger.transaction((tx) => storedAnswer<T>(tx, op));
      if (answer !== undefined) return answer;
    }
    throw error;
  }
}
