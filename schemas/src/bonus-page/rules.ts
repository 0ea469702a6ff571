/**
 * The /bonus page's daily bonus, wheel of fortune and fan bonus (docs/product-rules.md §5). Money is integer US cents of
 * bonus balance; every payout comes from the house through the ledger.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export const BONUS_PAGE_KINDS = ['DAILY', 'WHEEL', 'FAN'] as const;
export type BonusPageKind = (typeof BONUS_PAGE_KINDS)[number];

export const BONUS_PAGE_RULES = {
  daily: {
    /** Paid to the bonus balance once per period, behind a captcha. */
    amountCents: 5,
    /** A rolling period: the next claim opens this long after the last one. */
    periodMs: DAY_MS,
  },
  captcha: {
    /** A challenge must be answered within this long of being issued; each one is answered once. */
    ttlMs: 5 * MINUTE_MS,
    /** The sandbox's arithmetic questions use operands from 1 to this. */
    maxOperand: 20,
  },
  wheel: {
    /** One spin per rolling period. */
    periodMs: DAY_MS,
    /** docs/product-rules.md §5: deposits of at least $1 within the last 5 days. */
    minDepositCents: 1_00,
    depositWindowDays: 5,
    depositWindowMs: 5 * DAY_MS,
    /** docs/product-rules.md §5 calls the account minimums placeholders: these are ours. */
    minSteamLevel: 5,
    minGameHours: 100,
  },
  fan: {
    /** The brand the Steam nickname must contain (letters and digits compared, case and spacing ignored). */
    brand: 'Skin Arena',
    amountCents: 25,
    periodMs: 7 * DAY_MS,
    /** How long an approved avatar's address may be (the Steam avatar URL). */
    maxAvatarUrlLength: 512,
  },
} as const;

/** "Skin Arena", "SKINARENA.gg", "skin-arena fan" all carry the brand; "Skin Aren a" too (only letters and digits count). */
export function nicknameHasBrand(nickname: string, brand: string = BONUS_PAGE_RULES.fan.brand): boolean {
  const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  const wanted = letters(brand);
  return wanted.length > 0 && letters(nickname).includes(wanted);
}
