import type { BattlepassReward } from '@arena/schemas';

/** "2d 03:04:05" (days only when there are any) until `targetMs`; zero once it is reached. */
export function formatTimeLeft(targetMs: number, nowMs: number): string {
  const total = Math.max(0, Math.floor((targetMs - nowMs) / 1000));
  const days = Math.floor(total / 86_400);
  const pad = (n: number) => String(n).padStart(2, '0');
  const clock = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}

/** Progress towards the next level in [0, 1] (1 at the last level). */
export function levelProgress(experience: number, thresholds: readonly number[]): number {
  const next = thresholds.find((t) => t > experience);
  if (next === undefined) return 1;
  const previous = [...thresholds].reverse().find((t) => t <= experience) ?? 0;
  return (experience - previous) / (next - previous);
}

/** The translation key and values of a reward's label. */
export function rewardLabel(
  reward: BattlepassReward,
  money: (cents: number) => string,
  skinName: (id: number) => string,
) {
  switch (reward.kind) {
    case 'BALANCE':
      return { key: 'premium.reward.BALANCE', values: { amount: money(reward.cents) } } as const;
    case 'BONUS':
      return { key: 'premium.reward.BONUS', values: { amount: money(reward.cents) } } as const;
    case 'SKIN':
      return { key: 'premium.reward.SKIN', values: { name: skinName(reward.catalogItemId) } } as const;
    case 'BINGO_TICKETS':
      return { key: 'premium.reward.BINGO_TICKETS', values: { count: reward.count } } as const;
    case 'TREASURE_ACCESS':
      return { key: 'premium.reward.TREASURE_ACCESS', values: {} } as const;
  }
}
