import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { TreasureCollection } from '@arena/schemas';
import { AppLink } from '../../navigation/links';
import { useErrorText } from '../../stores/stores-context';
import { Button } from '../../ui/Button';
import { Alert, Card, Empty } from '../../ui/Feedback';
import screens from '../screens.module.css';
import { PrizeLabel } from './PrizeLabel';
import { TreasureTile } from './TreasureTile';
import { percentOf } from './treasure-views';
import type { TreasureNotice, TreasuresStore } from './treasures-store';
import styles from './treasures.module.css';

function useCollectionName() {
  const { t } = useTranslation();
  return (c: TreasureCollection) =>
    t('treasures.collectionName', { season: t(`treasures.season.${c.season}`), year: c.year });
}

const NoticeView = observer(function NoticeView({ store, notice }: { store: TreasuresStore; notice: TreasureNotice }) {
  const { t } = useTranslation();
  if (notice.kind === 'activated') {
    const { answer } = notice;
    return (
      <Alert kind={answer.success ? 'success' : 'info'}>
        <span data-testid="activation-result">
          {answer.success && answer.prize ? (
            <>
              {t('treasures.activated.success')} <PrizeLabel prize={answer.prize} />
            </>
          ) : (
            t('treasures.activated.failure', { roll: answer.roll, chance: answer.chanceBasisPoints })
          )}
        </span>{' '}
        <AppLink to={`/fair?bet=${answer.id}`}>{t('treasures.checkFair')}</AppLink>
      </Alert>
    );
  }
  if (notice.kind === 'upgraded') {
    const treasure = store.collections
      .flatMap((c) => c.treasures)
      .find((tr) => tr.id === notice.answer.card.treasureId);
    return (
      <Alert kind="success">
        {t('treasures.upgraded', { name: treasure ? t(`treasures.kinds.${treasure.kind}`) : '' })}{' '}
        <AppLink to={`/fair?bet=${notice.answer.id}`}>{t('treasures.checkFair')}</AppLink>
      </Alert>
    );
  }
  return (
    <Alert kind="success">
      {t('treasures.megaWon')} <PrizeLabel prize={notice.answer.prize} />
    </Alert>
  );
});

/** `/treasures`: the seasons' collections with my cards; activate, upgrade, claim the Mega Treasure. */
export const CollectionsView = observer(function CollectionsView({
  store,
  signedIn,
}: {
  store: TreasuresStore;
  signedIn: boolean;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const nameOf = useCollectionName();
  const collection = store.selected;
  const overview = store.overview;
  if (store.loadError) return <Alert kind="error">{t('treasures.loadError')}</Alert>;
  if (!overview) return null;
  if (!collection) return <Empty>{t('treasures.none')}</Empty>;
  const full = store.hasFullSet(collection);
  return (
    <div className={screens.stack}>
      {store.collections.length > 1 && (
        <div className={screens.row} role="tablist" aria-label={t('treasures.collections')}>
          {store.collections.map((c) => (
            <Button
              key={c.id}
              size="small"
              variant={c.id === collection.id ? 'primary' : 'secondary'}
              onClick={() => store.select(c.id)}
            >
              {nameOf(c)}
            </Button>
          ))}
        </div>
      )}
      <Card className={styles.head}>
        <div>
          <h2>{nameOf(collection)}</h2>
          <span className={styles.status} data-status={collection.status}>
            {t(`treasures.status.${collection.status}`)}
          </span>
          <p className={styles.note}>
            {signedIn
              ? t('treasures.chance', { percent: percentOf(overview.activationChanceBasisPoints) })
              : t('treasures.signIn')}{' '}
            {signedIn && !overview.premium && t('treasures.needPremium')}
          </p>
        </div>
        <div className={styles.hash}>
          <div>{t('treasures.seedHash')}</div>
          <div>{collection.serverSeedHash}</div>
          {collection.serverSeed && (
            <>
              <div>{t('treasures.seed')}</div>
              <div>{collection.serverSeed}</div>
            </>
          )}
        </div>
      </Card>
      {store.actionError && <Alert kind="error">{errorText(store.actionError)}</Alert>}
      {store.notice && <NoticeView store={store} notice={store.notice} />}
      <div className={styles.grid}>
        {collection.treasures.map((treasure) => (
          <TreasureTile key={treasure.id} store={store} collection={collection} treasure={treasure} />
        ))}
        <Card className={styles.mega}>
          <h3>{t('treasures.mega')}</h3>
          <p className={styles.note}>
            <PrizeLabel prize={collection.megaPrize} />
          </p>
          <p className={styles.note}>{t('treasures.megaHint')}</p>
          {collection.mine?.megaClaimed ? (
            <span className={styles.badge}>{t('treasures.megaClaimed')}</span>
          ) : (
            <Button
              variant="success"
              disabled={!full || store.busy !== null}
              onClick={() => void store.claimMega(collection.id)}
            >
              {t('treasures.claimMega')}
            </Button>
          )}
        </Card>
      </div>
    </div>
  );
});
