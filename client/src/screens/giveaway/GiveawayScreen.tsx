import { useEffect, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useGo } from '../../navigation/links';
import { useStores } from '../../stores/stores-context';
import { ScreenTitle } from '../../layout/ScreenTitle';
import { Alert, Empty } from '../../ui/Feedback';
import { FairnessPanel } from './FairnessPanel';
import { GiveawayCard } from './GiveawayCard';
import { GiveawayStore } from './giveaway-store';
import { PastWinners } from './PastWinners';
import screens from '../screens.module.css';
import { FairAlgorithm } from '../fair/FairAlgorithm';

/** `/giveaway`: the hourly, daily and weekly giveaways with countdowns, joining, their fairness data and past winners. */
const GiveawayScreen = observer(function GiveawayScreen() {
  const { t } = useTranslation();
  const root = useStores();
  const go = useGo();
  const store = useMemo(() => new GiveawayStore({ api: root.api, signedIn: () => root.session.isValid }), [root]);
  const signedIn = root.session.isValid;
  const nowMs = root.clock.nowMs;
  useEffect(() => {
    void store.load();
  }, [store, signedIn]);
  useEffect(() => store.reloadIfEnded(nowMs), [store, nowMs]);

  return (
    <div className={screens.stack}>
      <ScreenTitle title={t('routes.giveaway.title')} lead={t('giveaway.lead')} />
      {!signedIn && <Alert kind="info">{t('giveaway.signIn')}</Alert>}
      {store.loadError && <Alert kind="error">{t('giveaway.loadError')}</Alert>}
      {store.loaded && store.current.length === 0 && <Empty>{t('giveaway.none')}</Empty>}
      {store.current.map((giveaway) => (
        <div key={giveaway.id} className={screens.stack}>
          <GiveawayCard store={store} giveaway={giveaway} nowMs={nowMs} onSignIn={() => go('/auth')} />
          {store.detail?.id === giveaway.id && <FairnessPanel store={store} />}
        </div>
      ))}
      <PastWinners store={store} />
      <FairAlgorithm id="giveaway" />
      <FairAlgorithm id="chatGiveaway" />
    </div>
  );
});

export default GiveawayScreen;
