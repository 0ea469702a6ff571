import { matchMaker } from '@colyseus/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '@arena/api';
import {
  type PotatoKit,
  TABLE,
  bootPotatoKit,
  em,
  newPlayer,
  serverTable,
  sit,
  waitFor,
} from './testing/potato-test-kit';

let kit: PotatoKit;
beforeAll(async () => {
  kit = await bootPotatoKit({ countdownMs: 300, passMs: 500, disconnectedPassMs: 500, resultMs: 300 });
});
afterAll(async () => {
  await kit.services.ledger.assertInvariants();
  await kit.close();
});

it(
  'a table moving to another process plays its running game out here, shows the result, then closes without opening the next',
  { timeout: 60_000 },
  async () => {
    const players = [await newPlayer(kit, 2_00), await newPlayer(kit, 2_00)];
    for (const player of players) await sit(kit.port, player);
    await waitFor('the game running', () => serverTable().state.status === 'RUNNING', 10_000);
    const gameId = serverTable().state.gameId;
    expect(serverTable().idle).toBe(false);

    await serverTable().handOver();
    await waitFor('the table closed', () => !matchMaker.getLocalRoomById(TABLE));
    // Played to its end and paid here; no next game was opened (the table opens again on the other process).
    const games = await queryRows<{ id: string; status: string }>(
      em(kit),
      `select id, status from potato_games where table_id = ? order by created_at`,
      [TABLE],
    );
    expect(games).toEqual([{ id: gameId, status: 'FINISHED' }]);
    const bets = await queryRows<{ status: string }>(em(kit), `select status from bets where round_id = ?`, [gameId]);
    expect(bets.map((bet) => bet.status)).toEqual(['SETTLED', 'SETTLED']);
  },
);
