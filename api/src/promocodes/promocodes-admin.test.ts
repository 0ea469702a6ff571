import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceTestApp } from '../testing/commerce-test-app';
import { freshCode, promocodeCalls, refusal, someSkin, startPromocodeApp } from './promocodes-testing';

let app: CommerceTestApp;
let calls: ReturnType<typeof promocodeCalls>;

beforeAll(async () => {
  app = await startPromocodeApp();
  calls = promocodeCalls(app);
});
afterAll(async () => {
  await app.close();
});

describe('admin API', () => {
  it('creates a code with its defaults, stores it upper-case and lists it with its activation count', async () => {
    const code = freshCode('lower');
    const created = await calls.create({ code: code.toLowerCase(), type: 'BALANCE_BONUS', amountCents: 2_50 });
    expect(created).toMatchObject({
      code: code.toUpperCase(),
      type: 'BALANCE_BONUS',
      amountCents: 2_50,
      catalogItemId: null,
      percent: null,
      minDepositCents: 10,
      requireEmptyBalance: false,
      requireEmptyInventory: false,
      requireSteamLevel: false,
      ownerUserId: null,
      maxActivations: null,
      oncePerUser: true,
      expiresAt: null,
      activations: 0,
      disabled: false,
    });
    const player = await calls.depositor();
    await calls.redeemOk(player, code);
    const listed = (await calls.list()).find((p) => p.id === created.id);
    expect(listed).toMatchObject({ activations: 1, disabled: false });
  });

  it('disables a code: it is listed as disabled and redeems as PROMOCODE.NOT_FOUND', async () => {
    const created = await calls.create({ type: 'BALANCE_REAL', amountCents: 1_00 });
    const disabled = await app.app.inject({
      method: 'POST',
      url: `/api/admin/promocodes/${created.id}/disable`,
      headers: { authorization: (await calls.adminPlayer()).auth },
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json()).toMatchObject({ id: created.id, disabled: true });
    expect((await calls.list()).find((p) => p.id === created.id)?.disabled).toBe(true);
    const player = await calls.depositor();
    expect(refusal(await calls.redeem(player, created.code))).toMatchObject({
      status: 404,
      key: 'PROMOCODE.NOT_FOUND',
    });
    const unknown = await app.app.inject({
      method: 'POST',
      url: `/api/admin/promocodes/999999/disable`,
      headers: { authorization: (await calls.adminPlayer()).auth },
    });
    expect(refusal(unknown)).toMatchObject({ status: 404, key: 'PROMOCODE.NOT_FOUND' });
  });

  it('is for admins only', async () => {
    const player = await app.player();
    expect(
      refusal(await calls.createRaw({ code: freshCode(), type: 'BALANCE_REAL', amountCents: 1_00 }, player.auth)),
    ).toMatchObject({
      status: 403,
      key: 'GLOBAL.FORBIDDEN',
    });
    for (const [method, url] of [
      ['GET', '/api/admin/promocodes'],
      ['POST', '/api/admin/promocodes/1/disable'],
    ] as const) {
      const response = await app.app.inject({ method, url, headers: { authorization: player.auth } });
      expect(refusal(response)).toMatchObject({ status: 403, key: 'GLOBAL.FORBIDDEN' });
    }
  });

  it('refuses codes whose value fields do not fit the type, bad or taken codes, a past expiry and unknown owners', async () => {
    const skin = someSkin();
    const cases: [unknown, string][] = [
      [{ type: 'BALANCE_REAL' }, 'amountCents'],
      [{ type: 'BALANCE_REAL', amountCents: 1_00, percent: 5 }, 'percent'],
      [{ type: 'ITEM_BONUS' }, 'catalogItemId'],
      [{ type: 'ITEM_REAL', catalogItemId: skin.id, amountCents: 1_00 }, 'amountCents'],
      [{ type: 'NEXT_PAYMENT_BONUS_PERCENT' }, 'percent'],
      [{ type: 'SKINS_BONUS_SKIN', catalogItemId: skin.id, maxBonusCents: 1_00 }, 'maxBonusCents'],
      [{ type: 'CARD_REAL', catalogItemId: skin.id, percent: 5 }, 'catalogItemId'],
      [{ type: 'BALANCE_BONUS', amountCents: 1_00, code: 'no spaces' }, 'code'],
      [{ type: 'BALANCE_BONUS', amountCents: 1_00, code: 'AB' }, 'code'],
      [{ type: 'BALANCE_BONUS', amountCents: 1_00, expiresAt: Date.now() - 1_000 }, 'expiresAt'],
      [
        { type: 'BALANCE_BONUS', amountCents: 1_00, ownerUserId: '00000000-0000-4000-8000-000000000000' },
        'ownerUserId',
      ],
    ];
    for (const [body, field] of cases) {
      const response = await calls.createRaw({ code: freshCode(), ...(body as object) });
      expect([field, refusal(response)]).toEqual([field, { status: 400, key: 'GLOBAL.BAD_REQUEST', args: [field] }]);
    }
    const taken = await calls.create({ type: 'BALANCE_BONUS', amountCents: 1_00 });
    expect(
      refusal(await calls.createRaw({ code: taken.code.toLowerCase(), type: 'BALANCE_REAL', amountCents: 1_00 })),
    ).toMatchObject({
      key: 'GLOBAL.BAD_REQUEST',
      args: ['code'],
    });
    expect(refusal(await calls.createRaw({ code: freshCode(), type: 'NOPE_PERCENT', percent: 5 })).key).toBe(
      'GLOBAL.BAD_REQUEST',
    );
    expect(
      refusal(await calls.createRaw({ code: freshCode(), type: 'ITEM_REAL', catalogItemId: 987_654_321 })).key,
    ).toBe('SHOP.BAD_ITEM_IDS');
  });
});
