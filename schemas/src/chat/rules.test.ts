import { describe, expect, it } from 'vitest';
import { CHAT_RULES } from '../constants';
import { chatTextError } from './rules';

describe('chat text rules', () => {
  it('refuses empty, too long (never cut), banned characters and banned words', () => {
    expect(chatTextError('   ')).toEqual({ key: 'CHAT.EMPTY_MESSAGE', args: [] });
    expect(chatTextError('x'.repeat(CHAT_RULES.maxLength + 1))).toEqual({ key: 'CHAT.TOO_LONG', args: [CHAT_RULES.maxLength] });
    expect(chatTextError('x'.repeat(CHAT_RULES.maxLength))).toBeNull();
    expect(chatTextError('😀'.repeat(CHAT_RULES.maxLength))).toBeNull();
    expect(chatTextError('hi\u202eevil')).toEqual({ key: 'CHAT.BANNED_WORDS', args: [] });
    expect(chatTextError('zero\u200bwidth')).toEqual({ key: 'CHAT.BANNED_WORDS', args: [] });
    expect(chatTextError('visit CASINO-SCAM now')).toEqual({ key: 'CHAT.BANNED_WORDS', args: [] });
    expect(chatTextError('hello', ['hell'])).toEqual({ key: 'CHAT.BANNED_WORDS', args: [] });
    expect(chatTextError('<script>alert(1)</script>')).toBeNull();
  });
});
