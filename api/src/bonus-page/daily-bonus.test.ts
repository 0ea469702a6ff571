import type { SqlEntityManager } from '@mikro-orm/sql';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BONUS_PAGE_RULES } from '@arena/schemas';
import { queryRows } from '../db/sql';
import { jobClock } from '../jobs';
import { type TestPlatform, startTestPlatform } from '../testing/test-platform';
import { bonusCalls, refusal, solveCaptcha } from './bonus-testing';

const DAY = 24 * 3_600_000;
const AMOUNT = BONUS_PAGE_RULES.daily.amountCents;
const realNow = jobClock.now;
const T0 = Date.UTC(2027, 0, 10, 9, 30);
let platform: TestPlatform;
let calls: ReturnType<typeof bonusCalls>;

beforeAll(async () => {
  platform = await startTestPlatform();
  calls = bonusCalls(platform);
});
afterEach(() => {
  jobClock.now = realNow;
});
afterAll(async () => {
  await platform.services.ledger.assertInvariants();
  await platform.close();
});

describe('the daily bonus', () => {
  it('pays the bonus for a solved captcha, then waits 24 h (DAILY_BONUS_WAIT with the time), then pays again', async () => {
    jobClock.now = () => T0;
    const { auth, id } = await platform.signInPlayer('daily-one');
    expect((await calls.status(auth)).daily).toEqual({ amountCents: AMOUNT, periodMs: DAY, nextAt: null });
    const spare = await calls.captcha(auth);
    const challenge = await calls.captcha(auth);
    expect(challenge).toMatchObject({ provider: 'sandbox', expiresAt: T0 + BONUS_PAGE_RULES.captcha.ttlMs });
    expect(challenge.question).toMatch(/^\d+ [+×] \d+$/);
    const paid = await calls.claimDaily(auth, challenge.token, ` ${solveCaptcha(challenge.question)} `);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toEqual({ kind: 'DAILY', amountCents: AMOUNT, claimedAt: T0, nextAt: T0 + DAY });
    expect(await calls.bonusCents(id)).toBe(AMOUNT);
    expect((await calls.status(auth)).daily.nextAt).toBe(T0 + DAY);

    jobClock.now = () => T0 + DAY - 1;
    const wait = { status: 400, key: 'PROMOCODE.DAILY_BONUS_WAIT', args: [new Date(T0 + DAY).toISOString()] };
    expect(refusal(await calls.captchaCall(auth))).toEqual(wait);
    // A challenge fetched before the claim is no way around the wait (and the wait is told before it is used up).
    jobClock.now = () => T0 + 60_000;
    expect(refusal(await calls.claimDaily(auth, spare.token, solveCaptcha(spare.question)))).toEqual(wait);

    jobClock.now = () => T0 + DAY;
    const second = await calls.solveAndClaim(auth);
    expect(second.json()).toEqual({ kind: 'DAILY', amountCents: AMOUNT, claimedAt: T0 + DAY, nextAt: T0 + 2 * DAY });
    expect(await calls.transfers(id, 'BONUS_DAILY')).toEqual([
      ['daily:1', AMOUNT],
      ['daily:2', AMOUNT],
    ]);
    expect(await calls.bonusCents(id)).toBe(2 * AMOUNT);
  });

  it('answers PROMOCODE.CAPTCHA for a wrong, non-numeric, reused, expired, forged or someone else’s answer', async () => {
    jobClock.now = () => T0;
    const { auth, id } = await platform.signInPlayer('daily-captcha');
    const other = await platform.signInPlayer('daily-other');
    const captchaRefusal = { status: 400, key: 'PROMOCODE.CAPTCHA', args: [] };

    const wrong = await calls.captcha(auth);
    const right = solveCaptcha(wrong.question);
    expect(refusal(await calls.claimDaily(auth, wrong.token, String(Number(right) + 1)))).toEqual(captchaRefusal);
    // The wrong answer used the challenge up: the right one is too late.
    expect(refusal(await calls.claimDaily(auth, wrong.token, right))).toEqual(captchaRefusal);

    const words = await calls.captcha(auth);
    expect(refusal(await calls.claimDaily(auth, words.token, 'twelve'))).toEqual(captchaRefusal);

    const theirs = await calls.captcha(other.auth);
    expect(refusal(await calls.claimDaily(auth, theirs.token, solveCaptcha(theirs.question)))).toEqual(captchaRefusal);

    const stale = await calls.captcha(auth);
    jobClock.now = () => T0 + BONUS_PAGE_RULES.captcha.ttlMs;
    expect(refusal(await calls.claimDaily(auth, stale.token, solveCaptcha(stale.question)))).toEqual(captchaRefusal);

    const real = await calls.captcha(auth);
    const [body, signature] = real.token.split('.') as [string, string];
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { e: number };
    const longer = Buffer.from(JSON.stringify({ ...payload, e: payload.e + DAY }), 'utf8').toString('base64url');
    expect(refusal(await calls.claimDaily(auth, `${longer}.${signature}`, solveCaptcha(real.question)))).toEqual(
      captchaRefusal,
    );
    expect(refusal(await calls.claimDaily(auth, 'not-a-token', '3'))).toEqual(captchaRefusal);
    expect(refusal(await calls.claimDaily(auth, '', '3'))).toMatchObject({ status: 400, key: 'GLOBAL.BAD_REQUEST' });
    expect(refusal(await calls.claimDaily(undefined, real.token, '3'))).toMatchObject({
      status: 403,
      key: 'GLOBAL.FORBIDDEN',
    });

    // Nothing was paid; the untouched real challenge still works, once.
    expect(await calls.bonusCents(id)).toBe(0);
    const ok = await calls.claimDaily(auth, real.token, solveCaptcha(real.question));
    expect(ok.statusCode, ok.body).toBe(200);
    jobClock.now = () => T0 + 2 * DAY;
    expect(refusal(await calls.claimDaily(auth, real.token, solveCaptcha(real.question)))).toEqual(captchaRefusal);
    expect(await calls.bonusCents(id)).toBe(AMOUNT);
  });

  it('pays once when the same player claims six times at once, each with a solved captcha', async () => {
    jobClock.now = () => T0;
    const { auth, id } = await platform.signInPlayer('daily-racer');
    const challenges = await Promise.all(Array.from({ length: 6 }, () => calls.captcha(auth)));
    const answers = await Promise.all(challenges.map((c) => calls.claimDaily(auth, c.token, solveCaptcha(c.question))));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400, 400, 400, 400]);
    expect(answers.filter((a) => a.statusCode === 400).map((a) => refusal(a).key)).toEqual(
      Array(5).fill('PROMOCODE.DAILY_BONUS_WAIT'),
    );
    expect(await calls.transfers(id, 'BONUS_DAILY')).toEqual([['daily:1', AMOUNT]]);
    expect(await calls.bonusCents(id)).toBe(AMOUNT);
    const rows = await queryRows(
      platform.services.orm.em.fork() as SqlEntityManager,
      `select seq from bonus_claims where user_id = ? and kind = 'DAILY'`,
      [id],
    );
    expect(rows).toHaveLength(1);
  });

  it('pays once when one solved captcha is sent three times at once', async () => {
    jobClock.now = () => T0;
    const { auth, id } = await platform.signInPlayer('daily-replayer');
    const challenge = await calls.captcha(auth);
    const answer = solveCaptcha(challenge.question);
    const answers = await Promise.all([1, 2, 3].map(() => calls.claimDaily(auth, challenge.token, answer)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
    for (const a of answers.filter((x) => x.statusCode === 400))
      expect(['PROMOCODE.CAPTCHA', 'PROMOCODE.DAILY_BONUS_WAIT']).toContain(refusal(a).key);
    expect(await calls.bonusCents(id)).toBe(AMOUNT);
  });
});
