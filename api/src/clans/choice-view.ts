import type { SqlEntityManager } from '@mikro-orm/sql';
import { CLAN_CHOICE_ALGORITHM, type ClanChoiceView } from '@arena/schemas';
import { queryOne } from '../db/sql';

export interface ChoiceRow {
  id: string;
  user_id: string;
  number: number;
  status: 'THINKING' | 'ASSIGNED';
  server_seed: string;
  server_seed_hash: string;
  started_at: Date | string;
  reveal_at: Date | string;
  clan_id: string | null;
  excluded_clan_id: string | null;
  member_counts: unknown;
  candidates: unknown;
  draw_float: number | string | null;
}

const ms = (value: Date | string) => new Date(value).getTime();
const json = <T>(value: unknown): T | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? (JSON.parse(value) as T) : (value as T);

/** The wire view: the seed stays secret while the server "thinks". */
export function toChoiceView(row: ChoiceRow, nowMs: number): ClanChoiceView {
  const assigned = row.status === 'ASSIGNED';
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    serverSeedHash: row.server_seed_hash,
    serverSeed: assigned ? row.server_seed : null,
    startedAt: ms(row.started_at),
    revealAt: ms(row.reveal_at),
    serverNow: nowMs,
    clanId: row.clan_id,
    excludedClanId: row.excluded_clan_id,
    memberCounts: json<Record<string, number>>(row.member_counts),
    candidates: json<string[]>(row.candidates),
    float: row.draw_float === null ? null : Number(row.draw_float),
    algorithm: CLAN_CHOICE_ALGORITHM,
  };
}

/** The player's choice in progress, else the one that made them a member of their clan. */
export async function currentChoice(em: SqlEntityManager, userId: string): Promise<ChoiceRow | undefined> {
  const thinking = await queryOne<ChoiceRow>(
    em,
    `select * from clan_choices where user_id = ? and status = 'THINKING'`,
    [userId],
  );
  if (thinking) return thinking;
  return queryOne<ChoiceRow>(
    em,
    `select c.* from clan_members m join clan_choices c on c.id = m.choice_id where m.user_id = ?`,
    [userId],
  );
}

/** The player's clan, or undefined outside one. `lock` locks the membership row. */
export async function memberClan(em: SqlEntityManager, userId: string, lock = ''): Promise<string | undefined> {
  return (
    await queryOne<{ clan_id: string }>(em, `select clan_id from clan_members where user_id = ? ${lock}`, [userId])
  )?.clan_id;
}

/**
 * Every clan action of a player starts by locking the player's row: a start, an assignment, a reset and a capture
 * of one player run one after another, whatever arrives in parallel.
 */
export async function lockPlayer(tx: SqlEntityManager, userId: string): Promise<void> {
  await tx.execute(`select id from users where id = ? for update`, [userId], 'all');
}
