/**
 * `pnpm --filter @gratia/web bench:lighthouse` (part of `pnpm bench`) — Lighthouse, mobile preset
 * (simulated throttling: 4× CPU slowdown, 150 ms RTT, 1.6 Mbit/s), on the built app served by the
 * real server with a fresh demo community. Each route runs RUNS times (default 3) and the median
 * run (by performance score) is printed: performance, accessibility, FCP, LCP, TBT, CLS and the
 * bytes transferred. Public routes run signed out, the others as a demo member: as Lighthouse's
 * guide to authenticated pages says, each run starts from an empty cache and cookie jar, the
 * session cookies are set, and Lighthouse runs with its own storage reset off. Timings are printed,
 * never asserted.
 *
 * Needs `pnpm build` first and a Chromium (CHROME_PATH, default /usr/bin/chromium).
 * LIGHTHOUSE_ROUTES=/login,/feed limits the routes; LIGHTHOUSE_OUT=dir keeps each JSON report.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const WEB_DIR = path.resolve(import.meta.dirname, '..');
const SERVER_DIR = path.resolve(WEB_DIR, '..', 'server');
const TEST_CODE = '000000';
const MEMBER = 'fekla.morozova@gratia-demo.ru';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** The routes of the performance budget: signed out or as a member. */
const ROUTES: { path: string; signedIn: boolean }[] = [
  { path: '/login', signedIn: false },
  { path: '/main', signedIn: true },
  { path: '/feed', signedIn: true },
  { path: '/new_transfer', signedIn: true },
  { path: '/history', signedIn: true },
];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

/** Starts the server on a fresh data dir (migrations and the demo seed) and waits ≤ 90 s for it. */
async function startServer(): Promise<{ child: ChildProcess; base: string; dataDir: string }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gratia-lighthouse-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', AUTH_TEST_CODE: TEST_CODE, LOG_LEVEL: 'warn', SEED_DEMO: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/auth/csrf`)).ok) return { child, base, dataDir };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGTERM');
  throw new Error('server did not answer within 90 s');
}

function cookiesOf(res: Response): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const eq = pair?.indexOf('=') ?? -1;
    if (pair && eq > 0) out.set(pair.slice(0, eq), pair.slice(eq + 1));
  }
  return out;
}

/** Signs the demo member in with the test code; returns its session and CSRF cookies. */
async function signIn(base: string): Promise<Map<string, string>> {
  const anon = cookiesOf(await fetch(`${base}/api/auth/csrf`)).get('gratia_csrf') ?? '';
  const res = await fetch(`${base}/api/auth/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': anon, cookie: `gratia_csrf=${anon}` },
    body: JSON.stringify({ login: MEMBER, code: TEST_CODE }),
  });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}`);
  return cookiesOf(res);
}

/** One route's figures from a Lighthouse result (times in ms, bytes in bytes). */
interface Figures {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
}

function median<T>(items: T[], key: (t: T) => number): T {
  const sorted = [...items].sort((a, b) => key(a) - key(b));
  return sorted[Math.floor(sorted.length / 2)] as T;
}

async function main(): Promise<void> {
  const only = process.env.LIGHTHOUSE_ROUTES?.split(',').map((s) => s.trim());
  const routes = only ? ROUTES.filter((r) => only.includes(r.path)) : ROUTES;
  const outDir = process.env.LIGHTHOUSE_OUT;
  if (outDir) fs.mkdirSync(outDir, { recursive: true });
  if (!fs.existsSync(path.join(WEB_DIR, 'dist', 'index.html'))) {
    console.log('Lighthouse: web not built (run `pnpm build`)');
    return;
  }
  const server = await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const rows: { route: string; f: Figures }[] = [];
  try {
    const cookies = await signIn(server.base);
    for (const route of routes) {
      const runs: Figures[] = [];
      let retries = 0;
      for (let i = 0; i < RUNS; i++) {
        const page = await browser.newPage();
        const cdp = await page.createCDPSession();
        await cdp.send('Network.clearBrowserCache');
        await cdp.send('Storage.clearDataForOrigin', { origin: server.base, storageTypes: 'all' });
        if (route.signedIn) {
          await browser.setCookie(...[...cookies].map(([name, value]) => ({ name, value, domain: '127.0.0.1', path: '/' })));
        }
        const result = await lighthouse(
          `${server.base}${route.path}`,
          { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], disableStorageReset: true },
          undefined,
          page,
        );
        await page.close();
        if (!result) throw new Error(`Lighthouse gave no result for ${route.path}`);
        const { lhr } = result;
        // A trace Lighthouse could not read (it says "run Lighthouse again") is run again.
        if (lhr.runtimeError) {
          if (++retries > 3) throw new Error(`${route.path}: ${lhr.runtimeError.code}, ${lhr.runtimeError.message}`);
          console.warn(`${route.path}: ${lhr.runtimeError.code}, run again`);
          i--;
          continue;
        }
        if (outDir) fs.writeFileSync(path.join(outDir, `${route.path.slice(1) || 'root'}-${i + 1}.json`), JSON.stringify(lhr));
        const num = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        runs.push({
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
          fcp: num('first-contentful-paint'),
          lcp: num('largest-contentful-paint'),
          tbt: num('total-blocking-time'),
          cls: num('cumulative-layout-shift'),
          bytes: num('total-byte-weight'),
        });
      }
      rows.push({ route: route.path, f: median(runs, (r) => r.performance) });
    }
  } finally {
    await browser.disconnect();
    await chrome.kill();
    server.child.kill('SIGTERM');
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(`\nLighthouse ${RUNS > 1 ? `median of ${RUNS}` : '1 run'}, mobile preset (simulated throttling)`);
  console.log('| route | performance | accessibility | FCP | LCP | TBT | CLS | bytes |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const { route, f } of rows) {
    console.log(`| ${route} | ${f.performance} | ${f.accessibility} | ${s(f.fcp)} | ${s(f.lcp)} | ${Math.round(f.tbt)} ms | ${f.cls.toFixed(3)} | ${Math.round(f.bytes / 1024)} KB |`);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
