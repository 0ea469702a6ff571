import 'i18next';
import type { LocaleTree } from '../../../locales/index';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: LocaleTree };
    returnNull: false;
  }
}
