import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { TREASURE_RULES, treasureDrop } from '@arena/schemas';
import { execute, queryOne, queryRows } from '../db/sql';
import type { Ledger } from '../ledger/ledger';
import { type CollectionRow, loadCollections, loadTreasures } from './rows';
import { BET_FACTS } from '../db/ledger-facts';

const NO_BET = '00000000-0000-0000-0000-000000000000';

interface BetRow {
  id: string;
  user_id: string;
  stake_cents: number | string;
  ended_at: Date | string;
}

export interface DropPass {
  drawn: number;
  dropped: string[];
}

/**
 * Locks the cursor row: one drawer at a time (a second process waits, then continues after the first). The cursor
 * stays in the database and is compared there: settlement times have microseconds that a JS Date would cut, and a
 * round that settles many bets in one commit gives them all the same time.
 */
async function lockCursor(tx: SqlEntityManager): Promise<void> {
  await tx.execute(
    `insert into treasure_drop_cursor (id, ended_at, bet_id) values (1, ?, ?) on conflict (id) do nothing`,
    [new Date(0), NO_BET],
    'run',
  );
  await queryOne(tx, `select id from treasure_drop_cursor where id = 1 for update`);
}

const seasonFor = (collections: CollectionRow[], at: number) =>
  collections.find((c) => new Date(c.starts_at).getTime() <= at && at < new Date(c.ends_at).getTime());

/**
 * One batch: the next settled REAL bets after the cursor (in (ended_at, id) order) that settled at least `delayMs` ago
 * by the database clock, each drawn with its season's seed (the collection whose window holds the settlement time;
 * no season, no draw). A drop is a card row keyed by the bet (unique drop_bet_id), and the cursor moves in the same
 * commit: a crash redoes the batch, a repeat draws the same cards again and inserts nothing.
 */
async function drawBatch(tx: SqlEntityManager, delayMs: number): Promise<DropPass & { full: boolean }> {
  await lockCursor(tx);
  const bets = await queryRows<BetRow>(
    tx,
    `select b.id, b.user_id, b.stake_cents, b.ended_at from ${BET_FACTS} b, treasure_drop_cursor k
      where k.id = 1 and b.source = 'REAL' and b.status = 'SETTLED' and (b.ended_at, b.id) > (k.ended_at, k.bet_id)
        and b.ended_at <= clock_timestamp() - (? * interval '1 millisecond')
      order by b.ended_at, b.id limit ?`,
    [delayMs, TREASURE_RULES.dropBatch],
  );
  if (bets.length === 0) return { drawn: 0, dropped: [], full: false };
  const collections = await loadCollections(tx);
  const treasures = await loadTreasures(
    tx,
    collections.map((c) => Number(c.id)),
  );
  const dropped: string[] = [];
  for (const bet of bets) {
    const season = seasonFor(collections, new Date(bet.ended_at).getTime());
    if (!season) continue;
    const stakeCents = Number(bet.stake_cents);
    const draw = treasureDrop({
      serverSeed: season.server_seed,
      betId: bet.id,
      stakeCents,
      divisor: Number(season.drop_divisor),
    });
    if (!draw.drops) continue;
    const treasure = treasures.find(
      (t) => Number(t.collection_id) === Number(season.id) && Number(t.slot) === draw.slot,
    )!;
    const inserted = await execute(
      tx,
      `insert into treasure_cards (id, user_id, treasure_id, source, drop_bet_id, drop_stake_cents, created_at)
       values (?, ?, ?, 'DROP', ?, ?, ?) on conflict (drop_bet_id) do nothing`,
      [randomUUID(), bet.user_id, treasure.id, bet.id, stakeCents, bet.ended_at],
    );
    if (inserted > 0) dropped.push(bet.id);
  }
  const last = bets[bets.length - 1]!;
  await tx.execute(
    `update treasure_drop_cursor set ended_at = b.ended_at, bet_id = b.id from ${BET_FACTS} b where treasure_drop_cursor.id = 1 and b.id = ?`,
    [last.id],
    'run',
  );
  return { drawn: bets.length, dropped, full: bets.length === TREASURE_RULES.dropBatch };
}

/** Draws every bet settled since the last pass (a backlog: `dropBatchesPerPass` batches per pass, one commit each). */
export async function drawTreasureDrops(ledger: Ledger, delayMs: number): Promise<DropPass> {
  const pass: DropPass = { drawn: 0, dropped: [] };
  for (let batch = 0; batch < TREASURE_RULES.dropBatchesPerPass; batch++) {
    const result = await ledger.transaction((tx) => drawBatch(tx, delayMs));
    pass.drawn += result.drawn;
    pass.dropped.push(...result.dropped);
    if (!result.full) break;
  }
  return pass;
}

/** Moves the cursor back to the start (tests: a second job after a "lost" cursor must drop nothing twice). */
export async function resetDropCursor(tx: SqlEntityManager): Promise<void> {
  await tx.execute(
    `update treasure_drop_cursor set ended_at = ?, bet_id = ? where id = 1`,
    [new Date(0), NO_BET],
    'run',
  );
}
