import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { withLanguage } from '../app/language-path';
import { gameRoutes } from '../app/routes';
import { useLanguage } from '../app/stores-context';
import styles from './layout.module.css';

/** The games column on desktop: every game that exists, then the games overview. */
export function LeftPanel() {
  const { t } = useTranslation();
  const language = useLanguage();
  const games = gameRoutes();
  const cls = ({ isActive }: { isActive: boolean }) => `${styles.sideLink} ${isActive ? styles.sideActive : ''}`;
  return (
    <aside className={styles.leftPanel} aria-label={t('nav.games')}>
      <h2 className={styles.sideTitle}>{t('nav.games')}</h2>
      {games.length === 0 && <p className={styles.sideNote}>{t('games.none')}</p>}
      {games.map(
        (route) =>
          route.game && (
            <NavLink key={route.id} to={withLanguage(language, route.game.href)} className={cls}>
              <span className={styles.sideDot} style={{ background: `linear-gradient(135deg, ${route.game.colors[0]}, ${route.game.colors[1]})` }} />
              {t(route.game.nameKey)}
            </NavLink>
          ),
      )}
      <NavLink to={withLanguage(language, '/games')} className={cls}>
        <span className={styles.sideDot} />
        {t('nav.games')}
      </NavLink>
      <div className={styles.sideDivider} />
      <NavLink to={withLanguage(language, '/bonus')} className={cls}>
        {t('nav.bonus')}
      </NavLink>
    </aside>
  );
}
