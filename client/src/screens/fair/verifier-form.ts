import { type SeededGameVerifier, type VerifierField, commitServerSeed, isHashHex } from '@arena/schemas';

/** What the verifier form holds: text as typed, so a half-typed number never throws. */
export interface VerifierInput {
  game: string;
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  params: Record<string, string>;
}

export type Verification =
  | { kind: 'incomplete'; missing: 'game' | 'serverSeed' | 'clientSeed' | 'nonce' | 'params' }
  | { kind: 'done'; serverSeedHash: string; outcome: unknown };

const fieldValue = (field: VerifierField, text: string): unknown => {
  if (field.kind === 'choice') return text;
  return text.trim() === '' ? Number.NaN : Number(text);
};

/** Turns typed params into the game's params, or null when the game's schema refuses them. */
export function parseParams(verifier: SeededGameVerifier<unknown, unknown>, texts: Record<string, string>): unknown {
  const raw = Object.fromEntries(
    verifier.fields.map((field) => [field.name, fieldValue(field, texts[field.name] ?? '')]),
  );
  const parsed = verifier.params.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** Params of a recorded bet as form text (a bet opened from history fills the form). */
export function paramsToTexts(verifier: SeededGameVerifier<unknown, unknown>, params: unknown): Record<string, string> {
  const record = (params ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    verifier.fields.map((field) => [field.name, record[field.name] === undefined ? '' : String(record[field.name])]),
  );
}

/**
 * Re-runs the game's published outcome function in the browser: the same schemas code the server settled with.
 * The commitment is recomputed too, so a player sees the revealed seed is the one shown before they played.
 */
export function verify(verifier: SeededGameVerifier<unknown, unknown> | undefined, input: VerifierInput): Verification {
  if (!verifier) return { kind: 'incomplete', missing: 'game' };
  const serverSeed = input.serverSeed.trim().toLowerCase();
  if (!isHashHex(serverSeed)) return { kind: 'incomplete', missing: 'serverSeed' };
  if (input.clientSeed === '') return { kind: 'incomplete', missing: 'clientSeed' };
  const nonce = Number(input.nonce);
  if (input.nonce.trim() === '' || !Number.isSafeInteger(nonce) || nonce < 0)
    return { kind: 'incomplete', missing: 'nonce' };
  const params = parseParams(verifier, input.params);
  if (params === null) return { kind: 'incomplete', missing: 'params' };
  const outcome = verifier.outcome({ serverSeed, clientSeed: input.clientSeed, nonce }, params);
  return { kind: 'done', serverSeedHash: commitServerSeed(serverSeed), outcome };
}

/** JSON text with object keys sorted: the database (jsonb) keeps its own key order, so compare canonically. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Does the recomputed outcome equal the one the server recorded, whatever order the keys come back in? */
export function sameOutcome(recomputed: unknown, recorded: unknown): boolean {
  return canonical(recomputed) === canonical(recorded);
}
