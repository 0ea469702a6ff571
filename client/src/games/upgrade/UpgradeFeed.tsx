import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../navigation/links';
import { useLanguage, useMoney } from '../../stores/stores-context';
import { formatDateTime } from '../../i18n/format';
import { Alert, Card, Empty } from '../../ui/Feedback';
import type { UpgradeStore } from './upgrade-store';
import { percent } from './upgrade-views';
import styles from './upgrade.module.css';

/** The last upgrades of every player, refreshed every few seconds while the screen is open. */
export const UpgradeFeed = observer(function UpgradeFeed({ store }: { store: UpgradeStore }) {
  const { t } = useTranslation();
  const money = useMoney();
  const language = useLanguage();
  return (
    <Card className={styles.feed}>
      <h2 className={styles.heading}>{t('upgrade.feed.title')}</h2>
      {store.recentFailed && <Alert kind="error">{t('upgrade.errors.history')}</Alert>}
      {store.recent.length === 0 && !store.recentFailed ? (
        <Empty>{t('upgrade.feed.empty')}</Empty>
      ) : (
        <ul className={styles.feedList} data-testid="upgrade-feed">
          {store.recent.map((row) => (
            <li key={row.betId} className={styles.feedRow} data-won={row.won}>
              <span className={styles.feedSwatch} style={{ background: row.target.color }} aria-hidden="true" />
              <AppLink to={`/user/${encodeURIComponent(row.userId)}`} className={styles.feedName}>
                {row.name}
              </AppLink>
              <span className={styles.feedSkin} title={row.target.name}>
                {money(row.entryCents)} → {row.target.name} ({money(row.target.priceCents)})
              </span>
              <span>{percent(row.chanceMillionths)}</span>
              <strong className={row.won ? styles.won : styles.lost}>
                {row.won ? t('upgrade.feed.won') : t('upgrade.feed.lost')}
              </strong>
              <time className={styles.feedTime}>{formatDateTime(row.createdAt, language)}</time>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
});
