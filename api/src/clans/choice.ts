import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  AppError,
  CLAN_RULES,
  type ClanChoiceView,
  type ClanResetAnswer,
  clanSeasonAt,
  commitServerSeed,
  drawClanChoice,
  randomServerSeed,
} from '@arena/schemas';
import { queryOne, queryRows } from '../db/sql';
import type { AppServices } from '../http/services';
import { jobClock } from '../jobs';
import { type ChoiceRow, currentChoice, lockPlayer, memberClan, toChoiceView } from './choice-view';

/**
 * Step 1 (start): commits a fresh server seed and starts the visible "thinking" step. A player already in a clan is
 * refused (CLANWAR.ALREADY_PICKED); a choice already thinking is answered again, so a repeated start changes nothing.
 */
export async function startChoice(services: AppServices, userId: string): Promise<ClanChoiceView> {
  const now = jobClock.now();
  return services.ledger.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    if (await memberClan(tx, userId)) throw new AppError('CLANWAR.ALREADY_PICKED');
    const thinking = await queryOne<ChoiceRow>(
      tx,
      `select * from clan_choices where user_id = ? and status = 'THINKING'`,
      [userId],
    );
    if (thinking) return toChoiceView(thinking, now);
    const last = await queryOne<{ number: number | null }>(
      tx,
      `select max(number) as number from clan_choices where user_id = ?`,
      [userId],
    );
    // Outside a clan after a reset: the clan just left is not assigned again straight away.
    const left = await queryOne<{ clan_id: string }>(
      tx,
      `select clan_id from clan_resets where user_id = ? order by reset_at desc, season desc, number desc limit 1`,
      [userId],
    );
    const seed = randomServerSeed();
    const row = await queryOne<ChoiceRow>(
      tx,
      `insert into clan_choices (id, user_id, number, status, server_seed, server_seed_hash, started_at, reveal_at, excluded_clan_id)
       values (?, ?, ?, 'THINKING', ?, ?, ?, ?, ?) returning *`,
      [
        randomUUID(),
        userId,
        Number(last?.number ?? 0) + 1,
        seed,
        commitServerSeed(seed),
        new Date(now),
        new Date(now + CLAN_RULES.thinkingMs),
        left?.clan_id ?? null,
      ],
    );
    return toChoiceView(row!, now);
  });
}

/**
 * Steps 2-3 (thinking -> assigned): before `revealAt` the choice is answered as it is; from then on the player is
 * assigned by the fair rule (drawClanChoice) over the member counts of that moment. Every clan row is locked first,
 * so parallel assignments count one after another and the clans stay balanced. A member gets their assigned choice
 * back (a retried call), a player who never started gets CLANWAR.TEAM_MISSING.
 */
export async function assignChoice(services: AppServices, userId: string): Promise<ClanChoiceView> {
  const now = jobClock.now();
  return services.ledger.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const choice = await currentChoice(tx, userId);
    if (!choice) throw new AppError('CLANWAR.TEAM_MISSING');
    if (choice.status === 'ASSIGNED' || now < new Date(choice.reveal_at).getTime()) return toChoiceView(choice, now);
    await tx.execute(`select id from clans order by sort for update`, [], 'all');
    const counts = await memberCounts(tx);
    const draw = drawClanChoice({
      serverSeed: choice.server_seed,
      userId,
      number: choice.number,
      memberCounts: counts,
      excludedClanId: choice.excluded_clan_id,
    });
    const assigned = await queryOne<ChoiceRow>(
      tx,
      `update clan_choices set status = 'ASSIGNED', clan_id = ?, assigned_at = ?, member_counts = ?, candidates = ?, draw_float = ?
       where id = ? and status = 'THINKING' returning *`,
      [draw.clanId, new Date(now), JSON.stringify(counts), JSON.stringify(draw.candidates), draw.float, choice.id],
    );
    await tx.execute(
      `insert into clan_members (user_id, clan_id, choice_id, joined_at) values (?, ?, ?, ?)`,
      [userId, draw.clanId, choice.id, new Date(now)],
      'run',
    );
    return toChoiceView(assigned!, now);
  });
}

/** Members of every clan (zero included), keyed by clan id. */
export async function memberCounts(em: SqlEntityManager): Promise<Record<string, number>> {
  const rows = await queryRows<{ id: string; members: number | string }>(
    em,
    `select c.id, count(m.user_id) as members from clans c left join clan_members m on m.clan_id = c.id group by c.id, c.sort order by c.sort`,
  );
  return Object.fromEntries(rows.map((r) => [r.id, Number(r.members)]));
}

/** Resets used in the season running at `nowMs`. */
export async function resetsUsed(em: SqlEntityManager, userId: string, nowMs: number): Promise<number> {
  const row = await queryOne<{ used: number | string }>(
    em,
    `select count(*) as used from clan_resets where user_id = ? and season = ?`,
    [userId, clanSeasonAt(nowMs).index],
  );
  return Number(row?.used ?? 0);
}

/**
 * Leaves the clan so the player can choose again: CLAN_RULES.resetsPerSeason times per war season (CLANWAR.NO_RESETS),
 * only from inside a clan (CLANWAR.TEAM_MISSING). Points already spent stay with the clan they were spent for.
 */
export async function resetClan(services: AppServices, userId: string): Promise<ClanResetAnswer> {
  const now = jobClock.now();
  return services.ledger.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const clanId = await memberClan(tx, userId, 'for update');
    if (!clanId) throw new AppError('CLANWAR.TEAM_MISSING');
    const used = await resetsUsed(tx, userId, now);
    if (used >= CLAN_RULES.resetsPerSeason) throw new AppError('CLANWAR.NO_RESETS');
    await tx.execute(
      `insert into clan_resets (user_id, season, number, clan_id, reset_at) values (?, ?, ?, ?, ?)`,
      [userId, clanSeasonAt(now).index, used + 1, clanId, new Date(now)],
      'run',
    );
    await tx.execute(`delete from clan_members where user_id = ?`, [userId], 'run');
    return { resetsLeft: CLAN_RULES.resetsPerSeason - used - 1, leftClanId: clanId };
  });
}
