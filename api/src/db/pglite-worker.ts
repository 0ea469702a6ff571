/**
 * The embedded database's own thread. PGlite runs Postgres as WASM on whichever thread calls it; on the main thread
 * every statement blocked the rooms' event loop (74% of the server's CPU). Here it runs beside it, and the
 * main thread only posts SQL and receives parsed rows (api/src/db/pglite-thread.ts).
 *
 * Imports are packages or `.ts` files with their extension: Node loads this file itself (type stripping), also
 * where the importing code runs under a bundler's loader (vitest).
 */
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type ParserOptions, type Transaction } from '@electric-sql/pglite';
import { parse as parsePostgresArray } from 'postgres-array';
import { trimPgliteParsers } from './pglite-parsers.ts';
import type {
  PgliteQueryResult,
  PgliteRequest,
  PgliteResponse,
  PgliteWhere,
  PgliteWireError,
  PgliteWorkerData,
} from './pglite-protocol.ts';

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread');
const data = workerData as PgliteWorkerData;

/** Thrown inside PGlite's transaction callback to make it roll back. */
const ROLLBACK = Symbol('rollback');

interface OpenTransaction {
  tx: Transaction;
  end: (commit: boolean) => void;
  finished: Promise<unknown>;
}

const transactions = new Map<number, OpenTransaction>();
let nextTransaction = 1;

function wireError(error: unknown): PgliteWireError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function') continue;
    if (typeof value === 'object' && value !== null) continue;
    fields[key] = value;
  }
  return { name: error.name, message: error.message, stack: error.stack, fields };
}

function post(message: PgliteResponse): void {
  port!.postMessage(message);
}

// The same type parsers MikroORM gives a PGlite it creates itself, so rows read the same on either thread.
const parsers: ParserOptions = {};
for (const [oid, kind] of Object.entries(data.typeParsers))
  parsers[Number(oid)] = kind === 'raw' ? (value: string) => value : (value: string) => parsePostgresArray(value);

async function open(where: PgliteWhere): Promise<PGlite> {
  const common = { parsers, pgliteWasmModule: data.pgliteWasmModule };
  if (where.template) return PGlite.create({ ...common, loadDataDir: new Blob([readFileSync(where.template)]) });
  return PGlite.create({ ...common, dataDir: where.dataDir });
}

function transactionOf(id: number | undefined): Transaction | undefined {
  if (id === undefined) return undefined;
  const open = transactions.get(id);
  if (!open) throw new Error(`no open transaction ${id}`);
  return open.tx;
}

async function begin(pglite: PGlite): Promise<number> {
  const id = nextTransaction++;
  let begun!: () => void;
  const started = new Promise<void>((resolve) => (begun = resolve));
  let end!: (commit: boolean) => void;
  const decided = new Promise<boolean>((resolve) => (end = resolve));
  const finished = pglite.transaction(async (tx) => {
    transactions.set(id, { tx, end, finished });
    begun();
    if (!(await decided)) throw ROLLBACK;
  });
  // A transaction that cannot even begin (closed database) rejects `finished` before `started`.
  await Promise.race([started, finished]);
  return id;
}

async function finish(id: number, commit: boolean): Promise<void> {
  const open = transactions.get(id);
  if (!open) throw new Error(`no open transaction ${id}`);
  open.end(commit);
  try {
    await open.finished;
  } catch (error) {
    if (error !== ROLLBACK) throw error;
  } finally {
    transactions.delete(id);
  }
}

async function handle(pglite: PGlite, request: PgliteRequest): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const result = await (transactionOf(request.tx) ?? pglite).query(request.sql, request.params, {
        rowMode: 'object',
      });
      return {
        rows: result.rows as Record<string, unknown>[],
        affectedRows: result.affectedRows,
      } satisfies PgliteQueryResult;
    }
    case 'exec':
      await (transactionOf(request.tx) ?? pglite).exec(request.sql);
      return null;
    case 'begin':
      return begin(pglite);
    case 'end':
      return finish(request.tx, request.commit);
    case 'trim':
      return trimPgliteParsers(pglite);
    case 'close':
      await pglite.close();
      return null;
  }
}

/** The database open now; null between a `close` and the next `open` (the worker is kept for another database). */
let pglite: PGlite | null = null;

async function openAndAnnounce(where: PgliteWhere): Promise<void> {
  try {
    pglite = await open(where);
    post({ id: 0, ready: true });
  } catch (error) {
    post({ id: 0, ready: false, error: wireError(error) });
  }
}

port.on('message', (request: PgliteRequest) => {
  if (request.op === 'open') {
    void openAndAnnounce(request.where);
    return;
  }
  const database = pglite;
  if (!database) {
    post({ id: request.id, ok: false, error: wireError(new Error('the PGlite database is closed')) });
    return;
  }
  if (request.op === 'close') pglite = null;
  // Not awaited one by one: PGlite's own locks order statements (a statement outside a transaction waits for
  // an open one), exactly as when the instance lived on the main thread.
  handle(database, request).then(
    (value) => post({ id: request.id, ok: true, value }),
    (error: unknown) => post({ id: request.id, ok: false, error: wireError(error) }),
  );
});
await openAndAnnounce(data);
