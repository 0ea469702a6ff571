import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../navigation/links';
import { gameRoutes } from '../../navigation/routes';
import styles from './home.module.css';

/** A tile per game that exists (rows of the route table with a `game`), or an honest "soon". */
export function GameTiles() {
  const { t } = useTranslation();
  const games = gameRoutes();
  if (games.length === 0) return <p className={styles.soon}>{t('home.gamesSoon')}</p>;
  return (
    <div className={styles.tiles}>
      {games.map(
        (route) =>
          route.game && (
            <AppLink
              key={route.id}
              to={route.game.href}
              className={styles.tile}
              style={{ '--c1': route.game.colors[0], '--c2': route.game.colors[1] } as CSSProperties}
            >
              <span className={styles.tileName}>{t(route.game.nameKey)}</span>
              <span className={styles.tileTagline}>{t(route.game.taglineKey)}</span>
            </AppLink>
          ),
      )}
    </div>
  );
}
