/**
 * The ledger owns `bets`: only api/src/ledger writes a bet, locks one (ledger/queries/bet-locks.ts for the rooms
 * that end many bets at once) or reads the columns that tie a bet to its transfers and escrow (place_transfer_id,
 * escrow_shard). Everything else reads bets through this relation, the columns the ledger publishes, so the table can
 * change behind it without touching the games, reports and feeds that read it (ledger/ownership.test.ts holds the
 * source to that). It sits here, beside the migration that creates the table, because the layers below the ledger
 * read it too (responsible/usage.ts sums stakes for the limits the ledger checks).
 * Postgres flattens the subquery into the outer query: a join on it uses the table's indexes as a join on the table
 * would. Use it where a table would go, with an alias: `from ${BET_FACTS} b`.
 *
 * Columns: id, user_id, game, round_id, source ('REAL' | 'BONUS' | 'SKINS'), stake_cents, status ('OPEN' | 'SETTLED'
 * | 'REFUNDED'), payout_cents (null unless SETTLED), end_transfer_id (the balance version a bet's end wrote, null while
 * OPEN), created_at, ended_at (null while OPEN).
 */
export const BET_FACTS = `(select id, user_id, game, round_id, source, stake_cents, status, payout_cents, end_transfer_id, created_at, ended_at from bets)`;
