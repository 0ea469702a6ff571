import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/**
 * `npm run start:cluster -- --processes 2`: one API process and N game-server processes for local trials of
 * horizontal scale. Needs DATABASE_URL (Postgres: the embedded PGlite is single-process) and Redis (REDIS_URL,
 * default redis://127.0.0.1:6379). Game server i listens on GAME_PORT + i and announces PUBLIC_HOST:port as its
 * public address (PUBLIC_HOST defaults to localhost); the browser matchmakes on the first one (GAME_SERVER_URL).
 * Ctrl-C stops them all the graceful way (running rounds finish).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const { values } = parseArgs({ options: { processes: { type: 'string', default: '2' } } });
const processes = Number(values.processes);
if (!Number.isInteger(processes) || processes < 1 || processes > 16)
  throw new Error('--processes must be an integer from 1 to 16');
if (!process.env.DATABASE_URL) {
  console.error(
    'start:cluster needs DATABASE_URL (a Postgres every process shares), e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/arena',
  );
  process.exit(1);
}
const basePort = Number(process.env.GAME_PORT ?? 2567);
const publicHost = process.env.PUBLIC_HOST ?? 'localhost';
const shared = {
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  GAME_SERVER_URL: process.env.GAME_SERVER_URL ?? `ws://${publicHost}:${basePort}`,
};

const children: ChildProcess[] = [];
let stopping = false;

/** Starts one child, prefixes its output, resolves once a line matches `ready`. */
function start(name: string, entry: string, env: Record<string, string>, ready: RegExp): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, entry)], {
    cwd: root,
    env: { ...process.env, ...shared, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: a terminal's Ctrl-C reaches only this script, which stops each child once (SIGTERM).
    detached: true,
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    const relay = (sink: NodeJS.WriteStream) => (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        sink.write(`[${name}] ${line}\n`);
        if (ready.test(line)) resolve();
      }
    };
    child.stdout!.on('data', relay(process.stdout));
    child.stderr!.on('data', relay(process.stderr));
    child.once('exit', (code, signal) => {
      console.log(`[${name}] exited (${signal ?? code})`);
      reject(new Error(`${name} exited before it was ready`));
      if (!stopping) stop(1);
    });
  });
}

function stop(code: number) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(0));

try {
  // The API first: it migrates the database, so the game servers find it ready and never migrate side by side.
  await start('api', 'api/src/main.ts', {}, /API listening/);
  for (let i = 0; i < processes; i++) {
    const port = basePort + i;
    await start(
      `rooms-${i + 1}`,
      'game-server/src/main.ts',
      { GAME_PORT: String(port), PUBLIC_ADDRESS: `${publicHost}:${port}` },
      /game server listening/,
    );
  }
  console.log(
    `cluster up: API on ${process.env.PUBLIC_URL ?? 'http://localhost:' + (process.env.PORT ?? 3000)}, ${processes} game servers on ports ${basePort}-${basePort + processes - 1} (Ctrl-C stops them)`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stop(1);
}
