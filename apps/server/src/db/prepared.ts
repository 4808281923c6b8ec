/**
 * Prepared statements for the hot paths of the API (docs/decisions/0016). A statement run with
 * {@link queryPrepared} is parsed and planned once per database connection and then only bound and
 * executed: on PGlite, where planning runs in WebAssembly, that is most of a small query's cost (the
 * PGlite thread, pgliteWorker.ts, prepares them); on PostgreSQL it also saves the Parse message and
 * the server's planning.
 *
 * Statements are named after a hash of their text, so a query whose SQL text varies (an IN list
 * of some length) is one statement per shape. Only bounded shapes belong here: past
 * {@link MAX_PREPARED} names a shape runs unprepared.
 */
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { queryRows, type Db, type Executor } from './client.ts';
import { PgliteRemote } from './pgliteRemote.ts';

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
const RAW_TEXT_TYPES_LIST = [...RAW_TEXT_TYPES];
const pgTypes = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    RAW_TEXT_TYPES.has(oid) ? (value: string) => value : pg.types.getTypeParser(oid, format ?? 'text'),
};

/** The driver client under a Drizzle database (`$client`), or undefined for a transaction. */
function clientOf(db: Executor): PgliteRemote | pg.Pool | undefined {
  const client = (db as Partial<{ $client: unknown }>).$client;
  return client instanceof pg.Pool || client instanceof PgliteRemote ? client : undefined;
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
  return (await client.prepared<T>(name, text, params, RAW_TEXT_TYPES_LIST)).rows;
}
