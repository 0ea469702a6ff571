import { useTranslation } from 'react-i18next';
import type { LocaleKey } from '../../i18n/keys';
import { ScreenTitle } from '../../layout/ScreenTitle';
import screens from '../screens.module.css';

const SECTIONS = ['collect', 'device', 'use', 'rights'] as const;

export default function PrivacyScreen() {
  const { t } = useTranslation();
  return (
    <>
      <ScreenTitle title={t('routes.privacy.title')} />
      <div className={screens.prose}>
        {SECTIONS.map((section) => (
          <section key={section} aria-labelledby={`privacy-${section}`}>
            <h2 id={`privacy-${section}`}>{t(`privacy.${section}.title` as LocaleKey)}</h2>
            <p>{t(`privacy.${section}.text` as LocaleKey)}</p>
          </section>
        ))}
      </div>
    </>
  );
}
