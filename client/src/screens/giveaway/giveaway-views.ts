import type { GiveawayPrize, GiveawayType } from '@arena/schemas';
import type { LocaleKey } from '../../i18n/keys';

/** Whole days and the "03:04:05" rest until `targetMs`; zero once it is reached. */
export function timeLeft(targetMs: number, nowMs: number): { days: number; time: string } {
  const total = Math.max(0, Math.floor((targetMs - nowMs) / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    days: Math.floor(total / 86_400),
    time: `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`,
  };
}

export function prizePoolCents(prizes: readonly Pick<GiveawayPrize, 'priceCents'>[]): number {
  return prizes.reduce((sum, prize) => sum + prize.priceCents, 0);
}

export const TYPE_KEYS: Record<GiveawayType, LocaleKey> = {
  HOURLY: 'giveaway.type.HOURLY',
  DAILY: 'giveaway.type.DAILY',
  WEEKLY: 'giveaway.type.WEEKLY',
};
