import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  AppError,
  type MinesItemView,
  type MinesMode,
  type MinesOpenedCell,
  type MinesPlay,
  type MinesRoundView,
  type MinesStatus,
  minesBoard,
  minesGems,
  minesQuote,
  isUuid,
} from '@arena/schemas';
import { getCatalog } from '../../commerce/catalog/catalog';
import { queryOne, queryRows } from '../../db/sql';
import { type FairRoll, loadFairRoll } from '../../fair';
import type { AlsoWrite } from '../../ledger/postings';
import { BET_FACTS } from '../../db/ledger-facts';

/** The `game` of mines bets and of their fair records. */
export const MINES_GAME = 'mines';

export interface MinesRoundRow {
  bet_id: string;
  user_id: string;
  mode: MinesMode;
  mines: number;
  stake_cents: number | string;
  status: MinesStatus;
  opened: MinesOpenedCell[] | string;
  defused_at: number | null;
  payout_cents: number | string | null;
  capped: boolean;
  created_at: Date | string;
}

export interface LoadedRound {
  row: MinesRoundRow;
  play: MinesPlay;
  source: 'REAL' | 'BONUS' | 'SKINS';
}

const parseOpened = (value: MinesRoundRow['opened']): MinesOpenedCell[] =>
  typeof value === 'string' ? (JSON.parse(value) as MinesOpenedCell[]) : value;

export function playOfRow(row: MinesRoundRow): MinesPlay {
  return {
    mines: Number(row.mines),
    mode: row.mode,
    stakeCents: Number(row.stake_cents),
    opened: parseOpened(row.opened),
    status: row.status,
    defusedAt: row.defused_at === null ? null : Number(row.defused_at),
    payoutCents: row.payout_cents === null ? 0 : Number(row.payout_cents),
    capped: row.capped,
  };
}

/**
 * A round of this player, locked for the step when `lock` (the row lock is what makes two parallel steps of
 * one round run one after the other: the second sees what the first did). Someone else's round is not found.
 */
export async function loadRound(
  tx: SqlEntityManager,
  userId: string,
  roundId: string,
  lock: boolean,
): Promise<LoadedRound> {
  if (!isUuid(roundId)) throw new AppError('MINES.ROUND_NOT_FOUND', [], 404);
  const row = await queryOne<MinesRoundRow & { source: 'REAL' | 'BONUS' | 'SKINS' }>(
    tx,
    `select r.*, b.source from mines_rounds r join ${BET_FACTS} b on b.id = r.bet_id where r.bet_id = ? and r.user_id = ?${lock ? ' for update of r' : ''}`,
    [roundId, userId],
  );
  if (!row) throw new AppError('MINES.ROUND_NOT_FOUND', [], 404);
  return { row, play: playOfRow(row), source: row.source };
}

/** A step's state, as a write of the step's last statement; the round row is locked by the caller. */
export function saveRoundWrite(roundId: string, play: MinesPlay): AlsoWrite {
  const over = play.status === 'CASHED_OUT' || play.status === 'BUSTED';
  return {
    sql: `update mines_rounds set status = ?, opened = ?, defused_at = ?, payout_cents = ?, capped = ?, ended_at = ${over ? 'clock_timestamp()' : 'null'}
      where bet_id = ?`,
    params: [
      play.status,
      JSON.stringify(play.opened),
      play.defusedAt,
      over ? play.payoutCents : null,
      play.capped,
      roundId,
    ],
  };
}

/** The mines of a round, from its fair roll: computed on the server for each step, never stored. */
export async function roundRoll(tx: SqlEntityManager, roundId: string): Promise<FairRoll> {
  const roll = await loadFairRoll(tx, roundId);
  if (!roll) throw new Error(`mines round ${roundId} has no fair record`);
  return roll;
}

export const mineCellsOf = (roll: FairRoll, mines: number): number[] => minesBoard(roll, mines);

async function stakedItems(em: SqlEntityManager, betId: string): Promise<MinesItemView[]> {
  const rows = await queryRows<{ id: string; catalog_item_id: number; price_cents: number | string }>(
    em,
    `select id, catalog_item_id, price_cents from user_items where bet_id = ? order by price_cents desc, id`,
    [betId],
  );
  const catalog = getCatalog();
  return rows.map((r) => ({
    id: r.id,
    catalogItemId: Number(r.catalog_item_id),
    name: catalog.get(Number(r.catalog_item_id))?.name ?? '',
    priceCents: Number(r.price_cents),
  }));
}

/** The round as its player sees it: the mines only once it is over. */
export async function roundView(em: SqlEntityManager, loaded: LoadedRound, roll: FairRoll): Promise<MinesRoundView> {
  const { row, play, source } = loaded;
  const over = play.status === 'CASHED_OUT' || play.status === 'BUSTED';
  return {
    roundId: row.bet_id,
    status: play.status,
    mode: play.mode,
    mines: play.mines,
    stakeCents: play.stakeCents,
    source,
    items: source === 'SKINS' ? await stakedItems(em, row.bet_id) : [],
    opened: play.opened,
    gems: minesGems(play),
    defused: play.defusedAt !== null && play.status !== 'AWAITING_DEFUSAL',
    ...minesQuote(play),
    capped: play.capped,
    mineCells: over ? mineCellsOf(roll, play.mines) : null,
    serverSeedHash: roll.serverSeedHash,
    clientSeed: roll.clientSeed,
    nonce: roll.nonce,
    createdAt: new Date(row.created_at).getTime(),
  };
}

/** The player's unfinished round, if any (what a reload or a restart resumes). */
export async function openRoundId(em: SqlEntityManager, userId: string): Promise<string | undefined> {
  const row = await queryOne<{ bet_id: string }>(
    em,
    `select bet_id from mines_rounds where user_id = ? and status in ('PLAYING', 'AWAITING_DEFUSAL')`,
    [userId],
  );
  return row?.bet_id;
}
