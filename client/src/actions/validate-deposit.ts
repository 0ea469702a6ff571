import { MONEY_RULES, type DepositBody, type DepositMethodsAnswer } from '@arena/schemas';
import { parseUsdInput } from '../i18n/format';
import { type ApiError, clientError } from '../transport/api-error';

export interface DepositDraft {
  amountText: string;
  methodId: string | null;
  email: string;
  wallet: string;
}

export type DepositField = 'amount' | 'method' | 'email' | 'wallet';
export type DepositCheck = { ok: true; body: DepositBody } | { ok: false; field: DepositField; error: ApiError };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Dollars with two decimals, as the server writes money args (`"0.10"`). */
export const usdArg = (cents: number) => (cents / 100).toFixed(2);

/**
 * Mirrors the server's deposit checks (docs/product-rules.md §5) so the player sees the same catalogue message
 * before sending: sum, method, overall and per-method minimum, wallet number, e-mail.
 */
export function validateDeposit(draft: DepositDraft, methods: DepositMethodsAnswer): DepositCheck {
  const amountCents = parseUsdInput(draft.amountText);
  if (amountCents === null || amountCents === 0)
    return { ok: false, field: 'amount', error: clientError('PAYMENT.AMOUNT_REQUIRED') };
  const method = methods.find((candidate) => candidate.id === draft.methodId);
  if (!method) return { ok: false, field: 'method', error: clientError('PAYMENT.METHOD_REQUIRED') };
  if (amountCents < MONEY_RULES.minDepositCents) {
    return {
      ok: false,
      field: 'amount',
      error: clientError('PAYMENT.MIN_DEPOSIT', [usdArg(MONEY_RULES.minDepositCents)]),
    };
  }
  if (amountCents < method.minCents) {
    return { ok: false, field: 'amount', error: clientError('PAYMENT.METHOD_MIN', [usdArg(method.minCents)]) };
  }
  if (amountCents > MONEY_RULES.maxDepositCents) {
    return {
      ok: false,
      field: 'amount',
      error: clientError('PAYMENT.MAX_DEPOSIT', [usdArg(MONEY_RULES.maxDepositCents)]),
    };
  }
  const body: DepositBody = { amountCents, method: method.id };
  if (method.requires.includes('wallet')) {
    if (!draft.wallet.trim()) return { ok: false, field: 'wallet', error: clientError('PAYMENT.WALLET_REQUIRED') };
    body.wallet = draft.wallet.trim();
  }
  if (method.requires.includes('email')) {
    if (!EMAIL.test(draft.email.trim())) return { ok: false, field: 'email', error: clientError('PAYMENT.BAD_EMAIL') };
    body.email = draft.email.trim();
  }
  return { ok: true, body };
}
