import type { SeedTriple } from './seeded';
import type { SeededGameVerifier } from './seeded-games';

/** Labelled values of a worked example, shown verbatim (labels are the names the steps use). */
export type AlgorithmValues = Readonly<Record<string, string>>;

/**
 * One game's published algorithm as the /fair page and the game's rules show it. `steps` is language-neutral
 * pseudo-code built from the same constants the code runs by; the worked example's output is computed by the
 * real algorithm each time it is asked for, so the page can never show an example the code would not give.
 * The translated heading and one-sentence summary live in the locales under `fair.algorithm.<id>`.
 */
export interface FairAlgorithmDescriptor {
  /** Locale key segment: `fair.algorithm.<id>.summary` (and `.<note>` for each of `notes`). */
  id: string;
  /** Locale key of the game's name. */
  nameKey: string;
  /** The SEEDED_GAMES name when the game is played on the player's own seed pair. */
  seededGame?: string;
  /** Further translated sentences under `fair.algorithm.<id>.<note>` (rounding, edge cases). */
  notes?: readonly string[];
  steps: string;
  example: { input: AlgorithmValues; output(): AlgorithmValues };
}

/** One value as the example shows it: lists comma-separated, a list of lists with " | " between rows. */
export function showValue(value: unknown): string {
  if (Array.isArray(value))
    return value
      .map((item) => (Array.isArray(item) ? item.join(',') : showValue(item)))
      .join(Array.isArray(value[0]) ? ' | ' : ', ');
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Every field of an outcome (or the `keys` given, in that order) as example values. */
export function showFields(outcome: object, keys?: readonly string[]): Record<string, string> {
  const record = outcome as Record<string, unknown>;
  return Object.fromEntries((keys ?? Object.keys(record)).map((key) => [key, showValue(record[key])]));
}

/**
 * The worked example of a seed-pair game: the seeds and params of a published vector in, and out what the game's
 * verifier (the very function the server settles with) gives for them.
 */
export function seededExample<P, O extends object>(
  verifier: SeededGameVerifier<P, O>,
  seeds: SeedTriple,
  params: P,
  keys?: readonly string[],
): FairAlgorithmDescriptor['example'] {
  return {
    input: {
      serverSeed: seeds.serverSeed,
      clientSeed: seeds.clientSeed,
      nonce: String(seeds.nonce),
      ...showFields(params as object),
    },
    output: () => showFields(verifier.outcome(seeds, verifier.params.parse(params)), keys),
  };
}
