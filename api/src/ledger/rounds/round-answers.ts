import type { SqlEntityManager } from '@mikro-orm/sql';
import { queryRows } from '../../db/sql';
import { AnswerTaken, type OperationKey } from '../answers';
import { requestHash } from '../idempotency';
import type { AlsoWrite } from '../postings';
import { coalesced } from './coalesce';

export interface RoundAnswerParts {
  /** Adds `balance`: this player's real and bonus balances as the round's money moves left them. */
  balanceOf?: string;
  /** Adds `balanceVersion`: the id of this bet's ending transfer (a player's rounds commit in its order). */
  versionOf?: string;
  /** The round's last writes, run in the same statement. */
  also?: readonly AlsoWrite[];
}

interface RoundAnswer {
  op: OperationKey;
  answer: object;
  parts: RoundAnswerParts;
}

const claimKey = (scope: string, operation: string, key: string) => `${scope}|${operation}|${key}`;

/** The answers of several rounds (and their last writes) in one statement; see storeRoundAnswer. */
async function storeRoundAnswers(tx: SqlEntityManager, items: readonly RoundAnswer[]): Promise<unknown[]> {
  const also = items.flatMap((item) => item.parts.also ?? []);
  const ctes = also.map((write, i) => `also${i} as (${write.sql} returning 1)`);
  ctes.push(`claim as (insert into ledger_transfers (scope, operation, idempotency_key, request_hash, user_id, result)
    select v.scope, v.operation, v.key, v.hash, v.user_id, v.answer
      || case when v.balance_of is null then '{}'::jsonb else jsonb_build_object('balance', jsonb_build_object(
        'realCents', coalesce((select a.balance from accounts a where a.user_id = v.balance_of and a.kind = 'USER_REAL'), 0),
        'bonusCents', coalesce((select a.balance from accounts a where a.user_id = v.balance_of and a.kind = 'USER_BONUS'), 0))) end
      || case when v.version_of is null then '{}'::jsonb
        else jsonb_build_object('balanceVersion', (select b.end_transfer_id from bets b where b.id = v.version_of)) end
    from json_to_recordset(?::json) as v(scope text, operation text, key text, hash text, user_id uuid, answer jsonb,
      balance_of uuid, version_of uuid)
    on conflict (scope, operation, idempotency_key) do nothing returning scope, operation, idempotency_key, result)`);
  const rows = await queryRows<{ scope: string; operation: string; idempotency_key: string; result: unknown }>(
    tx,
    `with ${ctes.join(',\n')}\nselect scope, operation, idempotency_key, result from claim`,
    [
      ...also.flatMap((write) => write.params),
      JSON.stringify(
        items.map(({ op, answer, parts }) => ({
          scope: op.scope,
          operation: op.operation,
          key: op.key,
          hash: requestHash(op.request),
          user_id: op.scope,
          answer,
          balance_of: parts.balanceOf ?? null,
          version_of: parts.versionOf ?? null,
        })),
      ),
    ],
  );
  const stored = new Map(rows.map((row) => [claimKey(row.scope, row.operation, row.idempotency_key), row.result]));
  return items.map(({ op }) => {
    const result = stored.get(claimKey(op.scope, op.operation, op.key));
    if (!result) throw new AnswerTaken(op);
    return result;
  });
}

const storeTogether = coalesced(storeRoundAnswers);

/**
 * Claims the request's key with its answer at the end of a round (Ledger.play's `finish`), in one statement with the
 * round's last writes (and with the other rounds' of its batch): the answer the caller built, completed from the
 * database with the balances and the balance version, is stored and returned. The key is claimed last because the
 * answer is known only then; a copy of the request that stored its answer first throws AnswerTaken, so this copy
 * rolls back and answers that one (answerOnce).
 */
export async function storeRoundAnswer<T>(
  tx: SqlEntityManager,
  op: OperationKey,
  answer: object,
  parts: RoundAnswerParts = {},
): Promise<T> {
  return (await storeTogether(tx, { op, answer, parts })) as T;
}
