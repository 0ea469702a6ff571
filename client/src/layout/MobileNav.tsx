import { observer } from 'mobx-react-lite';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../navigation/links';
import { withLanguage } from '../i18n/language-path';
import { useLanguage, useStores } from '../stores/stores-context';
import styles from './layout.module.css';

/** Thumb-reach navigation on phones. */
export const MobileNav = observer(function MobileNav() {
  const { t } = useTranslation();
  const { session } = useStores();
  const language = useLanguage();
  const cls = ({ isActive }: { isActive: boolean }) => `${styles.tabItem} ${isActive ? styles.tabItemActive : ''}`;
  return (
    <nav className={styles.mobileNav} aria-label={t('nav.mainNavigation')}>
      <NavLink to={withLanguage(language, '/')} end className={cls}>
        <span aria-hidden="true">⌂</span>
        {t('nav.home')}
      </NavLink>
      <NavLink to={withLanguage(language, '/games')} className={cls}>
        <span aria-hidden="true">◆</span>
        {t('nav.games')}
      </NavLink>
      <NavLink to={withLanguage(language, '/chat')} className={cls}>
        <span aria-hidden="true">✉</span>
        {t('nav.chat')}
      </NavLink>
      <AppLink to="/shop" className={styles.tabItem}>
        <span aria-hidden="true">▣</span>
        {t('nav.shop')}
      </AppLink>
      {session.isValid ? (
        <NavLink to={withLanguage(language, '/profile')} className={cls}>
          <span aria-hidden="true">●</span>
          {t('nav.profile')}
        </NavLink>
      ) : (
        <NavLink to={withLanguage(language, '/auth')} className={cls}>
          <span aria-hidden="true">→</span>
          {t('nav.signIn')}
        </NavLink>
      )}
    </nav>
  );
});
