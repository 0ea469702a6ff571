import type { SqlEntityManager } from '@mikro-orm/sql';
import { AppError, STREAM_RULES, type Stream, type StreamBody, type StreamUpdateBody } from '@arena/schemas';
import { execute, queryOne, queryRows } from '../db/sql';

interface StreamRow {
  id: number | string;
  title: string;
  streamer: string;
  url: string;
  platform: Stream['platform'];
  live: boolean;
  sort_order: number | string;
  updated_at: Date | string;
}

const toStream = (row: StreamRow): Stream => ({
  id: Number(row.id),
  title: row.title,
  streamer: row.streamer,
  url: row.url,
  platform: row.platform,
  live: row.live,
  order: Number(row.sort_order),
  updatedAt: new Date(row.updated_at).getTime(),
});

/** Live streams first, then by order, then the oldest first. */
export async function listStreams(em: SqlEntityManager): Promise<Stream[]> {
  const rows = await queryRows<StreamRow>(
    em,
    `select * from streams order by live desc, sort_order, id limit ${STREAM_RULES.listLimit}`,
  );
  return rows.map(toStream);
}

export async function createStream(em: SqlEntityManager, body: StreamBody): Promise<Stream> {
  const row = await queryOne<StreamRow>(
    em,
    `insert into streams (title, streamer, url, platform, live, sort_order) values (?, ?, ?, ?, ?, ?) returning *`,
    [body.title, body.streamer, body.url, body.platform, body.live, body.order],
  );
  return toStream(row!);
}

const COLUMNS: Record<keyof StreamUpdateBody, string> = {
  title: 'title',
  streamer: 'streamer',
  url: 'url',
  platform: 'platform',
  live: 'live',
  order: 'sort_order',
};

/** Changes the given fields; STREAMS.NOT_FOUND when there is no such stream. */
export async function updateStream(em: SqlEntityManager, id: number, body: StreamUpdateBody): Promise<Stream> {
  const fields = (Object.keys(COLUMNS) as (keyof StreamUpdateBody)[]).filter((key) => body[key] !== undefined);
  const sets = fields.map((key) => `${COLUMNS[key]} = ?`).join(', ');
  const row = await queryOne<StreamRow>(em, `update streams set ${sets}, updated_at = now() where id = ? returning *`, [
    ...fields.map((key) => body[key]),
    id,
  ]);
  if (!row) throw new AppError('STREAMS.NOT_FOUND', [], 404);
  return toStream(row);
}

export async function deleteStream(em: SqlEntityManager, id: number): Promise<void> {
  if ((await execute(em, `delete from streams where id = ?`, [id])) !== 1)
    throw new AppError('STREAMS.NOT_FOUND', [], 404);
}
