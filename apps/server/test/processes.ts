/**
 * Real API processes for the scale-out tests: `src/main.ts` started as its own Node process on a
 * given PostgreSQL database, and a cookie-keeping HTTP client over `fetch` (what a browser does:
 * cookies, the CSRF header on unsafe methods).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CSRF_COOKIE, CSRF_HEADER } from '@gratia/contracts';
import type { S3Config } from '../src/config.ts';
import { TEST_CODE } from './helpers.ts';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');
/** The secret every process of a test shares (sessions and CSRF tokens must verify on all of them). */
export const SHARED_SECRET = 'scale-out-secret-scale-out-secret-0123456789';

/** A running API process. */
export interface ApiProcess {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** Everything it printed (stdout and stderr). */
  output(): string;
  /** SIGTERM and wait for the exit (graceful shutdown). */
  stop(): Promise<void>;
  /** SIGKILL and wait for the exit: a crash, nothing flushed. */
  kill(): Promise<void>;
}

/**
 * Starts `src/main.ts` on `databaseUrl` (PORT 0 on 127.0.0.1, AUTH_TEST_CODE, the shared secret, no
 * demo seed, its own DATA_DIR so nothing is shared through the disk, uploads in `s3` when given) and resolves once
 * it listens. Rejects with its output when it exits first or does not listen within `timeoutMs`.
 */
export async function startApiProcess(databaseUrl: string, options: { s3?: S3Config; timeoutMs?: number; env?: Record<string, string> } = {}): Promise<ApiProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gratia-proc-'));
  const s3 = options.s3;
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SESSION_SECRET: SHARED_SECRET,
    AUTH_TEST_CODE: TEST_CODE,
    WEB_DIST: path.join(dataDir, 'no-web'),
    LOG_LEVEL: 'warn',
    SEED_DEMO: '0',
    ...(s3
      ? {
          S3_BUCKET: s3.bucket,
          S3_REGION: s3.region,
          S3_ENDPOINT: s3.endpoint ?? '',
          S3_ACCESS_KEY_ID: s3.credentials?.accessKeyId ?? '',
          S3_SECRET_ACCESS_KEY: s3.credentials?.secretAccessKey ?? '',
          S3_FORCE_PATH_STYLE: s3.forcePathStyle ? '1' : '0',
          S3_PREFIX: s3.prefix,
        }
      : {}),
    ...options.env,
  };
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: SERVER_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the API did not listen within ${options.timeoutMs ?? 120_000} ms:\n${out}`)), options.timeoutMs ?? 120_000);
    const onData = () => {
      const m = /running at http:\/\/[^:]+:(\d+)\//.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${m[1]}`);
      }
    };
    child.stdout?.on('data', onData);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`the API exited before listening:\n${out}`));
    });
  });
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, output: () => out, stop: () => end('SIGTERM'), kill: () => end('SIGKILL') };
}

/** A browser-like client of one or more API processes: one cookie jar, the CSRF header on unsafe methods. */
export class HttpClient {
  readonly cookies = new Map<string, string>();

  /** Sends `method path` to `base` (a process URL) with the jar's cookies; keeps the answer's cookies. */
  async send(base: string, method: string, path: string, options: { body?: unknown; headers?: Record<string, string> } = {}): Promise<{ status: number; body: unknown }> {
    const headers: Record<string, string> = { ...options.headers, cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (method !== 'GET') {
      const token = this.cookies.get(CSRF_COOKIE);
      if (token) headers[CSRF_HEADER] = token;
    }
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(base + path, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...rest] = (pair ?? '').split('=');
      if (!name) continue;
      const value = rest.join('=');
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: res.status, body };
  }

  /** Signs in `login` with the test code on `base` (CSRF cookie first); throws unless 200. */
  async signIn(base: string, login: string): Promise<void> {
    await this.send(base, 'GET', '/api/auth/csrf');
    const res = await this.send(base, 'POST', '/api/auth/verify', { body: { login, code: TEST_CODE } });
    if (res.status !== 200) throw new Error(`sign-in of ${login} answered ${res.status}: ${JSON.stringify(res.body)}`);
  }
}
