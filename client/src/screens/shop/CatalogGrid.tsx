import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { reaction } from 'mobx';
import { useTranslation } from 'react-i18next';
import { SHOP_RULES } from '@arena/schemas';
import { useErrorText, useStores } from '../../stores/stores-context';
import { Alert, Empty, Pager } from '../../ui/Feedback';
import { ItemCard, ItemGrid } from '../../ui/ItemCard';
import { Spinner } from '../../ui/Spinner';

/** The shop listing: follows the filters and the page, and toggles picked catalog items. */
export const CatalogGrid = observer(function CatalogGrid({ compact }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { shop, ui } = useStores();
  const errorText = useErrorText();

  useEffect(
    () =>
      reaction(
        () => [shop.filters, shop.page] as const,
        () => void shop.load(),
        { fireImmediately: true },
      ),
    [shop],
  );

  if (shop.error && !shop.list) return <Alert kind="error">{errorText(shop.error)}</Alert>;
  if (!shop.list) return <Spinner />;
  if (shop.list.items.length === 0) return <Empty>{t('shop.noResults')}</Empty>;
  return (
    <div aria-busy={shop.loading}>
      <ItemGrid compact={compact}>
        {shop.list.items.map((item) => (
          <ItemCard
            key={item.id}
            item={item}
            selected={shop.isPicked(item.id)}
            onToggle={() => {
              if (!shop.togglePick(item))
                ui.toast('error', { key: 'shop.limitReached', options: { count: SHOP_RULES.maxItemsPerOperation } });
            }}
          />
        ))}
      </ItemGrid>
      <Pager page={shop.page} pages={shop.pages} onPage={(page) => shop.setPage(page)} />
    </div>
  );
});
