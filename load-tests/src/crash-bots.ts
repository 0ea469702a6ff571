import { Client, type Room } from '@colyseus/sdk';
import {
  CRASH_CLIENT_MESSAGES,
  CRASH_SERVER_MESSAGES,
  CrashRoomState,
  type CrashVariant,
  crashRoomId,
} from '@arena/schemas';
import { fundedPlayer } from './players';
import { writeReport } from './report';
import { assertLoopback, summarize } from './stats';

/**
 * Crash scenario: BOTS funded players bet every round with a random auto-take while SPECTATORS watch
 * without signing in, for ROUNDS rounds or SECONDS at most. Measures bet acknowledgement latency, refusals
 * by catalogue key, and state patches each spectator received. Run against `npm start` (raise
 * AUTH_RATE_LIMIT_PER_MINUTE above BOTS):
 *   node --import tsx load-tests/src/crash-bots.ts   (env: BASE_URL, GAME_URL, VARIANT, BOTS, SPECTATORS, ROUNDS, SECONDS)
 */
const base = assertLoopback(process.env.BASE_URL ?? 'http://127.0.0.1:3000');
const gameUrl = assertLoopback(process.env.GAME_URL ?? 'ws://127.0.0.1:2567')
  .toString()
  .replace(/\/$/, '');
const variant = (process.env.VARIANT ?? 'classic') as CrashVariant;
const bots = Number(process.env.BOTS ?? 20);
const spectators = Number(process.env.SPECTATORS ?? 100);
const rounds = Number(process.env.ROUNDS ?? 5);
const deadline = Date.now() + Number(process.env.SECONDS ?? 120) * 1000;
const run = Date.now().toString(36);

const ackLatencies: number[] = [];
const refusals = new Map<string, number>();
const crashPoints: number[] = [];
let betsSent = 0;
const phasesSeen = new Set<string>();
const started = performance.now();

type CrashRoom = Room<unknown, CrashRoomState>;

async function join(token?: string): Promise<CrashRoom> {
  const client = new Client(gameUrl);
  if (token) client.auth.token = token;
  return (await client.joinById(crashRoomId(variant), {}, CrashRoomState)) as CrashRoom;
}

/** Bets once per round while betting is open; the auto-take does the cashing out. */
function playEveryRound(room: CrashRoom): void {
  let lastRound = '';
  let sentAt = 0;
  room.onMessage(CRASH_SERVER_MESSAGES.betPlaced, () => ackLatencies.push(performance.now() - sentAt));
  room.onMessage(CRASH_SERVER_MESSAGES.error, (event: { error: { key: string } }) => {
    refusals.set(event.error.key, (refusals.get(event.error.key) ?? 0) + 1);
  });
  room.onMessage(CRASH_SERVER_MESSAGES.cashedOut, () => undefined);
  room.onMessage(CRASH_SERVER_MESSAGES.balance, () => undefined);
  room.onStateChange((state) => {
    if (state.phase !== 'BETTING' || state.roundId === lastRound) return;
    lastRound = state.roundId;
    sentAt = performance.now();
    betsSent++;
    room.send(CRASH_CLIENT_MESSAGES.bet, {
      source: 'REAL',
      amountCents: 10 + Math.floor(Math.random() * 90),
      autoCashOutHundredths: 101 + Math.floor(Math.random() * 400),
    });
  });
}

const players = [];
for (let i = 0; i < bots; i++) players.push(await fundedPlayer(base, `crash bot ${run} ${i}`, 50_00));
const bettors = await Promise.all(players.map((p) => join(p.token)));
bettors.forEach(playEveryRound);
const watchers = await Promise.all(Array.from({ length: spectators }, () => join()));
const patches = watchers.map(() => 0);
watchers.forEach((room, i) => {
  room.onMessage(CRASH_SERVER_MESSAGES.time, () => undefined);
  room.onStateChange(() => patches[i]!++);
});

await new Promise<void>((resolve) => {
  let seenRound = '';
  const observer = watchers[0] ?? bettors[0];
  if (!observer) return resolve();
  const timer = setInterval(() => {
    const state = observer.state;
    phasesSeen.add(state.phase);
    // The history strip gains an entry per finished round, so a short crash pause is never missed.
    const latest = state.history[0];
    if (latest && latest.roundId !== seenRound && seenRound !== '') crashPoints.push(latest.crashPointHundredths / 100);
    if (latest && latest.roundId !== seenRound) seenRound = latest.roundId;
    if (!latest && seenRound === '') seenRound = 'none';
    if (crashPoints.length >= rounds || Date.now() > deadline) {
      clearInterval(timer);
      resolve();
    }
  }, 50);
});
await Promise.all([...bettors, ...watchers].map((room) => room.leave()));

const result = {
  target: { api: base.origin, game: gameUrl, variant },
  bots,
  spectators,
  roundsObserved: crashPoints.length,
  crashPoints,
  betsSent,
  betsAcknowledged: ackLatencies.length,
  betAckLatency: summarize(ackLatencies),
  refusals: Object.fromEntries(refusals),
  phasesSeen: [...phasesSeen],
  seconds: Math.round((performance.now() - started) / 100) / 10,
  patchesPerSpectator: {
    min: Math.min(...patches),
    max: Math.max(...patches),
    mean: patches.reduce((a, b) => a + b, 0) / Math.max(1, patches.length),
  },
};
console.log(JSON.stringify(result, null, 2));
console.log(`report: ${writeReport('crash-bots', result)}`);
process.exit(0);
