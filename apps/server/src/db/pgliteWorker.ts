/**
 * The thread embedded PGlite runs on (docs/decisions/0016). PostgreSQL compiled to WebAssembly
 * works synchronously on whatever thread calls it; on the server's own thread it kept the event
 * loop from reading requests and sending answers while it ran, and took the one core the HTTP work
 * needed. Here it has a thread of its own: the server's thread sends each query as a message
 * (`PgliteRemote`, pgliteRemote.ts) and waits for the answer without blocking.
 *
 * One PGlite instance per thread, opened from `workerData` ({@link PgliteWorkerData}). Queries and
 * transactions run one at a time in the order their messages arrive (PGlite's own FIFO lock); a
 * transaction holds it from `begin` to `end`, and only its own queries (those naming it) run meanwhile.
 * Started through pgliteWorkerBoot.mjs, which lets this TypeScript file load in a worker.
 */
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { parse as pgliteParse, PGlite, protocol, type Results, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgliteReply, PgliteRequest, PgliteWorkerData, SerializedError } from './pgliteRemote.ts';

const port = parentPort;
if (!port) throw new Error('pgliteWorker.ts runs in a worker thread');
const { dataDir, snapshot } = workerData as PgliteWorkerData;

const client = await PGlite.create({
  ...(dataDir ? { dataDir } : {}),
  // Starting from a dumped cluster skips initdb, the slowest part of opening an empty one.
  ...(snapshot ? { loadDataDir: new Blob([readFileSync(snapshot)]) } : {}),
  extensions: { pg_trgm },
});

/** Parsers that keep a type's PostgreSQL text: the types a caller asked for raw (Drizzle's dates, times and intervals). */
function rawParsers(oids: readonly number[] | undefined): Record<number, (value: string) => string> | undefined {
  if (!oids || oids.length === 0) return undefined;
  return Object.fromEntries(oids.map((oid) => [oid, (value: string) => value]));
}

/** PGlite's parsers with `rawTypes` kept as text, made once per set of types. */
const mergedParsers = new Map<string, PGlite['parsers']>();
function parsersKeeping(rawTypes: readonly number[]): PGlite['parsers'] {
  const key = rawTypes.join(',');
  let parsers = mergedParsers.get(key);
  if (!parsers) mergedParsers.set(key, (parsers = { ...client.parsers, ...rawParsers(rawTypes) }));
  return parsers;
}

/** Open transactions by id: their PGlite transaction, and how to end them. */
const transactions = new Map<number, { tx: Transaction; end: (commit: boolean) => void; settled: Promise<unknown> }>();
let nextTransaction = 1;

/** What a statement prepared on this instance needs each time: its parameter types. */
const prepared = new Map<string, number[]>();

/** One message of protocol bytes made of `parts`. */
function join(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * Runs the prepared statement `name` of `text`, preparing it first on this instance (Parse and
 * Describe once; then Bind and Execute only). Protocol messages bypass PGlite's locks: it takes
 * them as its query() does, so no other query or transaction runs in between.
 */
async function runPrepared(name: string, text: string, params: readonly unknown[], rawTypes: readonly number[]): Promise<Results> {
  const { serialize } = protocol;
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      let types = prepared.get(name);
      if (!types) {
        const described = await client.execProtocol(join(serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()));
        types = pgliteParse.parseDescribeStatementResults(described.messages);
        prepared.set(name, types);
      }
      const paramTypes = types;
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = client.serializers[paramTypes[i] ?? 0];
        return serializer ? serializer(value) : String(value);
      });
      const { messages } = await client.execProtocol(
        join(serialize.bind({ statement: name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()),
      );
      const [result] = pgliteParse.parseResults(messages, parsersKeeping(rawTypes));
      return result ?? { rows: [], fields: [] };
    }),
  );
}

/** An error as the server's thread rebuilds it: its message, name, stack and the fields a database error carries. */
function serializeError(err: unknown): SerializedError {
  if (!(err instanceof Error)) return { name: 'Error', message: String(err) };
  const e = err as Error & Record<string, unknown>;
  const out: SerializedError = { name: e.name, message: e.message, stack: e.stack };
  for (const key of ['code', 'severity', 'detail', 'hint', 'position', 'schema', 'table', 'column', 'dataType', 'constraint', 'routine'] as const) {
    const value = e[key];
    if (typeof value === 'string') out[key] = value;
  }
  return out;
}

/** Results as they cross to the server's thread (rows and fields; nothing else is used). */
const plain = (r: Results): Results => ({ rows: r.rows, fields: r.fields, ...(r.affectedRows === undefined ? {} : { affectedRows: r.affectedRows }) });

/** Runs one request and returns its result. */
async function handle(request: PgliteRequest): Promise<unknown> {
  switch (request.kind) {
    case 'query': {
      const options = { rowMode: request.rowMode, ...(request.rawTypes ? { parsers: rawParsers(request.rawTypes) } : {}) };
      const target = request.transaction === undefined ? client : transactions.get(request.transaction)?.tx;
      if (!target) throw new Error(`transaction ${request.transaction} is not open`);
      return plain(await target.query(request.text, [...request.params], options));
    }
    case 'exec': {
      const target = request.transaction === undefined ? client : transactions.get(request.transaction)?.tx;
      if (!target) throw new Error(`transaction ${request.transaction} is not open`);
      return (await target.exec(request.text)).map(plain);
    }
    case 'prepared':
      return plain(await runPrepared(request.name, request.text, request.params, request.rawTypes));
    case 'begin': {
      const id = nextTransaction++;
      return new Promise<number>((opened, failed) => {
        let end!: (commit: boolean) => void;
        const decided = new Promise<boolean>((resolve) => (end = resolve));
        const settled = client.transaction(async (tx) => {
          transactions.set(id, { tx, end, settled });
          opened(id);
          if (!(await decided)) await tx.rollback();
        });
        settled.catch(failed);
      });
    }
    case 'end': {
      const open = transactions.get(request.transaction);
      if (!open) throw new Error(`transaction ${request.transaction} is not open`);
      open.end(request.commit);
      try {
        await open.settled;
      } finally {
        transactions.delete(request.transaction);
      }
      return null;
    }
    case 'close':
      await client.close();
      return null;
  }
}

port.on('message', (request: PgliteRequest) => {
  handle(request).then(
    (result) => port.postMessage({ id: request.id, ok: true, result } satisfies PgliteReply),
    (err: unknown) => port.postMessage({ id: request.id, ok: false, error: serializeError(err) } satisfies PgliteReply),
  );
});
port.postMessage({ id: 0, ok: true, result: 'ready' } satisfies PgliteReply);
