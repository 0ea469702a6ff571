import { useTranslation } from 'react-i18next';
import { AppLink } from '../navigation/links';
import styles from './layout.module.css';

export function Logo() {
  const { t } = useTranslation();
  return (
    <AppLink to="/" className={styles.logo} aria-label={t('nav.home')}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
        <defs>
          <linearGradient id="logo-g" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#7c5cff" />
            <stop offset="1" stopColor="#b05cff" />
          </linearGradient>
        </defs>
        <path d="M16 1.5 29 9v14L16 30.5 3 23V9z" fill="url(#logo-g)" />
        <path d="M11 20.5 16 8l5 12.5h-3.2L16 15.6l-1.8 4.9z" fill="#fff" />
        <circle cx="16" cy="23.5" r="1.6" fill="#ffc23d" />
      </svg>
      <span className={styles.logoText}>
        Skin<b>Arena</b>
      </span>
    </AppLink>
  );
}
