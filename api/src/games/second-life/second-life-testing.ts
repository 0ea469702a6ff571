import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { expect } from 'vitest';
import { type BetGameId, type SeedTriple, generateFloats } from '@arena/schemas';
import { queryRows } from '../../db/sql';
import { aimNextSeeds } from '../../testing/aim-seeds';
import type { TestPlatform } from '../../testing/test-platform';

export interface Player {
  auth: string;
  id: string;
}

/** What the second-life tests do on a test platform: players, lost bets of other games, plays and their rows. */
export function secondLifeKit(platformOf: () => TestPlatform) {
  const em = () => platformOf().services.orm.em.fork() as SqlEntityManager;

  const player = (name: string, depositCents = 50_00): Promise<Player> => platformOf().signInPlayer(name, depositCents);

  /** A bet of another game, placed and settled through the ledger as that game would (payout 0 = lost). */
  async function settledBet(
    userId: string,
    input: {
      stakeCents?: number;
      payoutCents?: number;
      game?: BetGameId;
      source?: 'REAL' | 'BONUS' | 'SKINS';
      itemIds?: string[];
      roundId?: string;
    },
  ): Promise<string> {
    const { ledger } = platformOf().services;
    const betId = randomUUID();
    const source = input.source ?? 'REAL';
    await ledger.transaction(async (tx) => {
      await ledger.placeBetIn(tx, {
        betId,
        userId,
        game: input.game ?? 'crash',
        roundId: input.roundId ?? randomUUID(),
        source,
        ...(source === 'SKINS' ? { itemIds: input.itemIds } : { amountCents: input.stakeCents ?? 10_00 }),
      });
      await ledger.settleBetIn(tx, betId, input.payoutCents ?? 0);
    });
    return betId;
  }

  function play(p: Player | null, body: unknown, key: string | null = randomUUID()) {
    const headers: Record<string, string> = {};
    if (p) headers.authorization = p.auth;
    if (key !== null) headers['idempotency-key'] = key;
    return platformOf().app.inject({ method: 'POST', url: '/api/second-life/play', headers, payload: body as object });
  }

  async function refusal(response: Awaited<ReturnType<typeof play>>): Promise<{ key: string; args: unknown[] }> {
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    return response.json().error;
  }

  const balances = (userId: string) => platformOf().services.ledger.balances(userId);
  const eligible = async (p: Player) =>
    (
      await platformOf().app.inject({
        method: 'GET',
        url: '/api/second-life/eligible',
        headers: { authorization: p.auth },
      })
    ).json();
  const secondLives = async (userId: string) =>
    queryRows<{
      bet_id: string;
      original_bet_id: string;
      won: boolean;
      premium_cents: string;
      recovered_cents: string;
    }>(
      em(),
      `select bet_id, original_bet_id, won, premium_cents, recovered_cents from second_lives where user_id = ? order by created_at`,
      [userId],
    );

  /** Aims the player's next float to win or lose against `chance` (aim-seeds.ts); answers that float. */
  async function aimNext(p: Player, chance: number, win: boolean): Promise<number> {
    const floatOf = (seeds: SeedTriple) => generateFloats({ ...seeds, count: 1 })[0]!;
    return floatOf(await aimNextSeeds(platformOf(), p, (seeds) => floatOf(seeds) < chance === win));
  }

  return { em, player, settledBet, play, refusal, balances, eligible, secondLives, aimNext };
}
