/**
 * Once per run of a server test project: the migrated database every test file starts from, so
 * a file opens a copy instead of building a cluster and applying every migration itself.
 *
 * - 'server' (PGlite): a migrated in-memory database dumped to a file in the OS temp folder
 *   (`gratia-test-<key>.tar`); each file's database loads it (`openDb({ snapshot })`).
 * - 'server-pg' (PostgreSQL at TEST_DATABASE_URL): a migrated template database
 *   (`gratia_tpl_<key>`); each file's database is `create database … template` it.
 *
 * `<key>` hashes the migrations and the PGlite version: a new migration makes a new snapshot or
 * template, an unchanged one is reused by the next run (and by other checkouts: the key names no
 * path; older templates are never dropped, another run may be copying one). Both are
 * built under a temporary name and renamed when complete, so concurrent or interrupted runs never
 * see half of one. Tests read the result with `inject('testDbSnapshot')` (see helpers.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR, openDb } from '../src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: the file of the migrated database's dump; PostgreSQL: the template database's name. */
    testDbSnapshot: string;
  }
}

/** A short hash of every migration file and the PGlite version. */
function migrationsKey(): string {
  const hash = createHash('sha256');
  const files = fs.readdirSync(MIGRATIONS_DIR, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    const full = path.join(MIGRATIONS_DIR, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  hash.update(pgliteVersion());
  return hash.digest('hex').slice(0, 12);
}

/** The installed PGlite's version (a new PGlite, a new dump), read from its package.json above its entry file. */
function pgliteVersion(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (!fs.existsSync(file)) continue;
    const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; version?: string };
    if (pkg.name === '@electric-sql/pglite') return pkg.version ?? '';
  }
  return '';
}

async function pgliteSnapshot(key: string): Promise<string> {
  const file = path.join(os.tmpdir(), `gratia-test-${key}.tar`);
  if (fs.existsSync(file)) return file;
  const client = await PGlite.create({ extensions: { pg_trgm } });
  await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_DIR });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const partial = `${file}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, file);
  return file;
}

async function postgresTemplate(url: string, key: string): Promise<string> {
  const name = `gratia_tpl_${key}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    // Older templates are left alone: another checkout's run may be copying one right now.
    const { rowCount: exists } = await admin.query(`select 1 from pg_database where datname = $1`, [name]);
    if (exists) return name;
    const partial = `${name}_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database ${partial}`);
    const target = new URL(url);
    target.pathname = `/${partial}`;
    const handle = await openDb({ databaseUrl: target.toString(), poolSize: 2 });
    await handle.migrate();
    await handle.close();
    await admin.query(`alter database ${partial} rename to ${name}`).catch(async (error: unknown) => {
      // Another run finished the same template first: use theirs.
      await admin.query(`drop database if exists ${partial} with (force)`);
      const { rowCount } = await admin.query(`select 1 from pg_database where datname = $1`, [name]);
      if (!rowCount) throw error;
    });
    return name;
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject): Promise<void> {
  const key = migrationsKey();
  const url = process.env.TEST_DATABASE_URL;
  if (project.name === 'server-pg') {
    if (url) project.provide('testDbSnapshot', await postgresTemplate(url, key));
    return;
  }
  project.provide('testDbSnapshot', await pgliteSnapshot(key));
}
