/**
 * The ledger owns its tables (bets, ledger_transfers, ledger_entries, accounts): only api/src/ledger writes them,
 * locks their rows (ledger/queries/bet-locks.ts for the rooms that end many bets at once) or reads the columns that
 * are its own business (escrow shards, request hashes, stored answers). Everything else reads them through these
 * relations, the columns the ledger publishes, so the tables can change behind them without touching the games,
 * reports and feeds that read money (ledger/ownership.test.ts holds the source to that).
 *
 * Postgres flattens a subquery like these into the outer query, so a join on one uses the tables' indexes as a join
 * on the tables would. Use one where a table would go, with an alias: `from ${BET_FACTS} b`. They sit here, beside
 * the migrations that create the tables, because layers below the ledger read them too (responsible/usage.ts sums
 * stakes for the limits the ledger checks).
 */

/**
 * A bet: id, user_id, game, round_id, source ('REAL' | 'BONUS' | 'SKINS'), stake_cents, status ('OPEN' | 'SETTLED'
 * | 'REFUNDED'), payout_cents (null unless SETTLED), end_transfer_id (the balance version its end wrote, null while
 * OPEN), created_at, ended_at (null while OPEN).
 */
export const BET_FACTS = `(select id, user_id, game, round_id, source, stake_cents, status, payout_cents, end_transfer_id, created_at, ended_at from bets)`;

/**
 * A transfer (one money operation, balanced to zero): id (increasing in commit order of the claim), scope and
 * idempotency_key (who asked, under which key), operation (LEDGER_OPERATIONS), user_id (the player it is for, if
 * any), bet_id (the bet it places or ends, if any), created_at.
 */
export const TRANSFER_FACTS = `(select id, scope, operation, idempotency_key, user_id, bet_id, created_at from ledger_transfers)`;

/**
 * One leg of a transfer, with the account it moved: id, transfer_id, amount (signed cents: + credits the account),
 * user_id (the account's player; null for the house and escrows), kind ('USER_REAL' | 'USER_BONUS' | 'HOUSE' | …).
 */
export const ENTRY_FACTS = `(select le.id, le.transfer_id, le.amount, la.user_id, la.kind from ledger_entries le join accounts la on la.id = le.account_id)`;

/** An account's balance: user_id (null for the house and escrows, which are split in shards), kind, balance (cents; a player's is never negative). */
export const BALANCE_FACTS = `(select user_id, kind, balance from accounts)`;
