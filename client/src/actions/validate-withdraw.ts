import type { InventoryItemAnswer, WithdrawBody, WithdrawMethodsAnswer } from '@arena/schemas';
import { parseUsdInput } from '../i18n/format';
import { type ApiError, clientError } from '../transport/api-error';
import { usdArg } from './validate-deposit';

export interface WithdrawDraft {
  methodId: string | null;
  amountText: string;
  wallet: string;
  tradeLink: string;
  items: readonly Pick<InventoryItemAnswer, 'id' | 'priceCents'>[];
  confirmed: boolean;
}

export type WithdrawField = 'method' | 'amount' | 'wallet' | 'tradeLink' | 'items' | 'confirm';
export type WithdrawCheck = { ok: true; body: WithdrawBody } | { ok: false; field: WithdrawField; error: ApiError };

/**
 * docs/product-rules.md §5 withdraw rules, in the server's keys: method required; skins or an amount; the method's
 * minimum; its wallet or trade link; and the "data is correct" confirmation.
 */
export function validateWithdraw(draft: WithdrawDraft, methods: WithdrawMethodsAnswer): WithdrawCheck {
  const method = methods.find((candidate) => candidate.id === draft.methodId);
  if (!method) return { ok: false, field: 'method', error: clientError('WITHDRAWAL.METHOD_REQUIRED') };
  const body: WithdrawBody = { method: method.id };

  if (method.pays === 'ITEMS') {
    if (draft.items.length === 0) return { ok: false, field: 'items', error: clientError('SHOP.NOTHING_SELECTED') };
    const value = draft.items.reduce((sum, item) => sum + item.priceCents, 0);
    if (value < method.minCents)
      return { ok: false, field: 'items', error: clientError('WITHDRAWAL.METHOD_MIN', [usdArg(method.minCents)]) };
    body.itemIds = draft.items.map((item) => item.id);
  } else {
    const amountCents = parseUsdInput(draft.amountText);
    if (amountCents === null || amountCents === 0)
      return { ok: false, field: 'amount', error: clientError('WITHDRAWAL.AMOUNT_REQUIRED') };
    if (amountCents < method.minCents) {
      return { ok: false, field: 'amount', error: clientError('WITHDRAWAL.METHOD_MIN', [usdArg(method.minCents)]) };
    }
    body.amountCents = amountCents;
  }

  if (method.requires.includes('wallet')) {
    if (!draft.wallet.trim()) return { ok: false, field: 'wallet', error: clientError('PAYMENT.WALLET_REQUIRED') };
    body.wallet = draft.wallet.trim();
  }
  if (method.requires.includes('tradeLink')) {
    if (!/^https:\/\/steamcommunity\.com\/tradeoffer\/new\/\?partner=\d+&token=[\w-]+$/.test(draft.tradeLink.trim())) {
      return { ok: false, field: 'tradeLink', error: clientError('WITHDRAW.BAD_TRADE_LINK') };
    }
    body.tradeLink = draft.tradeLink.trim();
  }
  if (!draft.confirmed) return { ok: false, field: 'confirm', error: clientError('WITHDRAWAL.CONFIRMATION_REQUIRED') };
  body.confirm = true;
  return { ok: true, body };
}
