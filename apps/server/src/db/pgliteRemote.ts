/**
 * Embedded PGlite on a thread of its own (docs/decisions/0016; the thread is pgliteWorker.ts). The
 * server's thread holds a {@link PgliteRemote}: the part of PGlite's interface that Drizzle,
 * pg-boss and the prepared statements use (`query`, `exec`, `transaction`), each call a message to
 * the thread and a promise of its answer, so the event loop keeps reading requests and sending
 * answers while PostgreSQL works. Errors come back with their SQLSTATE, constraint and detail.
 */
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';

/** What the thread opens: PGlite in `dataDir`, or in memory when null. */
export interface PgliteWorkerData {
  dataDir: string | null;
  /**
   * A file holding a dumped data directory (PGlite's `dumpDataDir`, uncompressed tar) that the
   * in-memory database starts from instead of an empty cluster: the tests' migrated database.
   */
  snapshot?: string | null;
}

/** A message to the thread; `id` pairs it with its {@link PgliteReply}. */
export type PgliteRequest = { id: number } & (
  | { kind: 'query'; text: string; params: readonly unknown[]; rowMode: 'object' | 'array'; rawTypes?: number[]; transaction?: number }
  | { kind: 'exec'; text: string; transaction?: number }
  | { kind: 'prepared'; name: string; text: string; params: readonly unknown[]; rawTypes: number[] }
  | { kind: 'begin' }
  | { kind: 'end'; transaction: number; commit: boolean }
  | { kind: 'close' }
);

/** An error as it crosses threads: message, name, stack and a database error's fields. */
export type SerializedError = {
  name: string;
  message: string;
  stack?: string | undefined;
} & Partial<Record<'code' | 'severity' | 'detail' | 'hint' | 'position' | 'schema' | 'table' | 'column' | 'dataType' | 'constraint' | 'routine', string>>;

/** The thread's answer to the request `id`. */
export type PgliteReply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: SerializedError };

/** The error `e` rebuilt on this thread, with the stack of the call that sent the request. */
function rebuild(e: SerializedError, callStack: string | undefined): Error {
  const err = Object.assign(new Error(e.message), e);
  err.name = e.name;
  err.stack = `${e.name}: ${e.message}\n${(callStack ?? '').split('\n').slice(1).join('\n')}`;
  return err;
}

/** The keys of `options.parsers`: Drizzle passes parsers that keep a type's text, and only those are supported. */
function rawTypesOf(options: QueryOptions | undefined): number[] | undefined {
  const parsers = options?.parsers;
  return parsers ? Object.keys(parsers).map(Number) : undefined;
}

/** PGlite on its own thread, as the server's thread uses it. */
export class PgliteRemote {
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void; stack: string | undefined }>();
  private nextId = 1;
  private failure: Error | undefined;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: PgliteReply) => {
      const call = this.pending.get(reply.id);
      if (!call) return;
      this.pending.delete(reply.id);
      if (this.pending.size === 0) worker.unref();
      if (reply.ok) call.resolve(reply.result);
      else call.reject(rebuild(reply.error, call.stack));
    });
    const fail = (err: Error) => {
      this.failure = err;
      for (const call of this.pending.values()) call.reject(err);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the PGlite thread exited (${code})`)));
  }

  /** Starts the thread and opens PGlite in `dataDir` (in memory when null, from `snapshot` when given). */
  static async start(dataDir: string | null, snapshot: string | null = null): Promise<PgliteRemote> {
    const worker = new Worker(new URL('./pgliteWorkerBoot.mjs', import.meta.url), { workerData: { dataDir, snapshot } satisfies PgliteWorkerData });
    const remote = new PgliteRemote(worker);
    // The thread says it is ready with request id 0.
    await new Promise<void>((resolve, reject) => {
      remote.pending.set(0, { resolve: () => resolve(), reject, stack: undefined });
    });
    return remote;
  }

  /** Sends `request` and waits for its answer; the thread keeps the process alive only while a request is open. */
  private call<T>(request: PgliteRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    const stack = new Error().stack;
    return new Promise<T>((resolve, reject) => {
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject, stack });
      this.worker.postMessage({ ...request, id });
    });
  }

  /** One statement with parameters (PGlite's `query`); of `options`, `rowMode` and the keys of `parsers` (kept as text) count. */
  query<T>(text: string, params: readonly unknown[] = [], options?: QueryOptions, transaction?: number): Promise<Results<T>> {
    const rawTypes = rawTypesOf(options);
    return this.call({ kind: 'query', text, params, rowMode: options?.rowMode ?? 'object', ...(rawTypes ? { rawTypes } : {}), ...(transaction === undefined ? {} : { transaction }) });
  }

  /** Statements without parameters, possibly several (PGlite's `exec`). */
  exec(text: string, _options?: QueryOptions, transaction?: number): Promise<Results[]> {
    return this.call({ kind: 'exec', text, ...(transaction === undefined ? {} : { transaction }) });
  }

  /** The prepared statement `name` of `text` (db/prepared.ts), its `rawTypes` kept as text. */
  prepared<T>(name: string, text: string, params: readonly unknown[], rawTypes: number[]): Promise<Results<T>> {
    return this.call({ kind: 'prepared', name, text, params, rawTypes });
  }

  /**
   * Runs `callback` in a transaction (PGlite's `transaction`): committed when it resolves, rolled
   * back when it throws or calls `rollback`. No other query runs on the database meanwhile.
   */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = await this.call<number>({ kind: 'begin' });
    let closed = false;
    const open = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx = {
      query: async <R>(text: string, params?: unknown[], options?: QueryOptions) => (open(), this.query<R>(text, params, options, id)),
      exec: async (text: string, options?: QueryOptions) => (open(), this.exec(text, options, id)),
      rollback: async () => {
        open();
        closed = true;
        await this.call({ kind: 'end', transaction: id, commit: false });
      },
      get closed() {
        return closed;
      },
    } as unknown as Transaction;
    let result: T;
    try {
      result = await callback(tx);
    } catch (err) {
      if (!closed) {
        closed = true;
        await this.call({ kind: 'end', transaction: id, commit: false }).catch(() => undefined);
      }
      throw err;
    }
    if (!closed) {
      closed = true;
      await this.call({ kind: 'end', transaction: id, commit: true });
    }
    return result;
  }

  /** Closes PGlite and ends the thread. */
  async close(): Promise<void> {
    if (!this.failure) await this.call({ kind: 'close' });
    this.failure = new Error('the PGlite thread is closed');
    await this.worker.terminate();
  }
}
