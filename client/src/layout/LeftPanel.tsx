import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { withLanguage } from '../i18n/language-path';
import { gameRoutes } from '../navigation/routes';
import { useLanguage } from '../stores/stores-context';
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
              <span
                className={styles.sideDot}
                style={{ background: `linear-gradient(135deg, ${route.game.colors[0]}, ${route.game.colors[1]})` }}
              />
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
      <NavLink to={withLanguage(language, '/clans')} className={cls}>
        {t('clans.nav')}
      </NavLink>
      <NavLink to={withLanguage(language, '/minigame')} className={cls}>
        {t('routes.minigame.title')}
      </NavLink>
      <NavLink to={withLanguage(language, '/treasures')} className={cls}>
        {t('nav.treasures')}
      </NavLink>
      <NavLink to={withLanguage(language, '/giveaway')} className={cls}>
        {t('giveaway.nav')}
      </NavLink>
      <NavLink to={withLanguage(language, '/leaderboard')} className={cls}>
        {t('leaderboard.nav')}
      </NavLink>
      <NavLink to={withLanguage(language, '/top')} className={cls}>
        {t('top.nav')}
      </NavLink>
    </aside>
  );
}
