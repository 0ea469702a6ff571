import { CHAT_RULES } from '../constants';
import type { ErrorArg } from '../errors/app-error';
import type { ErrorKey } from '../errors/catalogue';
import { textSkeleton } from '../text/skeleton';

export interface ChatRefusal {
  key: ErrorKey;
  args: ErrorArg[];
}

const BANNED_CHARACTERS = new RegExp(CHAT_RULES.bannedCharacters, 'u');

/** A word list as it is matched: each word's skeleton (look-alike letters folded, separators gone), no empties. */
export function normalizeBannedWords(words: readonly string[]): string[] {
  return words.map(textSkeleton).filter(Boolean);
}

/**
 * The text rules both sides run (the client to answer at once, the server because it decides): empty,
 * too long (refused, never cut), banned characters, banned words. `null` when the text may be sent.
 * Length counts code points, so an emoji is one character as the player sees it. Words are matched by skeleton
 * (schemas/src/text/skeleton.ts) over the whole text with its separators gone, so "іdі0t" (Cyrillic і, a zero),
 * "ＩＤＩＯＴ" and "i.d.i.o.t" are refused like "idiot".
 */
export function chatTextError(
  text: string,
  bannedWords: readonly string[] = CHAT_RULES.bannedWords,
): ChatRefusal | null {
  const trimmed = text.trim();
  if (trimmed.length === 0) return { key: 'CHAT.EMPTY_MESSAGE', args: [] };
  if ([...trimmed].length > CHAT_RULES.maxLength) return { key: 'CHAT.TOO_LONG', args: [CHAT_RULES.maxLength] };
  if (BANNED_CHARACTERS.test(trimmed)) return { key: 'CHAT.BANNED_WORDS', args: [] };
  const skeleton = textSkeleton(trimmed);
  if (normalizeBannedWords(bannedWords).some((word) => skeleton.includes(word)))
    return { key: 'CHAT.BANNED_WORDS', args: [] };
  return null;
}
