/**
 * What group commit does to a burst of bets, the ledger alone (no HTTP, no rooms): PLAYERS players each place one bet
 * at the same instant, ROUNDS times, on a fresh migrated database, once with batches and once with every bet alone
 * (maxBatch 1, the one-bet path of before); the modes alternate round by round so a burst of other work on a shared
 * machine hits both alike. Reports the bet acknowledgement p50 / p99 per mode.
 *
 *   PLAYERS=100 ROUNDS=6 node_modules/.bin/node --import tsx load-tests/src/ledger-batch-bench.ts
 *   DATABASE_URL=postgres://… (a scratch database) for Postgres; PGlite (worker thread, the default) otherwise.
 *   MAX_BATCH=n: the batched mode's largest batch (default LEDGER_BATCH_RULES.maxBatch).
 */
import { randomUUID } from 'node:crypto';
import { Ledger, openDatabase, signInUser } from '@arena/api';
import { percentile } from './stats';

const PLAYERS = Number(process.env.PLAYERS ?? 100);
const ROUNDS = Number(process.env.ROUNDS ?? 6);

const orm = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined });
const modes = {
  batched: new Ledger(orm, process.env.MAX_BATCH ? { maxBatch: Number(process.env.MAX_BATCH) } : {}),
  alone: new Ledger(orm, { maxBatch: 1 }),
};
const setup = modes.batched;
const players: string[] = [];
for (let i = 0; i < PLAYERS; i++) {
  const { userId } = await setup.transaction((tx) =>
    signInUser(tx, { subject: `dev:bench-${randomUUID()}`, name: `b${i}`, agreeTos: true }),
  );
  await setup.deposit({ userId, amountCents: 1_000_00, key: randomUUID() });
  players.push(userId);
}

const acks: Record<keyof typeof modes, number[]> = { batched: [], alone: [] };
for (let round = 0; round < ROUNDS; round++) {
  for (const mode of ['batched', 'alone'] as const) {
    const ledger = modes[mode];
    const roundId = randomUUID();
    const started = performance.now();
    await Promise.all(
      players.map(async (userId) => {
        await ledger.placeBet({
          betId: randomUUID(),
          userId,
          game: 'crash',
          roundId,
          source: 'REAL',
          amountCents: 1_00,
        });
        acks[mode].push(performance.now() - started);
      }),
    );
  }
}
const report = Object.fromEntries(
  Object.entries(acks).map(([mode, ms]) => {
    const sorted = [...ms].sort((a, b) => a - b);
    return [mode, { n: ms.length, p50: +percentile(sorted, 50).toFixed(1), p99: +percentile(sorted, 99).toFixed(1) }];
  }),
);
const invariants = await setup.checkInvariants();
console.log(
  JSON.stringify({
    store: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    players: PLAYERS,
    rounds: ROUNDS,
    ...report,
    invariants: invariants.ok,
  }),
);
await orm.close();
