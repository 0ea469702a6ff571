import type { SqlEntityManager } from '@mikro-orm/sql';
import { PAID_OPERATIONS, type PaidOperationRule, paidOperationRule } from '@arena/schemas';
import { assertPaidOperationAllowed } from './guard';

/** The part of a ledger leg the limits weigh (the ledger sits above this folder and passes its own legs). */
interface DebitLeg {
  account: { kind: string; userId?: string };
  amountCents: number;
}

/**
 * Ledger operations refused while a timeout or self-exclusion runs: the rows of PAID_OPERATIONS the ledger's post
 * guards that name the pause (bets are guarded by placeBet, deposits at payment creation). Not listed, so still
 * allowed: withdrawals and their returns, selling skins, settlements, refunds, prizes and other credits.
 */
export const PAUSED_OPERATIONS: ReadonlySet<string> = new Set(
  Object.entries(PAID_OPERATIONS as Record<string, PaidOperationRule>)
    .filter(([, rule]) => rule.path === 'ledger' && rule.checks.includes('pause'))
    .map(([operation]) => operation),
);

/** What a transfer takes from the player's real balance: the stake or price the limits weigh. */
export function realDebitCents(legs: readonly DebitLeg[], userId: string): number {
  return legs.reduce(
    (sum, leg) =>
      leg.account.kind === 'USER_REAL' && leg.account.userId === userId && leg.amountCents < 0
        ? sum - leg.amountCents
        : sum,
    0,
  );
}

/** The one check the ledger makes before it posts a new (not replayed) transfer of a player's operation: its row of the table. */
export async function assertOperationAllowed(
  tx: SqlEntityManager,
  input: { operation: string; scope: string; userId?: string | null; legs?: readonly DebitLeg[] },
  now: number,
): Promise<void> {
  if (paidOperationRule(input.operation)?.path !== 'ledger') return;
  const userId = input.userId ?? input.scope;
  if (userId === 'system') return;
  await assertPaidOperationAllowed(
    tx,
    { operation: input.operation, userId, amountCents: realDebitCents(input.legs ?? [], userId) },
    now,
  );
}
