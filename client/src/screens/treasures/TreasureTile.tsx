import type { CSSProperties } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { Treasure, TreasureCollection } from '@arena/schemas';
import { Button } from '../../ui/Button';
import { PrizeLabel } from './PrizeLabel';
import { SEASON_COLORS } from './treasure-views';
import type { TreasuresStore } from './treasures-store';
import styles from './treasures.module.css';

/** One treasure of a collection: its card art, prize, how many I hold, activate and upgrade. */
export const TreasureTile = observer(function TreasureTile({
  store,
  collection,
  treasure,
}: {
  store: TreasuresStore;
  collection: TreasureCollection;
  treasure: Treasure;
}) {
  const { t } = useTranslation();
  const held = store.available(treasure.id).length;
  const listed = store.listed(treasure.id).length;
  const [c1, c2] = SEASON_COLORS[collection.season];
  const kindName = t(`treasures.kinds.${treasure.kind}`);
  const premium = store.overview?.premium ?? false;
  return (
    <article
      className={styles.tile}
      data-testid={`treasure-${treasure.slot}`}
      data-empty={held === 0}
      aria-label={kindName}
    >
      <div className={styles.art} style={{ '--c1': c1, '--c2': c2 } as CSSProperties} aria-hidden="true">
        <span className={styles.slot}>#{treasure.slot}</span>
        {/* The name's initial: plain text renders on every system, where emoji fonts may be missing. */}
        <span className={styles.initial}>{kindName.charAt(0)}</span>
        <span className={styles.count}>×{held}</span>
      </div>
      <h3>{kindName}</h3>
      <span className={styles.note}>
        <PrizeLabel prize={treasure.prize} />
      </span>
      {collection.mine?.activated.includes(treasure.id) && (
        <span className={styles.badge}>{t('treasures.activatedBadge')}</span>
      )}
      {listed > 0 && <span className={styles.note}>{t('treasures.listedCount', { n: listed })}</span>}
      <div className={styles.actions}>
        {held === 0 ? (
          <span className={styles.note}>{t('treasures.noneHeld')}</span>
        ) : (
          <Button
            size="small"
            variant="success"
            disabled={store.busy !== null}
            busy={store.busy === `activate:${treasure.id}`}
            onClick={() => void store.activate(treasure.id)}
          >
            {t('treasures.activate')}
          </Button>
        )}
        {store.canUpgrade(treasure.id) && (
          <Button
            size="small"
            variant="secondary"
            disabled={!premium || store.busy !== null}
            onClick={() => void store.upgrade(treasure.id)}
            title={premium ? undefined : t('treasures.needPremium')}
          >
            {t('treasures.upgradeButton')}
          </Button>
        )}
      </div>
    </article>
  );
});
