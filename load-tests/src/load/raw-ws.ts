import { WebSocket, WebSocketServer } from 'ws';
import { setLiveClients } from './live';
import { type WorkerJob, type WorkerResult, countError, emptyResult } from './protocol';

/**
 * The baseline: a minimal `ws` server that sends its connected clients messages of `bytes` at `perClientPerS` per
 * client per second (round-robin), nothing else. Runs in its own process (see raw-ws-server.ts) so its CPU is its own.
 */
export function startRawWsServer(): Promise<{
  port: number;
  start(bytes: number, perClientPerS: number): void;
  stop(): { sent: number; cpuSeconds: number };
}> {
  return new Promise((resolve) => {
    const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    let timer: NodeJS.Timeout | undefined;
    let sent = 0;
    let cpuAtStart = process.cpuUsage();
    wss.on('listening', () => {
      const address = wss.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : 0,
        start(bytes, perClientPerS) {
          const payload = Buffer.alloc(bytes, 7);
          cpuAtStart = process.cpuUsage();
          // The room's rate can be far below one message per client per tick (crash sends little while a round runs):
          // messages are owed at the aggregate rate and paid round-robin each tick, so any rate is matched. The tick is
          // about one message apart (10 ms to 1 s), so an idle baseline does not spend its CPU on waking up.
          const tickMs = Math.min(1000, Math.max(10, 1000 / Math.max(perClientPerS * wss.clients.size, 1e-3)));
          let owed = 0;
          let next = 0;
          let last = performance.now();
          timer = setInterval(() => {
            const now = performance.now();
            const clients = [...wss.clients].filter((client) => client.readyState === WebSocket.OPEN);
            owed += (perClientPerS * clients.length * (now - last)) / 1000;
            last = now;
            for (; owed >= 1 && clients.length > 0; owed -= 1) {
              clients[next % clients.length]!.send(payload);
              next += 1;
              sent += 1;
            }
          }, tickMs);
        },
        stop() {
          if (timer) clearInterval(timer);
          const cpu = process.cpuUsage(cpuAtStart);
          for (const client of wss.clients) client.terminate();
          wss.close();
          return { sent, cpuSeconds: (cpu.user + cpu.system) / 1e6 };
        },
      });
    });
  });
}

/** Baseline receivers: connect, count messages and bytes while measuring. */
export async function runRawWsClients(
  job: Extract<WorkerJob, { kind: 'raw-ws' }>,
  ready: () => Promise<void>,
): Promise<WorkerResult> {
  const result = emptyResult();
  let measuring = false;
  const sockets: WebSocket[] = [];
  setLiveClients(() => sockets.filter((socket) => socket.readyState === WebSocket.OPEN).length);
  for (let i = 0; i < job.clients; i += 50) {
    const wave = Array.from({ length: Math.min(50, job.clients - i) }, async () => {
      const started = performance.now();
      const socket = new WebSocket(job.url);
      try {
        await new Promise<void>((resolve, reject) => {
          socket.once('open', () => resolve());
          socket.once('error', reject);
        });
        result.joinMs.push(performance.now() - started);
        socket.on('message', (data: Buffer) => {
          if (!measuring) return;
          result.messages += 1;
          result.bytes += data.length;
        });
        sockets.push(socket);
      } catch {
        result.joinFailures += 1;
        countError(result, 'raw-ws connect');
      }
    });
    await Promise.all(wave);
  }
  result.clients = sockets.length;
  await ready();
  measuring = true;
  const started = performance.now();
  await new Promise((resolve) => setTimeout(resolve, job.durationMs));
  measuring = false;
  result.measuredMs = performance.now() - started;
  for (const socket of sockets) socket.terminate();
  return result;
}
