import type { SqlEntityManager } from '@mikro-orm/sql';
import { AppError, type BetHistoryAnswer, type PageQuery, type PublicProfileAnswer, isUuid } from '@arena/schemas';
import { isTradeLink } from '../commerce/payments/rules';
import { execute, queryOne, queryRows } from '../db/sql';
import { BET_FACTS } from '../db/ledger-facts';

interface ProfileRow {
  id: string;
  name: string;
  avatar: string | null;
  created_at: Date | string;
  bets_count: number | string;
  wagered_cents: number | string | null;
  biggest_win_cents: number | string | null;
}

interface BetRow {
  id: string;
  game: string;
  round_id: string;
  stake_cents: number | string;
  payout_cents: number | string | null;
  status: 'SETTLED' | 'REFUNDED';
  created_at: Date | string;
}

/** A malformed id is as unknown as a missing one: the database is not asked to parse it. */
function knownIdOrThrow(userId: string): string {
  if (!isUuid(userId)) throw new AppError('USER.NOT_FOUND', [], 404);
  return userId;
}

/** The public part of a player: name, avatar, join date and what their settled bets add up to. */
export async function getPublicProfile(em: SqlEntityManager, userId: string): Promise<PublicProfileAnswer> {
  const row = await queryOne<ProfileRow>(
    em,
    `select u.id, u.name, u.avatar, u.created_at,
            count(b.id) as bets_count,
            coalesce(sum(b.stake_cents), 0) as wagered_cents,
            coalesce(max(b.payout_cents) filter (where b.payout_cents > b.stake_cents), 0) as biggest_win_cents
     from users u left join ${BET_FACTS} b on b.user_id = u.id and b.status = 'SETTLED'
     where u.id = ? group by u.id`,
    [knownIdOrThrow(userId)],
  );
  if (!row) throw new AppError('USER.NOT_FOUND', [], 404);
  return {
    id: row.id,
    name: row.name,
    avatar: row.avatar,
    createdAt: new Date(row.created_at).getTime(),
    stats: {
      betsCount: Number(row.bets_count),
      wageredCents: Number(row.wagered_cents ?? 0),
      biggestWinCents: Number(row.biggest_win_cents ?? 0),
    },
  };
}

/** The player's finished bets, newest first; open bets stay hidden until their round ends. */
export async function listFinishedBets(
  em: SqlEntityManager,
  userId: string,
  query: PageQuery,
): Promise<BetHistoryAnswer> {
  const id = knownIdOrThrow(userId);
  const exists = await queryOne<{ id: string }>(em, `select id from users where id = ?`, [id]);
  if (!exists) throw new AppError('USER.NOT_FOUND', [], 404);
  const finished = `user_id = ? and status in ('SETTLED', 'REFUNDED')`;
  const total = await queryOne<{ count: number | string }>(
    em,
    `select count(*) as count from ${BET_FACTS} b where ${finished}`,
    [id],
  );
  const rows = await queryRows<BetRow>(
    em,
    `select id, game, round_id, stake_cents, payout_cents, status, created_at from ${BET_FACTS} b where ${finished}
     order by created_at desc, id desc limit ? offset ?`,
    [id, query.pageSize, (query.page - 1) * query.pageSize],
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      game: row.game,
      roundId: row.round_id,
      stakeCents: Number(row.stake_cents),
      payoutCents: row.payout_cents === null ? null : Number(row.payout_cents),
      status: row.status,
      createdAt: new Date(row.created_at).getTime(),
    })),
    total: Number(total?.count ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Saves the Steam trade offer link (trimmed); an empty link removes the saved one. */
export async function saveTradeLink(em: SqlEntityManager, userId: string, link: string): Promise<string | null> {
  const tradeLink = link.trim() || null;
  if (tradeLink !== null && !isTradeLink(tradeLink)) throw new AppError('USER.TRADE_LINK_INVALID');
  const updated = await execute(em, `update users set trade_link = ? where id = ?`, [tradeLink, userId]);
  if (updated === 0) throw new AppError('GLOBAL.FORBIDDEN');
  return tradeLink;
}
