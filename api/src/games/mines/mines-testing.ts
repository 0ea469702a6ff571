import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { type MinesRoundAnswer, minesBoard } from '@arena/schemas';
import { grantItems } from '../../commerce/inventory/bonus-items';
import { setPremium } from '../../users/users';
import { queryOne } from '../../db/sql';
import type { ApiPlatform } from '../../platform';
import type { TestPlatform } from '../../testing/test-platform';

/** Test helpers of the mines api tests: players, requests and the board a player cannot see. */
export function minesTesting(platform: TestPlatform, live: () => ApiPlatform) {
  const em = () => platform.db.orm.em.fork() as SqlEntityManager;
  const inject = (options: InjectOptions) => live().app.inject(options);
  let n = 0;
  const headers = (auth: string, key: string = randomUUID()) => ({ authorization: auth, 'idempotency-key': key });
  return {
    em,
    inject,
    async player(depositCents = 0, premium = false): Promise<{ auth: string; id: string }> {
      const auth = await platform.signIn(`mines${n++}${randomUUID().slice(0, 6)}`);
      const me = await platform.app.inject({
        method: 'GET',
        url: '/api/users/current',
        headers: { authorization: auth },
      });
      const id = (me.json() as { id: string }).id;
      if (depositCents)
        await platform.services.ledger.deposit({ userId: id, amountCents: depositCents, key: `mines-deposit-${id}` });
      if (premium) await setPremium(em(), id, true);
      return { auth, id };
    },
    async skins(userId: string, catalogItemIds: number[], kind: 'REAL' | 'BONUS' = 'REAL'): Promise<string[]> {
      const { ledger } = platform.services;
      return (
        await ledger.transaction((tx) => grantItems(ledger, tx, { userId, catalogItemIds, kind, key: randomUUID() }))
      ).itemIds;
    },
    create: (auth: string, payload: Record<string, unknown>, key?: string) =>
      inject({ method: 'POST', url: '/api/mines/rounds', headers: headers(auth, key), payload }),
    open: (auth: string, roundId: string, cell: number, key?: string) =>
      inject({
        method: 'POST',
        url: `/api/mines/rounds/${roundId}/open`,
        headers: headers(auth, key),
        payload: { cell },
      }),
    defuse: (auth: string, roundId: string, key?: string) =>
      inject({ method: 'POST', url: `/api/mines/rounds/${roundId}/defuse`, headers: headers(auth, key) }),
    take: (auth: string, roundId: string, key?: string) =>
      inject({ method: 'POST', url: `/api/mines/rounds/${roundId}/take`, headers: headers(auth, key) }),
    current: (auth: string) => inject({ method: 'GET', url: '/api/mines/current', headers: { authorization: auth } }),
    keyOf: (res: LightMyRequestResponse) =>
      (res.json() as { error?: { key: string } }).error?.key ?? `ok ${res.statusCode}`,
    round: (res: LightMyRequestResponse) => {
      if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body}`);
      return res.json() as MinesRoundAnswer;
    },
    /** The mines of a round, from its secret server seed (what the test knows and a player cannot). */
    async boardOf(roundId: string, mines: number): Promise<number[]> {
      const row = await queryOne<{ server_seed: string; client_seed: string; nonce: number }>(
        em(),
        `select p.server_seed, p.client_seed, fb.nonce from fair_bets fb join fair_seed_pairs p on p.id = fb.pair_id where fb.bet_id = ?`,
        [roundId],
      );
      return minesBoard(
        { serverSeed: row!.server_seed, clientSeed: row!.client_seed, nonce: Number(row!.nonce) },
        mines,
      );
    },
    realCents: async (userId: string) => (await live().services.ledger.balances(userId)).realCents,
  };
}

export const safeCells = (board: readonly number[]) =>
  Array.from({ length: 25 }, (_, i) => i).filter((c) => !board.includes(c));
