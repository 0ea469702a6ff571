import { useTranslation } from 'react-i18next';
import styles from './ui.module.css';

export function Spinner() {
  const { t } = useTranslation();
  return (
    <div className={styles.spinner} role="status">
      <span aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
