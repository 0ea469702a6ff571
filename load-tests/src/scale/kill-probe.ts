import { parseArgs } from 'node:util';
import { Client, type Room } from '@colyseus/sdk';
import { CRASH_CLIENT_MESSAGES, CRASH_SERVER_MESSAGES, CrashRoomState, crashRoomId } from '@arena/schemas';
import { fundedPlayer } from '../players';
import { metricsUrlOf, parseRoomGauges } from '../load/prometheus';
import { assertLoopback, summarize } from '../stats';

/**
 * kill -9 of one game-server process mid-round, seen by crash clients spread over every process of a cluster.
 * The victim is the process hosting `crash-classic` (so a round with open bets dies with it). Clients on the victim
 * come back through the other URLs two ways, half each: `at-once` (the SDK's resume off: the lost socket is a
 * leave, and the client joins again at once through the next URL, every 250 ms until it works) and `browser` (the
 * web client's settings: the SDK tries to resume the old session first, backing off to 1 s, then joins afresh).
 * Prints one JSON line: the kill time (for the ledger check), the back-in-a-room times by way (the first return), any
 * later drop of those clients and any drop of the survivor's own clients (how long each was out of a room), and when
 * the first new round was seen. Usage: `node --import tsx load-tests/src/scale/kill-probe.ts --url http://127.0.0.1:3960
 * --game-url ws://127.0.0.1:3961,ws://127.0.0.1:3962 --clients 200 --bettors 20`.
 */
const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    'game-url': { type: 'string', default: 'ws://127.0.0.1:2567,ws://127.0.0.1:2568' },
    clients: { type: 'string', default: '200' },
    bettors: { type: 'string', default: '20' },
    'wait-s': { type: 'string', default: '30' },
  },
});
const api = new URL(values.url);
const gameUrls = values['game-url'].split(',').map((raw) => new URL(raw));
for (const url of [api, ...gameUrls]) assertLoopback(url.toString());
const clientCount = Number(values.clients);
const bettorCount = Math.min(clientCount, Number(values.bettors));
const waitMs = Number(values['wait-s']) * 1000;
const ROOM_ID = crashRoomId('classic');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Way = 'at-once' | 'browser';
interface Watcher {
  index: number;
  way: Way;
  /** Where its first socket went (the process it matchmade through, or the crash host). */
  host: string;
  room?: Room<unknown, CrashRoomState>;
  token?: string;
  lostAtMs?: number;
  /** Back in a room the first time after the kill. */
  backAtMs?: number;
  /** Every time it was out of a room after the kill (ms after the kill): the first loss and any later drop. */
  gaps: { lostAtMs: number; backAtMs?: number; code: number }[];
  attempts: number;
}

async function processes() {
  return Promise.all(
    gameUrls.map(async (url) => {
      const text = await (await fetch(metricsUrlOf(url))).text();
      const pid = Number(/^arena_process_pid (\d+)/m.exec(text)?.[1]);
      return { url, host: url.host, pid, rooms: parseRoomGauges(text) };
    }),
  );
}

const before = await processes();
const victim = before.find((p) => (p.rooms.crash?.rooms ?? 0) > 0);
if (!victim || before.length < 2) throw new Error('needs two game URLs, one of them hosting crash');
const tokens = [] as string[];
for (let i = 0; i < bettorCount; i += 10) {
  const wave = Array.from({ length: Math.min(10, bettorCount - i) }, (_, j) =>
    fundedPlayer(api, `kill probe ${Date.now().toString(36)} ${i + j}`, 100_000),
  );
  tokens.push(...(await Promise.all(wave)).map((p) => p.token));
}

let killedAt = 0;
let newRoundAtMs: number | undefined;
let betsSent = 0;
let betsAcked = 0;
let runningWithBets = false;
const seenRound = { id: '' };

/** Bets every betting phase (no cash-out: the bet stays open through the run, the kill must end it). */
function play(watcher: Watcher, room: Room<unknown, CrashRoomState>) {
  let round = '';
  let acked = '';
  room.onMessage(CRASH_SERVER_MESSAGES.betPlaced, (event: { roundId: string }) => {
    betsAcked += 1;
    acked = event.roundId;
  });
  room.onMessage(CRASH_SERVER_MESSAGES.error, () => undefined);
  room.onMessage(CRASH_SERVER_MESSAGES.balance, () => undefined);
  room.onStateChange((state) => {
    if (state.phase === 'BETTING' && state.roundId !== round && !killedAt) {
      round = state.roundId;
      betsSent += 1;
      room.send(CRASH_CLIENT_MESSAGES.bet, { source: 'REAL', amountCents: 10 + Math.floor(Math.random() * 90) });
    }
    if (state.phase === 'RUNNING' && acked === state.roundId && watcher.index === 0) runningWithBets = true;
  });
}

function watch(watcher: Watcher, room: Room<unknown, CrashRoomState>) {
  watcher.room = room;
  if (!watcher.host) watcher.host = room.connection.url ? new URL(room.connection.url).host : 'unknown';
  room.onMessage(CRASH_SERVER_MESSAGES.time, () => undefined);
  room.onMessage('*', () => undefined);
  if (watcher.way === 'at-once') room.reconnection.enabled = false;
  else {
    // The web client's settings (client/src/transport/room-connection.ts): one resume attempt, then a fresh join.
    room.reconnection.maxDelay = 1_000;
    room.reconnection.maxRetries = 1;
  }
  room.onStateChange((state) => {
    if (
      killedAt &&
      state.phase === 'BETTING' &&
      state.roundId !== seenRound.id &&
      newRoundAtMs === undefined &&
      seenRound.id
    )
      newRoundAtMs = performance.now() - killedAt;
    if (!killedAt) seenRound.id = state.roundId;
  });
  room.onLeave((code) => {
    if (!killedAt) return;
    const lostAtMs = performance.now() - killedAt;
    watcher.lostAtMs ??= lostAtMs;
    watcher.gaps.push({ lostAtMs, code });
    void rejoin(watcher);
  });
}

async function join(watcher: Watcher, url: URL): Promise<Room<unknown, CrashRoomState>> {
  const client = new Client(url.toString().replace(/\/$/, ''));
  if (watcher.token) client.auth.token = watcher.token;
  return client.joinById(ROOM_ID, {}, CrashRoomState) as Promise<Room<unknown, CrashRoomState>>;
}

/** Joins again through the next URL, and the next, every 250 ms, until one seats it. */
async function rejoin(watcher: Watcher) {
  for (let attempt = 1; performance.now() - killedAt < waitMs; attempt++) {
    watcher.attempts = attempt;
    try {
      const room = await join(watcher, gameUrls[(watcher.index + attempt) % gameUrls.length]!);
      const backAtMs = performance.now() - killedAt;
      watcher.backAtMs ??= backAtMs;
      watcher.gaps.at(-1)!.backAtMs = backAtMs;
      watch(watcher, room);
      return;
    } catch {
      await sleep(250);
    }
  }
}

const watchers: Watcher[] = Array.from({ length: clientCount }, (_, index) => ({
  index,
  way: Math.floor(index / gameUrls.length) % 2 === 0 ? 'at-once' : 'browser',
  host: '',
  token: tokens[index],
  gaps: [],
  attempts: 0,
}));
for (let i = 0; i < watchers.length; i += 25) {
  await Promise.all(
    watchers.slice(i, i + 25).map(async (watcher) => {
      const room = await join(watcher, gameUrls[watcher.index % gameUrls.length]!);
      watch(watcher, room);
      if (watcher.token) play(watcher, room);
    }),
  );
}
// The SDK resumes only sessions older than its minUptime (5 s): the browser way must be past it.
await sleep(6_000);
const deadline = performance.now() + 60_000;
while (!runningWithBets && performance.now() < deadline) await sleep(50);
const onVictim = watchers.filter((w) => w.host === victim.host);
const betsAckedBeforeKill = betsAcked;
process.kill(victim.pid, 'SIGKILL');
killedAt = performance.now();
const killedAtIso = new Date().toISOString();
while (
  performance.now() - killedAt < waitMs &&
  (onVictim.some((w) => w.backAtMs === undefined) || newRoundAtMs === undefined)
)
  await sleep(100);

// Let drops that follow the take-over (a mirror closing, a room moving) show up and rejoin before reading the gaps.
await sleep(3_000);
/** Drops after the first return (or of a survivor's client): how many, how many within 5 s, the longest out of a room. */
const laterDrops = (watchersOf: Watcher[], skipFirst: boolean) => {
  const gaps = watchersOf.flatMap((w) => w.gaps.slice(skipFirst ? 1 : 0));
  const out = gaps.map((gap) => (gap.backAtMs ?? waitMs) - gap.lostAtMs);
  return {
    drops: gaps.length,
    codes: [...new Set(gaps.map((gap) => gap.code))],
    within5s: out.filter((ms) => ms <= 5_000).length,
    outMs: summarize(out),
  };
};
const byWay = (way: Way) => {
  const lost = onVictim.filter((w) => w.way === way);
  const back = lost.flatMap((w) => (w.backAtMs === undefined ? [] : [w.backAtMs]));
  return {
    onVictim: lost.length,
    back: back.length,
    within5s: back.filter((ms) => ms <= 5_000).length,
    backMs: summarize(back),
    laterDrops: laterDrops(lost, true),
  };
};
const survivors = watchers.filter((w) => w.host !== victim.host);
console.log(
  JSON.stringify({
    killedAtIso,
    victim: { host: victim.host, pid: victim.pid, roomsBefore: victim.rooms },
    clientsByHost: Object.fromEntries(before.map((p) => [p.host, watchers.filter((w) => w.host === p.host).length])),
    bettors: bettorCount,
    betsSentBeforeKill: betsSent,
    betsAckedBeforeKill,
    atOnce: byWay('at-once'),
    browser: byWay('browser'),
    survivorClientsDropped: survivors.filter((w) => w.lostAtMs !== undefined).length,
    survivorDrops: laterDrops(survivors, false),
    firstNewRoundSeenMs: newRoundAtMs === undefined ? null : Math.round(newRoundAtMs),
  }),
);
for (const watcher of watchers) void watcher.room?.leave().catch(() => undefined);
await sleep(500);
process.exit(0);
