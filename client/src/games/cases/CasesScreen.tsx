import { useEffect, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../navigation/links';
import { useMoney, useStores } from '../../stores/stores-context';
import { ScreenTitle } from '../../layout/ScreenTitle';
import { Alert, Card } from '../../ui/Feedback';
import layout from '../game-screen.module.css';
import { CaseBadges } from './CaseBadges';
import { CasesListStore } from './cases-store';
import styles from './cases.module.css';

/** `/cases`: every group of cases as tiles leading to `/case/{alias}`. */
const CasesScreen = observer(function CasesScreen() {
  const root = useStores();
  const { t } = useTranslation();
  const money = useMoney();
  const store = useMemo(() => new CasesListStore(root.api), [root]);
  useEffect(() => {
    void store.load();
  }, [store]);

  return (
    <div className={styles.screen}>
      <div className={layout.titleRow}>
        <ScreenTitle title={t('cases.title')} />
      </div>
      <p className={layout.note}>{t('cases.lead')}</p>
      {store.failed && <Alert kind="error">{t('cases.errors.list')}</Alert>}
      {store.groups.map((group) => (
        <section key={group.id} className={styles.group} data-testid="case-group">
          <h2 className={styles.groupTitle}>{group.name}</h2>
          <div className={styles.tiles}>
            {group.boxes.map((box) => (
              <AppLink key={box.id} to={`/case/${box.alias}`} className={styles.tileLink} data-testid="case-tile">
                <Card className={styles.tile}>
                  <img
                    src={box.iconUrl}
                    alt=""
                    className={styles.tileIcon}
                    style={{ filter: `drop-shadow(0 0 12px ${box.color})` }}
                  />
                  <strong className={styles.tileName}>{box.name}</strong>
                  <span className={styles.tilePrice}>{money(box.priceCents)}</span>
                  <CaseBadges box={box} />
                </Card>
              </AppLink>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
});

export default CasesScreen;
