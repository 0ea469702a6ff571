import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { upgradeOdds } from '@arena/schemas';
import { useStores } from '../../stores/stores-context';
import { Button } from '../../ui/Button';
import { Card, Empty } from '../../ui/Feedback';
import { SelectField, TextField } from '../../ui/Field';
import { ItemCard, ItemGrid } from '../../ui/ItemCard';
import { percent } from './upgrade-views';
import type { TargetSort, UpgradeStore } from './upgrade-store';
import styles from './upgrade.module.css';

/** The target picker: catalog skins the current entry may aim at, searchable, sorted by price, each with its odds. */
export const TargetPicker = observer(function TargetPicker({ store }: { store: UpgradeStore }) {
  const { t } = useTranslation();
  const { catalog } = useStores();
  const entry = store.entryCents;
  const targets = store.visibleTargets;
  return (
    <Card className={styles.picker}>
      <div className={styles.pickerHead}>
        <h2 className={styles.heading}>{t('upgrade.target.pick')}</h2>
        <TextField
          label={t('upgrade.target.search')}
          value={store.query}
          onChange={(event) => store.setQuery(event.target.value)}
          type="search"
          data-testid="upgrade-search"
        />
        <SelectField
          label={t('upgrade.target.sort')}
          value={store.sort}
          onChange={(event) => store.setSort(event.target.value as TargetSort)}
        >
          <option value="price_asc">{t('upgrade.target.sortAsc')}</option>
          <option value="price_desc">{t('upgrade.target.sortDesc')}</option>
        </SelectField>
      </div>
      {targets.length === 0 ? (
        <Empty>{t('upgrade.target.empty')}</Empty>
      ) : (
        <div data-testid="upgrade-targets">
          <ItemGrid compact>
            {targets.map((item) => {
              const odds = entry > 0 ? upgradeOdds(entry, item.priceCents) : null;
              return (
                <ItemCard
                  key={item.id}
                  item={{ ...item, iconUrl: catalog.iconUrl(item.icon) }}
                  selected={store.targetId === item.id}
                  disabled={store.busy}
                  onToggle={() => store.select(item.id)}
                  note={odds ? `×${odds.multiplier.toFixed(2)} · ${percent(odds.chanceMillionths)}` : undefined}
                />
              );
            })}
          </ItemGrid>
        </div>
      )}
      {store.targets.length > targets.length && (
        <Button variant="secondary" onClick={() => store.showMore()}>
          {t('upgrade.target.more')}
        </Button>
      )}
    </Card>
  );
});
