import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { grantItems } from '../commerce/inventory/bonus-items';
import type { AppServices } from '../http/services';
import type { BetSource } from '../ledger/types';
import { itemsPricedBetween } from '../testing/commerce-test-app';
import { setBetTimesForTest } from '../ledger/queries/bet-times-testing';

/** Test kit: bets placed at a chosen time and ended as asked, through the real ledger. */

export type SimOutcome = { payoutCents: number } | 'REFUND' | 'OPEN';

export interface SimBet {
  userId: string;
  source: BetSource;
  /** Ignored for SKINS: the stake is the granted skin's catalog price. */
  stakeCents: number;
  outcome: SimOutcome;
  placedAt: number;
}

export interface PlayedBet extends SimBet {
  betId: string;
}

/**
 * Places the bet, stamps `created_at` = placedAt (bets are stamped by the database clock; tests need other times)
 * while it is still open, then settles or refunds it, so the summary trigger sees the stamped time.
 */
export async function playBet(services: AppServices, bet: SimBet, skinCatalogId?: number): Promise<PlayedBet> {
  const betId = randomUUID();
  let itemIds: string[] | undefined;
  let stakeCents = bet.stakeCents;
  if (bet.source === 'SKINS') {
    const item = skinCatalogId === undefined ? itemsPricedBetween(100, 1_000, 1)[0]! : { id: skinCatalogId };
    const granted = await services.ledger.transaction((tx) =>
      grantItems(services.ledger, tx, {
        userId: bet.userId,
        catalogItemIds: [item.id],
        kind: 'REAL',
        key: randomUUID(),
      }),
    );
    itemIds = granted.itemIds;
  }
  const placed = await services.ledger.placeBet({
    betId,
    userId: bet.userId,
    game: 'plinko',
    roundId: randomUUID(),
    source: bet.source,
    amountCents: bet.source === 'SKINS' ? undefined : stakeCents,
    itemIds,
  });
  stakeCents = placed.stakeCents;
  await setBetTimesForTest(services.orm.em.fork() as SqlEntityManager, betId, { createdAt: new Date(bet.placedAt) });
  if (bet.outcome === 'REFUND') await services.ledger.refundBet(betId);
  else if (bet.outcome !== 'OPEN') await services.ledger.settleBet(betId, bet.outcome.payoutCents);
  return { ...bet, stakeCents, betId };
}

/** Funds a player's real and bonus balances for many bets. */
export async function fund(services: AppServices, userId: string, cents = 10_000_000): Promise<void> {
  await services.ledger.deposit({ userId, amountCents: cents, key: `fund-real-${userId}` });
  await services.ledger.deposit({ userId, amountCents: cents, key: `fund-bonus-${userId}`, bonus: true });
}
