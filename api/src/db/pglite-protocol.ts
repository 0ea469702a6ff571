/** Messages between the main thread and the PGlite worker (api/src/db/pglite-worker.ts). */
import type { PGliteOptions } from '@electric-sql/pglite';

/** Which database a worker opens. */
export interface PgliteWhere {
  /** A data folder, or `memory://`. */
  dataDir: string;
  /** A `dumpMigratedPglite` file to start an in-memory cluster from. */
  template?: string;
}

/** What a worker starts with: its first database, and what every database it opens shares. */
export interface PgliteWorkerData extends PgliteWhere {
  /**
   * MikroORM's type parsers for Postgres as data (functions do not cross threads): the type ids it keeps as raw
   * strings and those it parses as arrays. Described on the main thread, which has MikroORM loaded already: importing
   * it in the worker cost 0.65 s per start.
   */
  typeParsers: Record<number, 'raw' | 'array'>;
  /** PGlite's compiled WebAssembly, shared by every worker of the process (compiled once, not per start). */
  pgliteWasmModule?: PGliteOptions['pgliteWasmModule'];
}

export type PgliteRequest =
  | { id: number; op: 'query'; sql: string; params: unknown[]; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'trim' }
  | { id: number; op: 'close' }
  /** After a `close`: the same worker opens another database (answered like the start, `{ id: 0, ready }`). */
  | { id: number; op: 'open'; where: PgliteWhere };

/** A driver error flattened for the thread boundary: structured clone keeps only an Error's message and stack. */
export interface PgliteWireError {
  name: string;
  message: string;
  stack?: string;
  fields: Record<string, unknown>;
}

export type PgliteResponse =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: PgliteWireError }
  | { id: 0; ready: true }
  | { id: 0; ready: false; error: PgliteWireError };

export interface PgliteQueryResult {
  rows: Record<string, unknown>[];
  affectedRows?: number;
}
