import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { withLanguage } from '../../i18n/language-path';
import { useErrorText, useLanguage, useStores } from '../../stores/stores-context';
import { formatDateTime } from '../../i18n/format';
import { ScreenTitle } from '../../layout/ScreenTitle';
import { ApiError } from '../../transport/api-error';
import { Alert } from '../../ui/Feedback';
import { Money } from '../../ui/Money';
import { Spinner } from '../../ui/Spinner';
import { TabLinks } from '../../ui/Tabs';
import screens from '../screens.module.css';
import { HISTORY_GAMES } from './history-games';
import { HistoryGameTab } from './HistoryGameTab';
import { ProfileBets } from './ProfileBets';
import { Stat } from './ProfileOverview';

/** `/user/{id}` and `/user/{id}/history(/{game})`: anyone's public stats and finished games. */
const PublicProfileScreen = observer(function PublicProfileScreen() {
  const { t } = useTranslation();
  const { id = '', tab, game } = useParams();
  const { profile } = useStores();
  const language = useLanguage();
  const errorText = useErrorText();

  useEffect(() => {
    void profile.loadPublicProfile(id);
  }, [profile, id]);

  const historyGame = game ? HISTORY_GAMES.find((candidate) => candidate.id === game) : undefined;
  const valid = (tab === undefined && game === undefined) || (tab === 'history' && (game === undefined || historyGame));
  const unknownUser = profile.error instanceof ApiError && profile.error.key === 'USER.NOT_FOUND';
  if (!valid || unknownUser) return <Navigate to={withLanguage(language, '/404')} replace />;

  const shown = profile.publicProfile?.id === id ? profile.publicProfile : null;
  if (!shown) return profile.error ? <Alert kind="error">{errorText(profile.error)}</Alert> : <Spinner />;
  const base = `/user/${encodeURIComponent(id)}`;
  return (
    <div className={screens.stack}>
      <ScreenTitle
        title={shown.name}
        lead={`${t('profile.memberSince')} ${formatDateTime(shown.createdAt, language)}`}
      />
      <TabLinks
        label={t('routes.user.title')}
        tabs={[
          { to: base, label: t('profile.tabs.overview'), end: true },
          { to: `${base}/history`, label: t('profile.tabs.history') },
        ]}
      />
      {tab === 'history' && HISTORY_GAMES.length > 0 && (
        <TabLinks
          label={t('profile.tabs.history')}
          tabs={[
            { to: `${base}/history`, label: t('profile.historyAllGames'), end: true },
            ...HISTORY_GAMES.map((entry) => ({ to: `${base}/history/${entry.id}`, label: t(entry.labelKey) })),
          ]}
        />
      )}
      {tab === undefined && (
        <div className={screens.stats}>
          {shown.avatar && <img src={shown.avatar} alt="" width="64" height="64" />}
          <Stat label={t('profile.betsCount')} value={shown.stats.betsCount} />
          <Stat label={t('profile.wagered')} value={<Money cents={shown.stats.wageredCents} />} />
          <Stat label={t('profile.biggestWin')} value={<Money cents={shown.stats.biggestWinCents} />} />
        </div>
      )}
      {tab === 'history' &&
        (historyGame ? <HistoryGameTab game={historyGame} userId={id} /> : <ProfileBets key={id} owner={id} />)}
    </div>
  );
});

export default PublicProfileScreen;
