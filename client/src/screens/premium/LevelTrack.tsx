import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { BattlepassLevel, BattlepassTier } from '@arena/schemas';
import { Button } from '../../ui/Button';
import type { PremiumStore } from './premium-store';
import { RewardLabel } from './RewardLabel';
import styles from './premium.module.css';

const RewardCell = observer(function RewardCell({
  store,
  level,
  tier,
}: {
  store: PremiumStore;
  level: BattlepassLevel;
  tier: BattlepassTier;
}) {
  const { t } = useTranslation();
  const state = store.state!;
  const reward = tier === 'FREE' ? level.free : level.premium;
  if (!reward) return <div className={styles.reward} />;
  const claimed = tier === 'FREE' ? level.freeClaimed : level.premiumClaimed;
  const reached = state.experience >= level.experience;
  const allowed = reached && (tier === 'FREE' || state.premium) && state.battlepass.status === 'ACTIVE';
  return (
    <div
      className={`${styles.reward} ${tier === 'PREMIUM' ? styles.premiumReward : ''}`}
      data-testid={`reward-${level.level}-${tier}`}
    >
      <RewardLabel reward={reward} />
      {claimed ? (
        <span className={styles.claimed}>{t('premium.claimed')}</span>
      ) : allowed ? (
        <Button variant="success" disabled={store.busy !== null} onClick={() => void store.claim(level.level, tier)}>
          {t('premium.claim')}
        </Button>
      ) : (
        <span className={styles.locked}>{t('premium.locked')}</span>
      )}
    </div>
  );
});

/** The levels: each with its experience, a free reward and a premium reward, claimable once reached. */
export const LevelTrack = observer(function LevelTrack({ store }: { store: PremiumStore }) {
  const { t } = useTranslation();
  const state = store.state;
  if (!state) return null;
  return (
    <div className={styles.track} role="list">
      {state.levels.map((level) => (
        <div
          key={level.level}
          role="listitem"
          className={`${styles.level} ${state.level >= level.level ? styles.reached : ''}`}
        >
          <div className={styles.levelHead}>
            <strong>{t('premium.level', { level: level.level })}</strong>
            <span>{t('premium.experience', { experience: level.experience })}</span>
          </div>
          <div className={styles.tierLabel}>{t('premium.free')}</div>
          <RewardCell store={store} level={level} tier="FREE" />
          <div className={styles.tierLabel}>{t('premium.premium')}</div>
          <RewardCell store={store} level={level} tier="PREMIUM" />
        </div>
      ))}
    </div>
  );
});
