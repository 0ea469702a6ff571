import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { createPostgreSqlTypeParsers } from '@mikro-orm/sql';
import type {
  PgliteQueryResult,
  PgliteRequest,
  PgliteResponse,
  PgliteWhere,
  PgliteWireError,
  PgliteWorkerData,
} from './pglite-protocol';

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type RequestBody = PgliteRequest extends infer R ? (R extends PgliteRequest ? Omit<R, 'id'> : never) : never;

/** A driver error as the ORM and `pgErrorCode` read it: the Postgres fields (`code`, `constraint`, `detail`…) kept. */
function rebuildError(wire: PgliteWireError): Error {
  const error = new Error(wire.message);
  error.name = wire.name;
  if (wire.stack) error.stack = wire.stack;
  return Object.assign(error, wire.fields);
}

/** MikroORM's Postgres type parsers as data for the worker (see PgliteWorkerData.typeParsers). */
function describeTypeParsers(): Record<number, 'raw' | 'array'> {
  const asArray = (value: string) => [value];
  const described: Record<number, 'raw' | 'array'> = {};
  for (const [oid, parse] of Object.entries(createPostgreSqlTypeParsers(asArray))) {
    if (parse === asArray) described[Number(oid)] = 'array';
    else if ((parse as (value: string) => unknown)('2026-01-02 03:04:05+00') === '2026-01-02 03:04:05+00')
      described[Number(oid)] = 'raw';
    else throw new Error(`MikroORM parses type ${oid} in a way the PGlite worker does not mirror`);
  }
  return described;
}

type WasmModule = PgliteWorkerData['pgliteWasmModule'];
/** Node's WebAssembly global, which the api's type libraries (ES and Node, no DOM) do not declare. */
const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WasmModule> } })
  .WebAssembly;
let compiled: Promise<WasmModule> | undefined;
/** PGlite's WebAssembly, compiled once per process for every worker (PGlite would compile it at each start). */
function pgliteWasmModule(): Promise<WasmModule> {
  const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  return (compiled ??= wasm.compile(readFileSync(path.join(dist, 'pglite.wasm'))));
}

/** One transaction's view, the subset of PGlite's `Transaction` that kysely's PGlite dialect calls. */
export interface PgliteThreadTransaction {
  query(sql: string, params?: unknown[]): Promise<PgliteQueryResult>;
  exec(sql: string): Promise<void>;
  readonly closed: boolean;
}

/**
 * The embedded PGlite database running in a worker thread (api/src/db/pglite-worker.ts), shaped like the PGlite
 * instance MikroORM's driver takes (`driverOptions.pglite`): `query`, `transaction`, `exec`, `close`, `ready`. The
 * rooms' event loop then only posts SQL and receives rows; Postgres itself runs on the other thread.
 */
/**
 * Workers whose database was closed, kept for the next start in this process: a worker's own start (its isolate,
 * PGlite's JavaScript) is about a third of a second of CPU, paid once per process instead of once per database (the
 * tests open hundreds). Parked workers are unreferenced, so they never keep a process alive.
 */
const parked: Worker[] = [];
const PARKED_MAX = 2;
/** Request ids count across every thread of the process: a reused worker never answers one database's request to another. */
let nextRequestId = 1;

function park(worker: Worker): void {
  const forget = () => {
    const at = parked.indexOf(worker);
    if (at >= 0) parked.splice(at, 1);
  };
  worker.once('exit', forget);
  worker.once('error', forget);
  worker.unref();
  parked.push(worker);
}

function unpark(): Worker | undefined {
  const worker = parked.pop();
  worker?.removeAllListeners('exit').removeAllListeners('error');
  return worker;
}

/**
 * The embedded PGlite database running in a worker thread (api/src/db/pglite-worker.ts), shaped like the PGlite
 * instance MikroORM's driver takes (`driverOptions.pglite`): `query`, `transaction`, `exec`, `close`, `ready`. The
 * rooms' event loop then only posts SQL and receives rows; Postgres itself runs on the other thread.
 */
export class PgliteThread {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #closed = false;
  #starting = true;
  #failure: Error | undefined;
  readonly waitReady: Promise<void>;
  #detach: () => void = () => undefined;

  private constructor(worker: Worker) {
    this.#worker = worker;
    this.waitReady = new Promise<void>((resolve, reject) => {
      const onMessage = (message: PgliteResponse) => {
        if ('ready' in message) {
          this.#starting = false;
          this.#updateRef();
          if (message.ready) resolve();
          else reject(rebuildError(message.error));
          return;
        }
        const pending = this.#pending.get(message.id);
        if (!pending) return;
        this.#pending.delete(message.id);
        this.#updateRef();
        if (message.ok) pending.resolve(message.value);
        else pending.reject(rebuildError(message.error));
      };
      const onError = (error: Error) => this.#fail(error, reject);
      const onExit = (code: number) => this.#fail(new Error(`the PGlite worker stopped (exit code ${code})`), reject);
      worker.on('message', onMessage).on('error', onError).on('exit', onExit);
      this.#detach = () => worker.off('message', onMessage).off('error', onError).off('exit', onExit);
    });
    this.#updateRef();
  }

  /** Starts a worker (or takes a parked one) and waits until the database is open. */
  static async start(where: PgliteWhere): Promise<PgliteThread> {
    const reused = unpark();
    const worker =
      reused ??
      new Worker(new URL('./pglite-worker.ts', import.meta.url), {
        workerData: {
          ...where,
          typeParsers: describeTypeParsers(),
          pgliteWasmModule: await pgliteWasmModule(),
        } satisfies PgliteWorkerData,
      });
    const thread = new PgliteThread(worker);
    if (reused) worker.postMessage({ id: 0, op: 'open', where } satisfies PgliteRequest);
    await thread.waitReady;
    return thread;
  }

  /** The worker's thread id: a start that reused a closed database's worker has the same one. */
  get workerThreadId(): number {
    return this.#worker.threadId;
  }

  get ready(): boolean {
    return !this.#closed && !this.#failure;
  }

  get closed(): boolean {
    return this.#closed;
  }

  query(sql: string, params: unknown[] = []): Promise<PgliteQueryResult> {
    return this.#request({ op: 'query', sql, params }) as Promise<PgliteQueryResult>;
  }

  async exec(sql: string): Promise<void> {
    await this.#request({ op: 'exec', sql });
  }

  /** Runs `callback` in one transaction on the worker: committed when it returns, rolled back when it throws. */
  async transaction<T>(callback: (tx: PgliteThreadTransaction) => Promise<T>): Promise<T> {
    const id = (await this.#request({ op: 'begin' })) as number;
    let ended = false;
    const tx: PgliteThreadTransaction = {
      query: (sql, params = []) => this.#request({ op: 'query', sql, params, tx: id }) as Promise<PgliteQueryResult>,
      exec: async (sql) => {
        await this.#request({ op: 'exec', sql, tx: id });
      },
      get closed() {
        return ended;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      ended = true;
      await this.#request({ op: 'end', tx: id, commit: false }).catch(() => undefined);
      throw error;
    }
    ended = true;
    await this.#request({ op: 'end', tx: id, commit: true });
    return result;
  }

  /** Drops the array parsers no query of ours needs (see pglite-parsers.ts), inside the worker. */
  trimParsers(): Promise<{ before: number; after: number }> {
    return this.#request({ op: 'trim' }) as Promise<{ before: number; after: number }>;
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    if (!this.#failure) await this.#request({ op: 'close' });
    this.#closed = true;
    this.#detach();
    if (!this.#failure && parked.length < PARKED_MAX) park(this.#worker);
    else await this.#worker.terminate();
  }

  #request(body: RequestBody): Promise<unknown> {
    if (this.#failure) return Promise.reject(this.#failure);
    if (this.#closed) return Promise.reject(new Error('the PGlite database is closed'));
    const id = nextRequestId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#updateRef();
      this.#worker.postMessage({ ...body, id } as PgliteRequest);
    });
  }

  /** The worker keeps the process alive only while a request waits for it, so a forgotten close never hangs an exit. */
  #updateRef(): void {
    if (this.#starting || this.#pending.size > 0) this.#worker.ref();
    else this.#worker.unref();
  }

  #fail(error: Error, rejectStart: (error: Error) => void): void {
    if (this.#closed) return;
    this.#failure ??= error;
    rejectStart(error);
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }
}
