import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { expect } from 'vitest';
import type { CaseDetailAnswer } from '@arena/schemas';
import { queryOne } from '../../db/sql';
import type { TestPlatform } from '../../testing/test-platform';
import { BET_FACTS } from '../../db/ledger-facts';

export interface Player {
  auth: string;
  id: string;
}

/** What the cases tests do on a test platform: players with real and bonus money, case reads, opens, refusals. */
export function casesKit(platformOf: () => TestPlatform) {
  const em = () => platformOf().services.orm.em.fork() as SqlEntityManager;

  async function player(name: string, depositCents = 100_00, bonusCents = 0): Promise<Player> {
    const signedIn = await platformOf().signInPlayer(name, depositCents);
    if (bonusCents > 0)
      await platformOf().services.ledger.deposit({
        userId: signedIn.id,
        amountCents: bonusCents,
        key: `bonus-${signedIn.id}`,
        bonus: true,
      });
    return signedIn;
  }

  const get = <T>(url: string) =>
    platformOf()
      .app.inject({ method: 'GET', url })
      .then((r) => ({ status: r.statusCode, body: r.json() as T }));
  const detail = async (idOrAlias: string | number) => (await get<CaseDetailAnswer>(`/api/boxes/${idOrAlias}`)).body;

  function open(p: Player, caseId: number, body: object = {}, key: string = randomUUID()) {
    return platformOf().app.inject({
      method: 'POST',
      url: `/api/boxes/${caseId}/open`,
      headers: { authorization: p.auth, 'idempotency-key': key },
      payload: body,
    });
  }

  async function refusal(response: Awaited<ReturnType<typeof open>>) {
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    return response.json().error as { key: string; args: unknown[] };
  }

  const balances = (userId: string) => platformOf().services.ledger.balances(userId);
  const betCount = async (userId: string) =>
    Number(
      (await queryOne<{ n: number }>(
        em(),
        `select count(*)::int as n from ${BET_FACTS} b where user_id = ? and game = 'cases'`,
        [userId],
      ))!.n,
    );

  return { em, player, get, detail, open, refusal, balances, betCount };
}
