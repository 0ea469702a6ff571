import type { DepositBody, PaymentAnswer, WithdrawAnswer, WithdrawBody } from '@arena/schemas';
import type { RootStore } from '../stores/root-store';
import { RetryKey } from '../transport/retry-key';

const depositKey = new RetryKey();
const withdrawKey = new RetryKey();

export const PAYMENT_POLL_MS = 1500;

/** Creates a sandbox payment; the provider confirms it later, so the store follows it until it settles. */
export async function startDeposit(root: RootStore, body: DepositBody): Promise<PaymentAnswer> {
  const payment = await depositKey.run(body, (key) =>
    root.api.post<PaymentAnswer>('/payments/deposit', body, { idempotencyKey: key }),
  );
  root.wallet.setPayment(payment);
  return payment;
}

/**
 * Polls the payment until the provider confirms or fails it (or `signal` aborts), then refreshes the
 * balance, which only a confirmed payment changes.
 */
export async function followPayment(
  root: RootStore,
  id: string,
  signal: AbortSignal,
  intervalMs = PAYMENT_POLL_MS,
): Promise<PaymentAnswer | null> {
  while (!signal.aborted) {
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
    if (signal.aborted) return null;
    const payment = await root.wallet.refreshPayment(id).catch(() => null);
    if (payment && payment.status !== 'PENDING') {
      await root.user.refresh().catch(() => undefined);
      return payment;
    }
  }
  return null;
}

/** Requests a withdrawal (a transfer order) and shows its effect on balance and inventory at once. */
export async function requestWithdrawal(root: RootStore, body: WithdrawBody): Promise<WithdrawAnswer> {
  const answer = await withdrawKey.run(body, (key) =>
    root.api.post<WithdrawAnswer>('/withdrawals', body, { idempotencyKey: key }),
  );
  root.wallet.addOrder(answer.order);
  root.user.setBalance(answer.balance.realCents, answer.balance.bonusCents);
  if (body.itemIds?.length) {
    root.inventory.clearSelection();
    await root.inventory.load().catch(() => undefined);
  }
  return answer;
}
