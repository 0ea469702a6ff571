import { afterAll, beforeAll, expect, it } from 'vitest';
import { type CommerceTestApp, startCommerceTestApp } from './testing/commerce-test-app';
import { seedDemoData } from './demo-data';

let t: CommerceTestApp;
beforeAll(async () => {
  t = await startCommerceTestApp({ DEMO_DATA: '1' });
});
afterAll(async () => {
  await t.services.ledger.assertInvariants();
  await t.close();
});

it('gives the demo players money and skins once, however often the seed runs', async () => {
  await seedDemoData(t.services);
  await seedDemoData(t.services);
  const alice = await t.player('alice');
  const carol = await t.player('carol');
  expect(await t.balance(alice)).toEqual({ realCents: 500_00, bonusCents: 0 });
  const aliceItems = (await t.get(alice, '/api/inventory')).json().items as { kind: string; alfa: boolean }[];
  expect(aliceItems.map((i) => i.kind).sort()).toEqual(['BONUS', 'REAL', 'REAL', 'REAL']);
  const carolItems = (await t.get(carol, '/api/inventory')).json().items as { kind: string; alfa: boolean }[];
  expect(carolItems).toHaveLength(4);
  expect(carolItems.filter((i) => i.alfa)).toHaveLength(1);
});
