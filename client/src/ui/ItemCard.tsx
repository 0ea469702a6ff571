import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ItemExterior } from '@arena/schemas';
import type { LocaleKey } from '../i18n/keys';
import { Money } from './Money';
import styles from './item-card.module.css';

const EXTERIOR_KEYS: Record<ItemExterior, LocaleKey> = {
  'Battle-Scarred': 'exterior.battleScarred',
  'Well-Worn': 'exterior.wellWorn',
  'Field-Tested': 'exterior.fieldTested',
  'Minimal Wear': 'exterior.minimalWear',
  'Factory New': 'exterior.factoryNew',
};

export function exteriorKey(exterior: ItemExterior): LocaleKey {
  return EXTERIOR_KEYS[exterior];
}

export interface CardItem {
  name: string;
  iconUrl: string;
  exterior: ItemExterior;
  color: string;
  priceCents: number;
}

interface ItemCardProps {
  item: CardItem;
  selected?: boolean;
  disabled?: boolean;
  onToggle?: () => void;
  badges?: ReactNode;
  note?: ReactNode;
}

/** A skin tile: a toggle button when `onToggle` is given, a plain tile otherwise. */
export function ItemCard({ item, selected = false, disabled, onToggle, badges, note }: ItemCardProps) {
  const { t } = useTranslation();
  const [weapon, skin] = item.name.includes(' | ') ? item.name.split(' | ', 2) : ['', item.name];
  const content = (
    <>
      {badges && <span className={styles.badges}>{badges}</span>}
      {onToggle && (
        <span className={styles.check} aria-hidden="true">
          ✓
        </span>
      )}
      <span className={styles.art}>
        <img src={item.iconUrl} alt="" loading="lazy" width="120" height="82" />
      </span>
      <span className={styles.weapon}>{weapon || '\u00a0'}</span>
      <span className={styles.skin} title={item.name}>
        {skin}
      </span>
      <span className={styles.exterior}>{t(exteriorKey(item.exterior))}</span>
      <span className={styles.price}>
        <Money cents={item.priceCents} plain />
      </span>
      {note && <span className={styles.note}>{note}</span>}
    </>
  );
  const style = { '--rarity': item.color } as CSSProperties;
  if (!onToggle) {
    return (
      <div className={styles.card} style={style}>
        {content}
      </div>
    );
  }
  return (
    <button
      type="button"
      className={`${styles.card} ${selected ? styles.selected : ''}`}
      style={style}
      aria-pressed={selected}
      disabled={disabled}
      onClick={onToggle}
      data-testid="item-card"
    >
      {content}
    </button>
  );
}

export function ItemGrid({ children, compact }: { children: ReactNode; compact?: boolean }) {
  return <div className={`${styles.grid} ${compact ? styles.compact : ''}`}>{children}</div>;
}

export function Badge({ children, tone }: { children: ReactNode; tone?: 'bonus' | 'locked' }) {
  const toneClass = tone === 'bonus' ? styles.badgeBonus : tone === 'locked' ? styles.badgeLocked : '';
  return <span className={`${styles.badge} ${toneClass}`}>{children}</span>;
}
