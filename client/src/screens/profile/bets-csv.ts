import { ApiError, errorFromBody } from '../../transport/api-error';

export const BETS_CSV_PATH = '/api/users/current/bets.csv';

/**
 * The signed-in player's bet history as a CSV file. It is fetched with the bearer token (a plain link
 * would carry none) and handed to `save` as a Blob; a refusal is the API's envelope as an ApiError.
 */
export async function downloadBetsCsv(deps: {
  fetch: typeof fetch;
  bearer: string | null;
  save: (file: Blob, name: string) => void;
}): Promise<void> {
  let response: Response;
  try {
    response = await deps.fetch(BETS_CSV_PATH, {
      headers: deps.bearer ? { authorization: `Bearer ${deps.bearer}` } : {},
    });
  } catch {
    throw new ApiError(null, [], 0);
  }
  if (!response.ok) throw errorFromBody(await response.json().catch(() => null), response.status);
  deps.save(await response.blob(), 'bets.csv');
}

/** Saves a Blob as a download through a temporary object URL. */
export function saveBlob(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}
