import { Migration } from '@mikro-orm/migrations';
import { LEADERBOARD_RULES, TOP_RULES } from '@arena/schemas';

/**
 * Leaderboard and Top. Both read a summary of the ledger's settled bets instead of the bets table, so
 * they stay fast at millions of bets:
 * - `top_user_periods`: one row per player per leaderboard period (the week the bet was placed in): settled REAL
 *   stakes (the leaderboard score) and when the last one was placed (its tie-break), settled REAL+SKINS stakes and
 *   payouts (the week's net result on /top);
 * - `top_user_days`: one row per player per UTC day the bet was placed: settled REAL+SKINS stakes and payouts and the
 *   day's best bet by profit and by multiplier (a period's best bets are found among each day's top rows);
 * - `top_users`: the same per player over all time (the `all` period of /top without scanning every day).
 * The bet-settling transaction only queues the bet id in `top_pending` (a trigger on OPEN -> SETTLED, which the ledger
 * does exactly once; bonus bets and refunds are never queued). `top_fold(batch)` (the fold job, every 2 s, and the
 * prize job before it ranks) folds queued bets into both summaries and unqueues them in one commit, so each settled
 * bet is counted exactly once, none is skipped whatever order transactions commit in (unlike a time cursor), and
 * settling never waits on a summary row (no lock shared between games' settlements, so no new deadlocks).
 * The lucky list's minimum stake (TOP_RULES.luckyMinStakeCents) and the leaderboard's period (LEADERBOARD_RULES
 * anchorMs, periodDays) are compiled into `top_fold`: changing them needs a migration that recreates the function,
 * empties the summaries and queues every settled bet again.
 * Leaderboard prizes: a `leaderboard_periods` row is written in the commit that pays the period (its primary key makes
 * a second run or a restart pay nothing), and one `leaderboard_winners` row per paid rank with its ledger transfer.
 */
export class Migration20261216000000Leaderboard extends Migration {
  override name = 'Migration20261216000000Leaderboard';

  override up(): void {
    const minStake = Number(TOP_RULES.luckyMinStakeCents);
    const periodDays = Number(LEADERBOARD_RULES.periodDays);
    if (LEADERBOARD_RULES.anchorMs % 86_400_000 !== 0)
      throw new Error('LEADERBOARD_RULES.anchorMs must be a UTC midnight');
    const anchor = `date '${new Date(LEADERBOARD_RULES.anchorMs).toISOString().slice(0, 10)}'`;
    const best = (prefix: string) => `
        ${prefix}_bet_id uuid,
        ${prefix}_value bigint,
        ${prefix}_at timestamptz,
        check ((${prefix}_bet_id is null) = (${prefix}_value is null) and (${prefix}_bet_id is null) = (${prefix}_at is null))`;
    this.addSql(`
      create table top_user_periods (
        period_start date not null,
        user_id uuid not null references users(id),
        wagered_cents bigint not null default 0 check (wagered_cents >= 0),
        last_wager_at timestamptz,
        staked_cents bigint not null default 0,
        paid_cents bigint not null default 0,
        settled_bets int not null default 0,
        primary key (period_start, user_id)
      )`);
    this.addSql(`
      create index top_user_periods_wagered on top_user_periods (period_start, wagered_cents desc, last_wager_at, user_id) where wagered_cents > 0`);
    this.addSql(`
      create index top_user_periods_net on top_user_periods (period_start, (paid_cents - staked_cents) desc, user_id) where paid_cents > staked_cents`);
    this.addSql(`
      create table top_user_days (
        day date not null,
        user_id uuid not null references users(id),
        staked_cents bigint not null default 0,
        paid_cents bigint not null default 0,
        settled_bets int not null default 0,
        ${best('win')},
        ${best('lucky')},
        primary key (day, user_id)
      )`);
    this.addSql(`
      create table top_users (
        user_id uuid primary key references users(id),
        staked_cents bigint not null default 0,
        paid_cents bigint not null default 0,
        settled_bets int not null default 0,
        ${best('win')},
        ${best('lucky')}
      )`);
    this.addSql(
      `create index top_user_days_win on top_user_days (day, win_value desc, win_at, user_id) where win_bet_id is not null`,
    );
    this.addSql(
      `create index top_user_days_lucky on top_user_days (day, lucky_value desc, lucky_at, user_id) where lucky_bet_id is not null`,
    );
    this.addSql(
      `create index top_user_days_net on top_user_days (day, (paid_cents - staked_cents) desc, user_id) where paid_cents > staked_cents`,
    );
    this.addSql(
      `create index top_users_win on top_users (win_value desc, win_at, user_id) where win_bet_id is not null`,
    );
    this.addSql(
      `create index top_users_lucky on top_users (lucky_value desc, lucky_at, user_id) where lucky_bet_id is not null`,
    );
    this.addSql(
      `create index top_users_net on top_users ((paid_cents - staked_cents) desc, user_id) where paid_cents > staked_cents`,
    );

    // Settled bets waiting to be folded: the settle transaction only appends its bet id here (no shared row to lock,
    // so settling never waits on the summary); the fold deletes the ids it folded in the same commit.
    this.addSql(`create table top_pending (bet_id uuid primary key references bets(id))`);
    this.addSql(`
      create function top_queue_bet() returns trigger language plpgsql as $$
      begin
        insert into top_pending (bet_id) values (new.id);
        return null;
      end $$`);
    this.addSql(`
      create trigger bets_top_queue_settle after update of status on bets
      for each row when (old.status = 'OPEN' and new.status = 'SETTLED' and new.source in ('REAL', 'SKINS')) execute function top_queue_bet()`);
    this.addSql(`
      create trigger bets_top_queue_insert after insert on bets
      for each row when (new.status = 'SETTLED' and new.source in ('REAL', 'SKINS')) execute function top_queue_bet()`);

    // Is (value, at, id) a better best bet than the stored one? Higher value, then the earlier bet, then the smaller id.
    this.addSql(`
      create function top_better(new_value bigint, new_at timestamptz, new_id uuid, old_value bigint, old_at timestamptz, old_id uuid)
      returns boolean language sql immutable as $$
        select new_value is not null and (old_value is null or new_value > old_value
          or (new_value = old_value and (new_at, new_id) < (old_at, old_id)))
      $$`);
    const pick = (prefix: string) =>
      ['bet_id', 'value', 'at']
        .map(
          (
            column,
          ) => `${prefix}_${column} = case when top_better(excluded.${prefix}_value, excluded.${prefix}_at, excluded.${prefix}_bet_id,
            t.${prefix}_value, t.${prefix}_at, t.${prefix}_bet_id) then excluded.${prefix}_${column} else t.${prefix}_${column} end`,
        )
        .join(',\n            ');
    const merge = `staked_cents = t.staked_cents + excluded.staked_cents,
            paid_cents = t.paid_cents + excluded.paid_cents,
            settled_bets = t.settled_bets + excluded.settled_bets,
            ${pick('win')},
            ${pick('lucky')}`;
    // The queued bets, each read through the primary key (OFFSET 0 keeps the lookup per id whatever the statistics
    // say: a hash join would read the whole bets table for every batch), ranked within `keys` for the best bets.
    const queued = `
          select bet.*, case when bet.profit > 0 and bet.stake_cents >= ${minStake} then bet.payout_cents * 100 / bet.stake_cents end as lucky
          from unnest(ids) as queued(bet_id)
          cross join lateral (
            select id, user_id, (created_at at time zone 'UTC')::date as day, source, stake_cents, payout_cents, created_at,
              payout_cents - stake_cents as profit
            from bets where bets.id = queued.bet_id and status = 'SETTLED' and source in ('REAL', 'SKINS') offset 0) bet`;
    const ranked = (keys: string) => `
        with b as (${queued}),
        r as (
          select b.*,
            row_number() over (partition by ${keys} order by case when profit > 0 then profit end desc nulls last, created_at, id) as win_rank,
            row_number() over (partition by ${keys} order by lucky desc nulls last, created_at, id) as lucky_rank
          from b)`;
    // One row per target (ON CONFLICT may touch a row only once per statement): totals and each group's best bets.
    const grouped = `sum(stake_cents) as staked_cents, sum(payout_cents) as paid_cents, count(*) as settled_bets,
          (array_agg(id) filter (where win_rank = 1 and profit > 0))[1], max(profit) filter (where win_rank = 1 and profit > 0),
          max(created_at) filter (where win_rank = 1 and profit > 0),
          (array_agg(id) filter (where lucky_rank = 1 and lucky is not null))[1], max(lucky) filter (where lucky_rank = 1 and lucky is not null),
          max(created_at) filter (where lucky_rank = 1 and lucky is not null)`;
    // Unqueues up to `batch` bets and folds them into the three summaries, in the caller's transaction. Folds run one at a
    // time (a transaction lock), so a fold that waited sees what the one before it unqueued. Rows are taken by ctid:
    // a scan that skips the dead rows of earlier folds cheaply, where an id join would hash the whole queue.
    this.addSql(`
      create function top_fold(batch int) returns int language plpgsql as $$
      declare
        ids uuid[];
      begin
        perform pg_advisory_xact_lock(7216000015);
        with taken as (delete from top_pending where ctid = any(array(select ctid from top_pending limit batch)) returning bet_id)
        select coalesce(array_agg(bet_id), '{}') into ids from taken;
        if cardinality(ids) = 0 then
          return 0;
        end if;
        insert into top_user_periods as t (period_start, user_id, wagered_cents, last_wager_at, staked_cents, paid_cents, settled_bets)
        with b as (${queued})
        select ${anchor} + floor((day - ${anchor})::numeric / ${periodDays})::int * ${periodDays} as period_start, user_id,
          sum(case when source = 'REAL' then stake_cents else 0 end), max(case when source = 'REAL' then created_at end),
          sum(stake_cents), sum(payout_cents), count(*)
        from b group by 1, user_id order by 1, user_id
        on conflict (period_start, user_id) do update set
            wagered_cents = t.wagered_cents + excluded.wagered_cents,
            last_wager_at = greatest(t.last_wager_at, excluded.last_wager_at),
            staked_cents = t.staked_cents + excluded.staked_cents,
            paid_cents = t.paid_cents + excluded.paid_cents,
            settled_bets = t.settled_bets + excluded.settled_bets;
        insert into top_user_days as t (day, user_id, staked_cents, paid_cents, settled_bets,
          win_bet_id, win_value, win_at, lucky_bet_id, lucky_value, lucky_at)
        ${ranked('day, user_id')}
        select day, user_id, ${grouped}
        from r group by day, user_id order by day, user_id
        on conflict (day, user_id) do update set
            ${merge};
        insert into top_users as t (user_id, staked_cents, paid_cents, settled_bets, win_bet_id, win_value, win_at, lucky_bet_id, lucky_value, lucky_at)
        ${ranked('user_id')}
        select user_id, ${grouped}
        from r group by user_id order by user_id
        on conflict (user_id) do update set
            ${merge};
        return cardinality(ids);
      end $$`);
    // Bets settled before this migration are queued like new ones; the fold job works through them.
    this.addSql(
      `insert into top_pending (bet_id) select id from bets where status = 'SETTLED' and source in ('REAL', 'SKINS')`,
    );

    this.addSql(`
      create table leaderboard_periods (
        starts_at timestamptz primary key,
        ends_at timestamptz not null,
        paid_at timestamptz not null default now(),
        check (starts_at < ends_at)
      )`);
    this.addSql(`
      create table leaderboard_winners (
        starts_at timestamptz not null references leaderboard_periods(starts_at),
        rank int not null check (rank > 0),
        user_id uuid not null references users(id),
        wagered_cents bigint not null check (wagered_cents > 0),
        prize_cents bigint not null check (prize_cents > 0),
        transfer_id bigint not null unique references ledger_transfers(id),
        primary key (starts_at, rank),
        unique (starts_at, user_id)
      )`);
  }
}
