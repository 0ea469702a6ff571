import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BONUS_STAKES,
  type BetGameId,
  type LedgerOperation,
  PAID_OPERATIONS,
  type PaidOperationRule,
  betOperation,
  type ResponsibleCheck,
  type ResponsibleLimitKind,
} from '@arena/schemas';
import { setBingoSchedule } from '../games/bingo/schedule';
import { freshHourlySchedule } from '../games/bingo/testing/bingo-test-kit';
import { HOUSE, user } from '../ledger/types';
import { writeLimit, writeSettings } from '../responsible/store';
import { type Usage, readUsage } from '../responsible/usage';
import { type CommerceTestApp, type Player, startCommerceTestApp } from '../testing/commerce-test-app';

/**
 * Every paid operation under every limit: for each row of PAID_OPERATIONS, each limit and pause
 * the row names refuses the operation with its RESPONSIBLE.* key and moves nothing, each one it does not name lets it
 * through, and the operation adds to exactly the usage the row says. Each row is driven through the path the table
 * names: a bet through placeBet with the row's game, a deposit through the payment route, a bingo ticket through its
 * route, and the other ledger operations through Ledger.post under their operation name (their routes reaching that
 * name: paused-operations.test.ts).
 */
let t: CommerceTestApp;
beforeAll(async () => {
  // One player per row: more sign-ins than the per-address limit allows in a minute.
  t = await startCommerceTestApp({ RATE_LIMIT_PER_MINUTE: '1000000', AUTH_RATE_LIMIT_PER_MINUTE: '1000000' });
  freshHourlySchedule();
});
afterAll(async () => {
  await t.services.ledger.assertInvariants();
  setBingoSchedule(null);
  await t.close();
});

const AMOUNT = 100;
const HOUR = 3_600_000;
const em = () => t.services.orm.em.fork() as SqlEntityManager;
const errorKey = (res: { statusCode: number; json(): unknown }) =>
  res.statusCode === 200 ? null : (res.json() as { error: { key: string } }).error.key;

/** Every game's bet path (the keys of BONUS_STAKES, read off the registry's cards). */
const BET_GAMES = Object.keys(BONUS_STAKES) as BetGameId[];

/** The game of a bet row (BET_PLACE:<game>). */
function betGameOf(operation: string): BetGameId {
  const game = BET_GAMES.find((id) => betOperation(id) === operation);
  if (!game) throw new Error(`not a game's bet row: ${operation}`);
  return game;
}

/** Runs the row's operation for AMOUNT cents of the player's real money: null when it went through, else the refusal key. */
async function run(operation: string, rule: PaidOperationRule, player: Player): Promise<string | null> {
  if (operation === 'BINGO_BUY') return errorKey(await t.post(player, '/api/bingo/tickets', { tickets: [null] }));
  if (rule.path === 'payment')
    return errorKey(await t.post(player, '/api/payments/deposit', { amountCents: AMOUNT, method: 'skins' }));
  const work =
    rule.path === 'bet'
      ? t.services.ledger.placeBet({
          betId: randomUUID(),
          userId: player.userId,
          game: betGameOf(operation),
          roundId: 'rg-table',
          source: 'REAL',
          amountCents: AMOUNT,
        })
      : t.services.ledger.transaction((tx) =>
          t.services.ledger.post(tx, {
            scope: player.userId,
            // The table's ledger rows (all but bets and PAYMENT) are ledger operations.
            operation: operation as LedgerOperation,
            key: randomUUID(),
            request: { operation },
            userId: player.userId,
            legs: [
              { account: user(player.userId), amountCents: -AMOUNT },
              { account: HOUSE, amountCents: AMOUNT },
            ],
          }),
        );
  return work.then(
    () => null,
    (error: { key?: string }) => {
      if (!error.key) throw error;
      return error.key;
    },
  );
}

/** Each limit and pause a player can set, as set just under the operation's amount (nothing used yet). */
const SCENARIOS: { check: ResponsibleCheck; name: string; key: string; set(userId: string): Promise<void> }[] = [
  ...(['deposit', 'wager', 'loss'] as const).map((kind) => ({
    check: kind,
    name: `${kind} limit`,
    key: `RESPONSIBLE.${kind.toUpperCase()}_LIMIT`,
    set: (userId: string) =>
      writeLimit(em(), userId, { kind, period: 'day', cents: AMOUNT - 1, pendingCents: null, pendingAt: null }),
  })),
  {
    check: 'pause',
    name: 'timeout',
    key: 'RESPONSIBLE.TIMED_OUT',
    set: (userId) =>
      writeSettings(em(), userId, { timeoutUntil: Date.now() + HOUR, exclusionUntil: null, realityCheckMinutes: null }),
  },
  {
    check: 'pause',
    name: 'self-exclusion',
    key: 'RESPONSIBLE.SELF_EXCLUDED',
    set: (userId) =>
      writeSettings(em(), userId, {
        timeoutUntil: null,
        exclusionUntil: Date.now() + 200 * 24 * HOUR,
        realityCheckMinutes: null,
      }),
  },
];

async function clear(userId: string): Promise<void> {
  await em().execute(`delete from responsible_limits where user_id = ?`, [userId], 'run');
  await em().execute(`delete from responsible_settings where user_id = ?`, [userId], 'run');
}

/** What each limit kind has used: the day windows, the loss with the stakes still open (its worst case). */
const used = (usage: Usage): Record<ResponsibleLimitKind, number> => ({
  deposit: usage.deposit.day,
  wager: usage.wager.day,
  loss: usage.loss.day + usage.openStakesCents,
});

const ROWS = Object.entries(PAID_OPERATIONS as Record<string, PaidOperationRule>);

describe.each(ROWS)('%s', (operation, rule) => {
  it(`is refused by ${rule.checks.join(', ')} only, moving nothing, and counts towards ${rule.counts.join(', ') || 'nothing'}`, async () => {
    const player = await t.player();
    await t.services.ledger.deposit({
      userId: player.userId,
      amountCents: 50_00,
      key: randomUUID(),
      countsAsDeposit: false,
    });
    for (const scenario of SCENARIOS) {
      await clear(player.userId);
      await scenario.set(player.userId);
      const before = await t.balance(player);
      const applies = rule.checks.includes(scenario.check);
      const outcome = await run(operation, rule, player);
      expect({ scenario: scenario.name, outcome }).toEqual({
        scenario: scenario.name,
        outcome: applies ? scenario.key : null,
      });
      if (applies) expect(await t.balance(player)).toEqual(before);
    }

    await clear(player.userId);
    const start = used(await readUsage(em(), player.userId, Date.now()));
    expect(await run(operation, rule, player)).toBeNull();
    const end = used(await readUsage(em(), player.userId, Date.now()));
    for (const kind of ['deposit', 'wager', 'loss'] as const) {
      expect({ kind, added: end[kind] - start[kind] }).toEqual({
        kind,
        added: rule.counts.includes(kind) ? AMOUNT : 0,
      });
    }
  });
});

/** A bonus stake is not the player's money (RESPONSIBLE_RULES.limitedSources): paused, never limited nor counted. */
describe.each(BET_GAMES.filter((game) => BONUS_STAKES[game]))('a bonus bet of %s', (game) => {
  it('is refused by a pause only and counts towards nothing', async () => {
    const player = await t.player();
    await t.services.ledger.deposit({ userId: player.userId, amountCents: 50_00, key: randomUUID(), bonus: true });
    const bonusBet = () =>
      t.services.ledger
        .placeBet({
          betId: randomUUID(),
          userId: player.userId,
          game,
          roundId: 'rg-bonus',
          source: 'BONUS',
          amountCents: AMOUNT,
        })
        .then(
          () => null,
          (error: { key?: string }) => error.key ?? Promise.reject(error),
        );
    for (const scenario of SCENARIOS) {
      await clear(player.userId);
      await scenario.set(player.userId);
      expect({ scenario: scenario.name, outcome: await bonusBet() }).toEqual({
        scenario: scenario.name,
        outcome: scenario.check === 'pause' ? scenario.key : null,
      });
    }
    await clear(player.userId);
    expect(used(await readUsage(em(), player.userId, Date.now()))).toEqual({ deposit: 0, wager: 0, loss: 0 });
  });
});

/**
 * Every ledger operation the code names is either a row of PAID_OPERATIONS or here, with why it takes none of the
 * player's money: a new paid operation without a row fails this test instead of slipping past the limits.
 */
const NOT_PAID: Record<string, string> = {
  BET_PLACE: 'the claim of every bet: guarded by placeBet under the rows BET_PLACE:<game>',
  PLINKO_DROP: 'the claim of a plinko drop (not posted): its stake is the bet of row BET_PLACE:plinko',
  BET_SETTLE: 'pays a bet',
  BET_REFUND: 'returns a stake',
  DEPOSIT: 'credits a confirmed payment (the deposit is guarded at creation: row PAYMENT)',
  BONUS_CREDIT: 'a credit',
  WITHDRAW: 'a withdrawal: never refused',
  WITHDRAW_RETURN: 'a refused withdrawal coming back',
  SHOP_SELL: 'sells skins back',
  CASE_SKIN: "a case's winnings paid as its skin",
  UPGRADE_SKIN: "an upgrade's winnings paid as its target skin",
  BATTLE_DRAW_SKINS: "a crash battle draw's returned buy-in paid as skins",
  BATTLEPASS_REWARD: 'a prize',
  JACKPOT_PRIZE: 'a prize',
  TREASURE_PRIZE: 'a prize',
  BINGO_PRIZE: 'a prize',
  LEADERBOARD_PRIZE: 'a prize',
  CLAN_WAR_REWARD: 'a prize',
  CASHBACK: 'a credit',
  ITEM_GRANT: 'a credit',
  BONUS_DAILY: 'a bonus',
  BONUS_WHEEL: 'a bonus',
  BONUS_FAN: 'a bonus',
  PROMOCODE_REDEEM: 'a bonus',
  PROMOCODE_DEPOSIT_BONUS: 'a bonus',
  REFERRAL_REVSHARE: 'a credit',
  REFERRAL_FIRST_DEPOSIT_BONUS: 'a bonus',
  REFERRAL_DEPOSIT_SHARE: 'a credit',
  BONUS_ITEM_EXPIRE: 'an expiry',
  ADMIN_ADJUSTMENT: "an operator's adjustment",
  TREASURE_ORDER: 'lists cards for sale (no money)',
};
/** Upper-case words near "operation" that are not operations. */
const NOT_OPERATIONS = new Set(['HOUSE', 'USER_REAL', 'USER_BONUS', 'TEST', 'TEST_TWICE']);

describe('the table', () => {
  it('names every ledger operation of the code that takes a player money', async () => {
    const { readFile, readdir } = await import('node:fs/promises');
    const { join } = await import('node:path');
    const named = new Set<string>();
    for (const root of [join(__dirname, '..'), join(__dirname, '../../../game-server/src')]) {
      for (const file of await readdir(root, { recursive: true })) {
        if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
        for (const line of (await readFile(join(root, file), 'utf8')).split('\n')) {
          if (!/operation/i.test(line)) continue;
          for (const match of line.matchAll(/'([A-Z][A-Z0-9_]{2,})'/g)) named.add(match[1]!);
        }
      }
    }
    expect(named.size).toBeGreaterThan(30);
    const unlisted = [...named].filter(
      (name) => !NOT_OPERATIONS.has(name) && !Object.hasOwn(NOT_PAID, name) && !Object.hasOwn(PAID_OPERATIONS, name),
    );
    expect(unlisted).toEqual([]);
    // Every game's bet path (the keys of BONUS_STAKES) has its row.
    for (const game of Object.keys(BONUS_STAKES)) expect(PAID_OPERATIONS).toHaveProperty([betOperation(game)]);
  });
});
