import { useTranslation } from 'react-i18next';
import { BONUS_STAKES, type BonusStakeGame } from '@arena/schemas';
import styles from './bonus-stakes.module.css';

export type StakeSource = 'REAL' | 'BONUS';

/**
 * What a game's bet panel says about bonus stakes, from the one table in schemas (BONUS_STAKES): where bonus
 * balance and bonus skins play, that their winnings stay bonus; where they do not (player pools), why.
 */
export function BonusStakeNote({ game }: { game: BonusStakeGame }) {
  const { t } = useTranslation();
  return (
    <p className={styles.note} data-testid="bonus-stake-note">
      {t(BONUS_STAKES[game] ? 'bonusStakes.allowed' : 'bonusStakes.realOnly')}
    </p>
  );
}

/** Real or bonus balance as the stake's source (only shown in games that take bonus stakes). */
export function StakeSourceTabs({
  value,
  onChange,
  disabled,
}: {
  value: StakeSource;
  onChange: (source: StakeSource) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.sources} role="tablist" aria-label={t('bonusStakes.sourceLabel')}>
      {(['REAL', 'BONUS'] as const).map((source) => (
        <button
          key={source}
          type="button"
          role="tab"
          aria-selected={value === source}
          disabled={disabled}
          className={`${styles.source} ${value === source ? styles.sourceActive : ''}`}
          onClick={() => onChange(source)}
        >
          {t(source === 'REAL' ? 'bonusStakes.real' : 'bonusStakes.bonus')}
        </button>
      ))}
    </div>
  );
}
