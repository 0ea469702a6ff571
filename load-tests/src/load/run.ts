import { type LatencySummary, summarize } from '../stats';
import { type LatencyHistogram, histogramsOf } from './histogram-svg';
import { type LoadOptions, isRoomGame, isWalletScenario } from './args';
import type { Phase } from './phases';
import type { FlooderResult, WorkerJob, WorkerResult } from './protocol';
import { type PhaseSummary, merge, summarizeEach, summarizePhase } from './results';
import { roomJobs } from './room-scenarios';
import { type RoomSpread, roomSpreadOf } from './room-spread';
import { type GameTotal, type ServerReport, serverTargets, summarizeServers, totalOfGames } from './servers';
import { signIn } from './sign-in';
import { spreadOverGameUrls } from './spread';
import { type TimedPhase, timedPhase } from './timed-phase';
import { LEDGER_WRITES } from './wallet-clients';
import type { Timeline } from './timeline';
import { type PhaseHooks, deal, forkTs, runPhase } from './workers';
import { phasedShare, thinkOf } from './pacing';
import { progressReporter } from './progress-line';

export type { PhaseSummary } from './results';

export interface LoadReport {
  scenario: LoadOptions['scenario'];
  options: {
    clients: number;
    bettors: number;
    durationS: number;
    workers: number;
    url: string;
    gameUrls: string[];
    variant: string;
    /** The phases as run (fitted to the clients and duration) and the think time, when the scenario gives them. */
    phases?: Phase[];
    thinkMs?: [number, number];
  };
  phase: PhaseSummary;
  crash?: {
    betsSent: number;
    cashOutsSent: number;
    betAck: LatencySummary;
    /** Bets sent before the measured window (while clients joined): not in `betAck`. */
    betAckWhileJoining?: LatencySummary;
    cashOutAck: LatencySummary;
    /** The measuring client's own figures (its own process, outside the generators). */
    measuring: { betAck: LatencySummary; cashOutAck: LatencySummary; timeRoundTrip: LatencySummary };
  };
  /** Roll, jackpot, battle, chat: acknowledgement latency by action (bet, enter, create, start, cash-out, send). */
  room?: {
    sent: Record<string, number>;
    acks: Record<string, LatencySummary>;
    measuring: { acks: Record<string, LatencySummary>; timeRoundTrip: LatencySummary };
    /** Chat: the flooder, apart from the chatters (whose refusals are `phase.errors`). */
    flooder?: FlooderResult;
  };
  wallet?: Record<string, LatencySummary>;
  /** Wallet scenarios: ledger writes acknowledged (shop buys, deposits and plinko drops answered 2xx) and their rate. */
  ledgerWrites?: { count: number; perSecond: number };
  /** Each `/metrics` read: `api`, then `game` (or `game1`, `game2`, … for several game URLs). */
  servers: Record<string, ServerReport>;
  /** The game processes summed (rooms scenarios); the baseline's ratio uses its CPU. */
  gameTotal?: GameTotal;
  /** How the clients spread over the game URLs: joins matchmade through each, and where their sockets went. */
  spread?: { joinsByGameUrl: { url: string; joins: number }[]; socketsByHost: Record<string, number> };
  /** Clients and rooms on each game process in the middle of the measured window (from their `/metrics`). */
  roomSpread?: RoomSpread | null;
  /** Clients and each server's CPU, lag and memory once a second over the phase (the over-time chart). */
  timeline: Timeline;
  baseline?: PhaseSummary & { serverCpuSeconds: number; messagesSent: number };
  /** Room over baseline: the headline figures. */
  ratios?: { deliveriesPerSecond: number; cpuPerDelivery: number };
  invariants: { checked: boolean; ok?: boolean; violations?: string[]; reason?: string };
  /** Every latency sample of the headline measure, for the histogram. */
  samples: { name: string; ms: number[] };
  /** Each measure's latency histogram, by the name the reports give it (`join`, `bet ack (all bettors)`, …). */
  histograms: Record<string, LatencyHistogram>;
}

async function adminToken(options: LoadOptions): Promise<string | undefined> {
  if (options.adminToken) return options.adminToken;
  if (!options.adminName) return undefined;
  const res = await fetch(new URL('/api/auth/dev', options.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: options.adminName, agreeTos: true }),
  });
  if (!res.ok) throw new Error(`admin sign-in: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

async function checkInvariants(options: LoadOptions): Promise<LoadReport['invariants']> {
  const token = await adminToken(options);
  if (!token) return { checked: false, reason: 'no --admin-token or --admin-name given' };
  const res = await fetch(new URL('/api/admin/ledger/invariants', options.url), {
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.status === 403) return { checked: false, reason: 'the admin token was refused (GLOBAL.FORBIDDEN)' };
  const body = (await res.json()) as { ok: boolean; violations: string[] };
  return { checked: true, ok: body.ok, violations: body.violations };
}

function progress(options: LoadOptions, label: string, durationS: number): PhaseHooks['tick'] {
  if (options.quiet) return undefined;
  const report = progressReporter(label, process.stderr);
  return (live) => report({ ...live, durationS });
}

/**
 * The raw-ws baseline: its own server process, the same clients and workers, the given size and rate. With `timed`
 * (the raw-ws scenario on its own) the clients over time are recorded too.
 */
async function runBaseline(
  options: LoadOptions,
  bytes: number,
  rate: number,
  timed?: TimedPhase,
): Promise<NonNullable<LoadReport['baseline']> & { joinMs: number[] }> {
  const server = forkTs('raw-ws-server.ts');
  try {
    const { port } = await new Promise<{ port: number }>((resolve) =>
      server.once('message', (m) => resolve(m as { port: number })),
    );
    const durationMs = options.durationS * 1000;
    const jobs: WorkerJob[] = deal(Array.from({ length: options.clients }), options.workers)
      .filter((pile) => pile.length > 0)
      .map((pile) => ({ kind: 'raw-ws', url: `ws://127.0.0.1:${port}`, clients: pile.length, durationMs }));
    const results = await runPhase(jobs, {
      forked: timed?.hooks.forked,
      beforeStart: async () => {
        await timed?.hooks.beforeStart?.();
        server.send({ start: { bytes: Math.max(1, Math.round(bytes)), rate } });
      },
      tick: progress(options, 'raw-ws baseline', options.durationS),
    });
    const stopped = new Promise<{ sent: number; cpuSeconds: number }>((resolve) =>
      server.once('message', (m) => resolve(m as { sent: number; cpuSeconds: number })),
    );
    server.send({ stop: true });
    const { sent, cpuSeconds } = await stopped;
    const all = merge(results);
    return { ...summarizePhase(all), serverCpuSeconds: cpuSeconds, messagesSent: sent, joinMs: all.joinMs };
  } finally {
    if (server.exitCode === null) server.kill();
  }
}

/** The room's deliveries per second and CPU per delivery over the raw-ws baseline's (same clients, size and rate). */
async function compareWithBaseline(options: LoadOptions, report: LoadReport): Promise<void> {
  const { joinMs: _joins, ...baseline } = await runBaseline(
    options,
    report.phase.meanMessageBytes,
    report.phase.messagesPerClientPerSecond,
  );
  report.baseline = baseline;
  // Every game process's CPU (a URL whose scrape failed leaves the sum short: no ratio then).
  const total = report.gameTotal;
  const roomCpu = total && total.failed === 0 && total.processes > 0 ? total.cpuSeconds : Number.NaN;
  const round = (n: number) => Math.round(n * 1000) / 1000;
  report.ratios = {
    deliveriesPerSecond: round(report.phase.deliveriesPerSecond / Math.max(baseline.deliveriesPerSecond, 1e-9)),
    cpuPerDelivery: round(
      roomCpu / report.phase.deliveries / (baseline.serverCpuSeconds / Math.max(baseline.deliveries, 1)),
    ),
  };
}

/** One bounded load run against servers on this machine. */
export async function runLoad(options: LoadOptions): Promise<LoadReport> {
  const report: Partial<LoadReport> = {
    scenario: options.scenario,
    options: {
      clients: options.clients,
      bettors: options.bettors,
      durationS: options.durationS,
      workers: options.workers,
      url: options.url.origin,
      gameUrls: options.gameUrls.map((url) => url.toString()),
      variant: options.variant,
      ...(options.phases ? { phases: options.phases } : {}),
      ...(options.thinkMs ? { thinkMs: options.thinkMs } : {}),
    },
    servers: {},
  };

  if (options.scenario === 'raw-ws') {
    // Its server is a plain process of the run's own with no /metrics: the series holds the clients alone.
    const timed = timedPhase({}, undefined);
    try {
      const { joinMs, ...baseline } = await runBaseline(
        options,
        options.messageBytes,
        options.messagesPerClientPerS,
        timed,
      );
      const { serverCpuSeconds: _cpu, messagesSent: _sent, ...phase } = baseline;
      const { timeline } = await timed.finish();
      const histograms = histogramsOf({ join: joinMs });
      return {
        ...report,
        phase,
        baseline,
        timeline,
        invariants: { checked: false, reason: 'raw-ws touches no ledger' },
        samples: { name: 'join (ms)', ms: joinMs },
        histograms,
      } as LoadReport;
    } finally {
      timed.stop();
    }
  }

  const rooms = options.scenario === 'crash' || isRoomGame(options.scenario);
  const targets = serverTargets(options, rooms);
  const timed = timedPhase(targets, progress(options, options.scenario, options.durationS));
  try {
    await playPhase(options, report, targets, timed);
  } finally {
    timed.stop();
  }
  if (rooms && options.baseline && report.phase!.deliveries > 0)
    await compareWithBaseline(options, report as LoadReport);
  report.invariants = await checkInvariants(options);
  return report as LoadReport;
}

/** The scenario's own phase: its clients over the workers, the servers read before and after, the figures. */
async function playPhase(
  options: LoadOptions,
  report: Partial<LoadReport>,
  targets: Record<string, URL>,
  timed: TimedPhase,
): Promise<void> {
  const durationMs = options.durationS * 1000;
  const hooks = timed.hooks;

  let results: WorkerResult[];
  let measuringResult: WorkerResult | undefined;
  if (options.scenario === 'crash') {
    const tokens = (await signIn(options, options.bettors, 'load bettor')).map((p) => p.token);
    // With phases the spectators join while measuring (each worker its share of the schedule), none before.
    const spectators = options.phases ? 0 : options.clients - options.bettors;
    const [measuringToken, ...otherTokens] = tokens;
    const generatorPiles = deal(
      [
        ...otherTokens.map((t) => ({ token: t })),
        ...Array.from({ length: Math.max(0, spectators - (measuringToken ? 0 : 1)) }, () => ({ token: undefined })),
      ],
      options.workers,
    );
    const base = {
      kind: 'crash' as const,
      variant: options.variant,
      cashOutWindowMs: options.cashOutWindowMs,
      durationMs,
      generatorClient: options.generatorClient,
      ...thinkOf(options),
    };
    const jobs = spreadOverGameUrls(
      [
        {
          ...base,
          spectators: measuringToken ? 0 : 1,
          bettorTokens: measuringToken ? [measuringToken] : [],
          measuring: true,
        },
        ...generatorPiles
          .map((pile, worker) => ({
            ...base,
            ...phasedShare(options, worker),
            spectators: pile.filter((c) => !c.token).length,
            bettorTokens: pile.flatMap((c) => (c.token ? [c.token] : [])),
            measuring: false,
          }))
          .filter((job) => job.phased || job.spectators + job.bettorTokens.length > 0),
      ],
      options.gameUrls,
    );
    results = await runPhase(jobs, hooks);
    measuringResult = results[0];
  } else if (isRoomGame(options.scenario)) {
    results = await runPhase(await roomJobs(options, options.scenario), hooks);
    measuringResult = results[0];
  } else {
    const players = await signIn(options, options.clients, 'load wallet');
    const jobs: WorkerJob[] = deal(players, options.workers)
      .map((pile, worker): WorkerJob => ({
        kind: 'wallet',
        apiUrl: options.url.origin,
        players: pile,
        durationMs,
        writesOnly: options.scenario === 'wallet-writes',
        ...thinkOf(options),
        ...phasedShare(options, worker),
      }))
      .filter((job) => job.kind === 'wallet' && job.players.length > 0);
    results = await runPhase(jobs, hooks);
  }
  const { before, snapshots: after, timeline } = await timed.finish();
  const all = merge(results);
  report.phase = summarizePhase(all);
  report.timeline = timeline;
  report.servers = summarizeServers(targets, before, after, timeline);
  if (!isWalletScenario(options.scenario)) {
    report.gameTotal = totalOfGames(report.servers);
    const urls = options.gameUrls.map((url) => url.toString());
    report.spread = {
      joinsByGameUrl: urls.map((url, i) => ({ url, joins: all.joinsByUrl[i] ?? 0 })),
      socketsByHost: all.socketsByHost,
    };
    report.roomSpread = roomSpreadOf(timeline);
  }

  if (options.scenario === 'crash') {
    const measuring = measuringResult!;
    report.crash = {
      betsSent: all.betsSent,
      cashOutsSent: all.cashOutsSent,
      betAck: summarize(all.betAckMs),
      betAckWhileJoining: summarize(all.joiningBetAckMs),
      cashOutAck: summarize(all.cashOutAckMs),
      measuring: {
        betAck: summarize(measuring.betAckMs),
        cashOutAck: summarize(measuring.cashOutAckMs),
        timeRoundTrip: summarize(measuring.timeRttMs),
      },
    };
    report.samples = { name: 'bet and cash-out acknowledgement (ms)', ms: [...all.betAckMs, ...all.cashOutAckMs] };
    report.histograms = histogramsOf({
      join: all.joinMs,
      'bet ack (all bettors)': all.betAckMs,
      'cash-out ack (all bettors)': all.cashOutAckMs,
      'bet ack (measuring client)': measuring.betAckMs,
      'cash-out ack (measuring client)': measuring.cashOutAckMs,
      'time round trip (measuring client)': measuring.timeRttMs,
      ...(all.joiningBetAckMs.length > 0
        ? { 'bet ack (sent while clients joined, before the measured window)': all.joiningBetAckMs }
        : {}),
    });
  } else if (isRoomGame(options.scenario)) {
    const measuring = measuringResult!;
    report.room = {
      sent: all.sent,
      acks: summarizeEach(all.acks),
      measuring: { acks: summarizeEach(measuring.acks), timeRoundTrip: summarize(measuring.timeRttMs) },
      ...(all.flooder ? { flooder: all.flooder } : {}),
    };
    report.samples = {
      name: `${Object.keys(all.acks).join(', ')} acknowledgement (ms)`,
      ms: Object.values(all.acks).flat(),
    };
    report.histograms = histogramsOf({
      join: all.joinMs,
      ...Object.fromEntries(Object.entries(all.acks).map(([name, ms]) => [`${name} ack (all players)`, ms])),
      ...Object.fromEntries(Object.entries(measuring.acks).map(([name, ms]) => [`${name} ack (measuring client)`, ms])),
      'time round trip (measuring client)': measuring.timeRttMs,
    });
  } else {
    report.wallet = summarizeEach(all.requestMs);
    report.samples = { name: 'request latency (ms)', ms: Object.values(all.requestMs).flat() };
    report.histograms = histogramsOf(all.requestMs);
    const writes = LEDGER_WRITES.reduce((sum, name) => sum + (all.sent[name] ?? 0), 0);
    report.ledgerWrites = {
      count: writes,
      perSecond: Math.round((writes / Math.max(report.phase.seconds, 1e-9)) * 100) / 100,
    };
  }
}
