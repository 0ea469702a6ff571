import type { SqlEntityManager } from '@mikro-orm/sql';
import type {
  AdminGiveawayAnswer,
  AdminGiveawayQuery,
  AdminGiveawayRow,
  AdminGiveawayWinner,
  GiveawayStatus,
  GiveawayType,
} from '@arena/schemas';
import { queryRows } from '../db/sql';

interface GiveawayRow {
  id: number | string;
  type: GiveawayType;
  status: GiveawayStatus;
  starts_at: Date | string;
  ends_at: Date | string;
  drawn_at: Date | string | null;
  seed_hash: string;
  server_seed: string;
  prizes: { priceCents: number }[] | string;
  participants: number | string;
}

interface WinnerRow {
  giveaway_id: number | string;
  slot: number;
  user_id: string;
  name: string;
  catalog_item_id: number | string;
  price_cents: number | string;
  item_id: string;
  item_status: string;
}

const ms = (value: Date | string) => new Date(value).getTime();
const payoutOf = (status: GiveawayStatus): AdminGiveawayRow['payout'] =>
  status === 'OPEN' ? 'PENDING' : status === 'DRAWN' ? 'PAID' : 'NONE';

/**
 * The console's view of one giveaway type: newest first, each with its participants count, seed hash (the seed once
 * drawn), and its winners with the state of the skin each was granted. Read-only: draws are the job's.
 */
export async function adminGiveaways(em: SqlEntityManager, query: AdminGiveawayQuery): Promise<AdminGiveawayAnswer> {
  const rows = await queryRows<GiveawayRow>(
    em,
    `select g.id, g.type, g.status, g.starts_at, g.ends_at, g.drawn_at, g.seed_hash, g.server_seed, g.prizes,
       (select count(*) from giveaway_participants p where p.giveaway_id = g.id) as participants
     from giveaways g where g.type = ? order by g.starts_at desc, g.id desc limit ? offset ?`,
    [query.type, query.pageSize, (query.page - 1) * query.pageSize],
  );
  const [count] = await queryRows<{ n: number | string }>(em, `select count(*) as n from giveaways where type = ?`, [
    query.type,
  ]);
  const ids = rows.map((row) => Number(row.id));
  const winners =
    ids.length === 0
      ? []
      : await queryRows<WinnerRow>(
          em,
          `select w.giveaway_id, w.slot, w.user_id, u.name, w.catalog_item_id, w.price_cents, w.item_id, i.status as item_status
           from giveaway_winners w join users u on u.id = w.user_id join user_items i on i.id = w.item_id
           where w.giveaway_id in (?) order by w.giveaway_id, w.slot`,
          [ids],
        );
  const winnersOf = (id: number): AdminGiveawayWinner[] =>
    winners
      .filter((w) => Number(w.giveaway_id) === id)
      .map((w) => ({
        slot: w.slot,
        userId: w.user_id,
        name: w.name,
        catalogItemId: Number(w.catalog_item_id),
        priceCents: Number(w.price_cents),
        itemId: w.item_id,
        itemStatus: w.item_status,
      }));
  return {
    items: rows.map((row) => {
      const prizes = typeof row.prizes === 'string' ? (JSON.parse(row.prizes) as { priceCents: number }[]) : row.prizes;
      return {
        id: Number(row.id),
        type: row.type,
        status: row.status,
        startsAt: ms(row.starts_at),
        endsAt: ms(row.ends_at),
        drawnAt: row.drawn_at === null ? null : ms(row.drawn_at),
        seedHash: row.seed_hash,
        serverSeed: row.status === 'OPEN' ? null : row.server_seed,
        prizeCount: prizes.length,
        prizeCents: prizes.reduce((sum, prize) => sum + Number(prize.priceCents), 0),
        participantCount: Number(row.participants),
        payout: payoutOf(row.status),
        winners: winnersOf(Number(row.id)),
      };
    }),
    total: Number(count?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
