import { useEffect, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useGameName } from '../navigation/game-names';
import { useMoney, useStores } from '../stores/stores-context';
import { feedConnector } from './chat-connection';
import { FeedStore } from './feed-store';
import styles from './chat.module.css';

/** The live winnings feed under the header: the last wins across games, newest first, for everyone. */
export default observer(function FeedStrip() {
  const root = useStores();
  const { t } = useTranslation();
  const money = useMoney();
  const gameName = useGameName();
  const feed = useMemo(() => new FeedStore(feedConnector(() => root.site.settings?.gameServerUrl ?? null)), [root]);
  const serverKnown = root.site.settings !== null;
  useEffect(() => {
    if (!serverKnown) return;
    void feed.connect();
    return () => feed.disconnect();
  }, [feed, serverKnown]);
  return (
    <div className={styles.feed} aria-label={t('chat.feedTitle')} role="region">
      <span className={styles.feedTitle}>{t('chat.feedTitle')}</span>
      {feed.wins.length === 0 && <span className={styles.feedEmpty}>{t('chat.feedEmpty')}</span>}
      <ol className={styles.feedList}>
        {feed.wins.map((win) => (
          <li key={win.id} className={styles.win} data-game={win.game}>
            <span className={styles.winName}>{win.name}</span>
            <span className={styles.winAmount}>{money(win.payoutCents)}</span>
            <span className={styles.winGame}>
              {gameName(win.game)}
              {win.hundredths > 0 && ` · ${(win.hundredths / 100).toFixed(2)}×`}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
});
