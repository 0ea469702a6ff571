import type { SqlEntityManager } from '@mikro-orm/sql';
import { AppError } from '@arena/schemas';
import { queryOne } from '../db/sql';
import { type BetGuardRow, assertOperationAllowedBy } from '../responsible/guard';
import { type IdempotentRequest, claimIdempotency, resultWrite } from './idempotency';
import { type AlsoWrite, systemAccountId, writeLegs } from './postings';
import { type Balances, SYSTEM_ACCOUNT_SHARDS, type UserAccountKind, user } from './types';

export interface PlayerDebitInput extends IdempotentRequest {
  userId: string;
  /** The balance that pays. */
  account: UserAccountKind;
  amountCents: number;
  /**
   * Once the transfer's id and the balances after it are known: the writes that go with it (in its one statement)
   * and the answer stored for its replays. `now` is the transaction's database time (the `now()` of its writes).
   */
  complete(done: { transferId: number; balances: Balances; now: Date }): { also: AlsoWrite[]; answer: unknown };
}

export type PlayerDebit =
  { replayed: true; answer: unknown } | { replayed: false; transferId: number; answer: unknown };

/**
 * A player's payment to the house (a purchase), folded as a bet is placed: three statements. The claim of its key; the
 * player's row lock reading the account to debit, both balances, the pauses and the database time; then the legs with
 * the caller's writes and the answer. Refused as `Ledger.post` refuses: the operation's row of PAID_OPERATIONS (its
 * pause), then a balance that cannot pay (USER.LOW_BALANCE; the debit is conditional, as every debit is). A replay
 * answers what the first call stored.
 */
export async function debitPlayer(tx: SqlEntityManager, input: PlayerDebitInput, now: number): Promise<PlayerDebit> {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0)
    throw new Error(`a debit is whole, positive cents (got ${input.amountCents})`);
  const claim = await claimIdempotency<unknown>(tx, input);
  if (claim.replayed) return { replayed: true, answer: claim.result };
  const row = await queryOne<
    BetGuardRow & {
      account_id: number | string | null;
      real_cents: number | string | null;
      bonus_cents: number | string | null;
      now: Date | string;
    }
  >(
    tx,
    `select (select id from accounts where user_id = u.id and kind = ?) as account_id,
       (select balance from accounts where user_id = u.id and kind = 'USER_REAL') as real_cents,
       (select balance from accounts where user_id = u.id and kind = 'USER_BONUS') as bonus_cents,
       (select timeout_until from responsible_settings where user_id = u.id) as timeout_until,
       (select exclusion_until from responsible_settings where user_id = u.id) as exclusion_until,
       now() as now
     from users u where u.id = ? for no key update`,
    [input.account, input.userId],
  );
  if (!row || row.account_id === null) throw new AppError('USER.NOT_FOUND');
  await assertOperationAllowedBy(
    tx,
    row,
    {
      operation: input.operation,
      userId: input.userId,
      amountCents: input.account === 'USER_REAL' ? input.amountCents : 0,
    },
    now,
  );
  const balances = { realCents: Number(row.real_cents ?? 0), bonusCents: Number(row.bonus_cents ?? 0) };
  const paying = input.account === 'USER_REAL' ? 'realCents' : 'bonusCents';
  if (balances[paying] < input.amountCents) throw new AppError('USER.LOW_BALANCE');
  balances[paying] -= input.amountCents;
  const { also, answer } = input.complete({ transferId: claim.transferId, balances, now: new Date(row.now) });
  // The house's side lands on the transfer's shard, as postLegs puts it.
  const shard = claim.transferId % SYSTEM_ACCOUNT_SHARDS;
  await writeLegs(
    tx,
    claim.transferId,
    [
      {
        account: user(input.userId, input.account),
        amountCents: -input.amountCents,
        accountId: Number(row.account_id),
      },
      {
        account: { kind: 'HOUSE', shard },
        amountCents: input.amountCents,
        accountId: await systemAccountId(tx, 'HOUSE', shard),
      },
    ],
    [...also, resultWrite(claim.transferId, answer)],
  );
  return { replayed: false, transferId: claim.transferId, answer };
}
