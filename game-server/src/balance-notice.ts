import { roomServices } from './services';

/** Tells a player's connections their balances after money moved (a bet debited, a win paid, a refund). */
export async function sendBalance(
  userId: string,
  send: (message: { balanceCents: number; bonusBalanceCents: number }) => void,
  where: string,
): Promise<void> {
  try {
    const { realCents, bonusCents } = await roomServices().ledger.balances(userId);
    send({ balanceCents: realCents, bonusBalanceCents: bonusCents });
  } catch (error) {
    console.error(`${where}: balance of ${userId} unavailable`, error);
  }
}
