import type { TreasurePrize, TreasureSeason } from '@arena/schemas';

/** The locale key and values of a prize's label. */
export function prizeLabel(prize: TreasurePrize, money: (cents: number) => string, skinName: (id: number) => string) {
  switch (prize.kind) {
    case 'BALANCE':
      return { key: 'treasures.prize.BALANCE', values: { amount: money(prize.cents) } } as const;
    case 'BONUS':
      return { key: 'treasures.prize.BONUS', values: { amount: money(prize.cents) } } as const;
    case 'SKIN':
      return { key: 'treasures.prize.SKIN', values: { name: skinName(prize.catalogItemId) } } as const;
  }
}

/** Two colours per season for the cards' backgrounds. */
export const SEASON_COLORS: Record<TreasureSeason, readonly [string, string]> = {
  WINTER: ['#5ab8ff', '#7c5cff'],
  SPRING: ['#2ed47a', '#ffd84d'],
  SUMMER: ['#ffb547', '#ff5c6c'],
  AUTUMN: ['#e0703a', '#8a5a2b'],
};

/** "5h 07m" / "12m 30s": how long an order stays open. */
export function formatRemaining(targetMs: number, nowMs: number): string {
  const total = Math.max(0, Math.floor((targetMs - nowMs) / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}h ${pad(minutes)}m` : `${minutes}m ${pad(total % 60)}s`;
}

/** Basis points → percent text (500 → "5"). */
export const percentOf = (basisPoints: number): string => String(basisPoints / 100);
