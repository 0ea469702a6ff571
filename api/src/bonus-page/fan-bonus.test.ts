import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BONUS_PAGE_RULES, STEAM_ACCOUNT_RULES, nicknameHasBrand } from '@arena/schemas';
import { jobClock } from '../jobs';
import { type TestPlatform, startTestPlatform } from '../testing/test-platform';
import { bonusCalls, refusal } from './bonus-testing';

const DAY = 24 * 3_600_000;
const PERIOD = BONUS_PAGE_RULES.fan.periodMs;
const AMOUNT = BONUS_PAGE_RULES.fan.amountCents;
const AVATAR = 'https://avatars.example/arena-fan.jpg';
const realNow = jobClock.now;
let platform: TestPlatform;
let calls: ReturnType<typeof bonusCalls>;
let admin: string;

beforeAll(async () => {
  platform = await startTestPlatform({ ADMIN_SUBJECTS: 'dev:fan-admin' });
  calls = bonusCalls(platform);
  admin = await platform.signIn('fan-admin');
});
afterEach(() => {
  jobClock.now = realNow;
});
afterAll(async () => {
  await platform.services.ledger.assertInvariants();
  await platform.close();
});

describe('the brand in a nickname', () => {
  it('is found whatever the case, spacing or punctuation, and only as a whole', () => {
    expect(
      ['Skin Arena', 'skinarena fan', 'xX_SKIN-ARENA_Xx', 'Best of Skin  Arena!'].map((n) => nicknameHasBrand(n)),
    ).toEqual([true, true, true, true]);
    expect(['Skin', 'Arena', 'Skin Aren', 'fan of arena', ''].map((n) => nicknameHasBrand(n))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('approved avatars (admin)', () => {
  it('admins approve and withdraw avatars; players cannot', async () => {
    const { auth } = await platform.signInPlayer('fan-nobody');
    expect(refusal(await calls.avatars('POST', auth, AVATAR))).toMatchObject({ status: 403, key: 'GLOBAL.FORBIDDEN' });
    expect(refusal(await calls.avatars('GET', auth))).toMatchObject({ status: 403, key: 'GLOBAL.FORBIDDEN' });
    expect(refusal(await calls.avatars('POST', admin, ''))).toMatchObject({ status: 400, key: 'GLOBAL.BAD_REQUEST' });
    expect(refusal(await calls.avatars('POST', admin, 'x'.repeat(513)))).toMatchObject({
      status: 400,
      key: 'GLOBAL.BAD_REQUEST',
    });

    const other = 'https://avatars.example/other.png';
    for (const url of [AVATAR, other, AVATAR]) expect((await calls.avatars('POST', admin, url)).statusCode).toBe(200);
    const listed = (await calls.avatars('GET', admin)).json() as { avatars: { url: string }[] };
    expect(listed.avatars.map((a) => a.url).sort()).toEqual([AVATAR, other]);
    const removed = await calls.avatars('DELETE', admin, other);
    expect(removed.json().avatars.map((a: { url: string }) => a.url)).toEqual([AVATAR]);
    expect(refusal(await calls.avatars('DELETE', admin, other))).toMatchObject({
      status: 404,
      key: 'GLOBAL.NOT_FOUND',
    });
    expect((await calls.status(auth)).fan.approvedAvatars).toEqual([AVATAR]);
  });
});

describe('the fan bonus', () => {
  it('needs the brand in the nickname (BAD_NICKNAME) and an approved avatar (BAD_AVATAR), then pays once a period', async () => {
    await calls.avatars('POST', admin, AVATAR);
    const base = Date.now();
    jobClock.now = () => base;
    const { auth, id } = await platform.signInPlayer('fan-player');
    expect((await calls.status(auth)).fan).toMatchObject({
      amountCents: AMOUNT,
      brand: 'Skin Arena',
      nextAt: null,
      reasons: [
        { key: 'PROMOCODE.BAD_NICKNAME', args: ['Skin Arena'] },
        { key: 'PROMOCODE.BAD_AVATAR', args: [] },
      ],
    });
    expect(refusal(await calls.claimFan(auth))).toEqual({
      status: 400,
      key: 'PROMOCODE.BAD_NICKNAME',
      args: ['Skin Arena'],
    });
    await calls.setFacts(auth, { nickname: 'john | skinarena.gg' });
    expect(refusal(await calls.claimFan(auth))).toEqual({ status: 400, key: 'PROMOCODE.BAD_AVATAR', args: [] });
    await calls.setFacts(auth, { avatarUrl: 'https://avatars.example/not-approved.jpg' });
    expect(refusal(await calls.claimFan(auth)).key).toBe('PROMOCODE.BAD_AVATAR');
    await calls.setFacts(auth, { avatarUrl: AVATAR });
    expect((await calls.status(auth)).fan.reasons).toEqual([]);

    const paid = await calls.claimFan(auth);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toEqual({ kind: 'FAN', amountCents: AMOUNT, claimedAt: base, nextAt: base + PERIOD });
    expect(await calls.bonusCents(id)).toBe(AMOUNT);
    jobClock.now = () => base + PERIOD - 1;
    expect(refusal(await calls.claimFan(auth))).toEqual({
      status: 400,
      key: 'PROMOCODE.DAILY_BONUS_WAIT',
      args: [new Date(base + PERIOD).toISOString()],
    });
    expect((await calls.status(auth)).fan.nextAt).toBe(base + PERIOD);

    // Conditions are checked again at every claim: an approval withdrawn stops the next one.
    jobClock.now = () => base + PERIOD;
    await calls.avatars('DELETE', admin, AVATAR);
    expect(refusal(await calls.claimFan(auth)).key).toBe('PROMOCODE.BAD_AVATAR');
    await calls.avatars('POST', admin, AVATAR);
    expect((await calls.claimFan(auth)).statusCode).toBe(200);
    expect(await calls.transfers(id, 'BONUS_FAN')).toEqual([
      ['fan:1', AMOUNT],
      ['fan:2', AMOUNT],
    ]);
    expect(PERIOD).toBe(7 * DAY);
  });

  it('pays once when the same fan claims five times at once', async () => {
    await calls.avatars('POST', admin, AVATAR);
    const { auth, id } = await platform.signInPlayer('fan-racer');
    await calls.setFacts(auth, { nickname: 'Skin Arena racer', avatarUrl: AVATAR });
    const answers = await Promise.all(Array.from({ length: 5 }, () => calls.claimFan(auth)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
    expect(answers.filter((a) => a.statusCode === 400).map((a) => refusal(a).key)).toEqual(
      Array(4).fill('PROMOCODE.DAILY_BONUS_WAIT'),
    );
    expect(await calls.transfers(id, 'BONUS_FAN')).toEqual([['fan:1', AMOUNT]]);
    expect(await calls.bonusCents(id)).toBe(AMOUNT);
  });
});

describe('approved avatars on the page', () => {
  it('the Content-Security-Policy lets Steam profile pictures load', async () => {
    const reply = await platform.app.inject({
      method: 'GET',
      url: '/api/bonus/status',
      headers: { authorization: admin },
    });
    const imgSrc = String(reply.headers['content-security-policy'])
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .find(([name]) => name === 'img-src');
    expect(imgSrc).toBeDefined();
    for (const origin of STEAM_ACCOUNT_RULES.avatarOrigins) expect(imgSrc).toContain(origin);
  });
});
