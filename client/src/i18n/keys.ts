/** Typed translation keys: `en.json` is the source; the other languages mirror it key for key. */
export type { LocaleKey, LocaleTree } from '../../../locales/index';
