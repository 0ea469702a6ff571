import { useTranslation } from 'react-i18next';
import type { LocaleKey } from '../../i18n/keys';
import { ScreenTitle } from '../../layout/ScreenTitle';
import screens from '../screens.module.css';

/** The spec's terms, with its figures (section 9): age 18+, refunds, claims, payouts, bug bounty. */
const SECTIONS = ['age', 'accounts', 'money', 'withdrawals', 'bonuses', 'refunds', 'claims', 'security'] as const;

export default function TosScreen() {
  const { t } = useTranslation();
  return (
    <>
      <ScreenTitle title={t('routes.tos.title')} lead={t('tos.updated')} />
      <div className={screens.prose}>
        {SECTIONS.map((section) => (
          <section key={section} aria-labelledby={`tos-${section}`}>
            <h2 id={`tos-${section}`}>{t(`tos.${section}.title` as LocaleKey)}</h2>
            <p>{t(`tos.${section}.text` as LocaleKey)}</p>
          </section>
        ))}
      </div>
    </>
  );
}
