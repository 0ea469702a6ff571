/**
 * Generator cost per idle crash spectator, SDK client beside wire client: boots the embedded platform (crash rooms,
 * short rounds, BETTORS wire bettors so patches carry bets), then forks one generator process per kind that joins
 * CLIENTS spectators; once both have joined, both measure their own CPU time and memory over the same IDLE_S seconds.
 *
 * KINDS=wire runs one kind alone (many spectators from one generator process); `wire` is the wire client on the raw
 * net socket, `wire-ws` the same client on `ws` (KINDS=sdk,wire,wire-ws measures all three side by side).
 *
 *   CLIENTS=500 IDLE_S=20 BETTORS=20 node_modules/.bin/node --import tsx load-tests/src/wire/spectator-cost.ts
 */
import { type ChildProcess, fork } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Client, type Room } from '@colyseus/sdk';
import { CRASH_CLIENT_MESSAGES, CrashRoomState, crashRoomId } from '@arena/schemas';
import { fundedPlayer } from '../players';
import { startCrashPlatform } from './embedded-platform';
import { OwnState, SharedState } from './state-readers';
import { WireRoom } from './wire-room';

/** `wire`: the wire client on the raw net socket (its default); `wire-ws`: the same on the `ws` library. */
type Kind = 'sdk' | 'wire' | 'wire-ws';
const KINDS: readonly Kind[] = ['sdk', 'wire', 'wire-ws'];
interface Cost {
  kind: Kind;
  clients: number;
  frames: number;
  idleS: number;
  cpuMs: number;
  rssBytes: number;
  heapBytes: number;
  /** Memory outside the JS heap: Buffers and native objects (sockets' buffers among them). */
  externalBytes: number;
}

const ROOM = crashRoomId('classic');
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

function heapAfterGc(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed;
}

/** Counts every frame reaching an SDK room's socket, as the load CLI counts deliveries. */
function countSdkFrames(room: Room, count: () => void): void {
  const events = (room.connection as unknown as { events: { onmessage?: (event: MessageEvent) => void } }).events;
  const original = events.onmessage;
  events.onmessage = (event: MessageEvent) => {
    count();
    original?.(event);
  };
}

/** In a generator process: join, say ready, wait for the go, measure the idle window, answer, leave. */
async function generate(kind: Kind, gameUrl: string, clients: number, idleS: number): Promise<Cost> {
  let frames = 0;
  const { rss: rssBefore, external: externalBefore } = process.memoryUsage();
  const heapBefore = heapAfterGc();
  const shared = new SharedState(CrashRoomState);
  const joined: { leave(): Promise<unknown> }[] = [];
  for (let i = 0; i < clients; i += 25) {
    const wave = Array.from({ length: Math.min(25, clients - i) }, async () => {
      if (kind !== 'sdk')
        return WireRoom.join({
          gameUrl,
          room: ROOM,
          transport: kind === 'wire' ? 'raw' : 'ws',
          state: shared.member(),
          onFrame: () => (frames += 1),
        });
      const room = (await new Client(gameUrl).joinById(ROOM, {}, CrashRoomState)) as Room<unknown, CrashRoomState>;
      countSdkFrames(room, () => (frames += 1));
      return room;
    });
    joined.push(...(await Promise.all(wave)));
  }
  const go = new Promise((resolve) => process.once('message', resolve));
  process.send?.({ ready: true });
  await go;
  frames = 0;
  const cpu = process.cpuUsage();
  await new Promise((resolve) => setTimeout(resolve, idleS * 1000));
  const used = process.cpuUsage(cpu);
  const cost = {
    kind,
    clients,
    frames,
    idleS,
    cpuMs: (used.user + used.system) / 1000,
    rssBytes: process.memoryUsage().rss - rssBefore,
    heapBytes: heapAfterGc() - heapBefore,
    externalBytes: process.memoryUsage().external - externalBefore,
  };
  await Promise.all(joined.map((room) => room.leave()));
  return cost;
}

/** Both generators join first, then measure the same window: the same rounds, the same patches. */
async function runGenerators(kinds: readonly Kind[], gameUrl: string, clients: number, idleS: number): Promise<Cost[]> {
  const children: ChildProcess[] = kinds.map((kind) =>
    fork(fileURLToPath(import.meta.url), ['generate', kind, gameUrl, String(clients), String(idleS)], {
      execArgv: ['--import', 'tsx', '--expose-gc'],
    }),
  );
  const answer = (child: ChildProcess, key: 'ready' | 'cost') =>
    new Promise<Cost>((resolve, reject) => {
      const onMessage = (message: { ready?: true; cost?: Cost }) => {
        if (!message[key]) return;
        child.off('message', onMessage);
        resolve(message.cost!);
      };
      child.on('message', onMessage);
      child.once('exit', (code) => reject(new Error(`generator exited (${code}) without answering`)));
    });
  const costs = children.map((child) => answer(child, 'cost'));
  await Promise.all(children.map((child) => answer(child, 'ready')));
  for (const child of children) child.send({ go: true });
  return Promise.all(costs);
}

/** Wire bettors in the platform's process: a bet with an auto-take every round, so patches carry a bets list. */
async function startBettors(apiUrl: URL, gameUrl: string, count: number): Promise<WireRoom[]> {
  // In waves: hundreds of deposits at once outlast the wait for their confirmation on the embedded store.
  const players: Awaited<ReturnType<typeof fundedPlayer>>[] = [];
  for (let first = 0; first < count; first += 50) {
    const wave = Array.from({ length: Math.min(50, count - first) }, (_, i) =>
      fundedPlayer(apiUrl, `cost bettor ${first + i}`, 100_000),
    );
    players.push(...(await Promise.all(wave)));
  }
  return Promise.all(
    players.map(async (player) => {
      const own = new OwnState(CrashRoomState);
      const room = await WireRoom.join({ gameUrl, room: ROOM, token: player.token, state: own });
      let round = '';
      own.onChange((state) => {
        if (state.phase !== 'BETTING' || state.roundId === round) return;
        round = state.roundId;
        room.send(CRASH_CLIENT_MESSAGES.bet, {
          source: 'REAL',
          amountCents: 10 + Math.floor(Math.random() * 90),
          autoCashOutHundredths: 110 + Math.floor(Math.random() * 200),
        });
      });
      return room;
    }),
  );
}

async function main(): Promise<void> {
  const clients = Number(process.env.CLIENTS ?? 500);
  const idleS = Number(process.env.IDLE_S ?? 20);
  const bettors = Number(process.env.BETTORS ?? 20);
  const platform = await startCrashPlatform(1500);
  try {
    const rooms = await startBettors(platform.apiUrl, platform.gameUrl, bettors);
    const kinds = (process.env.KINDS ?? 'sdk,wire').split(',') as Kind[];
    if (kinds.some((kind) => !KINDS.includes(kind)))
      throw new Error(`KINDS is a comma-separated list of ${KINDS.join(', ')}`);
    const costs = await runGenerators(kinds, platform.gameUrl, clients, idleS);
    await Promise.all(rooms.map((room) => room.leave()));
    console.log(
      `load average ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}, ${os.cpus().length} cores, ${new Date().toISOString()}`,
    );
    console.log(
      '| client | spectators | frames received | CPU ms / spectator / min | RSS / spectator | heap / spectator | external / spectator |',
    );
    console.log('|---|---|---|---|---|---|---|');
    for (const c of costs) {
      const perMin = (c.cpuMs / c.clients) * (60 / c.idleS);
      console.log(
        `| ${c.kind} | ${c.clients} | ${c.frames} | ${perMin.toFixed(1)} | ${(c.rssBytes / c.clients / 1024).toFixed(1)} KiB | ${(c.heapBytes / c.clients / 1024).toFixed(1)} KiB | ${(c.externalBytes / c.clients / 1024).toFixed(1)} KiB |`,
      );
    }
    const sdk = costs.find((c) => c.kind === 'sdk');
    for (const wire of costs.filter((c) => c.kind !== 'sdk')) {
      if (sdk)
        console.log(
          `${wire.kind} / sdk: CPU ${(wire.cpuMs / wire.clients / (sdk.cpuMs / sdk.clients)).toFixed(3)}, RSS ${(wire.rssBytes / sdk.rssBytes).toFixed(3)}, heap ${(wire.heapBytes / sdk.heapBytes).toFixed(3)} (totals: sdk ${mb(sdk.rssBytes)} MiB RSS, ${wire.kind} ${mb(wire.rssBytes)} MiB)`,
        );
    }
    console.log(JSON.stringify(costs));
  } finally {
    await platform.close();
  }
}

if (process.argv[2] === 'generate') {
  const [, , , kind, gameUrl, clients, idleS] = process.argv;
  const cost = await generate(kind as Kind, gameUrl!, Number(clients), Number(idleS));
  process.send?.({ cost }, () => process.exit(0));
} else {
  await main();
  process.exit(0);
}
