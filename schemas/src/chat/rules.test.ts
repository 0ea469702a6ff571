import { describe, expect, it } from 'vitest';
import { CHAT_RULES } from '../constants';
import { mayModerate } from './api';
import { chatTextError } from './rules';

describe('chat text rules', () => {
  it('refuses empty, too long (never cut), banned characters and banned words', () => {
    expect(chatTextError('   ')).toEqual({ key: 'CHAT.EMPTY_MESSAGE', args: [] });
    expect(chatTextError('x'.repeat(CHAT_RULES.maxLength + 1))).toEqual({
      key: 'CHAT.TOO_LONG',
      args: [CHAT_RULES.maxLength],
    });
    expect(chatTextError('x'.repeat(CHAT_RULES.maxLength))).toBeNull();
    expect(chatTextError('😀'.repeat(CHAT_RULES.maxLength))).toBeNull();
    expect(chatTextError('hi\u202eevil')).toEqual({ key: 'CHAT.BANNED_WORDS', args: [] });
    expect(chatTextError('zero\u200bwidth')).toEqual({ key: 'CHAT.BANNED_WORDS', args: [] });
    expect(chatTextError('visit CASINO-SCAM now')).toEqual({ key: 'CHAT.BANNED_WORDS', args: [] });
    expect(chatTextError('hello', ['hell'])).toEqual({ key: 'CHAT.BANNED_WORDS', args: [] });
    expect(chatTextError('<script>alert(1)</script>')).toBeNull();
  });
});

describe('banned words by skeleton', () => {
  const BANNED = { key: 'CHAT.BANNED_WORDS', args: [] };

  it('refuses look-alike spellings of a banned word: Cyrillic and Greek letters, digits, fullwidth, accents, separators', () => {
    const spellings = [
      'you \u0456d\u0456ot', // Cyrillic і
      'what an \u0456di\u043et', // Cyrillic і and о
      'ID1OT', // digit 1 for I
      'id10t', // 1 and 0
      '\uff49\uff44\uff49\uff4f\uff54', // fullwidth
      'i.d.i.o.t',
      'i d i o t',
      '\u00efd\u00ecot', // accents
      'm\u03bfr\u03bfn', // Greek ο
      'rnoron', // rn reads as m
      'visit casino scam now', // a hyphenated phrase spelled with spaces
      'FREE_SKINS_HERE',
      'scam\u2010site', // a Unicode hyphen
    ];
    for (const text of spellings) expect(chatTextError(text), text).toEqual(BANNED);
    expect(chatTextError('that is h\u0435ll', ['hell'])).toEqual(BANNED);
  });

  it('does not refuse ordinary text in any site language', () => {
    const ordinary = [
      'Good luck everyone, see you in the next round!',
      'I did it! 10 out of 10, the idiom is old',
      'more on that later, moderators are online',
      'Всем привет, удачи в игре! Идиомы и морозы',
      '¡Hola a todos! Buena suerte',
      'Boa sorte, pessoal, até amanhã',
      'Herkese iyi şanslar, görüşürüz',
      'Buona fortuna a tutti',
      'Bonne chance à tous, bien joué',
      'Hodně štěstí všem',
      'Viel Glück euch allen',
      'Mult noroc tuturor',
      'Powodzenia wszystkim, dzięki',
      'Γεια σας, καλή τύχη',
      'scam? no, just a site I like',
    ];
    for (const text of ordinary) expect(chatTextError(text), text).toBeNull();
  });
});

describe('moderation ranks', () => {
  it('lets staff act on a strictly lower rank only', () => {
    const table: [string | undefined, string | undefined, boolean][] = [
      ['MODERATOR', 'USER', true],
      ['MODERATOR', 'MODERATOR', false],
      ['MODERATOR', 'SUPPORT', false],
      ['MODERATOR', 'ADMIN', false],
      ['ADMIN', 'USER', true],
      ['ADMIN', 'MODERATOR', true],
      ['ADMIN', 'SUPPORT', true],
      ['ADMIN', 'ADMIN', false],
      ['ADMIN', 'OWNER', false], // a role not in the table is out of reach
      ['ADMIN', undefined, false],
      ['USER', 'USER', false],
      ['SUPPORT', 'USER', false], // support agents do not moderate chat
      [undefined, 'USER', false],
    ];
    for (const [actor, target, allowed] of table)
      expect(mayModerate(actor, target), `${actor} -> ${target}`).toBe(allowed);
  });
});
