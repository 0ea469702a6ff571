import { useEffect, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/stores-context';
import { ScreenTitle } from '../../layout/ScreenTitle';
import { Button, buttonClass } from '../../ui/Button';
import { Alert, Card, Empty } from '../../ui/Feedback';
import screens from '../screens.module.css';
import styles from './streams.module.css';
import { StreamsStore } from './streams-store';

/** `/streams`: the streams admins list, live ones first, each opening on its platform in a new tab. */
const StreamsScreen = observer(function StreamsScreen() {
  const { t } = useTranslation();
  const root = useStores();
  const store = useMemo(() => new StreamsStore({ api: root.api }), [root]);
  useEffect(() => {
    void store.load();
  }, [store]);

  return (
    <div className={screens.stack}>
      <ScreenTitle title={t('routes.streams.title')} lead={t('streams.lead')} />
      {store.failed && (
        <Alert kind="error">
          <span className={screens.row}>
            {t('errors.STREAMS.LOAD_FAILED')}
            <Button variant="secondary" size="small" busy={store.loading} onClick={() => void store.load()}>
              {t('common.retry')}
            </Button>
          </span>
        </Alert>
      )}
      {store.loaded && store.streams.length === 0 && <Empty>{t('streams.empty')}</Empty>}
      <div className={styles.list}>
        {store.streams.map((stream) => (
          <Card key={stream.id}>
            <article className={styles.stream} data-testid="stream">
              <div className={`${screens.row} ${screens.between}`}>
                <span className={`${styles.badge} ${stream.live ? styles.live : ''}`}>
                  {stream.live ? t('streams.live') : t('streams.offline')}
                </span>
              </div>
              <h2>{stream.title}</h2>
              <p className={screens.muted}>{stream.streamer}</p>
              <a
                className={buttonClass(stream.live ? 'primary' : 'secondary')}
                href={stream.url}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('streams.watch', { platform: t(`streams.platform.${stream.platform}`) })}
              </a>
            </article>
          </Card>
        ))}
      </div>
    </div>
  );
});

export default StreamsScreen;
