/**
 * Prepared statements for the hot paths of the API (docs/decisions/0016). A statement run with
 * {@link queryPrepared} is parsed and planned once per database connection and then only bound and
 * executed: on PGlite, where planning runs in WebAssembly on the server's own thread, that is most of
 * a small query's cost; on PostgreSQL it also saves the Parse message and the server's planning.
 *
 * Statements are named after a hash of their text, so a query whose SQL text varies (an IN list
 * of some length) is one statement per shape. Only bounded shapes belong here: past
 * {@link MAX_PREPARED} names a shape runs unprepared.
 */
import { createHash } from 'node:crypto';
import { parse as pgliteParse, protocol, type PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { queryRows, type Db, type Executor } from './client.ts';

/** Most distinct statement texts prepared per process; beyond it a new text runs unprepared. */
const MAX_PREPARED = 200;

const dialect = new PgDialect();
/** Statement name of each prepared text. */
const names = new Map<string, string>();

/** The name `text` is prepared under, or undefined when {@link MAX_PREPARED} texts are already named. */
function nameOf(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_PREPARED) {
    name = `gratia_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

/** Dates, times and intervals come back as PostgreSQL's text, as Drizzle's raw queries return them. */
const RAW_TEXT_TYPES = new Set([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
]);
const pgTypes = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    RAW_TEXT_TYPES.has(oid) ? (value: string) => value : pg.types.getTypeParser(oid, format ?? 'text'),
};

/** What a PGlite instance (its connection) has prepared: each statement's parameter types, and the row parsers. */
interface PgliteState {
  statements: Map<string, number[]>;
  parsers: PGlite['parsers'];
}
const pgliteStates = new WeakMap<PGlite, PgliteState>();

/** The prepared statements and row parsers of `client` (PGlite's own, with dates and times kept as text). */
function pgliteState(client: PGlite): PgliteState {
  let state = pgliteStates.get(client);
  if (!state) {
    const raw = Object.fromEntries([...RAW_TEXT_TYPES].map((oid) => [oid, (value: string) => value]));
    state = { statements: new Map(), parsers: { ...client.parsers, ...raw } };
    pgliteStates.set(client, state);
  }
  return state;
}

/** Runs the prepared statement `name` of `text` on PGlite, preparing it first on this instance. */
async function runOnPglite<T>(client: PGlite, name: string, text: string, params: unknown[]): Promise<T[]> {
  const { serialize } = protocol;
  const join = (...parts: Uint8Array[]) => {
    const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const p of parts) {
      out.set(p, at);
      at += p.length;
    }
    return out;
  };
  // Protocol messages bypass PGlite's own locks: take them as its query() does, so no other query
  // or transaction of the instance runs in between.
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      const { statements, parsers } = pgliteState(client);
      let paramTypes = statements.get(name);
      if (!paramTypes) {
        const described = await client.execProtocol(join(serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()));
        paramTypes = pgliteParse.parseDescribeStatementResults(described.messages);
        statements.set(name, paramTypes);
      }
      const types = paramTypes;
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = client.serializers[types[i] ?? 0];
        return serializer ? serializer(value) : String(value);
      });
      const { messages } = await client.execProtocol(
        join(serialize.bind({ statement: name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()),
      );
      const [result] = pgliteParse.parseResults(messages, parsers);
      return (result?.rows ?? []) as T[];
    }),
  );
}

/** The driver client under a Drizzle database (`$client`), or undefined for a transaction. */
function clientOf(db: Executor): PGlite | pg.Pool | undefined {
  const client = (db as Partial<{ $client: unknown }>).$client;
  if (client instanceof pg.Pool) return client;
  if (client && typeof client === 'object' && 'execProtocol' in client) return client as PGlite;
  return undefined;
}

/**
 * Runs `query` as a prepared statement and returns its rows, as {@link queryRows} would (the same
 * row shapes on both drivers: dates and times as text). Inside a transaction, or past
 * {@link MAX_PREPARED} texts, it is just {@link queryRows}. A statement is a transaction of its own
 * when `db` is the database.
 */
export async function queryPrepared<T>(db: Db | Executor, query: SQL): Promise<T[]> {
  const client = clientOf(db);
  if (!client) return queryRows<T>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = nameOf(text);
  if (name === undefined) return queryRows<T>(db, query);
  if (client instanceof pg.Pool) {
    const result = await client.query({ name, text, values: params, types: pgTypes });
    return result.rows as T[];
  }
  return runOnPglite<T>(client, name, text, params);
}
