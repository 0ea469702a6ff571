import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BoxesListAnswer, type CaseOpenAnswer, caseFairParams, casesOutcome } from '@arena/schemas';
import { getCatalog } from '../../commerce/catalog/catalog';
import { queryOne, queryRows } from '../../db/sql';
import { type TestPlatform, startTestPlatform } from '../../testing/test-platform';
import { setPremium } from '../../users/users';
import { casesKit } from './cases-testing';
import { DEMO_CASE_GROUPS, seedCases } from './seed';
import { SITEMAP_PAGES } from '../../routes/sitemap';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
  await seedCases(em());
  // Seeding twice changes nothing.
  await seedCases(em());
});
afterAll(async () => {
  await platform.services.ledger.assertInvariants();
  await platform.close();
});

const { em, player, detail, open, refusal, balances, betCount } = casesKit(() => platform);

describe('case list and detail', () => {
  it('lists every seeded group and case with its flags, slug, price and counts', async () => {
    const response = await platform.app.inject({ method: 'POST', url: '/api/boxes/list' });
    expect(response.statusCode).toBe(200);
    const groups = response.json() as BoxesListAnswer;
    expect(groups.map((g) => g.alias)).toEqual(DEMO_CASE_GROUPS.map((g) => g.alias));
    expect(groups.flatMap((g) => g.boxes.map((b) => b.alias))).toEqual(
      DEMO_CASE_GROUPS.flatMap((g) => g.cases.map((c) => c.alias)),
    );
    const boxes = new Map(groups.flatMap((g) => g.boxes).map((b) => [b.alias, b]));
    expect(boxes.get('golden-vault')).toMatchObject({
      premiumOnly: true,
      bonusOnly: false,
      limitTotal: null,
      itemCount: 6,
      status: 'ACTIVE',
    });
    expect(boxes.get('bonus-box')).toMatchObject({ bonusOnly: true, premiumOnly: false, itemCount: 5 });
    expect(boxes.get('winter-limited')).toMatchObject({ limitTotal: 500, unboxed: 0 });
    expect(boxes.get('winter-limited')!.expiresAt).toBeGreaterThan(Date.now());
    expect(boxes.get('autumn-classic')!.expiresAt).toBeLessThan(Date.now());
    // a case past its end date is not listed as ACTIVE (it refuses to open with CASE.EXPIRED).
    expect(boxes.get('autumn-classic')!.status).toBe('EXPIRED');
    expect(boxes.get('winter-limited')!.status).toBe('ACTIVE');
    expect(boxes.get('workshop-crate')!.status).toBe('TEMPORARILY_UNAVAILABLE');
    for (const box of boxes.values()) expect(box.priceCents).toBe((await detail(box.alias)).priceCents);
  });

  it('shows a case by id and by alias with exact odds, ticket ranges, EV and the edge its price was set from', async () => {
    const byAlias = await detail('daily-grind');
    const byId = await detail(byAlias.id);
    expect(byId).toEqual(byAlias);
    expect(await detail('DAILY-GRIND')).toEqual(byAlias);
    const seeded = DEMO_CASE_GROUPS[0]!.cases[1]!;
    expect(byAlias.items.map((i) => i.weight)).toEqual(seeded.items.map(([, w]) => w));
    expect(byAlias.totalWeight).toBe(1_000_000);
    let from = 0;
    for (const item of byAlias.items) {
      expect(item.priceCents).toBe(getCatalog().get(item.catalogItemId)!.priceCents);
      expect([item.ticketFrom, item.ticketTo]).toEqual([from, from + item.weight]);
      expect(item.odds).toBe(item.weight / 1_000_000);
      from += item.weight;
    }
    const weighted = byAlias.items.reduce((sum, i) => sum + i.weight * i.priceCents, 0);
    expect(byAlias.expectedValueCents).toBeCloseTo(weighted / 1_000_000, 9);
    expect(byAlias.edgeBasisPoints).toBe(1000);
    expect(byAlias.priceCents).toBe(Math.ceil(weighted / 1_000_000 / 0.9 - 1e-9));
    expect(byAlias.edge).toBeCloseTo(1 - byAlias.expectedValueCents / byAlias.priceCents, 12);
    expect(byAlias.edge).toBeGreaterThanOrEqual(0.1);
    expect(byAlias.edge).toBeLessThan(0.1 + 1 / byAlias.priceCents);
  });

  it('publishes for every seeded case the EV and edge its odds and catalog prices give (price = ceil(EV / (1 - edge)))', async () => {
    const groups = (await platform.app.inject({ method: 'POST', url: '/api/boxes/list' })).json() as BoxesListAnswer;
    const seeded = new Map(DEMO_CASE_GROUPS.flatMap((g) => g.cases).map((c) => [c.alias, c]));
    for (const box of groups.flatMap((g) => g.boxes)) {
      const shown = await detail(box.alias);
      const edge = seeded.get(box.alias)!.edgeBasisPoints / 10_000;
      // Exact odds over the 2^32 equally likely floats: slot [a, b) owns ceil(b · 2^32 / T) − ceil(a · 2^32 / T) words.
      const T = BigInt(shown.totalWeight);
      const words = (t: number) => (BigInt(t) * 2n ** 32n + T - 1n) / T;
      let exactEv = 0;
      let ev = 0;
      for (const item of shown.items) {
        ev += (item.weight / shown.totalWeight) * item.priceCents;
        exactEv += (Number(words(item.ticketTo) - words(item.ticketFrom)) / 2 ** 32) * item.priceCents;
      }
      expect(shown.expectedValueCents).toBeCloseTo(ev, 6);
      // The float's 2^-32 grain moves the EV by far less than a hundredth of a cent.
      expect(Math.abs(exactEv - ev)).toBeLessThan(0.001);
      expect(shown.priceCents).toBe(Math.ceil(ev / (1 - edge) - 1e-9));
      expect(shown.edge).toBeCloseTo(1 - ev / shown.priceCents, 9);
      // Rounding the price up to a cent can only add to the chosen edge, by less than one cent's worth.
      expect(shown.edge).toBeGreaterThanOrEqual(edge - 1e-12);
      expect(shown.edge).toBeLessThan(edge + 1 / shown.priceCents);
      expect(shown.edge).toBeGreaterThan(0.07);
      expect(shown.edge).toBeLessThan(0.13);
    }
  });

  it('answers CASE.NOT_FOUND for an unknown id or alias', async () => {
    for (const url of ['/api/boxes/999999', '/api/boxes/no-such-case']) {
      const response = await platform.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.key).toBe('CASE.NOT_FOUND');
    }
  });
});

describe('opening cases', () => {
  it('charges the price, gives the skin the published function picks, records the fair bet and counts the opening', async () => {
    const alice = await player('CaseAlice');
    const box = await detail('pocket-change');
    const before = await balances(alice.id);
    const response = await open(alice, box.id);
    expect(response.statusCode).toBe(200);
    const answer = response.json() as CaseOpenAnswer;
    expect(answer.openings).toHaveLength(1);
    const [opening] = answer.openings;
    expect(answer).toMatchObject({
      caseId: box.id,
      priceCents: box.priceCents,
      source: 'REAL',
      unboxed: box.unboxed + 1,
    });
    // The skin came from the slot, and the balance paid only the price (the payout bought the skin).
    const slotItem = box.items[opening!.slot]!;
    expect(opening!.item).toMatchObject({
      catalogItemId: slotItem.catalogItemId,
      priceCents: slotItem.priceCents,
      kind: 'REAL',
      status: 'AVAILABLE',
    });
    expect(answer.balance).toEqual({ realCents: before.realCents - box.priceCents, bonusCents: 0 });
    expect(opening!.ticket).toBeGreaterThanOrEqual(slotItem.ticketFrom);
    expect(opening!.ticket).toBeLessThan(slotItem.ticketTo);
    // The bet: stake = price, payout = the skin's value; the outcome re-runs from the stored seeds.
    const bet = await queryOne<{ stake_cents: string; payout_cents: string; status: string }>(
      em(),
      `select stake_cents, payout_cents, status from bets where id = ?`,
      [opening!.betId],
    );
    expect({ stake: Number(bet!.stake_cents), payout: Number(bet!.payout_cents), status: bet!.status }).toEqual({
      stake: box.priceCents,
      payout: slotItem.priceCents,
      status: 'SETTLED',
    });
    const seeds = await queryOne<{ server_seed: string }>(
      em(),
      `select server_seed from fair_seed_pairs where user_id = ? and status = 'ACTIVE'`,
      [alice.id],
    );
    const recomputed = casesOutcome(
      { serverSeed: seeds!.server_seed, clientSeed: opening!.clientSeed, nonce: opening!.nonce },
      caseFairParams(box.items.map((i) => i.weight)),
    );
    expect(recomputed).toEqual({ ticket: opening!.ticket, totalWeight: 1_000_000, slot: opening!.slot });
    const fair = await platform.app.inject({ method: 'GET', url: `/api/fair/bets/${opening!.betId}` });
    expect(fair.json()).toMatchObject({ game: 'cases', nonce: opening!.nonce, outcome: recomputed });
    expect((await detail('pocket-change')).unboxed).toBe(box.unboxed + 1);
    // The history lists it.
    const history = await platform.app.inject({
      method: 'GET',
      url: '/api/users/current/cases',
      headers: { authorization: alice.auth },
    });
    expect(history.json()).toMatchObject({
      total: 1,
      items: [
        {
          betId: opening!.betId,
          caseAlias: 'pocket-change',
          priceCents: box.priceCents,
          item: { catalogItemId: slotItem.catalogItemId },
        },
      ],
    });
    const publicHistory = await platform.app.inject({ method: 'GET', url: `/api/users/${alice.id}/cases` });
    expect(publicHistory.json().total).toBe(1);
  });

  it('is idempotent: a repeat with the same key answers the same and charges once; several cases are several bets', async () => {
    const bob = await player('CaseBob');
    const box = await detail('daily-grind');
    const key = randomUUID();
    const [first, second] = await Promise.all([
      open(bob, box.id, { count: 3 }, key),
      open(bob, box.id, { count: 3 }, key),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const answer = first.json() as CaseOpenAnswer;
    expect(answer.openings).toHaveLength(3);
    expect(new Set(answer.openings.map((o) => o.nonce)).size).toBe(3);
    expect(await betCount(bob.id)).toBe(3);
    expect((await balances(bob.id)).realCents).toBe(100_00 - 3 * box.priceCents);
    expect((await detail('daily-grind')).unboxed).toBe(box.unboxed + 3);
    // The same key with another body is a conflict.
    expect((await refusal(await open(bob, box.id, { count: 2 }, key))).key).toBe('GLOBAL.IDEMPOTENCY_CONFLICT');
    // A count outside 1-5 is refused by the schema.
    expect((await open(bob, box.id, { count: 6 })).statusCode).toBe(400);
    expect((await open(bob, box.id, { count: 0 })).statusCode).toBe(400);
  });

  it('lets the unboxed skin be sold at once through the shop', async () => {
    const carol = await player('CaseCarol');
    const box = await detail('pocket-change');
    const answer = (await open(carol, box.id)).json() as CaseOpenAnswer;
    const item = answer.openings[0]!.item;
    const sold = await platform.app.inject({
      method: 'POST',
      url: '/api/shop/sell',
      headers: { authorization: carol.auth, 'idempotency-key': randomUUID() },
      payload: { itemIds: [item.id] },
    });
    expect(sold.statusCode).toBe(200);
    expect(sold.json().balance.realCents).toBe(100_00 - box.priceCents + item.priceCents);
    expect(sold.json().removedItemIds).toEqual([item.id]);
  });

  it('pays a bonus-only case from the bonus balance and gives a bonus skin that cannot be sold', async () => {
    const dave = await player('CaseDave', 10_00, 20_00);
    const box = await detail('bonus-box');
    const answer = (await open(dave, box.id)).json() as CaseOpenAnswer;
    expect(answer.source).toBe('BONUS');
    expect(answer.balance).toEqual({ realCents: 10_00, bonusCents: 20_00 - box.priceCents });
    expect(answer.openings[0]!.item.kind).toBe('BONUS');
    const bet = await queryOne<{ source: string }>(em(), `select source from bets where id = ?`, [
      answer.openings[0]!.betId,
    ]);
    expect(bet!.source).toBe('BONUS');
    const sold = await platform.app.inject({
      method: 'POST',
      url: '/api/shop/sell',
      headers: { authorization: dave.auth, 'idempotency-key': randomUUID() },
      payload: { itemIds: [answer.openings[0]!.item.id] },
    });
    expect(sold.json().error.key).toBe('INVENTORY.CANNOT_SELL_UNWITHDRAWABLE');
    // Without bonus money the real balance is never used.
    const erin = await player('CaseErin', 50_00);
    expect((await refusal(await open(erin, box.id))).key).toBe('USER.LOW_BALANCE');
    expect(await balances(erin.id)).toEqual({ realCents: 50_00, bonusCents: 0 });
  });

  it('refuses a low balance and changes nothing', async () => {
    const frank = await player('CaseFrank', 0);
    const box = await detail('high-roller');
    expect((await refusal(await open(frank, box.id))).key).toBe('USER.LOW_BALANCE');
    const poor = await player('CasePoor', box.priceCents * 2 - 1);
    expect((await refusal(await open(poor, box.id, { count: 2 }))).key).toBe('USER.LOW_BALANCE');
    expect(await betCount(poor.id)).toBe(0);
    expect((await balances(poor.id)).realCents).toBe(box.priceCents * 2 - 1);
    expect((await detail('high-roller')).unboxed).toBe(box.unboxed);
    const items = await queryRows(em(), `select id from user_items where user_id = ?`, [poor.id]);
    expect(items).toHaveLength(0);
  });

  it('refuses a premium case to a player without the premium battlepass, and opens it for a premium one', async () => {
    const gina = await player('CaseGina');
    const box = await detail('golden-vault');
    expect(await refusal(await open(gina, box.id))).toEqual({ key: 'CASE.NEEDS_PREMIUM', args: [] });
    expect(await betCount(gina.id)).toBe(0);
    await setPremium(em(), gina.id, true);
    expect((await open(gina, box.id)).statusCode).toBe(200);
  });

  it('refuses expired, temporarily and permanently unavailable cases with their messages', async () => {
    const hank = await player('CaseHank');
    expect(await refusal(await open(hank, (await detail('autumn-classic')).id))).toEqual({
      key: 'CASE.EXPIRED',
      args: [],
    });
    expect(await refusal(await open(hank, (await detail('workshop-crate')).id))).toEqual({
      key: 'CASE.TEMPORARILY_UNAVAILABLE',
      args: [],
    });
    const box = await detail('pocket-change');
    await em().execute(`update cases set status = 'UNAVAILABLE' where id = ?`, [box.id], 'run');
    try {
      expect(await refusal(await open(hank, box.id))).toEqual({ key: 'CASE.UNAVAILABLE', args: [] });
    } finally {
      await em().execute(`update cases set status = 'ACTIVE' where id = ?`, [box.id], 'run');
    }
    expect(await betCount(hank.id)).toBe(0);
    expect((await balances(hank.id)).realCents).toBe(100_00);
  });

  it('sells a limited collection out exactly at its count, also under parallel opens', async () => {
    const ivy = await player('CaseIvy');
    const jack = await player('CaseJack');
    const box = await detail('winter-limited');
    await em().execute(`update cases set limit_total = ? where id = ?`, [box.unboxed + 3, box.id], 'run');
    expect(await refusal(await open(ivy, box.id, { count: 4 }))).toEqual({ key: 'CASE.SOLD_OUT', args: [3] });
    const results = await Promise.all([open(ivy, box.id, { count: 2 }), open(jack, box.id, { count: 2 })]);
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    const refused = await refusal(results.find((r) => r.statusCode !== 200)!);
    expect(refused).toEqual({ key: 'CASE.SOLD_OUT', args: [1] });
    const last = await open(jack, box.id);
    expect(last.statusCode).toBe(200);
    expect((last.json() as CaseOpenAnswer).unboxed).toBe(box.unboxed + 3);
    expect(await refusal(await open(ivy, box.id))).toEqual({ key: 'CASE.SOLD_OUT', args: [0] });
    expect((await betCount(ivy.id)) + (await betCount(jack.id))).toBe(3);
  });

  it('needs sign-in and an Idempotency-Key', async () => {
    const box = await detail('pocket-change');
    const anonymous = await platform.app.inject({
      method: 'POST',
      url: `/api/boxes/${box.id}/open`,
      headers: { 'idempotency-key': randomUUID() },
      payload: {},
    });
    expect(anonymous.statusCode).toBe(403);
    const kim = await player('CaseKim');
    const noKey = await platform.app.inject({
      method: 'POST',
      url: `/api/boxes/${box.id}/open`,
      headers: { authorization: kim.auth },
      payload: {},
    });
    expect(noKey.json().error.key).toBe('GLOBAL.BAD_REQUEST');
  });
});

describe('sitemap', () => {
  it('lists the public pages and every case slug under each language prefix', async () => {
    const response = await platform.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: 'arena.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const xml = response.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const aliases = DEMO_CASE_GROUPS.flatMap((g) => g.cases.map((c) => c.alias));
    for (const language of ['en', 'ru', 'pl']) {
      expect(locs).toContain(`http://arena.example/${language}`);
      expect(locs).toContain(`http://arena.example/${language}/cases`);
      for (const alias of aliases) expect(locs).toContain(`http://arena.example/${language}/case/${alias}`);
    }
    expect(locs).not.toContain('http://arena.example/en/profile');
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toHaveLength(11 * (SITEMAP_PAGES.length + aliases.length));
  });
});
