/**
 * `pnpm --filter @gratia/server bench` — prints, on loopback only and bounded to ~20 s per measurement:
 *  1. cold start: spawn the server, time until GET /api/auth/csrf answers (fresh data dir, which
 *     includes migrations and the demo seed; then a restart on the existing data dir);
 *  2. POST /api/transfers throughput and latency p50/p99 at 50 connections (autocannon), many seeded
 *     senders signed in with AUTH_TEST_CODE, a unique Idempotency-Key per request, on PGlite and on
 *     PostgreSQL (BENCH_DATABASE_URL, or a temporary database on postgres://root@127.0.0.1:5432/postgres);
 *  3. on PostgreSQL, thanks/s through the API at 1 and 16 connections beside the raw pgbench figure
 *     of the same double-entry write (transaction row, guarded debit, credit, journal and two
 *     entries in one database transaction) at 1 and 16 clients, so the API's overhead is visible;
 *     skipped with a message when pgbench is not installed;
 *  4. GET /api/feed p50/p99 at a fixed request rate (FEED_RATE, autocannon `overallRate`) with
 *     FEED_EVENTS (100,000) thanks in the demo organization, on PGlite and on PostgreSQL: the thanks
 *     are written by one bulk SQL statement (rows, journals, entries, feed events and balances, so
 *     every ledger invariant holds), not through the API;
 *  5. GET /api/employees p50/p99 at a fixed request rate (DIRECTORY_RATE) with DIRECTORY_EMPLOYEES
 *     (5,000) more members in the demo organization (written by bulk SQL), on PGlite and on
 *     PostgreSQL: infix searches of a few letters (the trigram indexes) and the first page unfiltered;
 *  6. gzip size of the JavaScript the browser loads for /feed (apps/web/dist), or 'web not built'.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDb, queryRows, type Db } from '../src/db/client.ts';
import { accrue } from '../src/modules/ledger/index.ts';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const WEB_DIST = path.resolve(SERVER_DIR, '..', 'web', 'dist');
const TEST_CODE = '000000';
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
/** Thanks (feed events) the feed measurement finds in the organization. */
const FEED_EVENTS = 100_000;
/** GET /api/feed requests per second, held steady by autocannon. */
const FEED_RATE = 100;
/** Members the directory measurement adds to the demo organization. */
const DIRECTORY_EMPLOYEES = 5_000;
/** GET /api/employees requests per second, held steady by autocannon. */
const DIRECTORY_RATE = 100;
/** What the directory measurement asks, in turn: infix searches of names and the unfiltered first page. */
const DIRECTORY_QUERIES = ['q=ван', 'q=ова', 'q=серг', 'q=ник ев', 'q=', 'q=ина&status=office'];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

interface Running {
  child: ChildProcess;
  base: string;
  startMs: number;
}

/** Spawns the server and waits (≤ 20 s) until /api/auth/csrf answers; returns the time it took. */
async function startServer(env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port), AUTH_TEST_CODE: TEST_CODE, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = started + 20_000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/api/auth/csrf`);
      if (res.ok) return { child, base, startMs: performance.now() - started };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  child.kill('SIGTERM');
  throw new Error('server did not answer within 20 s');
}

async function stopServer(r: Running): Promise<void> {
  if (r.child.exitCode !== null) return;
  const exited = new Promise((resolve) => r.child.once('exit', resolve));
  r.child.kill('SIGTERM');
  await Promise.race([exited, new Promise((res) => setTimeout(res, 10_000))]);
}

interface Session {
  userId: number;
  cookie: string;
  csrf: string;
}

function cookiesOf(res: Response): Map<string, string> {
  const map = new Map<string, string>();
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const eq = pair?.indexOf('=') ?? -1;
    if (pair && eq > 0) map.set(pair.slice(0, eq), pair.slice(eq + 1));
  }
  return map;
}

/** Signs in `login` with AUTH_TEST_CODE; returns its cookies and CSRF token. */
async function signIn(base: string, login: string): Promise<Session> {
  const pre = cookiesOf(await fetch(`${base}/api/auth/csrf`));
  const anon = pre.get('gratia_csrf') ?? '';
  const res = await fetch(`${base}/api/auth/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': anon, cookie: `gratia_csrf=${anon}` },
    body: JSON.stringify({ login, code: TEST_CODE }),
  });
  if (!res.ok) throw new Error(`sign-in ${login}: ${res.status} ${await res.text()}`);
  const info = (await res.json()) as { id: number };
  const c = cookiesOf(res);
  const session = c.get('gratia_session') ?? '';
  const csrf = c.get('gratia_csrf') ?? '';
  return { userId: info.id, cookie: `gratia_session=${session}; gratia_csrf=${csrf}`, csrf };
}

/** Signs in the demo admin, lists colleagues and signs in up to `n` of them as senders. */
async function senders(base: string, n: number): Promise<Session[]> {
  const admin = await signIn(base, 'anna.smirnova@gratia-demo.ru');
  const res = await fetch(`${base}/api/users/search?limit=50`, { headers: { cookie: admin.cookie } });
  const { items } = (await res.json()) as { items: { id: number; tgName: string | null }[] };
  const logins = items.filter((u) => u.tgName).slice(0, n);
  return [admin, ...(await Promise.all(logins.map((u) => signIn(base, u.tgName ?? ''))))];
}

interface LoadResult {
  rps: number;
  ok: number;
  non2xx: number;
  statuses: string;
  p50: number;
  p99: number;
}

/** `connections` (default 50) of POST /api/transfers for DURATION_S seconds, a fresh Idempotency-Key per request. */
async function loadTransfers(base: string, pool: Session[], connections = 50): Promise<LoadResult> {
  let i = 0;
  const result = await autocannon({
    url: base,
    connections,
    duration: Math.min(DURATION_S, 20),
    requests: [
      {
        method: 'POST',
        path: '/api/transfers',
        setupRequest: (req) => {
          // Sender round-robin; the recipient is always another member of the pool.
          const n = pool.length;
          const s = pool[i % n];
          const to = pool[((i % n) + 1 + (i % Math.max(1, n - 1))) % n];
          i++;
          if (!s || !to) return req;
          const recipient = to.userId;
          return {
            ...req,
            headers: {
              'content-type': 'application/json',
              cookie: s.cookie,
              'x-csrf-token': s.csrf,
              'idempotency-key': randomUUID(),
            },
            body: JSON.stringify({ recipientId: recipient, amount: 1, message: 'Спасибо! (bench)' }),
          };
        },
      },
    ],
  });
  return toLoadResult(result);
}

/** What the bench prints of an autocannon run: 2xx per second, refusals by status, p50/p99 latency. */
function toLoadResult(result: autocannon.Result): LoadResult {
  const ok = result['2xx'];
  return {
    rps: ok / (result.duration || 1),
    ok,
    non2xx: result.non2xx,
    statuses: Object.entries(result.statusCodeStats ?? {})
      .map(([code, v]) => `${code}×${(v as { count: number }).count}`)
      .join(' '),
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

function printLoad(label: string, r: LoadResult, senders: number, connections: number) {
  console.log(
    `${label.padEnd(11)} thanks/s ${r.rps.toFixed(0).padStart(6)}   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms` +
      `   (${r.ok} created, ${r.non2xx} refused [${r.statuses}], ${senders} senders, ${connections} connection${connections === 1 ? '' : 's'})`,
  );
}

async function benchDatabase(label: string, env: Record<string, string>): Promise<void> {
  let server = await startServer(env);
  try {
    const pool = await senders(server.base, 45);
    printLoad(label, await loadTransfers(server.base, pool), pool.length, 50);
    let events: number;
    if (env.DATABASE_URL) {
      await benchLedgerWrite(env.DATABASE_URL, server.base, pool);
      events = await seedFeedEvents({ databaseUrl: env.DATABASE_URL });
    } else {
      // PGlite belongs to one process: the server stops while the bench writes the events.
      await stopServer(server);
      events = await seedFeedEvents({ dataDir: env.DATA_DIR ?? '' });
      server = await startServer(env);
    }
    printFeed(label, await loadFeed(server.base, pool), events);
    let employees: number;
    if (env.DATABASE_URL) {
      employees = await seedEmployees({ databaseUrl: env.DATABASE_URL });
    } else {
      await stopServer(server);
      employees = await seedEmployees({ dataDir: env.DATA_DIR ?? '' });
      server = await startServer(env);
    }
    printDirectory(label, await loadDirectory(server.base, pool), employees);
  } finally {
    await stopServer(server);
  }
}

/** Where the bench reaches the database itself: PostgreSQL by URL, or PGlite's data dir while no server holds it. */
type BenchDb = { databaseUrl: string } | { dataDir: string };

/** The demo organization (the admin's current one) and its active period. */
async function demoOrganization(db: Db): Promise<{ organizationId: number; periodId: number }> {
  const [row] = await queryRows<{ organization_id: number; period_id: number }>(
    db,
    sql`select u.current_organization_id as organization_id, p.id as period_id from users u
        join periods p on p.organization_id = u.current_organization_id and p.status = 'active'
        where u.email = 'anna.smirnova@gratia-demo.ru'`,
  );
  if (!row) throw new Error('no active period in the demo organization');
  return { organizationId: Number(row.organization_id), periodId: Number(row.period_id) };
}

/**
 * Writes FEED_EVENTS thanks of 1 point between the demo organization's members in one SQL
 * statement, as the API would have written them: the transaction row, its journal with two
 * entries and its feed event, spread over the 90 days before now; the points come from one accrual
 * first, and the cached balances are moved by the same statement, so every ledger invariant holds.
 * Returns the organization's events afterwards.
 */
async function seedFeedEvents(where: BenchDb): Promise<number> {
  const handle = await openDb({ ...where, poolSize: 2 });
  try {
    const started = performance.now();
    const { organizationId, periodId } = await demoOrganization(handle.db);
    const members = (await queryRows<{ user_id: number }>(handle.db, sql`select user_id from memberships where organization_id = ${organizationId} order by user_id`)).map((r) =>
      Number(r.user_id),
    );
    const m = members.length;
    if (m < 2) throw new Error('the demo organization needs two members');
    await accrue(handle.db, { organizationId, periodId, amount: Math.ceil(FEED_EVENTS / m) + 1, userIds: members });
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`create temporary table bench_members on commit drop as
        select (row_number() over (order by d.user_id) - 1)::int as k, d.user_id, d.id as distribution_id, i.id as income_id
        from accounts d join accounts i on i.period_id = d.period_id and i.user_id = d.user_id and i.kind = 'income'
        where d.period_id = ${periodId} and d.kind = 'distribution' and d.user_id in (select user_id from memberships where organization_id = ${organizationId})`);
      await tx.execute(sql`
        with g as (
          select s.user_id as sender_id, r.user_id as recipient_id,
                 now() - interval '90 days' + n * (interval '90 days' / ${FEED_EVENTS}::int) as at
          from generate_series(1, ${FEED_EVENTS}::int) n
          join bench_members s on s.k = n % ${m}::int
          join bench_members r on r.k = (n + 1 + (n / ${m}::int) % (${m}::int - 1)) % ${m}::int
        ), t as (
          insert into transactions (organization_id, period_id, sender_id, recipient_id, amount, message, status, type, created_at, changed_at)
          select ${organizationId}::int, ${periodId}::int, sender_id, recipient_id, 1, 'Спасибо! (bench)', 'completed', 'between_users', at, at from g
          returning id, sender_id, recipient_id, created_at
        ), j as (
          insert into ledger_journals (organization_id, kind, transaction_id, created_at)
          select ${organizationId}::int, 'thanks', t.id, t.created_at from t
          returning id, transaction_id, created_at
        ), lines as (
          select j.id as journal_id, x.account_id, x.amount, j.created_at
          from j join t on t.id = j.transaction_id
          join bench_members s on s.user_id = t.sender_id join bench_members r on r.user_id = t.recipient_id
          cross join lateral (values (s.distribution_id, -1::bigint), (r.income_id, 1::bigint)) as x(account_id, amount)
        ), e as (
          insert into ledger_entries (journal_id, account_id, amount, created_at) select journal_id, account_id, amount, created_at from lines
        ), b as (
          update accounts a set balance = a.balance + d.delta
          from (select account_id, sum(amount) as delta from lines group by account_id) d where a.id = d.account_id
        )
        insert into feed_events (organization_id, type, subject_id, actor_id, payload, created_at)
        select ${organizationId}::int, 'transaction', t.id, t.sender_id, '{}'::jsonb, t.created_at from t`);
    });
    await handle.db.execute(sql`analyze`);
    // Written out now, not by a checkpoint in the middle of the measurement (needs superuser on PostgreSQL).
    await handle.db.execute(sql`checkpoint`).catch(() => undefined);
    console.log(`feed        ${FEED_EVENTS.toLocaleString('en')} thanks written by bulk SQL in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const [row] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from feed_events where organization_id = ${organizationId}`);
    return Number(row?.n ?? 0);
  } finally {
    await handle.close();
  }
}

/**
 * GET /api/feed (first page, the default 20) at FEED_RATE requests per second for DURATION_S, the
 * senders taking turns; autocannon spreads the rate over 10 connections, which send together.
 */
async function loadFeed(base: string, pool: Session[]): Promise<LoadResult> {
  let i = 0;
  const result = await autocannon({
    url: base,
    connections: 10,
    overallRate: FEED_RATE,
    duration: Math.min(DURATION_S, 20),
    requests: [
      {
        method: 'GET',
        path: '/api/feed',
        setupRequest: (req) => {
          const s = pool[i++ % pool.length];
          return s ? { ...req, headers: { cookie: s.cookie } } : req;
        },
      },
    ],
  });
  return toLoadResult(result);
}

function printFeed(label: string, r: LoadResult, events: number) {
  console.log(
    `${label.padEnd(11)} feed p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   at ${r.rps.toFixed(0)} pages/s` +
      `   (asked ${FEED_RATE}/s; ${r.ok} pages, ${r.non2xx} refused [${r.statuses}]; ${events.toLocaleString('en')} events in the organization)`,
  );
}

/**
 * Adds DIRECTORY_EMPLOYEES members to the demo organization in one SQL statement per table: users,
 * profiles with names combined from common Russian first names, surnames and middle names (so a
 * few letters match many people, as in a real company), some of them hiding their surname, and
 * memberships with a work status each. Returns the organization's members afterwards.
 */
async function seedEmployees(where: BenchDb): Promise<number> {
  const handle = await openDb({ ...where, poolSize: 2 });
  try {
    const started = performance.now();
    const { organizationId } = await demoOrganization(handle.db);
    const surnames = ['Иванов', 'Смирнов', 'Кузнецов', 'Попов', 'Васильев', 'Петров', 'Соколов', 'Михайлов', 'Новиков', 'Фёдоров', 'Морозов', 'Волков', 'Алексеев', 'Лебедев', 'Семёнов', 'Егоров', 'Павлов', 'Козлов', 'Степанов', 'Николаев', 'Орлов', 'Андреев', 'Макаров', 'Никитин', 'Захаров', 'Зайцев', 'Соловьёв', 'Борисов', 'Яковлев', 'Григорьев'];
    const firstNames = ['Александр', 'Сергей', 'Дмитрий', 'Андрей', 'Алексей', 'Максим', 'Евгений', 'Иван', 'Михаил', 'Артём', 'Анна', 'Мария', 'Елена', 'Ольга', 'Наталья', 'Екатерина', 'Ирина', 'Татьяна', 'Светлана', 'Юлия', 'Дарья', 'Полина', 'Никита'];
    const middleNames = ['Александрович', 'Сергеевич', 'Дмитриевич', 'Андреевич', 'Иванович', 'Николаевич', 'Петрович', 'Михайлович'];
    const list = (values: string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(', ')}]::text[]`);
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into users (email, current_organization_id)
        select 'bench.employee' || n || '@gratia-bench.test', ${organizationId}::int from generate_series(1, ${DIRECTORY_EMPLOYEES}::int) n`);
      await tx.execute(sql`
        with u as (select id, substring(email from 'employee([0-9]+)@')::int as n from users where email like 'bench.employee%@gratia-bench.test')
        insert into profiles (user_id, first_name, surname, middle_name, nickname, tg_name, hidden_fields)
        select id,
               (${list(firstNames)})[1 + n % ${firstNames.length}::int],
               (${list(surnames)})[1 + (n / 3) % ${surnames.length}::int] || case when (n % ${firstNames.length}::int) between 10 and 21 then 'а' else '' end,
               (${list(middleNames)})[1 + (n / 7) % ${middleNames.length}::int],
               case when n % 5 = 0 then 'nick' || n end,
               'bench_emp_' || n,
               case when n % 10 = 0 then array['surname']::text[] else '{}'::text[] end
        from u`);
      await tx.execute(sql`
        insert into memberships (organization_id, user_id, status)
        select ${organizationId}::int, id, (array['office', 'remotely', 'vacation', 'illness', 'working', 'none'])[1 + id % 6]
        from users where email like 'bench.employee%@gratia-bench.test'`);
    });
    await handle.db.execute(sql`analyze`);
    await handle.db.execute(sql`checkpoint`).catch(() => undefined);
    console.log(`directory   ${DIRECTORY_EMPLOYEES.toLocaleString('en')} employees written by bulk SQL in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const [row] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from memberships where organization_id = ${organizationId}`);
    return Number(row?.n ?? 0);
  } finally {
    await handle.close();
  }
}

/** GET /api/employees (50 a page) at DIRECTORY_RATE requests per second for DURATION_S, DIRECTORY_QUERIES and the senders taking turns. */
async function loadDirectory(base: string, pool: Session[]): Promise<LoadResult> {
  let i = 0;
  const result = await autocannon({
    url: base,
    connections: 10,
    overallRate: DIRECTORY_RATE,
    duration: Math.min(DURATION_S, 20),
    requests: [
      {
        method: 'GET',
        path: '/api/employees',
        setupRequest: (req) => {
          const s = pool[i % pool.length];
          const q = DIRECTORY_QUERIES[i % DIRECTORY_QUERIES.length] ?? 'q=';
          i++;
          return { ...req, path: `/api/employees?${encodeURI(q)}&limit=50`, ...(s ? { headers: { cookie: s.cookie } } : {}) };
        },
      },
    ],
  });
  return toLoadResult(result);
}

function printDirectory(label: string, r: LoadResult, members: number) {
  console.log(
    `${label.padEnd(11)} directory p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   at ${r.rps.toFixed(0)} pages/s` +
      `   (asked ${DIRECTORY_RATE}/s; ${r.ok} pages, ${r.non2xx} refused [${r.statuses}]; ${members.toLocaleString('en')} members in the organization)`,
  );
}

/** The demo organization and active period of the bench senders, with a million points each so nobody runs dry. */
async function topUp(url: string, pool: Session[]): Promise<{ organizationId: number; periodId: number }> {
  const handle = await openDb({ databaseUrl: url, poolSize: 2 });
  try {
    const first = pool[0];
    if (!first) throw new Error('no senders');
    const [row] = await queryRows<{ organization_id: number; period_id: number }>(
      handle.db,
      sql`select m.organization_id, p.id as period_id from memberships m
          join users u on u.id = m.user_id and u.current_organization_id = m.organization_id
          join periods p on p.organization_id = m.organization_id and p.status = 'active'
          where m.user_id = ${first.userId}`,
    );
    if (!row) throw new Error('no active period for the bench senders');
    const ids = { organizationId: Number(row.organization_id), periodId: Number(row.period_id) };
    await accrue(handle.db, { ...ids, amount: 1_000_000, userIds: pool.map((s) => s.userId) });
    return ids;
  } finally {
    await handle.close();
  }
}

/** pgbench script: the thanks write of transfers/service.ts + ledger/service.ts in plain SQL. */
const PGBENCH_SCRIPT = `\\set k random(1, :pairs)
BEGIN;
SELECT sender, recipient, sd, ri, org, per FROM bench_pairs WHERE k = :k \\gset
INSERT INTO transactions (organization_id, period_id, sender_id, recipient_id, amount, message, status, type, idempotency_key, request_hash)
  VALUES (:org, :per, :sender, :recipient, 1, 'bench', 'completed', 'between_users', gen_random_uuid(), 'pgbench') RETURNING id AS tid \\gset
UPDATE accounts SET balance = balance - 1 WHERE id = :sd AND balance >= 1;
UPDATE accounts SET balance = balance + 1 WHERE id = :ri;
WITH j AS (INSERT INTO ledger_journals (organization_id, kind, transaction_id) VALUES (:org, 'thanks', :tid) RETURNING id)
  INSERT INTO ledger_entries (journal_id, account_id, amount) SELECT j.id, v.a, v.m FROM j, (VALUES (:sd, -1), (:ri, 1)) AS v(a, m);
END;
`;

/** tps of pgbench at `clients` for DURATION_S (≤ 10 s); null with the reason when it fails. */
function pgbench(url: string, script: string, pairs: number, clients: number): { tps: number } | { error: string } {
  const res = spawnSync(
    'pgbench',
    ['-n', '-c', String(clients), '-j', String(Math.min(clients, os.cpus().length)), '-T', String(Math.min(DURATION_S, 10)), '-D', `pairs=${pairs}`, '-f', script, url],
    { encoding: 'utf8', timeout: 60_000 },
  );
  const m = /tps = ([\d.]+) \(without initial connection time\)/.exec(res.stdout ?? '');
  if (res.status !== 0 || !m?.[1]) return { error: (res.stderr || res.stdout || String(res.error ?? 'failed')).trim().split('\n').slice(-1)[0] ?? 'failed' };
  return { tps: Number(m[1]) };
}

/**
 * Thanks/s through the API at 1 and 16 connections beside pgbench's raw figure of the same
 * double-entry write at 1 and 16 clients, on the same PostgreSQL database.
 */
async function benchLedgerWrite(url: string, base: string, pool: Session[]): Promise<void> {
  const ids = await topUp(url, pool);
  for (const c of [1, 16]) printLoad('PostgreSQL', await loadTransfers(base, pool, c), pool.length, c);
  const which = spawnSync('pgbench', ['--version'], { encoding: 'utf8' });
  if (which.status !== 0) {
    console.log('pgbench     skipped: pgbench is not installed (it comes with the PostgreSQL client tools)');
    return;
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gratia-pgbench-'));
  try {
    // Sender/recipient pairs of the bench senders with their distribution and income accounts.
    await client.query(`drop table if exists bench_pairs`);
    await client.query(
      `create table bench_pairs as
         select row_number() over ()::int as k, s.user_id as sender, r.user_id as recipient, s.id as sd, r2.id as ri,
                $1::int as org, $2::int as per
         from accounts s join accounts r on r.period_id = s.period_id and r.kind = 'distribution' and r.user_id <> s.user_id
         join accounts r2 on r2.period_id = s.period_id and r2.user_id = r.user_id and r2.kind = 'income'
         where s.period_id = $2 and s.kind = 'distribution' and s.user_id = any($3::int[]) and r.user_id = any($3::int[])`,
      [ids.organizationId, ids.periodId, pool.map((s) => s.userId)],
    );
    await client.query(`alter table bench_pairs add primary key (k)`);
    const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from bench_pairs`);
    const pairs = rows[0]?.n ?? 0;
    const script = path.join(dir, 'thanks.sql');
    fs.writeFileSync(script, PGBENCH_SCRIPT);
    for (const c of [1, 16]) {
      const r = pgbench(url, script, pairs, c);
      console.log(
        'tps' in r
          ? `pgbench     raw double-entry writes/s ${r.tps.toFixed(0).padStart(6)}   (${c} client${c === 1 ? '' : 's'}, same tables, ${pairs} pairs)`
          : `pgbench     failed at ${c} clients: ${r.error}`,
      );
    }
  } finally {
    await client.query(`drop table if exists bench_pairs`).catch(() => undefined);
    await client.end();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function webSize(): string {
  const indexPath = path.join(WEB_DIST, 'index.html');
  if (!fs.existsSync(indexPath)) return 'web not built';
  const html = fs.readFileSync(indexPath, 'utf8');
  const files = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*\ssrc="\/?([^"]+\.js)"/g)) if (m[1]) files.add(m[1]);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/?([^"]+\.js)"/g)) if (m[1]) files.add(m[1]);
  const manifestPath = path.join(WEB_DIST, '.vite', 'manifest.json');
  let note = 'entry scripts only (no manifest)';
  if (fs.existsSync(manifestPath)) {
    const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const dep of chunk.imports ?? []) visit(dep);
    };
    const roots = Object.keys(manifest).filter((k) => manifest[k]?.isEntry || /FeedScreen|MainLayout/.test(k));
    for (const k of roots) {
      const file = manifest[k]?.file;
      if (file) files.delete(file);
      visit(k);
    }
    note = `entry + /feed route chunks: ${roots.join(', ')}`;
  }
  let raw = 0;
  let gz = 0;
  for (const f of files) {
    const p = path.join(WEB_DIST, f);
    if (!fs.existsSync(p) || !f.endsWith('.js')) continue;
    const buf = fs.readFileSync(p);
    raw += buf.length;
    gz += gzipSync(buf, { level: 9 }).length;
  }
  return `${(gz / 1024).toFixed(1)} KiB gzip (${(raw / 1024).toFixed(1)} KiB raw, ${files.size} files; ${note})`;
}

async function main() {
  console.log(`Gratia bench (Node ${process.version}, ${os.cpus().length} CPUs, loopback)`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gratia-bench-'));
  try {
    const fresh = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
    await stopServer(fresh);
    const warm = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
    await stopServer(warm);
    console.log(`cold start  fresh PGlite (migrate + seed) ${fresh.startMs.toFixed(0)} ms;  existing data dir ${warm.startMs.toFixed(0)} ms`);
    await benchDatabase('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const given = process.env.BENCH_DATABASE_URL;
  const adminUrl = 'postgres://root@127.0.0.1:5432/postgres';
  const temp = `gratia_bench_${Date.now()}`;
  let url = given;
  try {
    if (!url) {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`create database ${temp}`);
      await c.end();
      const u = new URL(adminUrl);
      u.pathname = `/${temp}`;
      url = u.toString();
    }
    await benchDatabase('PostgreSQL', { DATABASE_URL: url, DATA_DIR: os.tmpdir() });
  } catch (err) {
    console.log(`PostgreSQL  skipped: ${(err as Error).message}`);
  } finally {
    if (!given) {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect().then(
        () => c.query(`drop database if exists ${temp} with (force)`).finally(() => c.end()),
        () => undefined,
      );
    }
  }
  console.log(`/feed JS    ${webSize()}`);
}

await main();
