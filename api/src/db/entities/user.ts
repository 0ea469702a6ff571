import { defineEntity, p } from '@mikro-orm/core';

const UserSchema = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p.uuid().primary(),
    authSubject: p.text().unique(),
    name: p.text(),
    avatar: p.text().nullable(),
    role: p.text().default('USER'),
    features: p.json<string[]>().default('[]'),
    premium: p.boolean().default(false),
    hasUserBattlepass: p.boolean().default(false),
    userHasDeposit: p.boolean().default(false),
    cashbackLevel: p.integer().default(1),
    betLimitCents: p.bigint('number'),
    betJackpotLimitCents: p.bigint('number'),
    referralCode: p.text().unique(),
    depositedTotalCents: p.bigint('number').default(0),
    wageredTotalCents: p.bigint('number').default(0),
    tosAcceptedAt: p.datetime(),
    createdAt: p.datetime().defaultRaw('now()'),
  },
});

/** A player (or staff member). Balances are not here: they live in ledger accounts. */
export class User extends UserSchema.class {}
UserSchema.setClass(User);
