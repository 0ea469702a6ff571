import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { expect } from 'vitest';
import { type BetGameId, generateFloats } from '@arena/schemas';
import { queryOne, queryRows } from '../../db/sql';
import type { TestPlatform } from '../../testing/test-platform';

export interface Player {
  auth: string;
  id: string;
}

/** What the second-life tests do on a test platform: players, lost bets of other games, plays and their rows. */
export function secondLifeKit(platformOf: () => TestPlatform) {
  const em = () => platformOf().services.orm.em.fork() as SqlEntityManager;

  async function player(name: string, depositCents = 50_00): Promise<Player> {
    const auth = await platformOf().signIn(name);
    const me = await platformOf().app.inject({
      method: 'GET',
      url: '/api/users/current',
      headers: { authorization: auth },
    });
    const id = me.json().id as string;
    if (depositCents > 0)
      await platformOf().services.ledger.deposit({ userId: id, amountCents: depositCents, key: `seed-${id}` });
    return { auth, id };
  }

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

  /**
   * Chooses a client seed (through the public API) until the next float wins or loses as the test needs: the server
   * seed is secret to players, but the test reads it from the database.
   */
  async function aimNext(p: Player, chance: number, win: boolean): Promise<number> {
    for (let attempt = 0; attempt < 200; attempt++) {
      const put = await platformOf().app.inject({
        method: 'PUT',
        url: '/api/fair/seeds/client',
        headers: { authorization: p.auth },
        payload: { clientSeed: `aim-${attempt}` },
      });
      expect(put.statusCode).toBe(200);
      const pair = await queryOne<{ server_seed: string; client_seed: string; next_nonce: number }>(
        em(),
        `select server_seed, client_seed, next_nonce from fair_seed_pairs where user_id = ? and status = 'ACTIVE'`,
        [p.id],
      );
      const [float] = generateFloats({
        serverSeed: pair!.server_seed,
        clientSeed: pair!.client_seed,
        nonce: Number(pair!.next_nonce),
        count: 1,
      });
      if (float! < chance === win) return float!;
    }
    throw new Error('no client seed gave the wanted float');
  }

  return { em, player, settledBet, play, refusal, balances, eligible, secondLives, aimNext };
}
