import { openDatabase } from '../database';
import { signInUser } from '../users/users';
import { Ledger } from './ledger';

/**
 * Child process of recovery.test.ts: funds a player, places a bet (the debit commits), reports the bet id and
 * then hangs as if the room were waiting for the round to end. The test kills it with SIGKILL.
 */
const orm = await openDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDataDir: process.env.PGLITE_DIR });
const ledger = new Ledger(orm);
const { userId } = await ledger.transaction((tx) =>
  signInUser(tx, { subject: 'dev:doomed', name: 'doomed', agreeTos: true }),
);
await ledger.deposit({ userId, amountCents: 10_000, key: 'doomed-funds' });
const betId = process.env.BET_ID!;
await ledger.placeBet({ betId, userId, game: 'crash', roundId: 'round-killed', source: 'REAL', amountCents: 2_500 });
process.stdout.write(`PLACED ${userId}\n`);
setInterval(() => undefined, 1000);
