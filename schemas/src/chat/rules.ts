import { CHAT_RULES } from '../constants';
import type { ErrorArg } from '../errors/app-error';
import type { ErrorKey } from '../errors/catalogue';

export interface ChatRefusal {
  key: ErrorKey;
  args: ErrorArg[];
}

const BANNED_CHARACTERS = new RegExp(CHAT_RULES.bannedCharacters, 'u');

/** A word list as the server matches it: lower case, trimmed, no empties. */
export function normalizeBannedWords(words: readonly string[]): string[] {
  return words.map((word) => word.trim().toLowerCase()).filter(Boolean);
}

/**
 * The text rules both sides run (the client to answer at once, the server because it decides): empty,
 * too long (refused, never cut), banned characters, banned words. `null` when the text may be sent.
 * Length counts code points, so an emoji is one character as the player sees it.
 */
export function chatTextError(text: string, bannedWords: readonly string[] = CHAT_RULES.bannedWords): ChatRefusal | null {
  const trimmed = text.trim();
  if (trimmed.length === 0) return { key: 'CHAT.EMPTY_MESSAGE', args: [] };
  if ([...trimmed].length > CHAT_RULES.maxLength) return { key: 'CHAT.TOO_LONG', args: [CHAT_RULES.maxLength] };
  if (BANNED_CHARACTERS.test(trimmed)) return { key: 'CHAT.BANNED_WORDS', args: [] };
  const lower = trimmed.toLowerCase();
  if (normalizeBannedWords(bannedWords).some((word) => lower.includes(word))) return { key: 'CHAT.BANNED_WORDS', args: [] };
  return null;
}
