import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useErrorText, useStores } from '../../stores/stores-context';
import { ScreenTitle } from '../../layout/ScreenTitle';
import { Alert } from '../../ui/Feedback';
import screens from '../screens.module.css';
import { FairAlgorithmList } from './FairAlgorithm';
import { FairStore } from './fair-store';
import styles from './fair.module.css';
import { SeedPairCard } from './SeedPairCard';
import { VerifierCard } from './VerifierCard';

/** /fair: the fairness center of every seeded game (`?bet=<id>` opens the verifier on that bet). */
const FairScreen = observer(function FairScreen() {
  const { t } = useTranslation();
  const root = useStores();
  const errorText = useErrorText();
  const [store] = useState(() => new FairStore(root.api));
  const [search] = useSearchParams();
  const betId = search.get('bet');
  const signedIn = root.session.isValid;

  useEffect(() => {
    if (signedIn) void store.loadSeeds();
  }, [store, signedIn]);
  useEffect(() => {
    if (betId) void store.openBet(betId);
  }, [store, betId]);

  return (
    <div className={screens.stack}>
      <ScreenTitle title={t('routes.fair.title')} lead={t('fair.lead')} />
      {!signedIn && store.error !== null && <Alert kind="error">{errorText(store.error)}</Alert>}
      <div className={styles.grid}>
        {signedIn ? <SeedPairCard store={store} /> : <Alert kind="info">{t('fair.signInForSeeds')}</Alert>}
        <VerifierCard store={store} canRotate={signedIn} />
      </div>
      <FairAlgorithmList />
    </div>
  );
});

export default FairScreen;
