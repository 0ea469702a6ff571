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
import { SCENARIOS } from '../load/args';
import { GENERATOR_CLIENTS } from '../load/protocol';

/** The built-in scenarios, one file each: `--scenario crash` reads scenarios/crash.json. */
export const SCENARIOS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../scenarios');

const count = z.number().int().positive();

export const ScenarioFile = z.strictObject({
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
});
export type ScenarioFile = z.infer<typeof ScenarioFile>;

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
  const args = ['--scenario', file.runs];
  for (const [flag, value] of flags) if (value !== undefined) args.push(flag, String(value));
  if (file.baseline === false) args.push('--no-baseline');
  return args;
}

/** Reads and validates one scenario file; a bad one names its path and every faulty field. */
export function readScenarioFile(file: string): ScenarioFile {
  const parsed = ScenarioFile.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`scenario file ${file}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
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
