import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ITEM_EXTERIORS, ITEM_TYPES, type ItemExterior, type ItemType } from '@arena/schemas';
import { useStores } from '../../stores/stores-context';
import { parseUsdInput } from '../../i18n/format';
import { Button } from '../../ui/Button';
import { SelectField, TextField } from '../../ui/Field';
import { exteriorKey } from '../../ui/ItemCard';
import styles from './shop.module.css';

const SEARCH_DELAY_MS = 300;

function centsText(cents: number | null): string {
  return cents === null ? '' : String(cents / 100);
}

/** Type, exterior, price range and name search of the shop listing. */
export const ShopFilters = observer(function ShopFilters() {
  const { t } = useTranslation();
  const { shop } = useStores();
  const [query, setQuery] = useState(shop.filters.q);
  const [min, setMin] = useState(centsText(shop.filters.minPriceCents));
  const [max, setMax] = useState(centsText(shop.filters.maxPriceCents));

  useEffect(() => {
    if (query === shop.filters.q) return;
    const timer = setTimeout(() => shop.setFilters({ q: query }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query, shop]);

  const price = (text: string) => (text.trim() === '' ? null : parseUsdInput(text));

  return (
    <div className={styles.filters} role="search">
      <TextField
        label={t('shop.filterSearch')}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <SelectField
        label={t('shop.filterType')}
        value={shop.filters.type ?? ''}
        onChange={(event) => shop.setFilters({ type: (event.target.value || null) as ItemType | null })}
      >
        <option value="">{t('common.any')}</option>
        {ITEM_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`itemType.${type}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('shop.filterExterior')}
        value={shop.filters.exterior ?? ''}
        onChange={(event) => shop.setFilters({ exterior: (event.target.value || null) as ItemExterior | null })}
      >
        <option value="">{t('common.any')}</option>
        {ITEM_EXTERIORS.map((exterior) => (
          <option key={exterior} value={exterior}>
            {t(exteriorKey(exterior))}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('shop.filterMin')}
        inputMode="decimal"
        value={min}
        onChange={(event) => setMin(event.target.value)}
        onBlur={() => shop.setFilters({ minPriceCents: price(min) })}
      />
      <TextField
        label={t('shop.filterMax')}
        inputMode="decimal"
        value={max}
        onChange={(event) => setMax(event.target.value)}
        onBlur={() => shop.setFilters({ maxPriceCents: price(max) })}
      />
      <Button
        variant="ghost"
        onClick={() => {
          setQuery('');
          setMin('');
          setMax('');
          shop.resetFilters();
        }}
      >
        {t('shop.resetFilters')}
      </Button>
    </div>
  );
});
