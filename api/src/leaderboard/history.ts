import type { SqlEntityManager } from '@mikro-orm/sql';
import type { LeaderboardHistoryAnswer } from '@arena/schemas';
import { queryRows } from '../db/sql';

type Time = Date | string;
const ms = (value: Time) => new Date(value).getTime();

/** `GET /api/leaderboard/history`: the last `limit` paid periods, newest first, each with its paid winners. */
export async function leaderboardHistory(em: SqlEntityManager, limit: number): Promise<LeaderboardHistoryAnswer> {
  const periods = await queryRows<{ starts_at: Time; ends_at: Time; paid_at: Time }>(
    em,
    `select starts_at, ends_at, paid_at from leaderboard_periods order by starts_at desc limit ?`,
    [limit],
  );
  if (periods.length === 0) return { periods: [] };
  const winners = await queryRows<{
    starts_at: Time;
    rank: number;
    user_id: string;
    name: string;
    avatar: string | null;
    wagered_cents: number | string;
    prize_cents: number | string;
  }>(
    em,
    `select w.starts_at, w.rank, w.user_id, u.name, u.avatar, w.wagered_cents, w.prize_cents
     from leaderboard_winners w join users u on u.id = w.user_id where w.starts_at in (?) order by w.starts_at, w.rank`,
    [periods.map((p) => new Date(p.starts_at))],
  );
  return {
    periods: periods.map((p) => ({
      startsAt: ms(p.starts_at),
      endsAt: ms(p.ends_at),
      paidAt: ms(p.paid_at),
      winners: winners
        .filter((w) => ms(w.starts_at) === ms(p.starts_at))
        .map((w) => ({
          rank: Number(w.rank),
          userId: w.user_id,
          name: w.name,
          avatar: w.avatar,
          wageredCents: Number(w.wagered_cents),
          prizeCents: Number(w.prize_cents),
        })),
    })),
  };
}
