import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { MinigamePlay } from '@arena/schemas';
import { AppLink } from '../../navigation/links';
import { useLanguage } from '../../stores/stores-context';
import { formatDateTime } from '../../i18n/format';
import { RewardLabel } from '../premium/RewardLabel';
import screens from '../screens.module.css';

/** The player's latest plays, each with its fairness-center link (the play id is its bet id there). */
export const RecentPlays = observer(function RecentPlays({ plays }: { plays: readonly MinigamePlay[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (plays.length === 0) return null;
  return (
    <section aria-labelledby="minigame-recent">
      <h2 id="minigame-recent">{t('minigame.recent')}</h2>
      <div className={screens.tableWrap}>
        <table className={screens.table} data-testid="minigame-plays">
          <thead>
            <tr>
              <th>{t('minigame.game')}</th>
              <th>{t('minigame.prize')}</th>
              <th>{t('common.date')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {plays.map((play) => (
              <tr key={play.id}>
                <td>{t(play.game === 'TRINITY' ? 'minigame.trinity.name' : 'minigame.christmas.name')}</td>
                <td>
                  <RewardLabel reward={play.reward} />
                </td>
                <td className={screens.small}>{formatDateTime(play.createdAt, language)}</td>
                <td>
                  <AppLink to={`/fair?bet=${play.id}`}>{t('minigame.verify')}</AppLink>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
});
