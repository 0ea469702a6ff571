import type { TFunction } from 'i18next';
import type { InventoryItemAnswer } from '@arena/schemas';
import { Badge } from './ItemCard';

/** Kind and state marks of an inventory skin: bonus, real+bonus, in use, house skin, non-withdrawable. */
export function inventoryBadges(item: InventoryItemAnswer, t: TFunction) {
  const badges = [];
  if (item.selectionKind === 'BONUS')
    badges.push(
      <Badge key="kind" tone="bonus">
        {t('shop.kindBonus')}
      </Badge>,
    );
  if (item.selectionKind === 'REAL_BONUS')
    badges.push(
      <Badge key="kind" tone="bonus">
        {t('shop.kindRealBonus')}
      </Badge>,
    );
  if (item.status !== 'AVAILABLE')
    badges.push(
      <Badge key="locked" tone="locked">
        {t('shop.locked')}
      </Badge>,
    );
  if (item.alfa) badges.push(<Badge key="alfa">{t('shop.alfa')}</Badge>);
  // A bonus skin is never withdrawable; its bonus mark already says so.
  else if (!item.withdrawable && item.kind !== 'BONUS')
    badges.push(<Badge key="nw">{t('shop.nonWithdrawable')}</Badge>);
  return badges.length ? badges : undefined;
}

/** What a bonus skin still needs: plays left, real stake left to wager (formatted by the caller) and its expiry. */
export function bonusNote(
  item: InventoryItemAnswer,
  t: TFunction,
  formatTime: (ms: number) => string,
  wagerLeft?: string,
) {
  if (item.kind !== 'BONUS') return undefined;
  const left = Math.max(0, item.totalGamesCount - item.gamesPlayed);
  const parts = [];
  if (left > 0) parts.push(t('shop.bonusPlays', { count: left }));
  if (wagerLeft) parts.push(t('shop.bonusWager', { amount: wagerLeft }));
  if (item.expiresAt) parts.push(t('shop.expires', { time: formatTime(item.expiresAt) }));
  return parts.length ? parts.join(' · ') : undefined;
}
