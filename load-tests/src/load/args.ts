import { parseArgs } from 'node:util';
import { z } from 'zod';
import { assertLoopback } from '../stats';
import { type Phase, fitPhases } from './phases';
import { ROOM_GAMES, type RoomGame, GENERATOR_CLIENTS, type GeneratorClient } from './protocol';

export const SCENARIOS = ['crash', 'wallet', 'wallet-writes', 'raw-ws', ...ROOM_GAMES] as const;
export type Scenario = (typeof SCENARIOS)[number];

export const isRoomGame = (scenario: Scenario): scenario is RoomGame =>
  (ROOM_GAMES as readonly string[]).includes(scenario);

/** The HTTP scenarios: players in request loops, no game server involved. */
export const isWalletScenario = (scenario: Scenario): scenario is 'wallet' | 'wallet-writes' =>
  scenario === 'wallet' || scenario === 'wallet-writes';

/**
 * Hard bounds: never for long, and no more clients than the scale-out estimates are about (tens of thousands of
 * concurrent players; more than a few thousand per generator worker needs a higher open-files limit).
 */
export const LIMITS = { clients: 50_000, durationS: 600, workers: 16, gameUrls: 16 } as const;

export interface LoadOptions {
  scenario: Scenario;
  /** Connected clients in all (crash: spectators + bettors; raw-ws: receivers; wallet: HTTP players). */
  clients: number;
  /**
   * How many of the clients sign in (funded) and play: crash and roll bettors, jackpot players, battle creators (the
   * other clients watch their battles), chatters (chat adds one flooder; the rest read).
   */
  bettors: number;
  /** Jackpot: skins bought per player before the run (one is entered per pot). */
  skins: number;
  durationS: number;
  /** The API base URL (sign-in, deposits, invariants, its /metrics). */
  url: URL;
  /**
   * The game servers' WebSocket URLs (each one's /metrics too): one, or several processes of one cluster sharing Redis.
   * Clients matchmake through them round-robin (spread.ts); the measuring client through the first.
   */
  gameUrls: URL[];
  workers: number;
  variant: 'classic' | 'plus';
  /** Crash: bettors cash out at a random moment within this window of the round's start (1000: the 1-second burst). */
  cashOutWindowMs: number;
  /** An admin bearer token for the invariants check, or a name to dev-sign-in that ADMIN_SUBJECTS makes admin. */
  adminToken?: string;
  adminName?: string;
  /** Deposit per bettor, cents. */
  depositCents: number;
  /** Where the reports go (default load-tests/reports). */
  outDir?: string;
  /** Crash only: also run the raw-ws baseline after the room phase (default on). */
  baseline: boolean;
  /** raw-ws alone: message size and rate per client (a crash run measures them from the room). */
  messageBytes: number;
  messagesPerClientPerS: number;
  quiet: boolean;
  /** Crash: how spectators and bettors connect (the measuring client is always an SDK client). */
  generatorClient: GeneratorClient;
  /**
   * Ramp-up, steady, spike …: the clients connected at each phase's end, fitted to `clients` at the peak and
   * `durationS` in all (phases.ts). Without phases every client joins before measuring starts.
   */
  phases?: Phase[];
  /** A player's pause before each action, `[min, max]` ms (each scenario's own pacing without it). */
  thinkMs?: [number, number];
}

/** The scenarios whose clients phases and think times can move (battle's watchers travel with their creators). */
export const PHASED_SCENARIOS: readonly Scenario[] = ['crash', 'roll', 'jackpot', 'chat', 'wallet', 'wallet-writes'];

/**
 * The clients the phases do not move: the players (each room game's measuring client is the first of them, or one
 * watcher when there are none) and chat's flooder; wallet players are all moved.
 */
export function fixedClients(scenario: Scenario, bettors: number): number {
  if (isWalletScenario(scenario)) return 0;
  return Math.max(bettors, 1) + (scenario === 'chat' ? 1 : 0);
}

const PhasesFlag = z
  .array(
    z.strictObject({
      name: z.string().min(1),
      durationS: z.number().positive(),
      clients: z.number().int().nonnegative(),
    }),
  )
  .min(1);

function parsePhases(raw: string | undefined, scenario: Scenario): Phase[] | undefined {
  if (raw === undefined) return undefined;
  if (!PHASED_SCENARIOS.includes(scenario))
    throw new Error(`--phases: ${scenario} takes no phases (only ${PHASED_SCENARIOS.join(', ')})`);
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new Error(`--phases takes a JSON list like [{"name":"ramp-up","durationS":10,"clients":100}], got ${raw}`);
  }
  const parsed = PhasesFlag.safeParse(json);
  if (!parsed.success) throw new Error(`--phases: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** `--think 500-2000`: a player's pause before each action, in ms. */
function parseThink(raw: string | undefined, scenario: Scenario): [number, number] | undefined {
  if (raw === undefined) return undefined;
  if (!PHASED_SCENARIOS.includes(scenario))
    throw new Error(`--think: ${scenario} takes no think time (only ${PHASED_SCENARIOS.join(', ')})`);
  const match = /^(\d+)-(\d+)$/.exec(raw);
  const range = match ? ([Number(match[1]), Number(match[2])] as [number, number]) : undefined;
  if (!range || range[0] > range[1] || range[1] > 60_000)
    throw new Error(`--think takes MIN-MAX milliseconds (0 <= MIN <= MAX <= 60000), got ${raw}`);
  return range;
}

function bounded(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isSafeInteger(value) || value < min || value > max)
    throw new Error(`--${name} must be an integer from ${min} to ${max}, got ${raw}`);
  return value;
}

/** `--game-url ws://127.0.0.1:2567,ws://127.0.0.1:2568`: a comma-separated list, every one on loopback. */
export function parseGameUrls(raw: string | undefined): URL[] {
  const parts = (raw ?? 'ws://127.0.0.1:2567')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length === 0 || parts.length > LIMITS.gameUrls)
    throw new Error(`--game-url takes 1 to ${LIMITS.gameUrls} comma-separated URLs, got ${JSON.stringify(raw)}`);
  return parts.map(assertLoopback);
}

function generatorClient(raw: string | undefined): GeneratorClient {
  const value = (raw ?? 'wire') as GeneratorClient;
  if (!GENERATOR_CLIENTS.includes(value)) throw new Error(`--client must be one of ${GENERATOR_CLIENTS.join(', ')}`);
  return value;
}

/** `--scenario crash --clients 200 --bettors 50 --duration 30 --url http://127.0.0.1:3000 [--workers 2] …` */
export function parseLoadArgs(argv: string[]): LoadOptions {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      scenario: { type: 'string' },
      clients: { type: 'string' },
      bettors: { type: 'string' },
      duration: { type: 'string' },
      url: { type: 'string' },
      'game-url': { type: 'string' },
      workers: { type: 'string' },
      variant: { type: 'string' },
      'cashout-window': { type: 'string' },
      'admin-token': { type: 'string' },
      'admin-name': { type: 'string' },
      deposit: { type: 'string' },
      skins: { type: 'string' },
      out: { type: 'string' },
      'no-baseline': { type: 'boolean' },
      'message-bytes': { type: 'string' },
      rate: { type: 'string' },
      quiet: { type: 'boolean' },
      client: { type: 'string' },
      phases: { type: 'string' },
      think: { type: 'string' },
    },
  });
  const scenario = values.scenario as Scenario;
  if (!SCENARIOS.includes(scenario))
    throw new Error(`--scenario must be one of ${SCENARIOS.join(', ')}, pgbench-compare`);
  const clients = bounded('clients', values.clients, 20, 1, LIMITS.clients);
  const playing = scenario === 'crash' || isRoomGame(scenario);
  // Chat's flooder is one of the clients too; a battle needs a creator.
  const maxBettors = scenario === 'chat' ? clients - 1 : clients;
  const bettors = bounded(
    'bettors',
    values.bettors,
    playing ? Math.min(maxBettors, 10) : 0,
    scenario === 'battle' ? 1 : 0,
    maxBettors,
  );
  const variant = values.variant ?? 'classic';
  if (variant !== 'classic' && variant !== 'plus') throw new Error('--variant must be classic or plus');
  const durationS = bounded('duration', values.duration, 10, 1, LIMITS.durationS);
  const phases = parsePhases(values.phases, scenario);
  const fixed = fixedClients(scenario, bettors);
  if (phases && clients < fixed)
    throw new Error(`--clients ${clients}: the phases need at least the ${fixed} clients that join before they start`);
  return {
    scenario,
    clients,
    bettors,
    skins: bounded('skins', values.skins, 5, 1, 50),
    durationS,
    url: assertLoopback(values.url ?? 'http://127.0.0.1:3000'),
    gameUrls: parseGameUrls(values['game-url']),
    workers: bounded('workers', values.workers, 2, 1, LIMITS.workers),
    variant,
    cashOutWindowMs: bounded('cashout-window', values['cashout-window'], 2500, 100, 60_000),
    adminToken: values['admin-token'] ?? process.env.LOAD_ADMIN_TOKEN,
    adminName: values['admin-name'],
    depositCents: bounded('deposit', values.deposit, 100_00, 1, 1_000_000_00),
    outDir: values.out,
    baseline: values['no-baseline'] !== true,
    messageBytes: bounded('message-bytes', values['message-bytes'], 64, 1, 1 << 20),
    messagesPerClientPerS: bounded('rate', values.rate, 7, 1, 1000),
    quiet: values.quiet === true,
    generatorClient: generatorClient(values.client),
    ...(phases ? { phases: fitPhases(phases, clients, durationS, fixed) } : {}),
    ...(values.think !== undefined ? { thinkMs: parseThink(values.think, scenario) } : {}),
  };
}
