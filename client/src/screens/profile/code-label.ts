import { useTranslation } from 'react-i18next';
import type { LocaleKey } from '../../i18n/keys';

/** Translated label of a server code (`profile.events.BOUGHT`), else the code itself. */
export function useCodeLabel(prefix: 'profile.events' | 'profile.operations'): (code: string) => string {
  const { t, i18n } = useTranslation();
  return (code) => (i18n.exists(`${prefix}.${code}`) ? t(`${prefix}.${code}` as LocaleKey) : code);
}
