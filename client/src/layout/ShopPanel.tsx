import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../navigation/links';
import { useMoney, useStores } from '../stores/stores-context';
import { buttonClass } from '../ui/Button';
import { ItemCard, ItemGrid } from '../ui/ItemCard';
import { inventoryBadges } from '../ui/item-badges';
import { clientError } from '../transport/api-error';
import styles from './layout.module.css';

/**
 * The player's skins beside a game: select the skins to play with (the selection rules of docs/product-rules.md §4
 * apply, and real-items-only routes refuse bonus skins).
 */
export const ShopPanel = observer(function ShopPanel({ onlyReal }: { onlyReal: boolean }) {
  const { t } = useTranslation();
  const { session, inventory, ui } = useStores();
  const money = useMoney();
  const items = onlyReal ? inventory.available.filter((item) => item.selectionKind === 'REAL') : inventory.available;
  return (
    <aside className={styles.shopPanel} aria-label={t('shopPanel.title')}>
      <div className={styles.shopPanelHead}>
        <h2 className={styles.sideTitle}>{t('shopPanel.title')}</h2>
        <AppLink to={onlyReal ? '/shop/buy/real' : '/shop'} className={buttonClass('secondary', 'small')}>
          {t('shopPanel.openShop')}
        </AppLink>
      </div>
      {!session.isValid ? (
        <p className={styles.sideNote}>{t('shopPanel.signIn')}</p>
      ) : items.length === 0 ? (
        <p className={styles.sideNote}>{t('shopPanel.empty')}</p>
      ) : (
        <>
          <p className={styles.sideNote}>
            {t('shopPanel.selected', {
              count: inventory.selectedIds.length,
              amount: money(inventory.selectedTotalCents),
            })}
          </p>
          <ItemGrid compact>
            {items.map((item) => (
              <ItemCard
                key={item.id}
                item={item}
                selected={inventory.isSelected(item.id)}
                badges={inventoryBadges(item, t)}
                onToggle={() => {
                  const refused = inventory.toggle(item.id, onlyReal);
                  if (refused) ui.toast('error', { error: clientError(refused) });
                }}
              />
            ))}
          </ItemGrid>
        </>
      )}
    </aside>
  );
});
