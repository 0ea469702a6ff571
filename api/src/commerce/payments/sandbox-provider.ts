import type { SqlEntityManager } from '@mikro-orm/sql';
import { MONEY_RULES, type SandboxWebhookBody } from '@arena/schemas';
import type { Orm } from '../../db/database';
import { queryOne, queryRows } from '../../db/sql';
import { signedWebhookHeaders } from './webhook-signature';

export { SIGNATURE_HEADER } from './webhook-signature';
/** Retries of an undelivered webhook back off up to this long, and stop after this many attempts. */
const MAX_RETRY_DELAY_MS = 60_000;
const MAX_ATTEMPTS = 12;

/**
 * Sends one webhook (its raw body and the signed delivery headers: signature, timestamp, delivery id) and answers
 * the HTTP status the platform gave it.
 */
export type WebhookSender = (rawBody: string, headers: Record<string, string>) => Promise<number>;

export interface SandboxProviderOptions {
  secret: string;
  delayMs: number;
  failPercent: number;
  random?: () => number;
}

export interface ChargeRequest {
  paymentId: string;
  amountCents: number;
  email: string | null;
  wallet: string | null;
}

interface ChargeRow {
  payment_id: string;
  amount_cents: number | string;
  outcome: 'SUCCEEDED' | 'FAILED';
  attempts: number;
}

/**
 * A stand-in for an external payment provider. It takes a charge, decides its outcome (an e-mail or wallet
 * containing "decline" always fails, like a provider's test card; otherwise `failPercent` of charges fail),
 * and after `delayMs` tells the platform through a signed webhook, retrying until the platform accepts it,
 * as real providers deliver at least once. Its state is its own table: it knows only the payment id.
 */
export class SandboxPaymentProvider {
  private sender: WebhookSender | undefined;
  private readonly random: () => number;
  private readonly delayMs: number;

  constructor(
    private readonly orm: Orm,
    private readonly options: SandboxProviderOptions,
  ) {
    this.random = options.random ?? Math.random;
    this.delayMs = Math.min(Math.max(options.delayMs, 0), MONEY_RULES.maxDepositDelayMinutes * 60_000);
  }

  /** Where webhooks go; the platform connects it when its HTTP app is ready. */
  connect(sender: WebhookSender | undefined): void {
    this.sender = sender;
  }

  /** Registers a charge inside the transaction that creates the payment, so neither exists without the other. */
  async openCharge(tx: SqlEntityManager, charge: ChargeRequest, now = new Date()): Promise<void> {
    const declined =
      /decline/i.test(`${charge.email ?? ''} ${charge.wallet ?? ''}`) || this.random() * 100 < this.options.failPercent;
    await tx.execute(
      `insert into sandbox_charges (payment_id, amount_cents, outcome, due_at) values (?, ?, ?, ?)`,
      [charge.paymentId, charge.amountCents, declined ? 'FAILED' : 'SUCCEEDED', new Date(now.getTime() + this.delayMs)],
      'run',
    );
  }

  /** Each delivery attempt is signed afresh: a new delivery id and the wall-clock time it is sent at. */
  signedHeaders(rawBody: string): Record<string, string> {
    return signedWebhookHeaders(this.options.secret, rawBody);
  }

  /**
   * The provider's status call: the outcome of a charge it has decided (its due time passed), else null. The
   * platform asks it about deposits whose webhook never got through.
   */
  async decidedOutcome(paymentId: string, now = new Date()): Promise<'SUCCEEDED' | 'FAILED' | null> {
    const em = this.orm.em.fork() as SqlEntityManager;
    const row = await queryOne<{ outcome: 'SUCCEEDED' | 'FAILED' }>(
      em,
      `select outcome from sandbox_charges where payment_id = ? and (attempts > 0 or due_at <= ?)`,
      [paymentId, now],
    );
    return row?.outcome ?? null;
  }

  /** Delivers every webhook that is due; answers how many the platform accepted. */
  async deliverDue(now = new Date()): Promise<number> {
    const sender = this.sender;
    if (!sender) return 0;
    const em = this.orm.em.fork() as SqlEntityManager;
    const due = await queryRows<ChargeRow>(
      em,
      `select payment_id, amount_cents, outcome, attempts from sandbox_charges
       where delivered_at is null and due_at <= ? order by due_at limit 100`,
      [now],
    );
    let accepted = 0;
    for (const charge of due) {
      const event: SandboxWebhookBody = {
        eventId: `evt_${charge.payment_id}`,
        type: charge.outcome === 'SUCCEEDED' ? 'payment.succeeded' : 'payment.failed',
        paymentId: charge.payment_id,
        amountCents: Number(charge.amount_cents),
        createdAt: now.getTime(),
      };
      const rawBody = JSON.stringify(event);
      const status = await sender(rawBody, this.signedHeaders(rawBody)).catch(() => 0);
      const attempts = charge.attempts + 1;
      // 2xx: delivered. 4xx other than 429: the platform refuses this event for good, retrying cannot help.
      // Anything else (5xx, 429, no answer) is retried later.
      const final = status >= 200 && status < 500 && status !== 429;
      const done = final || attempts >= MAX_ATTEMPTS;
      if (status >= 200 && status < 300) accepted++;
      const retryAt = new Date(now.getTime() + Math.min(MAX_RETRY_DELAY_MS, 1000 * 2 ** attempts));
      await em.execute(
        `update sandbox_charges set attempts = ?, last_status = ?, delivered_at = ?, due_at = ? where payment_id = ?`,
        [attempts, status, done ? now : null, done ? now : retryAt, charge.payment_id],
        'run',
      );
    }
    return accepted;
  }
}
