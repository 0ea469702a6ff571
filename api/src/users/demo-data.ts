import type { AppServices } from '../http/services';
import { setPremium, signInUser } from './users';

/** Demo players of the embedded setup; sign in as any of them with dev sign-in. */
export const DEMO_USERS = [
  { name: 'alice', depositCents: 500_00, premium: false },
  { name: 'bob', depositCents: 100_00, premium: false },
  { name: 'carol', depositCents: 1000_00, premium: true },
] as const;

/** Idempotent: the deposits carry fixed keys, so restarts never credit twice. */
export async function seedDemoData(services: AppServices): Promise<void> {
  for (const demo of DEMO_USERS) {
    const { userId } = await services.ledger.transaction((tx) =>
      signInUser(tx, { subject: `dev:${demo.name}`, name: demo.name, agreeTos: true }),
    );
    await services.ledger.deposit({ userId, amountCents: demo.depositCents, key: `demo-seed:${demo.name}` });
    if (demo.premium) await setPremium(services.orm.em.fork(), userId, true);
  }
}
