import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLanguage, useMoney, useStores } from '../../stores/stores-context';
import { formatDateTime } from '../../i18n/format';
import { clientError } from '../../transport/api-error';
import { Empty } from '../../ui/Feedback';
import { ItemCard, ItemGrid } from '../../ui/ItemCard';
import { Spinner } from '../../ui/Spinner';
import { bonusNote, inventoryBadges } from '../../ui/item-badges';

/** The player's skins as toggles; locked skins show but cannot be picked. */
export const InventoryGrid = observer(function InventoryGrid({
  onlyReal,
  compact,
}: {
  onlyReal: boolean;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const { inventory, ui } = useStores();
  const language = useLanguage();
  const money = useMoney();
  if (!inventory.loaded) return <Spinner />;
  const wagerLeft = inventory.wagerRemainingCents > 0 ? money(inventory.wagerRemainingCents) : undefined;
  const items = inventory.items.filter(
    (item) => item.status === 'AVAILABLE' || item.status === 'IN_BET' || item.status === 'IN_TRADE',
  );
  if (items.length === 0) return <Empty>{t('shop.inventoryEmpty')}</Empty>;
  return (
    <ItemGrid compact={compact}>
      {items.map((item) => (
        <ItemCard
          key={item.id}
          item={item}
          selected={inventory.isSelected(item.id)}
          disabled={item.status !== 'AVAILABLE' || (onlyReal && item.selectionKind !== 'REAL')}
          badges={inventoryBadges(item, t)}
          note={bonusNote(item, t, (ms) => formatDateTime(ms, language), wagerLeft)}
          onToggle={() => {
            const refused = inventory.toggle(item.id, onlyReal);
            if (refused) ui.toast('error', { error: clientError(refused) });
          }}
        />
      ))}
    </ItemGrid>
  );
});
