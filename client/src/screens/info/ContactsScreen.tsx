import { useTranslation } from 'react-i18next';
import { AppLink } from '../../navigation/links';
import { ScreenTitle } from '../../layout/ScreenTitle';
import { buttonClass } from '../../ui/Button';
import { Card } from '../../ui/Feedback';
import screens from '../screens.module.css';
import styles from './info.module.css';

/** The support address is deployment configuration (`VITE_SUPPORT_EMAIL` at build time), never invented. */
const SUPPORT_EMAIL: string | undefined = import.meta.env.VITE_SUPPORT_EMAIL || undefined;

export default function ContactsScreen() {
  const { t } = useTranslation();
  return (
    <>
      <ScreenTitle title={t('routes.contacts.title')} lead={t('contacts.lead')} />
      <div className={styles.contact}>
        {SUPPORT_EMAIL && (
          <Card>
            <h2>{t('contacts.email')}</h2>
            <a className={styles.email} href={`mailto:${SUPPORT_EMAIL}`}>
              {SUPPORT_EMAIL}
            </a>
          </Card>
        )}
        <Card>
          <h2>{t('nav.faq')}</h2>
          <p className={screens.muted}>{t('contacts.faqHint')}</p>
          <AppLink to="/faq" className={buttonClass('secondary')}>
            {t('contacts.openFaq')}
          </AppLink>
        </Card>
        <Card>
          <h2>{t('tos.security.title')}</h2>
          <p className={screens.muted}>{t('contacts.bugBounty')}</p>
        </Card>
      </div>
    </>
  );
}
