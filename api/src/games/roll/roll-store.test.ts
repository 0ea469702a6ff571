import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AppError,
  ROLL_ALGORITHM,
  type RollColour,
  type RollHistoryAnswer,
  rollCell,
  rollColourOfCell,
  sha256OfText,
  verifyRollRound,
} from '@arena/schemas';
import { queryOne, queryRows } from '../../db/sql';
import type { AppServices } from '../../http/services';
import { startGameRoutesApp } from '../../testing/game-routes-app';
import type { TestDatabase } from '../../testing/test-database';
import { signInUser } from '../../users/users';
import { loadCrashChain, loadHashChain } from '../crash/chain-store';
import { recoverRoll } from './recovery';
import { rollRoutes } from './routes';
import {
  type OpenedRollRound,
  RollChainError,
  openRollRound,
  placeRollBet,
  settleRollRound,
  voidRollRound,
} from './rounds';

let db: TestDatabase, services: AppServices, app: FastifyInstance, close: () => Promise<void>;
beforeAll(async () => ({ db, services, app, close } = await startGameRoutesApp([rollRoutes])));
afterAll(() => close());
beforeEach(async () => {
  // Every test starts with no live round (a test that leaves one live voids it here).
  await recoverRoll(services, 300);
});

const em = () => db.orm.em.fork() as SqlEntityManager;

async function player(depositCents: number, bonusCents = 0): Promise<{ userId: string; token: string }> {
  const { userId } = await services.ledger.transaction((tx) =>
    signInUser(tx, { subject: `dev:${randomUUID()}`, name: 'p', agreeTos: true }),
  );
  if (depositCents > 0) await services.ledger.deposit({ userId, amountCents: depositCents, key: `seed-${userId}` });
  if (bonusCents > 0)
    await services.ledger.deposit({ userId, amountCents: bonusCents, key: `bonus-${userId}`, bonus: true });
  return { userId, token: (await services.tokens.issue(userId)).token };
}

const balance = async (userId: string) => services.ledger.balances(userId);
const bet = (
  round: OpenedRollRound,
  userId: string,
  colour: RollColour,
  amountCents: number,
  source: 'REAL' | 'BONUS' = 'REAL',
) => placeRollBet(services, { roundId: round.id, betId: randomUUID(), userId, colour, source, amountCents });

async function refusal(work: Promise<unknown>): Promise<{ key: string; args: unknown[] }> {
  try {
    await work;
  } catch (error) {
    if (error instanceof AppError) return { key: error.key, args: error.args };
    throw error;
  }
  throw new Error('expected a refusal');
}

/** A colour the round does not land on, for a sure loss. */
const otherThan = (cell: number): RollColour => (rollColourOfCell(cell) === 'red' ? 'black' : 'red');

describe('roll chain and rounds', () => {
  it('stores the roll chain beside the crash chains and plays its links in order', async () => {
    const chain = (await loadHashChain(em(), 'roll'))!;
    expect(chain.length).toBe(300);
    expect(await loadCrashChain(em(), 'classic')).toBeUndefined();
    const first = await openRollRound(services);
    expect(first.commitment).toBe(sha256OfText(first.hash));
    expect(first.cell).toBe(rollCell(first.hash, chain.salt));
    await expect(openRollRound(services)).rejects.toBeInstanceOf(RollChainError);
    await settleRollRound(services, first.id);
    const second = await openRollRound(services);
    expect(second.chainIndex).toBe(first.chainIndex + 1);
    expect(second.commitment).toBe(first.hash);
    expect(await voidRollRound(services, second.id)).toBe(true);
    expect(await voidRollRound(services, second.id)).toBe(false);
  });
});

describe('roll bets and settlement', () => {
  it('escrows each bet, then pays winners stake × multiplier and losers 0 in one settlement', async () => {
    const round = await openRollRound(services);
    const colour = rollColourOfCell(round.cell);
    const winner = await player(50_00);
    const loser = await player(50_00);
    const both = await player(50_00, 10_00);
    await bet(round, winner.userId, colour, 3_00);
    await bet(round, winner.userId, colour, 2_00);
    await bet(round, loser.userId, otherThan(round.cell), 7_00);
    await bet(round, both.userId, colour, 1_00, 'BONUS');
    await bet(round, both.userId, otherThan(round.cell), 4_00);
    expect((await balance(winner.userId)).realCents).toBe(45_00);
    expect(await balance(both.userId)).toEqual({ realCents: 46_00, bonusCents: 9_00 });

    const settlement = (await settleRollRound(services, round.id))!;
    const multiplier = colour === 'green' ? 14 : 2;
    expect(settlement.cell).toBe(round.cell);
    expect(settlement.bets).toHaveLength(5);
    expect((await balance(winner.userId)).realCents).toBe(45_00 + 5_00 * multiplier);
    expect((await balance(loser.userId)).realCents).toBe(43_00);
    // A bonus stake is paid back to the bonus balance.
    expect(await balance(both.userId)).toEqual({ realCents: 46_00, bonusCents: 9_00 + 1_00 * multiplier });
    // A second call answers the stored result and pays nothing more.
    expect(await settleRollRound(services, round.id)).toEqual(settlement);
    expect((await balance(winner.userId)).realCents).toBe(45_00 + 5_00 * multiplier);
    const statuses = await queryRows<{ status: string }>(em(), `select distinct status from bets where round_id = ?`, [
      round.id,
    ]);
    expect(statuses).toEqual([{ status: 'SETTLED' }]);
    await services.ledger.assertInvariants();
  });

  it('refuses bets by catalogue key: closed betting, the minimum, the round stake, the max win, the bet count, the balance', async () => {
    const round = await openRollRound(services);
    const p = await player(500_00);
    expect(await refusal(bet(round, p.userId, 'red', 9))).toEqual({ key: 'BET.MIN_LIMIT', args: ['0.10'] });
    expect(await refusal(bet(round, p.userId, 'green', 142_86))).toEqual({ key: 'ROLL.MAX_WIN', args: ['2000.00'] });
    await bet(round, p.userId, 'green', 140_00);
    expect(await refusal(bet(round, p.userId, 'green', 2_86))).toEqual({ key: 'ROLL.MAX_WIN', args: ['2000.00'] });
    await bet(round, p.userId, 'red', 60_00);
    expect(await refusal(bet(round, p.userId, 'black', 10))).toEqual({ key: 'ROLL.ROUND_LIMIT', args: ['200.00'] });
    const poor = await player(1_00);
    expect(await refusal(bet(round, poor.userId, 'red', 2_00))).toEqual({ key: 'USER.LOW_BALANCE', args: [] });
    const many = await player(100_00);
    for (let i = 0; i < 30; i++) await bet(round, many.userId, 'black', 10);
    expect(await refusal(bet(round, many.userId, 'black', 10))).toEqual({ key: 'ROLL.TOO_MANY_BETS', args: [30] });
    const limited = await player(100_00);
    await em().execute(`update users set bet_limit_cents = ? where id = ?`, [500, limited.userId], 'run');
    expect(await refusal(bet(round, limited.userId, 'red', 5_01))).toEqual({ key: 'BET.MAX_LIMIT', args: ['5.00'] });
    await settleRollRound(services, round.id);
    expect(await refusal(bet(round, p.userId, 'red', 1_00))).toEqual({ key: 'ROLL.BETTING_CLOSED', args: [] });
    // Refused bets moved nothing.
    expect((await balance(p.userId)).realCents).toBe(500_00 - 200_00 + (await payoutOf(round.id, p.userId)));
    expect((await balance(poor.userId)).realCents).toBe(1_00);
  });

  it('voids a round: every bet refunded once, the balance restored', async () => {
    const round = await openRollRound(services);
    const p = await player(10_00);
    await bet(round, p.userId, 'red', 4_00);
    await bet(round, p.userId, 'green', 1_00);
    expect(await voidRollRound(services, round.id)).toBe(true);
    expect((await balance(p.userId)).realCents).toBe(10_00);
    expect(await settleRollRound(services, round.id)).toBeNull();
    const refunds = await queryOne<{ n: number }>(
      em(),
      `select count(*)::int as n from ledger_transfers where operation = 'BET_REFUND' and user_id = ?`,
      [p.userId],
    );
    expect(refunds!.n).toBe(2);
  });

  it('parallel bets and the settlement never deadlock or double-pay', async () => {
    const round = await openRollRound(services);
    const players = await Promise.all([1, 2, 3, 4].map(() => player(20_00)));
    await Promise.allSettled(
      players.flatMap((p) => [bet(round, p.userId, 'red', 1_00), bet(round, p.userId, 'black', 1_00)]),
    );
    const [a, b] = await Promise.all([settleRollRound(services, round.id), settleRollRound(services, round.id)]);
    expect(a).toEqual(b);
    for (const p of players) {
      const paid = await payoutOf(round.id, p.userId);
      expect((await balance(p.userId)).realCents).toBe(20_00 - 2_00 + paid);
    }
    await services.ledger.assertInvariants();
  });
});

async function payoutOf(roundId: string, userId: string): Promise<number> {
  const row = await queryOne<{ paid: string | null }>(
    em(),
    `select sum(payout_cents) as paid from bets where round_id = ? and user_id = ?`,
    [roundId, userId],
  );
  return Number(row?.paid ?? 0);
}

describe('roll recovery', () => {
  it('voids the live round at boot and refunds its bets exactly once', async () => {
    const round = await openRollRound(services);
    const p = await player(10_00);
    const placed = await bet(round, p.userId, 'black', 6_00);
    const report = await recoverRoll(services, 300);
    expect(report).toEqual({ voidedRoundIds: [round.id], refundedBetIds: [placed.betId] });
    expect(await recoverRoll(services, 300)).toEqual({ voidedRoundIds: [], refundedBetIds: [] });
    expect((await balance(p.userId)).realCents).toBe(10_00);
  });
});

describe('roll routes', () => {
  it('publishes the chain, the finished rounds (re-verifiable) and a player history', async () => {
    const chain = (await loadHashChain(em(), 'roll'))!;
    const fair = await app.inject({ method: 'GET', url: '/api/fair/roll' });
    expect(fair.json()).toEqual({
      salt: chain.salt,
      terminatingHash: chain.terminatingHash,
      algorithm: ROLL_ALGORITHM,
      chainLength: 300,
      nextTerminatingHash: null,
      chains: [
        {
          generation: 1,
          status: 'CURRENT',
          salt: chain.salt,
          terminatingHash: chain.terminatingHash,
          length: 300,
          firstIndex: 0,
          seed: null,
        },
      ],
    });

    const p = await player(10_00);
    const round = await openRollRound(services);
    await bet(round, p.userId, 'green', 1_00);
    await bet(round, p.userId, 'red', 2_00);
    // The live round is not listed: its hash is still secret.
    const before = (await app.inject({ method: 'GET', url: '/api/fair/roll/rounds?limit=1000' })).json() as {
      hash: string;
    }[];
    expect(before.map((r) => r.hash)).not.toContain(round.hash);
    await settleRollRound(services, round.id);

    const res = await app.inject({ method: 'GET', url: '/api/fair/roll/rounds?limit=3' });
    expect(res.statusCode).toBe(200);
    const rounds = res.json() as {
      id: number;
      hash: string;
      cell: number;
      colour: string;
      status: string;
      chainIndex: number;
    }[];
    expect(rounds).toHaveLength(3);
    expect(rounds[0]).toEqual({
      id: Number(round.id),
      chainIndex: round.chainIndex,
      chain: 1,
      hash: round.hash,
      cell: round.cell,
      colour: rollColourOfCell(round.cell),
      status: 'ENDED',
    });
    for (const [i, r] of rounds.entries()) {
      expect(
        verifyRollRound({ hash: r.hash, salt: chain.salt, cell: r.cell, previousHash: rounds[i + 1]?.hash }).ok,
      ).toBe(true);
    }
    expect((await app.inject({ method: 'GET', url: '/api/fair/roll/rounds?limit=0' })).json().error.key).toBe(
      'GLOBAL.BAD_REQUEST',
    );

    const mine = await app.inject({
      method: 'GET',
      url: '/api/users/current/roll/history',
      headers: { authorization: `Bearer ${p.token}` },
    });
    expect(mine.statusCode).toBe(200);
    const history = mine.json() as RollHistoryAnswer;
    const payout = round.cell === 0 ? 14_00 : rollColourOfCell(round.cell) === 'red' ? 4_00 : 0;
    expect(history).toMatchObject({ total: 1, page: 1 });
    expect(history.items[0]).toMatchObject({
      roundId: round.id,
      status: 'ENDED',
      cell: round.cell,
      hash: round.hash,
      stakes: { red: 2_00, green: 1_00, black: 0 },
      stakeCents: 3_00,
      payoutCents: payout,
    });
    const pub = await app.inject({ method: 'GET', url: `/api/users/${p.userId}/roll/history` });
    expect(pub.json()).toEqual(history);
    expect((await app.inject({ method: 'GET', url: '/api/users/current/roll/history' })).json().error.key).toBe(
      'GLOBAL.FORBIDDEN',
    );
    expect((await app.inject({ method: 'GET', url: `/api/users/${randomUUID()}/roll/history` })).statusCode).toBe(404);
  });
});
