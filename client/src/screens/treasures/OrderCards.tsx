import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { TreasureCollection, TreasureOrderCard } from '@arena/schemas';
import { SEASON_COLORS } from './treasure-views';
import styles from './treasures.module.css';

/** Cards as small chips: glyph, name and slot, in their season's colours. */
export function OrderCards({
  cards,
  collections,
}: {
  cards: Pick<TreasureOrderCard, 'collectionId' | 'slot' | 'kind'>[];
  collections: readonly TreasureCollection[];
}) {
  const { t } = useTranslation();
  return (
    <span className={styles.chips}>
      {cards.map((card, i) => {
        const season = collections.find((c) => c.id === card.collectionId)?.season ?? 'WINTER';
        const [c1, c2] = SEASON_COLORS[season];
        return (
          <span key={i} className={styles.chip} style={{ '--c1': c1, '--c2': c2 } as CSSProperties}>
            {t(`treasures.kinds.${card.kind}`)} #{card.slot}
          </span>
        );
      })}
    </span>
  );
}
