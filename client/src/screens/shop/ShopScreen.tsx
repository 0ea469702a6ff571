import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { withLanguage } from '../../i18n/language-path';
import { useLanguage, useStores } from '../../stores/stores-context';
import { ScreenTitle } from '../../layout/ScreenTitle';
import { TabLinks } from '../../ui/Tabs';
import { CatalogGrid } from './CatalogGrid';
import { InventoryGrid } from './InventoryGrid';
import { ShopActions, type ShopMode } from './ShopActions';
import { ShopFilters } from './ShopFilters';
import styles from './shop.module.css';

const MODES: readonly ShopMode[] = ['buy', 'sell', 'swap'];

/** `/shop/{mode}/{onlyReal}`: buy from the catalog, sell from the inventory, or swap one for the other. */
const ShopScreen = observer(function ShopScreen() {
  const { t } = useTranslation();
  const { mode: modeParam, onlyReal: onlyRealParam } = useParams();
  const { inventory, session, ui } = useStores();
  const language = useLanguage();

  useEffect(() => {
    // docs/product-rules.md §4: opening the shop deselects skins of a kind other than the first selected one's.
    if (inventory.keepFirstKind()) ui.toast('info', { key: 'shop.deselectedOtherKind' });
  }, [inventory, ui]);

  const mode = (modeParam ?? 'buy') as ShopMode;
  if (!MODES.includes(mode) || (onlyRealParam !== undefined && onlyRealParam !== 'real')) {
    return <Navigate to={withLanguage(language, '/404')} replace />;
  }
  const onlyReal = onlyRealParam === 'real';
  const suffix = onlyReal ? '/real' : '';

  return (
    <div className={styles.shop}>
      <ScreenTitle title={t('routes.shop.title')} />
      <div className={styles.top}>
        <TabLinks
          label={t('shop.modes')}
          tabs={[
            { to: `/shop/buy${suffix}`, label: t('shop.tabBuy'), active: modeParam === undefined },
            { to: `/shop/sell${suffix}`, label: t('shop.tabSell') },
            { to: `/shop/swap${suffix}`, label: t('shop.tabSwap') },
          ]}
        />
        {onlyReal && <span className={styles.summary}>{t('shop.onlyReal')}</span>}
      </div>
      {mode === 'buy' && (
        <>
          <ShopFilters />
          <CatalogGrid />
        </>
      )}
      {mode === 'sell' &&
        (session.isValid ? (
          <section aria-label={t('shop.inventory')}>
            <InventoryGrid onlyReal={onlyReal} />
          </section>
        ) : null)}
      {mode === 'swap' && (
        <div className={styles.columns}>
          <section className={styles.column} aria-labelledby="swap-give">
            <h2 id="swap-give">{t('shop.swapGive')}</h2>
            <div className={styles.scroll}>{session.isValid && <InventoryGrid onlyReal={onlyReal} compact />}</div>
          </section>
          <section className={styles.column} aria-labelledby="swap-get">
            <h2 id="swap-get">{t('shop.swapGet')}</h2>
            <ShopFilters />
            <div className={styles.scroll}>
              <CatalogGrid compact />
            </div>
          </section>
        </div>
      )}
      <ShopActions mode={mode} />
    </div>
  );
});

export default ShopScreen;
