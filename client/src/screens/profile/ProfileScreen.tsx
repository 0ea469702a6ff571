import { observer } from 'mobx-react-lite';
import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { withLanguage } from '../../i18n/language-path';
import { useLanguage, useStores } from '../../stores/stores-context';
import { ScreenTitle } from '../../layout/ScreenTitle';
import { TabLinks } from '../../ui/Tabs';
import screens from '../screens.module.css';
import { HISTORY_GAMES } from './history-games';
import { HistoryGameTab } from './HistoryGameTab';
import { ProfileBets } from './ProfileBets';
import { ProfileHistory } from './ProfileHistory';
import { ProfileOverview } from './ProfileOverview';
import { ProfileTransactions } from './ProfileTransactions';
import { ResponsibleTab } from './responsible/ResponsibleTab';

/** `/profile`, `/profile/bets`, `/profile/history(/{game})`, `/profile/transactions`, `/profile/responsible`. */
const ProfileScreen = observer(function ProfileScreen() {
  const { t } = useTranslation();
  const { tab, game } = useParams();
  const { user } = useStores();
  const language = useLanguage();

  const historyGame = game ? HISTORY_GAMES.find((candidate) => candidate.id === game) : undefined;
  const valid =
    (tab === undefined && game === undefined) ||
    ((tab === 'transactions' || tab === 'bets' || tab === 'responsible') && game === undefined) ||
    (tab === 'history' && (game === undefined || historyGame));
  if (!valid) return <Navigate to={withLanguage(language, '/404')} replace />;

  return (
    <div className={screens.stack}>
      <ScreenTitle title={user.state?.name ?? t('routes.profile.title')} />
      <TabLinks
        label={t('routes.profile.title')}
        tabs={[
          { to: '/profile', label: t('profile.tabs.overview'), end: true },
          { to: '/profile/bets', label: t('profile.tabs.bets') },
          { to: '/profile/history', label: t('profile.tabs.history') },
          { to: '/profile/transactions', label: t('profile.tabs.transactions') },
          { to: '/profile/responsible', label: t('profile.tabs.responsible') },
        ]}
      />
      {tab === 'history' && HISTORY_GAMES.length > 0 && (
        <TabLinks
          label={t('profile.tabs.history')}
          tabs={[
            { to: '/profile/history', label: t('profile.historyAll'), end: true },
            ...HISTORY_GAMES.map((entry) => ({ to: `/profile/history/${entry.id}`, label: t(entry.labelKey) })),
          ]}
        />
      )}
      {tab === undefined && <ProfileOverview />}
      {tab === 'history' && (historyGame ? <HistoryGameTab game={historyGame} userId={null} /> : <ProfileHistory />)}
      {tab === 'bets' && <ProfileBets owner={null} />}
      {tab === 'transactions' && <ProfileTransactions />}
      {tab === 'responsible' && <ResponsibleTab />}
    </div>
  );
});

export default ProfileScreen;
