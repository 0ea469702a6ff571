import { describe, expect, it } from 'vitest';
import { BONUS_PAGE_RULES } from '@arena/schemas';
import { solveCaptcha } from './bonus-testing';
import { SandboxCaptcha, normaliseAnswer } from './captcha';

const T = 1_800_000_000_000;

describe('the sandbox captcha', () => {
  const captcha = new SandboxCaptcha('secret-one');

  it('asks small sums and products and accepts the answer for its user until it expires', async () => {
    for (let i = 0; i < 50; i++) {
      const challenge = await captcha.issue('u1', T);
      const [a, op, b] = challenge.question.split(' ') as [string, string, string];
      expect(['+', '×']).toContain(op);
      for (const n of [a, b]) expect(Number(n) >= 1 && Number(n) <= BONUS_PAGE_RULES.captcha.maxOperand).toBe(true);
      const answer = solveCaptcha(challenge.question);
      const check = await captcha.check('u1', challenge.token, answer, T + BONUS_PAGE_RULES.captcha.ttlMs - 1);
      expect(check.solved).toBe(true);
      expect(check.challengeId).toMatch(/^[0-9a-f-]{36}$/);
      // The token does not give the answer away.
      expect(Buffer.from(challenge.token.split('.')[0]!, 'base64url').toString()).not.toContain(`"${answer}"`);
    }
  });

  it('refuses wrong answers, other users, expired tokens and tokens signed with another secret', async () => {
    const challenge = await captcha.issue('u1', T);
    const answer = solveCaptcha(challenge.question);
    expect((await captcha.check('u1', challenge.token, String(Number(answer) + 1), T)).solved).toBe(false);
    expect(await captcha.check('u2', challenge.token, answer, T)).toEqual({ challengeId: null, solved: false });
    expect(await captcha.check('u1', challenge.token, answer, T + BONUS_PAGE_RULES.captcha.ttlMs)).toEqual({
      challengeId: null,
      solved: false,
    });
    expect(await new SandboxCaptcha('secret-two').check('u1', challenge.token, answer, T)).toEqual({
      challengeId: null,
      solved: false,
    });
    expect(await captcha.check('u1', `${challenge.token}.x`, answer, T)).toEqual({ challengeId: null, solved: false });
  });

  it('reads answers the way people type them', () => {
    expect(['12', ' 12 ', '+12', '012'].map(normaliseAnswer)).toEqual(['12', '12', '12', '12']);
    expect(['', 'twelve', '1.5', '1e3', '1234567'].map(normaliseAnswer)).toEqual([null, null, null, null, null]);
  });
});
