import { useEffect, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AppLink } from '../../navigation/links';
import { useErrorText, useMoney, useStores } from '../../stores/stores-context';
import { ScreenTitle } from '../../layout/ScreenTitle';
import { Alert, Card } from '../../ui/Feedback';
import { Spinner } from '../../ui/Spinner';
import layout from '../game-screen.module.css';
import { CaseBadges } from './CaseBadges';
import { CaseContents } from './CaseContents';
import { CaseOpening } from './CaseOpening';
import { CaseStore } from './cases-store';
import styles from './cases.module.css';
import { FairAlgorithm } from '../../screens/fair/FairAlgorithm';

/** `/case/{id or alias}`: the case's figures and contents, the open controls, the reels and sell / keep. */
const CaseScreen = observer(function CaseScreen() {
  const root = useStores();
  const { t } = useTranslation();
  const money = useMoney();
  const errorText = useErrorText();
  const { id = '' } = useParams();
  const store = useMemo(
    () =>
      new CaseStore({
        api: root.api,
        onOpened: (answer) => {
          root.inventory.applyOperation({ items: answer.openings.map((o) => o.item), removedItemIds: [] });
          root.user.setBalance(answer.balance.realCents, answer.balance.bonusCents);
        },
        onSold: (answer) => {
          root.inventory.applyOperation(answer);
          root.user.setBalance(answer.balance.realCents, answer.balance.bonusCents);
        },
        now: () => Date.now(),
      }),
    [root],
  );
  useEffect(() => {
    void store.load(id);
    return () => store.dispose();
  }, [store, id]);

  const detail = store.detail;
  return (
    <div className={styles.screen}>
      <div className={layout.titleRow}>
        <ScreenTitle title={detail?.name ?? t('cases.title')} />
        <AppLink to="/cases">{t('cases.back')}</AppLink>
      </div>
      {store.loadFailed && (
        <Alert kind="error">
          {store.error?.key === 'CASE.NOT_FOUND' ? errorText(store.error) : t('cases.errors.case')}
        </Alert>
      )}
      {!detail && !store.loadFailed && <Spinner />}
      {detail && (
        <>
          <Card className={styles.summary}>
            <img
              src={detail.iconUrl}
              alt=""
              className={styles.summaryIcon}
              style={{ filter: `drop-shadow(0 0 16px ${detail.color})` }}
            />
            <div className={styles.figures} data-testid="case-figures">
              <div>
                <span className={layout.note}>{t('cases.history.price')}</span>
                <strong data-testid="case-price">{money(detail.priceCents)}</strong>
              </div>
              <div>
                <span className={layout.note}>{t('cases.ev')}</span>
                <strong data-testid="case-ev">{money(Math.round(detail.expectedValueCents))}</strong>
              </div>
              <div>
                <span className={layout.note}>{t('cases.edge')}</span>
                <strong data-testid="case-edge">{(detail.edge * 100).toFixed(2)}%</strong>
              </div>
            </div>
            <CaseBadges box={detail} />
          </Card>
          <CaseOpening store={store} />
          <CaseContents detail={detail} />
          <FairAlgorithm id="cases" />
        </>
      )}
    </div>
  );
});

export default CaseScreen;
