import { describe, expect, it } from 'vitest';
import { isReservedReferralCode } from '../rules/referral';
import { textSkeleton } from './skeleton';

describe('text skeleton', () => {
  it('folds look-alike spellings to one skeleton', () => {
    for (const text of [
      'admin',
      '\u0410dmin',
      'ADM1N',
      '\uff41\uff44\uff4d\uff49\uff4e',
      'A.d.m.i.n',
      'a d m i n',
      '\u0391dmin',
      'Adm\u00efn',
    ]) {
      expect(textSkeleton(text), text).toBe('admin');
    }
    expect(textSkeleton('rnoron')).toBe(textSkeleton('moron'));
    expect(textSkeleton('alice')).not.toBe(textSkeleton('bob'));
  });
});

describe('reserved referral codes', () => {
  it('reserves codes that read as staff or the site, by skeleton, and leaves ordinary codes alone', () => {
    for (const code of [
      'ADMIN',
      'ADM1N',
      '4DMIN',
      'ADMINBONUS',
      'M0DERATOR',
      'SUPP0RT',
      '5TAFF',
      'SYSTEM',
      '0FFICIAL',
      'SKINARENA',
      'HELPDESK',
    ]) {
      expect(isReservedReferralCode(code), code).toBe(true);
    }
    for (const code of ['MYCLAN7', 'ALEXPRO', 'SKINS4U', 'RACE2024', 'MYTEAM42'])
      expect(isReservedReferralCode(code), code).toBe(false);
  });
});
