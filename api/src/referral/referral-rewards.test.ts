import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERRAL_RULES } from '@arena/schemas';
import { queryRows } from '../db/sql';
import { type TestPlatform, startTestPlatform } from '../testing/test-platform';
import { applyReferralCode, runReferralJob } from './index';
import { type Player, referralCalls } from './referral-testing';

let platform: TestPlatform;
let calls: ReturnType<typeof referralCalls>;
/** Past the settle delay of every deposit made so far. */
const later = () => Date.now() + REFERRAL_RULES.depositSettleMs + 1_000;
const run = () => runReferralJob(platform.services, later());

beforeAll(async () => {
  platform = await startTestPlatform();
  calls = referralCalls(platform);
}, 120_000);
afterAll(async () => {
  await platform.services.ledger.assertInvariants();
  await platform.close();
});

async function referred(referrer: Player, name: string): Promise<Player> {
  const player = await calls.player(name);
  await applyReferralCode(platform.services, player.id, referrer.code);
  return player;
}

async function skinsOf(userId: string): Promise<{ price_cents: number; kind: string }[]> {
  const rows = await queryRows<{ price_cents: number | string; kind: string }>(
    calls.em(),
    `select price_cents, kind from user_items where user_id = ? order by created_at, id`,
    [userId],
  );
  return rows.map((row) => ({ price_cents: Number(row.price_cents), kind: row.kind }));
}

describe('deposit rewards', () => {
  it('pays 20% of every deposit to the referrer and +100% of the first to the referral, once', async () => {
    const host = await calls.player('rw-host');
    const guest = await referred(host, 'rw-guest');
    await calls.deposit(guest.id, 3_33);
    // Too fresh: a deposit is rewarded once it is depositSettleMs old.
    expect((await runReferralJob(platform.services, Date.now() - 60_000)).deposits).toEqual([]);
    const first = await run();
    expect(first.deposits).toMatchObject([
      { referredId: guest.id, amountCents: 3_33, shareCents: 66, firstBonusCents: 3_33 },
    ]);
    await calls.deposit(guest.id, 50_00);
    expect((await run()).deposits).toMatchObject([{ amountCents: 50_00, shareCents: 10_00, firstBonusCents: 0 }]);
    // A restart (or a second process) pays nothing again.
    expect((await Promise.all([run(), run()])).flatMap((r) => r.deposits)).toEqual([]);

    expect(await calls.balances(host.id)).toEqual({ realCents: 0, bonusCents: 66 + 10_00 });
    expect(await calls.balances(guest.id)).toEqual({ realCents: 53_33, bonusCents: 3_33 });
    expect((await calls.summary(host.auth)).earnings).toEqual({
      skinsCents: 0,
      depositShareCents: 10_66,
      revshareCents: 0,
    });
    expect((await calls.summary(guest.auth)).referredBy?.firstDepositBonusCents).toBe(3_33);
  });

  it('caps the first-deposit bonus at $20 and runs parallel passes once', async () => {
    const host = await calls.player('rw-cap-host');
    const guest = await referred(host, 'rw-cap-guest');
    await calls.deposit(guest.id, 120_00);
    const passes = await Promise.all([run(), run(), run()]);
    expect(passes.flatMap((p) => p.deposits)).toMatchObject([
      { amountCents: 120_00, shareCents: 24_00, firstBonusCents: 20_00 },
    ]);
    expect(await calls.balances(guest.id)).toEqual({ realCents: 120_00, bonusCents: 20_00 });
    expect(await calls.balances(host.id)).toEqual({ realCents: 0, bonusCents: 24_00 });
  });

  it('rewards nothing made before the link, and no first-deposit bonus to an account that had deposited', async () => {
    const host = await calls.player('rw-late-host');
    const guest = await calls.player('rw-late-guest');
    await calls.deposit(guest.id, 10_00);
    await applyReferralCode(platform.services, guest.id, host.code);
    expect((await run()).deposits).toEqual([]);
    await calls.deposit(guest.id, 5_00);
    expect((await run()).deposits).toMatchObject([{ amountCents: 5_00, shareCents: 1_00, firstBonusCents: 0 }]);
    expect(await calls.balances(guest.id)).toEqual({ realCents: 15_00, bonusCents: 0 });
  });
});

describe('qualification and skin tiers', () => {
  it('needs $3 deposited and $6 of settled real play since the link', async () => {
    const host = await calls.player('rw-q-host');
    const guest = await referred(host, 'rw-q-guest');
    await calls.deposit(guest.id, 2_99);
    await calls.bet(guest.id, 2_99, { payoutCents: 5_98 });
    await calls.bet(guest.id, 3_01, { payoutCents: 0 });
    expect((await run()).qualified).toEqual([]);
    await calls.deposit(guest.id, 1);
    // $3.00 deposited, but refunded and bonus-money bets do not count as played.
    const other = await referred(host, 'rw-q-other');
    await calls.deposit(other.id, 3_00);
    await calls.bet(other.id, 3_00, { payoutCents: 12_00 });
    await calls.bet(other.id, 2_99, { payoutCents: 12_00 });
    await calls.bet(other.id, 1_00, 'refund');
    await platform.services.ledger.deposit({ userId: other.id, amountCents: 1_00, key: 'rw-q-bonus', bonus: true });
    await calls.bet(other.id, 1_00, { payoutCents: 0 }, 'BONUS');
    const pass = await run();
    expect(pass.qualified).toMatchObject([{ referredId: guest.id, referrerId: host.id, ordinal: 1, skinCents: 10 }]);
    expect(await skinsOf(host.id)).toEqual([{ price_cents: 10, kind: 'BONUS' }]);
    await calls.bet(other.id, 1, { payoutCents: 0 });
    expect((await run()).qualified).toMatchObject([{ referredId: other.id, ordinal: 2, skinCents: 10 }]);
    expect((await run()).qualified).toEqual([]);
    const list = (await calls.get('/api/referral/referrals', host.auth)).json();
    expect(list.items.find((i: { userId: string }) => i.userId === other.id)).toMatchObject({
      depositedCents: 3_00,
      playedCents: 6_00,
      skinCents: 10,
    });
  });

  it('gives $0.10 skins for referrals 1-4, $0.25 for 5-9 and $0.50 from 10, each once', async () => {
    const host = await calls.player('rw-tier-host');
    const guests: Player[] = [];
    for (let i = 1; i <= 11; i++) guests.push(await referred(host, `rw-tier-${i}`));
    const played = new Set<string>();
    const qualifyUpTo = async (n: number) => {
      for (const guest of guests.slice(0, n)) {
        if (played.has(guest.id)) continue;
        played.add(guest.id);
        await calls.deposit(guest.id, 3_00);
        await calls.bet(guest.id, 3_00, { payoutCents: 0 });
        await calls.deposit(guest.id, 3_00);
        await calls.bet(guest.id, 3_00, { payoutCents: 0 });
      }
      // Two passes race; each referral is qualified by exactly one of them, so compare in ordinal order.
      return (await Promise.all([run(), run()])).flatMap((r) => r.qualified).sort((a, b) => a.ordinal - b.ordinal);
    };
    // Boundaries 4/5 and 9/10, qualified in batches.
    expect((await qualifyUpTo(4)).map((q) => [q.ordinal, q.skinCents])).toEqual([
      [1, 10],
      [2, 10],
      [3, 10],
      [4, 10],
    ]);
    expect((await qualifyUpTo(5)).map((q) => [q.ordinal, q.skinCents])).toEqual([[5, 25]]);
    expect((await qualifyUpTo(9)).map((q) => [q.ordinal, q.skinCents])).toEqual([
      [6, 25],
      [7, 25],
      [8, 25],
      [9, 25],
    ]);
    expect((await qualifyUpTo(11)).map((q) => [q.ordinal, q.skinCents])).toEqual([
      [10, 50],
      [11, 50],
    ]);
    const skins = await skinsOf(host.id);
    expect(skins.map((s) => s.price_cents)).toEqual([10, 10, 10, 10, 25, 25, 25, 25, 25, 50, 50]);
    expect(skins.every((s) => s.kind === 'BONUS')).toBe(true);
    // 4 × $0.10 + 5 × $0.25 + 2 × $0.50 = $2.65; each guest's 2 × $3 deposits earned the host 2 × $0.60.
    expect(await calls.summary(host.auth)).toMatchObject({
      referrals: 11,
      qualified: 11,
      nextSkinCents: 50,
      earnings: { skinsCents: 2_65, depositShareCents: 11 * 1_20 },
    });
    const grants = await queryRows<{ n: number | string }>(
      calls.em(),
      `select count(*) as n from ledger_transfers where scope = ? and operation = 'ITEM_GRANT'`,
      [host.id],
    );
    expect(Number(grants[0]!.n)).toBe(11);
  });
});
