/**
 * `pnpm --filter @gratia/server bench` — prints, on loopback only and bounded to ~20 s per measurement:
 *  1. cold start: spawn the server, time until GET /api/auth/csrf answers (fresh data dir, which
 *     includes migrations and the demo seed; then a restart on the existing data dir);
 *  2. POST /api/transfers throughput and latency p50/p99 at 50 connections (autocannon), many seeded
 *     senders signed in with AUTH_TEST_CODE, a unique Idempotency-Key per request, on PGlite and on
 *     PostgreSQL (BENCH_DATABASE_URL, or a temporary database on postgres://root@127.0.0.1:5432/postgres);
 *  3. gzip size of the JavaScript the browser loads for /feed (apps/web/dist), or 'web not built'.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const WEB_DIST = path.resolve(SERVER_DIR, '..', 'web', 'dist');
const TEST_CODE = '000000';
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);

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

/** 50 connections of POST /api/transfers for DURATION_S seconds, a fresh Idempotency-Key per request. */
async function loadTransfers(base: string, pool: Session[]): Promise<LoadResult> {
  let i = 0;
  const result = await autocannon({
    url: base,
    connections: 50,
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

async function benchDatabase(label: string, env: Record<string, string>): Promise<void> {
  const server = await startServer(env);
  try {
    const pool = await senders(server.base, 45);
    const r = await loadTransfers(server.base, pool);
    console.log(
      `${label.padEnd(11)} thanks/s ${r.rps.toFixed(0).padStart(6)}   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms` +
        `   (${r.ok} created, ${r.non2xx} refused [${r.statuses}], ${pool.length} senders, 50 connections)`,
    );
  } finally {
    await stopServer(server);
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
