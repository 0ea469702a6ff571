import { defineEntity, p } from '@mikro-orm/core';

const BetSchema = defineEntity({
  name: 'Bet',
  tableName: 'bets',
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid(),
    game: p.text(),
    roundId: p.text(),
    source: p.enum(['REAL', 'BONUS', 'SKINS'] as const),
    stakeCents: p.bigint('number'),
    status: p.enum(['OPEN', 'SETTLED', 'REFUNDED'] as const),
    payoutCents: p.bigint('number').nullable(),
    placeTransferId: p.bigint('number'),
    endTransferId: p.bigint('number').nullable(),
    createdAt: p.datetime().defaultRaw('now()'),
    endedAt: p.datetime().nullable(),
  },
});

/** Read model of a bet. Only the ledger writes bets (see ledger/bets.ts). */
export class Bet extends BetSchema.class {}
BetSchema.setClass(Bet);
