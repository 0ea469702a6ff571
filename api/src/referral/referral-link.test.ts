import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REFERRAL_RULES } from '@arena/schemas';
import { jobClock } from '../jobs';
import { type TestPlatform, startTestPlatform } from '../testing/test-platform';
import { applyReferralCode, loadReferralSettings } from './index';
import { referralCalls, refusal } from './referral-testing';

let platform: TestPlatform;
let calls: ReturnType<typeof referralCalls>;
const realNow = jobClock.now;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  platform = await startTestPlatform();
  calls = referralCalls(platform);
}, 120_000);
afterEach(() => {
  jobClock.now = realNow;
});
afterAll(async () => {
  await platform.services.ledger.assertInvariants();
  await platform.close();
});

describe('linking at sign-up', () => {
  it('links a new account to the owner of the stored code, once, and both sides see it', async () => {
    const alice = await calls.player('ref-alice');
    const newbie = await calls.player('ref-newbie');
    const linked = await calls.claim(newbie.auth, alice.code.toLowerCase());
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().referrerName).toBe('ref-alice');
    // The same code again answers the same link (the client may retry after a lost answer).
    const again = await calls.claim(newbie.auth, alice.code);
    expect(again.json()).toEqual(linked.json());

    expect((await calls.summary(newbie.auth)).referredBy).toEqual({
      name: 'ref-alice',
      linkedAt: linked.json().linkedAt,
      firstDepositBonusCents: null,
    });
    const mine = await calls.summary(alice.auth);
    expect(mine).toMatchObject({ code: alice.code, referrals: 1, qualified: 0, nextSkinCents: 10, referredBy: null });
    expect(mine.tiers).toEqual([
      { fromReferral: 1, toReferral: 4, skinCents: 10 },
      { fromReferral: 5, toReferral: 9, skinCents: 25 },
      { fromReferral: 10, toReferral: null, skinCents: 50 },
    ]);
    const list = await calls.get('/api/referral/referrals?page=1&pageSize=5', alice.auth);
    expect(list.json()).toMatchObject({
      total: 1,
      page: 1,
      pageSize: 5,
      items: [{ userId: newbie.id, name: 'ref-newbie', depositedCents: 0, playedCents: 0, qualifiedAt: null }],
    });
  });

  it('refuses bad, unknown and own codes, a second referrer, and an old account', async () => {
    const owner = await calls.player('ref-owner');
    const other = await calls.player('ref-other');
    const player = await calls.player('ref-player');
    expect(refusal(await calls.claim(player.auth, 'ab'))).toEqual({ status: 400, key: 'REFERER.BAD_CODE' });
    expect(refusal(await calls.claim(player.auth, 'NOT A CODE'))).toEqual({ status: 400, key: 'REFERER.BAD_CODE' });
    expect(refusal(await calls.claim(player.auth, 'ZZZZ9999ZZ'))).toEqual({
      status: 404,
      key: 'BONUS.REFERRAL_CODE_NOT_FOUND',
    });
    expect(refusal(await calls.claim(player.auth, player.code))).toEqual({ status: 400, key: 'REFERER.SELF_REFERRAL' });
    expect((await calls.claim(player.auth, owner.code)).statusCode).toBe(200);
    expect(refusal(await calls.claim(player.auth, other.code))).toEqual({ status: 400, key: 'REFERER.ALREADY_LINKED' });

    // "At sign-up": an hour after the account opened, a stored /ref code no longer links it.
    const late = await calls.player('ref-late');
    jobClock.now = () => realNow() + REFERRAL_RULES.signUpClaimWindowMs + 60_000;
    expect(refusal(await calls.claim(late.auth, owner.code))).toEqual({ status: 400, key: 'REFERER.SIGN_UP_ONLY' });
    // The promocode box may still link it (applyReferralCode without signUp).
    await expect(applyReferralCode(platform.services, late.id, owner.code)).resolves.toMatchObject({
      referrerName: 'ref-owner',
    });
  });

  it('answers 400 for a malformed body and 403 without a token', async () => {
    const player = await calls.player('ref-shape');
    const bad = await platform.app.inject({
      method: 'POST',
      url: '/api/referral/claim',
      headers: { authorization: player.auth },
      payload: { code: 7 },
    });
    expect(refusal(bad)).toEqual({ status: 400, key: 'GLOBAL.BAD_REQUEST' });
    const shortDevice = await calls.claim(player.auth, 'ABCDE', { device: 'x' });
    expect(refusal(shortDevice).key).toBe('GLOBAL.BAD_REQUEST');
    expect(refusal(await calls.get('/api/referral')).key).toBe('GLOBAL.FORBIDDEN');
    expect(refusal(await calls.get('/api/partners/stats')).key).toBe('GLOBAL.FORBIDDEN');
    expect(refusal(await calls.get('/api/referral/referrals?page=0', player.auth)).key).toBe('GLOBAL.BAD_REQUEST');
  });

  it('links one referrer when two codes are sent at once', async () => {
    const first = await calls.player('ref-race-a');
    const second = await calls.player('ref-race-b');
    const racer = await calls.player('ref-racer');
    const answers = await Promise.all([calls.claim(racer.auth, first.code), calls.claim(racer.auth, second.code)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect(refusal(answers.find((a) => a.statusCode === 400)!).key).toBe('REFERER.ALREADY_LINKED');
  });
});

describe('multi-account signals', () => {
  it('refuses a new account seen from the referrer’s public address or device within 30 days', async () => {
    const host = await calls.player('ref-host');
    expect((await calls.seen(host.auth, { ip: '203.0.113.7', device: 'device-host-0001' })).statusCode).toBe(200);

    const sameIp = await calls.player('ref-same-ip');
    expect(refusal(await calls.claim(sameIp.auth, host.code, { ip: '203.0.113.7' }))).toEqual({
      status: 400,
      key: 'REFERER.MULTI_ACCOUNT',
    });
    // Refused once, the address stays on record: the same account trying again from elsewhere is still refused.
    expect(refusal(await calls.claim(sameIp.auth, host.code, { ip: '198.51.100.20' })).key).toBe(
      'REFERER.MULTI_ACCOUNT',
    );

    const sameDevice = await calls.player('ref-same-device');
    expect(
      refusal(await calls.claim(sameDevice.auth, host.code, { ip: '198.51.100.21', device: 'device-host-0001' })).key,
    ).toBe('REFERER.MULTI_ACCOUNT');

    // IPv6: one /64 is one subscriber.
    expect((await calls.seen(host.auth, { ip: '2001:db8:aa:bb::1' })).statusCode).toBe(200);
    const sameNet = await calls.player('ref-same-net');
    expect(refusal(await calls.claim(sameNet.auth, host.code, { ip: '2001:db8:aa:bb:ffff::9' })).key).toBe(
      'REFERER.MULTI_ACCOUNT',
    );

    const elsewhere = await calls.player('ref-elsewhere');
    expect(
      (await calls.claim(elsewhere.auth, host.code, { ip: '198.51.100.22', device: 'device-guest-0001' })).statusCode,
    ).toBe(200);
    // Loopback and private addresses name no client (local setups, a proxy without TRUST_PROXY): they never match.
    const local = await calls.player('ref-local');
    await calls.seen(host.auth, { ip: '10.0.0.5' });
    expect((await calls.claim(local.auth, host.code, { ip: '10.0.0.5' })).statusCode).toBe(200);
  });

  it('forgets a shared address after the window', async () => {
    const host = await calls.player('ref-old-host');
    await calls.seen(host.auth, { ip: '203.0.113.50' });
    const later = await calls.player('ref-much-later');
    jobClock.now = () => realNow() + REFERRAL_RULES.sharedSightingWindowMs + DAY;
    // Still within the sign-up window of the account? No: it too is "old" now, so link it the promocode way.
    await expect(
      applyReferralCode(platform.services, later.id, host.code, { ip: '203.0.113.50' }),
    ).resolves.toMatchObject({ referrerName: 'ref-old-host' });
  });

  it('refuses a referral loop', async () => {
    const upper = await calls.player('ref-upper');
    const middle = await calls.player('ref-middle');
    const lower = await calls.player('ref-lower');
    expect((await calls.claim(middle.auth, upper.code)).statusCode).toBe(200);
    expect((await calls.claim(lower.auth, middle.code)).statusCode).toBe(200);
    await expect(applyReferralCode(platform.services, upper.id, lower.code)).rejects.toMatchObject({
      key: 'REFERER.MULTI_ACCOUNT',
    });
    await expect(applyReferralCode(platform.services, upper.id, middle.code)).rejects.toMatchObject({
      key: 'REFERER.MULTI_ACCOUNT',
    });
  });
});

describe('custom codes and the partners site', () => {
  it('changes my code, upper-cased; a taken or malformed one is refused', async () => {
    const mine = await calls.player('ref-custom');
    const rival = await calls.player('ref-rival');
    const put = (auth: string, code: string) =>
      platform.app.inject({
        method: 'PUT',
        url: '/api/referral/code',
        headers: { authorization: auth },
        payload: { code },
      });
    const changed = await put(mine.auth, ' myTeam42 ');
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ code: 'MYTEAM42' });
    expect((await calls.summary(mine.auth)).code).toBe('MYTEAM42');
    expect((await put(mine.auth, 'MYTEAM42')).statusCode).toBe(200);
    expect(refusal(await put(rival.auth, 'myteam42'))).toEqual({ status: 400, key: 'REFERER.CODE_EXISTS' });
    expect(refusal(await put(rival.auth, 'no'))).toEqual({ status: 400, key: 'REFERER.BAD_CODE' });
    expect(refusal(await put(rival.auth, 'x'.repeat(17))).key).toBe('REFERER.BAD_CODE');
    const races = await Promise.all([
      put(rival.auth, 'RACE2024'),
      put((await calls.player('ref-rival-2')).auth, 'RACE2024'),
    ]);
    expect(races.map((r) => r.statusCode).sort()).toEqual([200, 400]);

    const newbie = await calls.player('ref-custom-newbie');
    expect((await calls.claim(newbie.auth, 'myteam42')).json().referrerName).toBe('ref-custom');
  });

  it('refuses staff-like codes by skeleton (REFERER.RESERVED_CODE), and a staff-like code stored before links no one', async () => {
    const player = await calls.player('ref-reserved');
    const put = (code: string) =>
      platform.app.inject({
        method: 'PUT',
        url: '/api/referral/code',
        headers: { authorization: player.auth },
        payload: { code },
      });
    for (const code of [
      'ADMIN',
      'admin',
      'ADM1N',
      'AdmIn2024',
      'MODERATOR',
      'SUPP0RT',
      'STAFF',
      'SYSTEM',
      '0FFICIAL',
      'SKINARENA',
      'HELPDESK',
    ]) {
      expect(refusal(await put(code)), code).toEqual({ status: 400, key: 'REFERER.RESERVED_CODE' });
    }
    expect((await calls.summary(player.auth)).code).toBe(player.code);
    // Ordinary codes still pass.
    for (const code of ['MYCLAN7', 'ALEXPRO', 'SKINS4U']) expect((await put(code)).statusCode, code).toBe(200);

    // A code set before the rule (written straight to the row) links no one.
    await calls.em().execute(`update users set referral_code = 'ADM1N' where id = ?`, [player.id], 'run');
    const newbie = await calls.player('ref-reserved-newbie');
    expect(refusal(await calls.claim(newbie.auth, 'ADM1N'))).toEqual({
      status: 404,
      key: 'BONUS.REFERRAL_CODE_NOT_FOUND',
    });
  });

  it('tells where the partners site is, signed in or not: PARTNERS_SITE_URL, else this site’s /partners', async () => {
    const response = await calls.get('/api/partners/dashboard');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ url: `${platform.config.publicUrl}/partners` });
    expect(
      loadReferralSettings({ PARTNERS_SITE_URL: 'https://partners.example.test/x' }, 'http://site', 'production'),
    ).toEqual({
      jobIntervalMs: REFERRAL_RULES.jobIntervalMs,
      partnersSiteUrl: 'https://partners.example.test/x',
    });
    expect(loadReferralSettings({}, 'http://site', 'test')).toEqual({
      jobIntervalMs: 0,
      partnersSiteUrl: 'http://site/partners',
    });
    expect(() => loadReferralSettings({ PARTNERS_SITE_URL: 'javascript:alert(1)' }, 'http://site')).toThrow();
    expect(() => loadReferralSettings({ REFERRAL_JOB_INTERVAL_MS: '-1' }, 'http://site')).toThrow();
  });
});
