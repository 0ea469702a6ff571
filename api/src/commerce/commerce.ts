import type { FastifyInstance } from 'fastify';
import { internalRequestHeaders } from '../http/internal-requests';
import type { AppServices } from '../http/services';
import { type BonusSettlement, settleBonusItems } from './inventory/bonus-items';
import { Payments } from './payments/payments';
import { SandboxPaymentProvider } from './payments/sandbox-provider';
import { Shop } from './shop/shop';
import { SandboxPayoutPartner } from './withdrawals/sandbox-partner';
import { Withdrawals } from './withdrawals/withdrawals';

export interface JobReport {
  webhooksAccepted: number;
  /** Stale pending deposits finished through the provider's status call. */
  paymentsReconciled: number;
  payoutsSettled: number;
  bonusItems: BonusSettlement;
}

/** The money domain of one API process: shop, deposits, withdrawals, their sandbox counterparties and jobs. */
export interface Commerce {
  shop: Shop;
  payments: Payments;
  withdrawals: Withdrawals;
  provider: SandboxPaymentProvider;
  partner: SandboxPayoutPartner;
  /** One tick of the scheduled work: webhook delivery, payouts, bonus skin recoup and expiry. */
  runJobs(now?: Date): Promise<JobReport>;
  /** Connects the sandbox provider to the app's webhook route and starts the job timer (if configured). */
  start(app: FastifyInstance): void;
  /** Stops the timer and waits for a tick in flight, so the database can close behind it. */
  stop(): Promise<void>;
}

const instances = new WeakMap<AppServices, Commerce>();

/** The process's commerce services; route modules and tests share one instance per `AppServices`. */
export function commerceOf(services: AppServices): Commerce {
  const existing = instances.get(services);
  if (existing) return existing;
  const { config, orm, ledger } = services;
  const provider = new SandboxPaymentProvider(orm, {
    secret: config.paymentWebhookSecret,
    delayMs: config.sandboxPaymentDelayMs,
    failPercent: config.sandboxPaymentFailPercent,
  });
  const partner = new SandboxPayoutPartner(orm, {
    delayMs: config.sandboxPayoutDelayMs,
    rejectPercent: config.sandboxPayoutRejectPercent,
  });
  const withdrawals = new Withdrawals(ledger, partner, config.moneyReview.withdrawals);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  const commerce: Commerce = {
    shop: new Shop(ledger, config.cdnBaseUrl),
    payments: new Payments(ledger, provider, services.depositCredited),
    withdrawals,
    provider,
    partner,
    async runJobs(now = new Date()) {
      const webhooksAccepted = await provider.deliverDue(now);
      const paymentsReconciled = await commerce.payments.reconcile(now);
      const payoutsSettled = await partner.settleDue((orderId, outcome) => withdrawals.settle(orderId, outcome), now);
      const bonusItems = await ledger.transaction((tx) => settleBonusItems(ledger, tx, { now }));
      return { webhooksAccepted, paymentsReconciled, payoutsSettled, bonusItems };
    },
    start(app) {
      // The provider lives in this process, so it reaches the webhook route through Fastify's in-process
      // injection: the same route, parser and signature check an outside caller goes through, no socket.
      provider.connect(async (rawBody, signedHeaders) => {
        const res = await app.inject({
          method: 'POST',
          url: '/api/payments/webhook',
          headers: { 'content-type': 'application/json', ...signedHeaders, ...internalRequestHeaders() },
          payload: rawBody,
        });
        return res.statusCode;
      });
      if (config.commerceJobIntervalMs > 0 && !timer) {
        timer = setInterval(() => {
          if (running) return; // a slow tick is never overlapped by the next one
          running = commerce
            .runJobs()
            .catch((error: unknown) => app.log.error({ err: error }, 'commerce jobs failed'))
            .finally(() => {
              running = undefined;
            });
        }, config.commerceJobIntervalMs);
        timer.unref();
      }
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
      provider.connect(undefined);
    },
  };
  instances.set(services, commerce);
  return commerce;
}
