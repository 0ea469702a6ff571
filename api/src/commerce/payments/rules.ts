import {
  AppError,
  DEPOSIT_METHODS,
  type DepositBody,
  MONEY_RULES,
  WITHDRAW_METHODS,
  type WithdrawBody,
  centsToUsd,
} from '@arena/schemas';

const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;
/** Card, account and crypto wallet numbers: letters, digits and the separators they are written with. */
const WALLET = /^[A-Za-z0-9][A-Za-z0-9:._@+-]{5,127}$/;
/** A Steam trade offer link: partner account id and an 8-character token. */
const TRADE_LINK = /^https:\/\/steamcommunity\.com\/tradeoffer\/new\/\?partner=\d{1,12}&token=[A-Za-z0-9_-]{8}$/;

/** Whether `link` is a Steam trade offer URL (withdrawals and the saved profile trade link share one rule). */
export const isTradeLink = (link: string): boolean => TRADE_LINK.test(link);

export const usd = (cents: number) => centsToUsd(cents).toFixed(2);

export interface ValidDeposit {
  amountCents: number;
  method: (typeof DEPOSIT_METHODS)[number]['id'];
  email: string | null;
  wallet: string | null;
}

/** docs/product-rules.md §5 deposit rules, in the order the deposit form shows its messages. */
export function validateDeposit(body: DepositBody): ValidDeposit {
  if (body.amountCents === undefined) throw new AppError('PAYMENT.AMOUNT_REQUIRED');
  if (!body.method) throw new AppError('PAYMENT.METHOD_REQUIRED');
  const method = DEPOSIT_METHODS.find((m) => m.id === body.method);
  if (!method) throw new AppError('PAYMENT.BAD_METHOD');
  if (body.amountCents < MONEY_RULES.minDepositCents)
    throw new AppError('PAYMENT.MIN_DEPOSIT', [usd(MONEY_RULES.minDepositCents)]);
  if (body.amountCents < method.minCents) throw new AppError('PAYMENT.METHOD_MIN', [usd(method.minCents)]);
  if (body.amountCents > MONEY_RULES.maxDepositCents)
    throw new AppError('PAYMENT.MAX_DEPOSIT', [usd(MONEY_RULES.maxDepositCents)]);
  const needs = method.requires as readonly string[];
  const email = body.email?.trim() || null;
  const wallet = body.wallet?.trim() || null;
  if ((needs.includes('email') || email !== null) && !(email && EMAIL.test(email)))
    throw new AppError('PAYMENT.BAD_EMAIL');
  if ((needs.includes('wallet') || wallet !== null) && !(wallet && WALLET.test(wallet)))
    throw new AppError('PAYMENT.WALLET_REQUIRED');
  return { amountCents: body.amountCents, method: method.id, email, wallet };
}

export type WithdrawMethod = (typeof WITHDRAW_METHODS)[number];

export type ValidWithdrawal =
  | { pays: 'BALANCE'; method: WithdrawMethod; amountCents: number; destination: string }
  | { pays: 'ITEMS'; method: WithdrawMethod; itemIds: string[]; destination: string };

/**
 * The form rules of docs/product-rules.md §5 (method, amount or skins, destination, confirmation, per-method minimum
 * for money). The account rules (deposit first, wager, skin kinds) need the database and live in withdrawals.ts.
 */
export function validateWithdrawal(body: WithdrawBody): ValidWithdrawal {
  if (!body.method) throw new AppError('WITHDRAWAL.METHOD_REQUIRED');
  const method = WITHDRAW_METHODS.find((m) => m.id === body.method);
  if (!method) throw new AppError('PAYMENT.BAD_METHOD');
  if (method.pays === 'ITEMS') {
    if (!body.itemIds || body.itemIds.length === 0) throw new AppError('SHOP.NOTHING_SELECTED');
    const tradeLink = body.tradeLink?.trim() ?? '';
    if (!TRADE_LINK.test(tradeLink)) throw new AppError('WITHDRAW.BAD_TRADE_LINK');
    if (body.confirm !== true) throw new AppError('WITHDRAWAL.CONFIRMATION_REQUIRED');
    return { pays: 'ITEMS', method, itemIds: body.itemIds, destination: tradeLink };
  }
  if (body.amountCents === undefined || body.amountCents <= 0) throw new AppError('WITHDRAWAL.AMOUNT_REQUIRED');
  const wallet = body.wallet?.trim() ?? '';
  if (!WALLET.test(wallet)) throw new AppError('PAYMENT.WALLET_REQUIRED');
  if (body.confirm !== true) throw new AppError('WITHDRAWAL.CONFIRMATION_REQUIRED');
  if (body.amountCents < method.minCents) throw new AppError('WITHDRAWAL.METHOD_MIN', [usd(method.minCents)]);
  return { pays: 'BALANCE', method, amountCents: body.amountCents, destination: wallet };
}
