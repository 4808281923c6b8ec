/**
 * Test helpers: a fresh migrated database per test file (in-memory PGlite, or a new PostgreSQL
 * database when TEST_DATABASE_URL is set), an app on it, a log sink, and a cookie-keeping client
 * over `app.inject`.
 */
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { CSRF_COOKIE, CSRF_HEADER } from '@gratia/contracts';
import { buildApp } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import { loggerOptions } from '../src/http/logging.ts';
import { openDb, queryRows, type Db, type DbHandle } from '../src/db/client.ts';
import { companyValues, memberships, organizations, periods, privilegedRoles, profiles, users } from '../src/db/schema.ts';
import { accrue } from '../src/modules/ledger/service.ts';
import type { PeriodJobs } from '../src/modules/periods/service.ts';

/**
 * The PostgreSQL URL tests use: set only in the 'server-pg' project (GRATIA_TEST_DB=postgres);
 * the 'server' project always runs on in-memory PGlite, even when TEST_DATABASE_URL is set.
 */
export const TEST_DATABASE_URL = process.env.GRATIA_TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
/** The code AUTH_TEST_CODE is set to in tests. */
export const TEST_CODE = '424242';

/**
 * A fresh, migrated database and its cleanup: a copy of the run's migrated database (test/globalSetup.ts)
 * — in memory from its dump on PGlite, from its template on PostgreSQL.
 */
export async function createTestDb(): Promise<{ handle: DbHandle; db: Db; cleanup: () => Promise<void>; url?: string }> {
  const snapshot = inject('testDbSnapshot');
  if (!TEST_DATABASE_URL) {
    const handle = await openDb({ dataDir: null, snapshot });
    await handle.migrate();
    return { handle, db: handle.db, cleanup: () => handle.close() };
  }
  const name = `gratia_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(snapshot ? `create database ${name} template ${snapshot}` : `create database ${name}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const handle = await openDb({ databaseUrl: url.toString(), poolSize: 20 });
  await handle.migrate();
  return {
    handle,
    db: handle.db,
    url: url.toString(),
    cleanup: async () => {
      await handle.close();
      const c = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Configuration for tests (AUTH_TEST_CODE on unless overridden). */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    nodeEnv: 'test',
    port: 0,
    host: '127.0.0.1',
    databaseUrl: undefined,
    dataDir: '/nonexistent-test-data',
    sessionSecret: 'test-secret-test-secret-test-secret-0123',
    authTestCode: TEST_CODE,
    smtpUrl: undefined,
    smtpFrom: 'test@example.com',
    telegramBotToken: undefined,
    webDist: '/nonexistent-web-dist',
    trustProxy: false,
    logLevel: 'info',
    seedDemo: false,
    seedTemplatesLanguage: 'ru',
    s3: undefined,
    contacts: { feedbackEmail: null, telegram: null },
    ...overrides,
  };
}

/** A pino logger with the server's log options (redaction, serializers) that keeps its JSON lines in memory. */
export function createLogSink() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, cb) {
      for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
      cb();
    },
  });
  const logger = pino(loggerOptions('info'), stream);
  /** The last sign-in code written to the log for `login`. */
  const codeFor = (login: string): string | undefined => {
    for (let i = lines.length - 1; i >= 0; i--) {
      const entry = lines[i]?.signInCode as { login: string; code: string } | undefined;
      if (entry && entry.login === login) return entry.code;
    }
    return undefined;
  };
  return { logger, lines, codeFor };
}

/** Builds the app on `db`; returns it with its log sink. */
export async function createTestApp(db: Db, config: Partial<Config> = {}, jobs?: PeriodJobs) {
  const sink = createLogSink();
  const app = await buildApp({ db, config: testConfig(config), logger: sink.logger, ...(jobs ? { jobs } : {}) });
  await app.ready();
  return { app, sink };
}

/** A browser-like client over `app.inject`: keeps cookies and sends the CSRF header on unsafe methods. */
export class Client {
  readonly cookies = new Map<string, string>();
  constructor(private readonly app: FastifyInstance) {}

  private store(res: LightMyRequestResponse) {
    for (const c of res.cookies) {
      const expired = c.maxAge === 0 || (c.expires instanceof Date && c.expires.getTime() <= Date.now());
      if (expired || c.value === '') this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }

  private cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /** GET `path` (under /api unless it starts with '/'). */
  async get(path: string, headers: Record<string, string> = {}) {
    const res = await this.app.inject({ method: 'GET', url: path, headers: { cookie: this.cookieHeader(), ...headers } });
    this.store(res);
    return res;
  }

  /** POST JSON; sends x-csrf-token from the cookie unless `csrf: false`. */
  async post(path: string, body: unknown, opts: { headers?: Record<string, string>; csrf?: boolean } = {}) {
    const headers: Record<string, string> = { cookie: this.cookieHeader(), 'content-type': 'application/json', ...opts.headers };
    const token = this.cookies.get(CSRF_COOKIE);
    if (opts.csrf !== false && token && !(CSRF_HEADER in headers)) headers[CSRF_HEADER] = token;
    const res = await this.app.inject({ method: 'POST', url: path, headers, payload: JSON.stringify(body ?? {}) });
    this.store(res);
    return res;
  }

  /** Any unsafe method with an optional JSON body; sends x-csrf-token from the cookie. */
  async send(method: 'PATCH' | 'PUT' | 'DELETE' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}) {
    const h: Record<string, string> = { cookie: this.cookieHeader(), ...headers };
    const token = this.cookies.get(CSRF_COOKIE);
    if (token && !(CSRF_HEADER in h)) h[CSRF_HEADER] = token;
    if (body !== undefined) h['content-type'] = 'application/json';
    const res = await this.app.inject({ method, url: path, headers: h, ...(body !== undefined ? { payload: JSON.stringify(body) } : {}) });
    this.store(res);
    return res;
  }

  /** Fetches a CSRF cookie and signs in with AUTH_TEST_CODE (or `code`). */
  async signIn(login: string, code = TEST_CODE, sharedKey?: string) {
    if (!this.cookies.has(CSRF_COOKIE)) await this.get('/api/auth/csrf');
    const res = await this.post('/api/auth/verify', { login, code, ...(sharedKey ? { sharedKey } : {}) });
    if (res.statusCode !== 200) throw new Error(`sign-in of ${login} failed: ${res.statusCode} ${res.body}`);
    return res;
  }
}

/** A member created by {@link createOrg}. */
export interface Member {
  id: number;
  email: string;
  tgName: string;
}

/**
 * Creates an organization with `members` members (the first is admin), `values` company values,
 * an active period and an accrual of `accrual` points to every member's distribution account.
 */
export async function createOrg(
  db: Db,
  opts: { name: string; members: number; accrual: number; values?: number; maxTransfer?: number | null; anonymityAllowed?: boolean; hideBalances?: boolean; activePeriod?: boolean },
) {
  const slug = `${opts.name.toLowerCase().replace(/[^a-z0-9]/g, '')}${randomBytes(6).toString('hex')}`;
  const [org] = await db
    .insert(organizations)
    .values({
      name: opts.name,
      sharedKey: `key-${slug}`,
      maxTransfer: opts.maxTransfer ?? null,
      anonymityAllowed: opts.anonymityAllowed ?? true,
      hideBalances: opts.hideBalances ?? false,
    })
    .returning({ id: organizations.id, sharedKey: organizations.sharedKey });
  if (!org) throw new Error('org');
  const members: Member[] = [];
  for (let i = 0; i < opts.members; i++) {
    const email = `user${i}@${slug}.test`;
    const tgName = `${slug}_u${i}`;
    const [u] = await db.insert(users).values({ email, currentOrganizationId: org.id }).returning({ id: users.id });
    if (!u) throw new Error('user');
    await db.insert(profiles).values({ userId: u.id, firstName: `Имя${i}`, surname: `${opts.name}ов${i}`, tgName });
    await db.insert(memberships).values({ organizationId: org.id, userId: u.id });
    members.push({ id: u.id, email, tgName });
  }
  const first = members[0];
  if (first) await db.insert(privilegedRoles).values({ organizationId: org.id, userId: first.id, role: 'A', roleName: 'Администратор' });
  const valueRows = await db
    .insert(companyValues)
    .values(Array.from({ length: opts.values ?? 2 }, (_, i) => ({ organizationId: org.id, name: `${opts.name} value ${i}` })))
    .returning({ id: companyValues.id });
  let periodId: number | null = null;
  if (opts.activePeriod !== false) {
    const today = new Date();
    const [p] = await db
      .insert(periods)
      .values({
        organizationId: org.id,
        startDate: new Date(today.getTime() - 5 * 86_400_000).toISOString().slice(0, 10),
        endDate: new Date(today.getTime() + 5 * 86_400_000).toISOString().slice(0, 10),
        status: 'active',
        accrualAmount: opts.accrual,
      })
      .returning({ id: periods.id });
    if (!p) throw new Error('period');
    periodId = p.id;
    if (opts.accrual > 0 && members.length > 0) {
      await accrue(db, { organizationId: org.id, periodId: p.id, amount: opts.accrual, userIds: members.map((m) => m.id) });
    }
  }
  return { id: org.id, sharedKey: org.sharedKey, members, valueIds: valueRows.map((v) => v.id), periodId };
}

/** Row count of a table. */
export async function count(db: Db, table: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return row?.n ?? 0;
}

/** Cached balance of a member's account of a kind in the active period of their org. */
export async function balanceOf(db: Db, userId: number, kind: 'distribution' | 'income'): Promise<number> {
  const [row] = await queryRows<{ b: string }>(
    db,
    sql`select a.balance::text as b from accounts a join periods p on p.id = a.period_id and p.status = 'active'
        where a.user_id = ${userId} and a.kind = ${kind}`,
  );
  return Number(row?.b ?? 0);
}

/** Sum of all member account balances. */
export async function memberBalanceTotal(db: Db): Promise<number> {
  const [row] = await queryRows<{ s: string }>(db, sql`select coalesce(sum(balance), 0)::text as s from accounts where kind <> 'treasury'`);
  return Number(row?.s ?? 0);
}

/** An organization made by {@link createOrg}. */
export type TestOrg = Awaited<ReturnType<typeof createOrg>>;

/** Member `i` of `org` (member 0 is the admin); throws when there is no such member. */
export function memberOf(org: TestOrg, i: number): Member {
  const member = org.members[i];
  if (!member) throw new Error(`no member ${i} in organization ${org.id}`);
  return member;
}

/**
 * Signed-in clients of organization members, one per member, signed in on first use and reused
 * after. `getApp` is read at that moment (suites build their app in `beforeAll`).
 */
export function memberClients(getApp: () => FastifyInstance): (org: TestOrg, i: number) => Promise<Client> {
  const clients = new Map<string, Client>();
  return async (org, i) => {
    const key = `${org.id}:${i}`;
    const cached = clients.get(key);
    if (cached) return cached;
    const client = new Client(getApp());
    await client.signIn(memberOf(org, i).email);
    clients.set(key, client);
    return client;
  };
}
