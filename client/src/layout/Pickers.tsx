import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, LANGUAGES, type Currency, type Language } from '@arena/schemas';
import { switchLanguagePath } from '../i18n/language-path';
import { LANGUAGE_NAMES } from '../i18n/language-names';
import { useLanguage, useStores } from '../stores/stores-context';
import styles from './layout.module.css';

/** Switches the language and keeps the current page (and an open modal's page under it). */
export function LanguagePicker({ id }: { id: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const change = (next: Language) => {
    const state = location.state as { background?: string } | null;
    const nextState = state?.background ? { background: switchLanguagePath(state.background, next) } : state;
    void navigate(switchLanguagePath(location.pathname, next) + location.search + location.hash, { state: nextState });
  };
  return (
    <div className={styles.picker}>
      <label htmlFor={id} className="visually-hidden">
        {t('nav.language')}
      </label>
      <select
        id={id}
        className={styles.pickerSelect}
        value={language}
        onChange={(event) => change(event.target.value as Language)}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {code.toUpperCase()} · {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}

export const CurrencyPicker = observer(function CurrencyPicker({ id }: { id: string }) {
  const { t } = useTranslation();
  const { settings, site } = useStores();
  // RUB needs the server's rate; without it only dollars can be shown.
  const available = site.rubPerUsd > 0 ? CURRENCIES : (['USD'] as const);
  return (
    <div className={styles.picker}>
      <label htmlFor={id} className="visually-hidden">
        {t('nav.currency')}
      </label>
      <select
        id={id}
        className={styles.pickerSelect}
        value={site.rubPerUsd > 0 ? settings.currency : 'USD'}
        onChange={(event) => settings.setCurrency(event.target.value as Currency)}
      >
        {available.map((code) => (
          <option key={code} value={code}>
            {code === 'USD' ? '$' : '₽'} {code} · {t(`currencyName.${code}`)}
          </option>
        ))}
      </select>
    </div>
  );
});
