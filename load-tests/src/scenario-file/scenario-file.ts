/**
 * Scenarios as files: a small JSON file names the run a load tester wants (which engine scenario, how many clients,
 * how long …) so it can be edited without touching TypeScript. A file is turned into the CLI's own flags, placed
 * before the flags typed on the command line: the file gives the defaults, the command line still wins, and every
 * bound and rule of the flags applies to files too.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { LIMITS, PHASED_SCENARIOS, SCENARIOS } from '../load/args';
import { GENERATOR_CLIENTS } from '../load/protocol';

/** The built-in scenarios, one file each: `--scenario crash` reads scenarios/crash.json. */
export const SCENARIOS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../scenarios');

const count = z.number().int().positive();

/**
 * One phase: a name, a length, and where the clients go: `clients` connected at its end (reached in a straight line),
 * or `arrivalPerS` new clients a second all through it; neither holds the count (steady state).
 */
const Phase = z
  .strictObject({
    name: z.string().min(1),
    durationS: count.max(600),
    clients: z.number().int().nonnegative().max(LIMITS.clients).optional(),
    arrivalPerS: z.number().positive().max(LIMITS.clients).optional(),
  })
  .refine((phase) => phase.clients === undefined || phase.arrivalPerS === undefined, {
    message: 'give clients (connected at the phase end) or arrivalPerS (new clients a second), not both',
  });

export const ScenarioFile = z
  .strictObject({
    /** What the run does, in a sentence for the people who pick it. */
    description: z.string().min(1),
    /** The engine scenario the file configures. */
    runs: z.enum(SCENARIOS),
    clients: count.optional(),
    /** Clients that sign in, are funded and play (crash and roll bettors, jackpot players, battle creators, chatters). */
    players: z.number().int().nonnegative().optional(),
    durationS: count.optional(),
    workers: count.optional(),
    variant: z.enum(['classic', 'plus']).optional(),
    /** Crash: bettors cash out at a random moment within this many ms of the round's start. */
    cashOutWindowMs: count.optional(),
    depositCents: count.optional(),
    skins: count.optional(),
    /** Crash: the raw-ws baseline after the room phase. */
    baseline: z.boolean().optional(),
    /** Crash: how spectators and bettors connect (the measuring client is always an SDK client). */
    generatorClient: z.enum(GENERATOR_CLIENTS).optional(),
    /** raw-ws alone: message size and messages per client per second. */
    messageBytes: count.optional(),
    ratePerClient: count.optional(),
    /** A player's pause before each action, drawn between min and max ms. */
    thinkTimeMs: z
      .strictObject({ min: z.number().int().nonnegative(), max: z.number().int().nonnegative().max(60_000) })
      .refine((think) => think.min <= think.max, { message: 'min must not be above max' })
      .optional(),
    /** Ramp-up, steady state, spike …, in order; the run lasts their sum. */
    phases: z.array(Phase).min(1).optional(),
  })
  .superRefine((file, ctx) => {
    const phased = PHASED_SCENARIOS.includes(file.runs);
    if (file.phases && !phased)
      ctx.addIssue({
        code: 'custom',
        path: ['phases'],
        message: `${file.runs} takes no phases (only ${PHASED_SCENARIOS.join(', ')})`,
      });
    if (file.thinkTimeMs && !phased)
      ctx.addIssue({
        code: 'custom',
        path: ['thinkTimeMs'],
        message: `${file.runs} takes no think time (only ${PHASED_SCENARIOS.join(', ')})`,
      });
    if (file.phases && file.durationS !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['durationS'],
        message: 'leave it out with phases: the run lasts the sum of the phases',
      });
    if (file.phases && file.clients !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['clients'],
        message: 'leave it out with phases: each phase says its clients',
      });
    file.phases?.forEach((phase, i) => {
      if (phase.clients !== undefined && phase.clients < (file.players ?? 0)) {
        ctx.addIssue({
          code: 'custom',
          path: ['phases', i, 'clients'],
          message: `${phase.clients} is fewer than the ${file.players} players, who stay connected through every phase`,
        });
      }
    });
  });
export type ScenarioFile = z.infer<typeof ScenarioFile>;

/** The phases with each one's clients at its end (an arrival rate adds to the previous phase's, from the players). */
export function phaseTargets(file: ScenarioFile): { name: string; durationS: number; clients: number }[] | undefined {
  let clients = file.players ?? 0;
  return file.phases?.map((phase) => {
    clients = phase.clients ?? clients + Math.round((phase.arrivalPerS ?? 0) * phase.durationS);
    return { name: phase.name, durationS: phase.durationS, clients };
  });
}

/** The file's settings as the CLI's flags. */
export function scenarioFlags(file: ScenarioFile): string[] {
  const flags: [string, string | number | undefined][] = [
    ['--clients', file.clients],
    ['--bettors', file.players],
    ['--duration', file.durationS],
    ['--workers', file.workers],
    ['--variant', file.variant],
    ['--cashout-window', file.cashOutWindowMs],
    ['--deposit', file.depositCents],
    ['--skins', file.skins],
    ['--client', file.generatorClient],
    ['--message-bytes', file.messageBytes],
    ['--rate', file.ratePerClient],
  ];
  const phases = phaseTargets(file);
  if (phases) {
    // The flags the phases imply: the peak and the sum, which a command line's --clients and --duration scale.
    flags.unshift(
      ['--clients', Math.max(...phases.map((phase) => phase.clients))],
      ['--duration', phases.reduce((sum, phase) => sum + phase.durationS, 0)],
    );
    flags.push(['--phases', JSON.stringify(phases)]);
  }
  if (file.thinkTimeMs) flags.push(['--think', `${file.thinkTimeMs.min}-${file.thinkTimeMs.max}`]);
  const args = ['--scenario', file.runs];
  for (const [flag, value] of flags) if (value !== undefined) args.push(flag, String(value));
  if (file.baseline === false) args.push('--no-baseline');
  return args;
}

/** Reads and validates one scenario file; a bad one names its path and every faulty field. */
export function readScenarioFile(file: string): ScenarioFile {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`scenario file ${file}: not JSON (${(error as Error).message})`, { cause: error });
  }
  const parsed = ScenarioFile.safeParse(json);
  if (!parsed.success) throw new Error(`scenario file ${file}: ${z.prettifyError(parsed.error)}${hints(parsed.error)}`);
  return parsed.data;
}

const FIELDS: Record<string, readonly string[]> = {
  '': Object.keys(ScenarioFile.shape),
  phases: ['name', 'durationS', 'clients', 'arrivalPerS'],
  thinkTimeMs: ['min', 'max'],
};

/** Letters to change to turn `a` into `b` (Levenshtein). */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const next = [i];
    for (let j = 1; j <= b.length; j += 1)
      next[j] = Math.min(
        row[j]! + 1,
        next[j - 1]! + 1,
        row[j - 1]! + (a[i - 1]!.toLowerCase() === b[j - 1]!.toLowerCase() ? 0 : 1),
      );
    row = next;
  }
  return row[b.length]!;
}

/** "did you mean …" for every unknown field close to a known one (a load tester's typo). */
function hints(error: z.ZodError): string {
  const lines: string[] = [];
  for (const issue of error.issues) {
    if (issue.code !== 'unrecognized_keys') continue;
    const known = FIELDS[String(issue.path.find((part) => typeof part === 'string') ?? '')] ?? [];
    for (const key of issue.keys) {
      const best = [...known].sort((a, b) => distance(key, a) - distance(key, b))[0];
      if (best && distance(key, best) <= Math.max(2, Math.floor(key.length / 3)))
        lines.push(`  "${key}": did you mean "${best}"?`);
    }
  }
  return lines.length > 0 ? `\n${lines.join('\n')}` : '';
}

/** `--scenario NAME` names scenarios/NAME.json; anything with a slash or ending in .json is a path. */
export function scenarioPath(name: string): string | undefined {
  if (name.endsWith('.json') || name.includes('/')) return path.resolve(name);
  const builtIn = path.join(SCENARIOS_DIR, `${name}.json`);
  return existsSync(builtIn) ? builtIn : undefined;
}

/**
 * The command line with its `--scenario` file expanded: the file's flags first, then the command line's own (its
 * `--scenario` now naming the engine scenario). A name with no file is left for the flag parser to judge.
 */
export function withScenarioFile(argv: readonly string[]): string[] {
  const at = argv.findIndex((arg) => arg === '--scenario' || arg.startsWith('--scenario='));
  if (at < 0) return [...argv];
  const inline = argv[at]!.startsWith('--scenario=');
  const name = inline ? argv[at]!.slice('--scenario='.length) : argv[at + 1];
  const file = name === undefined ? undefined : scenarioPath(name);
  if (!file) return [...argv];
  const scenario = readScenarioFile(file);
  const rest = [...argv.slice(0, at), ...argv.slice(at + (inline ? 1 : 2))];
  return [...scenarioFlags(scenario), ...rest];
}
