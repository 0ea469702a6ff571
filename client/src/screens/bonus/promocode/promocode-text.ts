import type { PromocodeGrant, PromocodeRedeemAnswer } from '@arena/schemas';

export type PromocodeTextKey =
  | 'grantedBalanceReal'
  | 'grantedBalanceBonus'
  | 'grantedItemReal'
  | 'grantedItemBonus'
  | 'grantedDepositBonus'
  | 'grantedDepositReal'
  | 'grantedDepositSkin'
  | 'onlyMethod'
  | 'cap'
  | 'referralLinked';

/** A translation key under `promocode.` and its values; money values are cents for the caller to format. */
export interface GrantLine {
  key: PromocodeTextKey;
  values: Record<string, string | number>;
  money: Record<string, number>;
}

function grantLine(grant: PromocodeGrant): GrantLine {
  if (grant.item && !grant.pending) {
    return {
      key: grant.item.kind === 'REAL' ? 'grantedItemReal' : 'grantedItemBonus',
      values: { name: grant.item.name },
      money: { price: grant.item.priceCents },
    };
  }
  if (grant.pending && grant.item) return { key: 'grantedDepositSkin', values: { name: grant.item.name }, money: {} };
  if (grant.pending)
    return {
      key: grant.account === 'REAL' ? 'grantedDepositReal' : 'grantedDepositBonus',
      values: { percent: grant.percent ?? 0 },
      money: {},
    };
  return {
    key: grant.account === 'REAL' ? 'grantedBalanceReal' : 'grantedBalanceBonus',
    values: {},
    money: { amount: grant.amountCents ?? 0 },
  };
}

/** What the box says after a success: the main line, then the boost's method and cap notes if any. */
export function successLines(answer: PromocodeRedeemAnswer): GrantLine[] {
  if (answer.kind === 'REFERRAL')
    return [{ key: 'referralLinked', values: { name: answer.referral.referrerName }, money: {} }];
  const { grant } = answer;
  const lines = [grantLine(grant)];
  if (grant.pending && grant.method) lines.push({ key: 'onlyMethod', values: { method: grant.method }, money: {} });
  if (grant.pending && grant.maxBonusCents !== null)
    lines.push({ key: 'cap', values: {}, money: { cap: grant.maxBonusCents } });
  return lines;
}
