/**
 * Database client for both drivers: embedded PGlite (default, data under DATA_DIR or in memory) and
 * node-postgres (DATABASE_URL). Both are exposed as one {@link Db} type.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { SQL } from 'drizzle-orm';
import path from 'node:path';
import fs from 'node:fs';
import pg from 'pg';
import { PgliteRemote } from './pgliteRemote.ts';

/**
 * The Drizzle database, whichever driver is underneath. Queries name their tables (the modules'
 * `schema.ts`); the client itself knows none, so db/ imports no module.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A Drizzle transaction (what `db.transaction(cb)` hands to `cb`); usable wherever a {@link Db} is. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either a database or a transaction on it. */
export type Executor = Db | Tx;

/** An opened database with its driver kind and a close function. */
export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations (apps/server/drizzle). Idempotent. */
  migrate(): Promise<void>;
  /**
   * Runs `fn` while holding the database-wide startup lock, so API processes starting together on
   * one PostgreSQL migrate and seed one after another, never at once (a session advisory lock on
   * its own connection; released when `fn` settles or the connection dies). PGlite belongs to one
   * process: `fn` just runs.
   */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  /** Closes the pool or the embedded database. */
  close(): Promise<void>;
}

/** Folder of the committed drizzle-kit migrations. */
export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '..', '..', 'drizzle');

/** Options of {@link openDb}: `databaseUrl` wins; else PGlite in `dataDir` or in memory when `dataDir` is null. */
export interface OpenDbOptions {
  databaseUrl?: string | undefined;
  dataDir?: string | null;
  /** In memory only: start from this dumped data directory (a file of PGlite's `dumpDataDir`) instead of an empty cluster. */
  snapshot?: string | undefined;
  /** Pool size for PostgreSQL (default 10). */
  poolSize?: number;
  /** Called when an idle pooled connection fails (e.g. the server restarted); the pool replaces it. */
  onIdleError?: (err: Error) => void;
}

/** Advisory-lock key of {@link DbHandle.exclusive} (any fixed bigint; 'gratia startup'). */
export const STARTUP_LOCK_KEY = 0x67726174_6961n;

/** Opens the database (does not migrate). */
export async function openDb(options: OpenDbOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // Without a listener an idle client's error would crash the process.
    pool.on('error', options.onIdleError ?? (() => undefined));
    const db = drizzlePg(pool);
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
      async exclusive(fn) {
        const lock = await pool.connect();
        try {
          await lock.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY.toString()]);
          return await fn();
        } finally {
          await lock.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY.toString()]).catch(() => undefined);
          lock.release();
        }
      },
      close: () => pool.end(),
    };
  }
  let dir: string | null = null;
  if (options.dataDir) {
    dir = path.join(options.dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
  }
  // PGlite runs on a thread of its own (pgliteRemote.ts); Drizzle and pg-boss use it through `client`.
  const client = await PgliteRemote.start(dir, dir ? null : (options.snapshot ?? null));
  const db = drizzlePglite({ client: client as unknown as PGlite });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    exclusive: (fn) => fn(),
    close: () => client.close(),
  };
}

/** Runs raw SQL and returns its rows, on either driver. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
