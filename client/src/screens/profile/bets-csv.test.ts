import { describe, expect, it } from 'vitest';
import { ApiError } from '../../transport/api-error';
import { BETS_CSV_PATH, downloadBetsCsv } from './bets-csv';

describe('downloadBetsCsv', () => {
  it('fetches the CSV with the bearer token and saves it as bets.csv', async () => {
    const asked: { url: string; headers: unknown }[] = [];
    const saved: { file: Blob; name: string }[] = [];
    const csv = 'bet_id,created_at_utc\r\nb1,2030-01-01T00:00:00.000Z\r\n';
    await downloadBetsCsv({
      fetch: (async (url: string, init: RequestInit) => {
        asked.push({ url, headers: init.headers });
        return new Response(csv, { status: 200, headers: { 'content-type': 'text/csv' } });
      }) as typeof fetch,
      bearer: 'tok',
      save: (file, name) => saved.push({ file, name }),
    });
    expect(asked).toEqual([{ url: BETS_CSV_PATH, headers: { authorization: 'Bearer tok' } }]);
    expect(saved.map((entry) => entry.name)).toEqual(['bets.csv']);
    expect(await saved[0]!.file.text()).toBe(csv);
  });

  it('turns a refusal into the API error and saves nothing', async () => {
    const saved: string[] = [];
    const refused = await downloadBetsCsv({
      fetch: (async () =>
        new Response(JSON.stringify({ error: { key: 'GLOBAL.FORBIDDEN', args: [] } }), {
          status: 403,
        })) as typeof fetch,
      bearer: null,
      save: (_file, name) => saved.push(name),
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ key: 'GLOBAL.FORBIDDEN', status: 403 });
    expect(saved).toEqual([]);
  });
});
