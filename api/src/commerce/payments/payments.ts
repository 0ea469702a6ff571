import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  AppError,
  type DepositBody,
  MONEY_RULES,
  PAYMENT_RULES,
  type PaymentAnswer,
  type PaymentStatus,
  type SandboxWebhookBody,
  isUuid,
} from '@arena/schemas';
import { queryOne, queryRows } from '../../db/sql';
import type { DepositCreditedHook } from '../../http/services';
import { requestHash } from '../../ledger/idempotency';
import type { Ledger } from '../../ledger/ledger';
import { jobClock } from '../../jobs';
import { assertDepositAllowed } from '../../responsible/guard';
import { usd, validateDeposit } from './rules';
import type { SandboxPaymentProvider } from './sandbox-provider';

interface PaymentRow {
  id: string;
  user_id: string;
  method: string;
  amount_cents: number | string;
  status: PaymentStatus;
  request_hash: string;
  created_at: Date | string;
  finished_at: Date | string | null;
}

const ms = (value: Date | string) => new Date(value).getTime();

function toAnswer(row: PaymentRow): PaymentAnswer {
  return {
    id: row.id,
    method: row.method,
    amountCents: Number(row.amount_cents),
    status: row.status,
    createdAt: ms(row.created_at),
    finishedAt: row.finished_at === null ? null : ms(row.finished_at),
  };
}

/**
 * Deposits: a payment starts PENDING with the sandbox provider and only its confirmed webhook credits the
 * balance. The credit is keyed by the payment id in the ledger, and the payment row changes state with a
 * conditional update, so a webhook delivered twice credits once.
 */
/**
 * Whether the key was seen (a replay skips the checks and answers the stored payment) and, if not, that the deposits
 * started in the last 24 hours (failed ones do not count) plus this one stay within the daily maximum: one
 * statement, after the player's row is locked so it reads every deposit committed before.
 */
async function isReplayOrWithinDailyLimit(
  tx: SqlEntityManager,
  userId: string,
  key: string,
  amountCents: number,
): Promise<boolean> {
  const row = await queryOne<{ replay: boolean; total: number | string }>(
    tx,
    `select exists (select 1 from payments where user_id = ? and idempotency_key = ?) as replay,
       (select coalesce(sum(amount_cents), 0) from payments
         where user_id = ? and status <> 'FAILED' and created_at > now() - interval '24 hours') as total`,
    [userId, key, userId],
  );
  if (row?.replay) return true;
  if (Number(row?.total ?? 0) + amountCents > MONEY_RULES.maxDailyDepositCents) {
    throw new AppError('PAYMENT.DAILY_DEPOSIT_LIMIT', [usd(MONEY_RULES.maxDailyDepositCents)]);
  }
  return false;
}

export class Payments {
  constructor(
    private readonly ledger: Ledger,
    private readonly provider: SandboxPaymentProvider,
    private readonly depositCredited: readonly DepositCreditedHook[] = [],
  ) {}

  async create(userId: string, key: string, body: DepositBody): Promise<PaymentAnswer> {
    const valid = validateDeposit(body);
    const hash = requestHash(body);
    return this.ledger.transaction(async (tx) => {
      // One player's deposits are started one at a time, so two parallel ones cannot both slip under the daily limit.
      await tx.execute(`select id from users where id = ? for no key update`, [userId], 'run');
      const replay = await isReplayOrWithinDailyLimit(tx, userId, key, valid.amountCents);
      // Responsible gaming: no deposit while timed out or self-excluded, and within the player's deposit limits.
      if (!replay) await assertDepositAllowed(tx, userId, valid.amountCents, jobClock.now());
      const inserted = await queryOne<PaymentRow>(
        tx,
        `insert into payments (id, user_id, method, amount_cents, email, wallet, idempotency_key, request_hash)
         values (?, ?, ?, ?, ?, ?, ?, ?) on conflict (user_id, idempotency_key) do nothing returning *`,
        [randomUUID(), userId, valid.method, valid.amountCents, valid.email, valid.wallet, key, hash],
      );
      if (!inserted) {
        const earlier = await queryOne<PaymentRow>(
          tx,
          `select * from payments where user_id = ? and idempotency_key = ?`,
          [userId, key],
        );
        if (!earlier || earlier.request_hash !== hash) throw new AppError('GLOBAL.IDEMPOTENCY_CONFLICT', ['DEPOSIT']);
        return toAnswer(earlier);
      }
      await this.provider.openCharge(tx, {
        paymentId: inserted.id,
        amountCents: valid.amountCents,
        email: valid.email,
        wallet: valid.wallet,
      });
      return toAnswer(inserted);
    });
  }

  async get(em: SqlEntityManager, userId: string, paymentId: string): Promise<PaymentAnswer> {
    const row = isUuid(paymentId)
      ? await queryOne<PaymentRow>(em, `select * from payments where id = ? and user_id = ?`, [paymentId, userId])
      : undefined;
    if (!row) throw new AppError('PAYMENT.NOT_FOUND', [], 404);
    return toAnswer(row);
  }

  async list(em: SqlEntityManager, userId: string): Promise<PaymentAnswer[]> {
    const rows = await queryRows<PaymentRow>(
      em,
      `select * from payments where user_id = ? order by created_at desc, id limit 100`,
      [userId],
    );
    return rows.map(toAnswer);
  }

  /**
   * Deposits PENDING for longer than the provider needs are asked about with the provider's status call and
   * finished like a webhook would (same path, same exactly-once rules); answers how many were finished.
   */
  async reconcile(now = new Date()): Promise<number> {
    const stale = await this.ledger.transaction((tx) =>
      queryRows<{ id: string; amount_cents: number | string }>(
        tx,
        `select id, amount_cents from payments where status = 'PENDING' and created_at < ? order by created_at limit ?`,
        [new Date(now.getTime() - PAYMENT_RULES.reconcileAfterMs), PAYMENT_RULES.reconcileBatch],
      ),
    );
    let finished = 0;
    for (const payment of stale) {
      const outcome = await this.provider.decidedOutcome(payment.id, now);
      if (!outcome) continue;
      const type = outcome === 'SUCCEEDED' ? 'payment.succeeded' : 'payment.failed';
      await this.applyEvent({
        eventId: `reconcile_${payment.id}`,
        type,
        paymentId: payment.id,
        amountCents: Number(payment.amount_cents),
        createdAt: now.getTime(),
      })
        .then(() => finished++)
        // A webhook that got through at the same moment finished it first: nothing left to do.
        .catch((error: unknown) => {
          if (!(error instanceof AppError && error.key === 'PAYMENT.ALREADY_FINISHED')) throw error;
        });
    }
    return finished;
  }

  /** Applies a verified provider event. A repeat of the same outcome is a no-op; a contradicting one is refused. */
  async applyEvent(event: SandboxWebhookBody): Promise<{ paymentId: string; status: PaymentStatus }> {
    if (!isUuid(event.paymentId)) throw new AppError('PAYMENT.NOT_FOUND', [], 404);
    const outcome: PaymentStatus = event.type === 'payment.succeeded' ? 'CONFIRMED' : 'FAILED';
    return this.ledger.transaction(async (tx) => {
      const payment = await queryOne<PaymentRow>(tx, `select * from payments where id = ? for update`, [
        event.paymentId,
      ]);
      if (!payment) throw new AppError('PAYMENT.NOT_FOUND', [], 404);
      if (Number(payment.amount_cents) !== event.amountCents) throw new AppError('GLOBAL.BAD_REQUEST', ['amountCents']);
      if (payment.status !== 'PENDING') {
        if (payment.status === outcome) return { paymentId: payment.id, status: payment.status };
        throw new AppError('PAYMENT.ALREADY_FINISHED', [], 409);
      }
      let transferId: number | null = null;
      if (outcome === 'CONFIRMED') {
        // The user row first, then the accounts: the order bets take, so a bet and a credit never deadlock.
        await tx.execute(`select id from users where id = ? for no key update`, [payment.user_id], 'all');
        const credit = await this.ledger.depositIn(tx, {
          userId: payment.user_id,
          amountCents: Number(payment.amount_cents),
          key: `payment:${payment.id}`,
        });
        transferId = credit.transferId;
        // What games give for a deposit (every $40 of cumulative deposits earns a bingo ticket) is granted in the
        // same commit as the credit.
        for (const hook of this.depositCredited) await hook(tx, payment.user_id);
      }
      const changed = await queryOne<PaymentRow>(
        tx,
        `update payments set status = ?, transfer_id = ?, finished_at = now() where id = ? and status = 'PENDING' returning *`,
        [outcome, transferId, payment.id],
      );
      if (!changed) throw new AppError('PAYMENT.ALREADY_FINISHED', [], 409);
      return { paymentId: changed.id, status: changed.status };
    });
  }
}
