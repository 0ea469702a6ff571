import { getCatalog } from './commerce/catalog/catalog';
import { grantItems } from './commerce/inventory/bonus-items';
import { seedBattlepasses } from './battlepass/seed';
import { seedCases } from './games/cases/seed';
import { seedTreasures } from './treasures/seed';
import type { AppServices } from './http/services';
import { setPremium, signInUser } from './users/users';
import { claimedTransferId } from './ledger/queries/claimed-transfer';

/** Demo players of the embedded setup; sign in as any of them with dev sign-in. */
export const DEMO_USERS = [
  { name: 'alice', depositCents: 500_00, premium: false },
  { name: 'bob', depositCents: 100_00, premium: false },
  { name: 'carol', depositCents: 1000_00, premium: true },
] as const;

/**
 * Skins each demo player starts with, as approximate prices in cents (the cheapest catalog skin at or above
 * each price is given, so the seed follows catalog regenerations). Alice also holds a bonus skin and Carol a
 * house-granted (alfa) one, so every inventory flag shows up on screen.
 */
const DEMO_SKINS: Record<(typeof DEMO_USERS)[number]['name'], { real: number[]; bonus: number[]; alfa: number[] }> = {
  alice: { real: [1_50, 8_00, 25_00], bonus: [3_00], alfa: [] },
  bob: { real: [1_20, 4_50], bonus: [], alfa: [] },
  carol: { real: [10_00, 50_00, 200_00], bonus: [], alfa: [2_00] },
};

function skinsAt(prices: number[]): number[] {
  const { items } = getCatalog();
  return prices.map((cents) => (items.find((item) => item.priceCents >= cents) ?? items[items.length - 1]!).id);
}

async function seedSkins(
  services: AppServices,
  userId: string,
  name: (typeof DEMO_USERS)[number]['name'],
): Promise<void> {
  const skins = DEMO_SKINS[name];
  const grants = [
    { kind: 'REAL', alfa: false, prices: skins.real, key: `demo-items:${name}` },
    { kind: 'BONUS', alfa: false, prices: skins.bonus, key: `demo-bonus-items:${name}` },
    { kind: 'REAL', alfa: true, prices: skins.alfa, key: `demo-alfa-items:${name}` },
  ] as const;
  for (const grant of grants) {
    if (grant.prices.length === 0) continue;
    await services.ledger.transaction(async (tx) => {
      // Granted once, ever: a regenerated catalog picks other skins, which must not count as a new grant.
      if (await claimedTransferId(tx, { scope: userId, operation: 'ITEM_GRANT', key: grant.key })) return;
      await grantItems(services.ledger, tx, {
        userId,
        catalogItemIds: skinsAt(grant.prices),
        kind: grant.kind,
        alfa: grant.alfa,
        key: grant.key,
      });
    });
  }
}

/** Idempotent: the deposits and skin grants carry fixed keys, so restarts never credit twice. */
export async function seedDemoData(services: AppServices): Promise<void> {
  const premiumUserIds: string[] = [];
  const demoUserIds: Record<string, string> = {};
  for (const demo of DEMO_USERS) {
    const { userId } = await services.ledger.transaction((tx) =>
      signInUser(tx, { subject: `dev:${demo.name}`, name: demo.name, agreeTos: true }),
    );
    await services.ledger.deposit({ userId, amountCents: demo.depositCents, key: `demo-seed:${demo.name}` });
    await seedSkins(services, userId, demo.name);
    demoUserIds[demo.name] = userId;
    if (demo.premium) await setPremium(services.orm.em.fork(), userId, true);
    if (demo.premium) premiumUserIds.push(userId);
  }
  await seedCases(services.orm.em.fork());
  await seedBattlepasses(services.orm.em.fork(), premiumUserIds);
  await seedTreasures(services, demoUserIds);
}
