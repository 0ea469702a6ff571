import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { clanColour } from '@arena/schemas';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Feedback';
import screens from '../screens.module.css';
import { ChoiceProof } from './ChoicePanel';
import { clanName } from './clan-names';
import type { ClansStore } from './clans-store';
import { shownPlace } from './ranking-view';
import styles from './clans.module.css';

/** The player's clan: its score this season, the player's points (earned, spent, available) and the reset. */
export const MyClanPanel = observer(function MyClanPanel({ store }: { store: ClansStore }) {
  const { t } = useTranslation();
  const me = store.overview?.me;
  const clan = store.standings.find((c) => c.id === me?.clanId);
  if (!me || !clan) return null;
  const stat = (label: string, value: number, testId?: string) => (
    <div className={screens.stat}>
      <div className={screens.statLabel}>{label}</div>
      <div className={screens.statValue} data-testid={testId}>
        {value}
      </div>
    </div>
  );
  return (
    <Card className={styles.mine}>
      <div className={styles.mineHead} style={{ borderColor: clanColour(clan.id) }}>
        <h2>
          {t('clans.mine.title')}:{' '}
          <span style={{ color: clanColour(clan.id) }} data-testid="my-clan">
            {clanName(t, clan.id)}
          </span>
        </h2>
        {shownPlace(clan) && <span className={screens.muted}>#{clan.rank}</span>}
      </div>
      <div className={screens.stats}>
        {stat(t('clans.mine.members'), clan.members)}
        {stat(t('clans.mine.areas'), clan.areas)}
        {stat(t('clans.mine.points'), clan.points)}
      </div>
      <h3>{t('clans.mine.myPoints')}</h3>
      <div className={screens.stats}>
        {stat(t('clans.mine.earned'), me.points.earned)}
        {stat(t('clans.mine.spent'), me.points.spent)}
        {stat(t('clans.mine.available'), me.points.available, 'points-available')}
      </div>
      <p className={styles.note}>{t('clans.mine.rate')}</p>
      <div className={screens.row}>
        <Button
          variant="secondary"
          size="small"
          busy={store.busy}
          disabled={me.resetsLeft <= 0}
          onClick={() => void store.reset()}
        >
          {t('clans.mine.reset')}
        </Button>
        <span className={`${screens.muted} ${screens.small}`}>
          {t('clans.mine.resetsLeft', { count: me.resetsLeft })}
        </span>
      </div>
      {store.step !== 'assigned' && me.choice && <ChoiceProof choice={me.choice} />}
    </Card>
  );
});
