/**
 * Translation resources for the 11 interface languages. `en.json` is the source of keys; every other
 * file mirrors it key for key (locales.test.ts enforces it, `satisfies` below catches missing keys at
 * compile time). Imported statically so the bundler inlines them and tests need no file reads.
 */
import type { Language } from '@arena/schemas';
import en from './en.json' with { type: 'json' };
import ru from './ru.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import pt from './pt.json' with { type: 'json' };
import tr from './tr.json' with { type: 'json' };
import it from './it.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import cz from './cz.json' with { type: 'json' };
import de from './de.json' with { type: 'json' };
import ro from './ro.json' with { type: 'json' };
import pl from './pl.json' with { type: 'json' };

export type LocaleTree = typeof en;

export const LOCALE_RESOURCES: Readonly<Record<Language, LocaleTree>> = {
  en,
  ru,
  es,
  pt,
  tr,
  it,
  fr,
  cz,
  de,
  ro,
  pl,
} satisfies Record<Language, LocaleTree>;

/** Dotted paths to the string leaves of a translation tree, e.g. `errors.CHAT.EMPTY_MESSAGE`. */
type LeafPaths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${LeafPaths<T[K]>}`;
}[keyof T & string];

/** Every translation key that exists in en.json, for typed `t()` calls. */
export type LocaleKey = LeafPaths<LocaleTree>;
