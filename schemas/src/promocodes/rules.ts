import { DEPOSIT_METHODS, type DepositMethodId } from '../rules/commerce';
import { MONEY_RULES } from '../rules/platform';

/**
 * Promocodes (docs/product-rules.md §3 "Promocode types", §5 activation conditions, §9 "Promocode minimum deposit $0.1").
 * Money is always integer US cents.
 *
 * The "product" of the per-product forms ({product}_BONUS_SKIN, {product}_PERCENT, {product}_REAL) is a DEPOSIT
 * METHOD of the payment provider (card, crypto, e-wallet, skins): the only things a player "buys" with outside money
 * here are deposits, and a per-product code rewards the next deposit made through that method. The shop sells skins
 * for balance (no outside money), so per-shop-item codes would only be ITEM_* codes under another name. Product names
 * are the method ids upper-cased with '-' as '_': CARD, CRYPTO, E_WALLET, SKINS.
 */
export const PROMOCODE_BASE_TYPES = [
  'BALANCE_REAL',
  'BALANCE_BONUS',
  'ITEM_REAL',
  'ITEM_BONUS',
  'NEXT_PAYMENT_BONUS_PERCENT',
] as const;

type Dashless<S extends string> = S extends `${infer A}-${infer B}` ? `${A}_${Dashless<B>}` : S;
export type PromocodeProduct = Dashless<Uppercase<DepositMethodId>>;

/** The product name of a deposit method: `e-wallet` → `E_WALLET`. */
export const productOfMethod = (method: DepositMethodId): PromocodeProduct =>
  method.toUpperCase().replace(/-/g, '_') as PromocodeProduct;

export const PROMOCODE_PRODUCTS = DEPOSIT_METHODS.map((m) => productOfMethod(m.id)) as readonly PromocodeProduct[];

/** The deposit method of a product name (inverse of `productOfMethod`). */
export function methodOfProduct(product: PromocodeProduct): DepositMethodId {
  const method = DEPOSIT_METHODS.find((m) => productOfMethod(m.id) === product);
  if (!method) throw new Error(`unknown promocode product ${product}`);
  return method.id;
}

export const PROMOCODE_PRODUCT_SUFFIXES = ['BONUS_SKIN', 'PERCENT', 'REAL'] as const;
export type PromocodeProductSuffix = (typeof PROMOCODE_PRODUCT_SUFFIXES)[number];

export const PROMOCODE_TYPES = [
  ...PROMOCODE_BASE_TYPES,
  ...PROMOCODE_PRODUCTS.flatMap((product) =>
    PROMOCODE_PRODUCT_SUFFIXES.map((suffix) => `${product}_${suffix}` as const),
  ),
] as readonly string[] as readonly [PromocodeType, ...PromocodeType[]];
export type PromocodeType = (typeof PROMOCODE_BASE_TYPES)[number] | `${PromocodeProduct}_${PromocodeProductSuffix}`;

/**
 * What a type does when redeemed:
 * - BALANCE: `amountCents` from the house to the REAL or BONUS balance at once.
 * - ITEM: the catalogue skin `catalogItemId` granted at once, as a REAL or a BONUS skin.
 * - DEPOSIT: a pending boost for the next deposit (every method, or only `method`): PERCENT pays `percent`% of that
 *   deposit (at most `maxBonusCents` when set) to the BONUS balance (NEXT_PAYMENT_BONUS_PERCENT, {product}_PERCENT)
 *   or to the REAL balance ({product}_REAL); SKIN grants the bonus skin `catalogItemId` ({product}_BONUS_SKIN).
 */
export type PromocodeEffect =
  | { effect: 'BALANCE'; account: 'REAL' | 'BONUS' }
  | { effect: 'ITEM'; kind: 'REAL' | 'BONUS' }
  | { effect: 'DEPOSIT'; reward: 'PERCENT'; account: 'REAL' | 'BONUS'; method: DepositMethodId | null }
  | { effect: 'DEPOSIT'; reward: 'SKIN'; method: DepositMethodId };

export function promocodeEffect(type: PromocodeType): PromocodeEffect {
  switch (type) {
    case 'BALANCE_REAL':
      return { effect: 'BALANCE', account: 'REAL' };
    case 'BALANCE_BONUS':
      return { effect: 'BALANCE', account: 'BONUS' };
    case 'ITEM_REAL':
      return { effect: 'ITEM', kind: 'REAL' };
    case 'ITEM_BONUS':
      return { effect: 'ITEM', kind: 'BONUS' };
    case 'NEXT_PAYMENT_BONUS_PERCENT':
      return { effect: 'DEPOSIT', reward: 'PERCENT', account: 'BONUS', method: null };
  }
  const suffix = PROMOCODE_PRODUCT_SUFFIXES.find((s) => type.endsWith(`_${s}`));
  const product = suffix ? (type.slice(0, -(suffix.length + 1)) as PromocodeProduct) : undefined;
  if (!suffix || !product || !PROMOCODE_PRODUCTS.includes(product)) throw new Error(`unknown promocode type ${type}`);
  const method = methodOfProduct(product);
  if (suffix === 'BONUS_SKIN') return { effect: 'DEPOSIT', reward: 'SKIN', method };
  return { effect: 'DEPOSIT', reward: 'PERCENT', account: suffix === 'REAL' ? 'REAL' : 'BONUS', method };
}

/** Deposit-bonus codes: the only ones the deposit form's entry point takes (else PROMOCODE.NOT_DEPOSIT_BONUS). */
export const isDepositBonusType = (type: PromocodeType): boolean => promocodeEffect(type).effect === 'DEPOSIT';

export const PROMOCODE_RULES = {
  /** Codes: 3-32 letters, digits, '_' or '-', stored upper-case (case does not matter when typed). */
  codePattern: /^[A-Z0-9_-]{3,32}$/,
  /** Deposited in total (confirmed deposits) before a code can be activated, unless the admin sets another value. */
  defaultMinDepositCents: MONEY_RULES.promocodeMinDepositCents,
  /** "Game-platform level 5 or higher" (docs/product-rules.md §5), for codes that ask for it. */
  minSteamLevel: 5,
  /** Most a BALANCE code may give at once, and the highest cap of a percent code. */
  maxAmountCents: 1_000_00,
  /** Highest percent a deposit code may add. */
  maxPercent: 500,
  /** Tick of the job that applies pending deposit boosts (env PROMOCODE_JOB_INTERVAL_MS, 0 = off). */
  jobIntervalMs: 5_000,
  /** How far back the job looks for deposits made after a pending boost. */
  depositScanWindowMs: 30 * 24 * 3_600_000,
  /** Boosts the job applies per pass at most. */
  jobBatch: 200,
  /** Codes listed per admin page. */
  adminListLimit: 200,
} as const;

/** The stored form of a typed code, or null when it cannot be one. */
export function normalizePromocode(raw: string): string | null {
  const code = raw.trim().toUpperCase();
  return PROMOCODE_RULES.codePattern.test(code) ? code : null;
}

/** The bonus a percent boost pays for a deposit of `depositCents`: floor(deposit × percent / 100), capped. */
export function boostCents(depositCents: number, percent: number, maxBonusCents: number | null): number {
  const cents = Math.floor((depositCents * percent) / 100);
  return maxBonusCents === null ? cents : Math.min(cents, maxBonusCents);
}
