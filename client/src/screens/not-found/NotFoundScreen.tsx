import { useTranslation } from 'react-i18next';
import { AppLink } from '../../navigation/links';
import { buttonClass } from '../../ui/Button';
import screens from '../screens.module.css';

export default function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <div className={`${screens.stack} ${screens.center}`} style={{ alignItems: 'center', padding: '48px 0' }}>
      <div style={{ fontSize: '4.5rem', fontWeight: 800, lineHeight: 1, color: 'var(--accent)' }} aria-hidden="true">
        404
      </div>
      <h1>{t('notFound.title')}</h1>
      <p className={screens.muted}>{t('notFound.text')}</p>
      <AppLink to="/" className={buttonClass('primary')}>
        {t('notFound.home')}
      </AppLink>
    </div>
  );
}
