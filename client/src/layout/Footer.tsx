import { useTranslation } from 'react-i18next';
import { AppLink } from '../navigation/links';
import styles from './layout.module.css';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <nav className={styles.footerLinks} aria-label={t('nav.footerNavigation')}>
          <AppLink to="/tos">{t('nav.tos')}</AppLink>
          <AppLink to="/privacy">{t('nav.privacy')}</AppLink>
          <AppLink to="/contacts">{t('nav.contacts')}</AppLink>
          <AppLink to="/streams">{t('nav.streams')}</AppLink>
          <AppLink to="/faq">{t('nav.faq')}</AppLink>
          <AppLink to="/fair">{t('nav.fair')}</AppLink>
        </nav>
        <p className={styles.footerLegal}>
          <span className={styles.ageBadge}>{t('app.adultsOnly')}</span>
          {t('footer.legal')}
        </p>
        <p className={styles.footerRights}>{t('footer.rights', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
