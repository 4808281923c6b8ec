/**
 * What the server log may hold (README "Security"): the log is captured through the same pino
 * options main.ts uses (the tests' log sink), and secrets must be absent from every line: the
 * invite shared key in a page URL's query, cookies and the CSRF token, sign-in codes (except the
 * one documented line of the log code channel) and values people typed, including those a failed
 * database query carries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm';
import { CSRF_COOKIE, CSRF_HEADER, PAGE_URL_HEADER, SESSION_COOKIE } from '@gratia/contracts';
import type { Db } from '../../src/db/client.ts';
import { Client, createOrg, createTestApp, createTestDb, memberOf, type TestOrg } from '../helpers.ts';

let db: Db;
let app: FastifyInstance;
let sink: Awaited<ReturnType<typeof createTestApp>>['sink'];
let cleanup: () => Promise<void>;
let org: TestOrg;

beforeAll(async () => {
  ({ db, cleanup } = await createTestDb());
  ({ app, sink } = await createTestApp(db, { authTestCode: undefined }));
  org = await createOrg(db, { name: 'Logs', members: 2, accrual: 10 });
});
afterAll(async () => {
  await app.close();
  await cleanup();
});

/** Every log line written so far, as one string. */
const logText = () => sink.lines.map((l) => JSON.stringify(l)).join('\n');

describe('the server log', () => {
  it('keeps the path of request and page URLs and drops their query (the invite key)', async () => {
    await app.inject({ method: 'GET', url: '/login?key=INVITE-KEY-IN-URL&x=1' });
    await app.inject({ method: 'GET', url: '/?shared_key=INVITE-KEY-SNAKE' });
    await app.inject({
      method: 'GET',
      url: '/api/auth/csrf',
      headers: { [PAGE_URL_HEADER]: 'https://app.example/login?key=INVITE-KEY-IN-PAGE#frag' },
    });
    const text = logText();
    expect(text).not.toContain('INVITE-KEY');
    expect(sink.lines.some((l) => (l.req as { url?: string } | undefined)?.url === '/login')).toBe(true);
    expect(sink.lines.some((l) => l.pageUrl === 'https://app.example/login')).toBe(true);
  });

  it('holds no cookie, CSRF token or submitted code; the log code channel line is the only one with the code', async () => {
    const c = new Client(app);
    await c.get('/api/auth/csrf');
    const login = memberOf(org, 0).email;
    expect((await c.post('/api/auth/code', { login })).statusCode).toBe(200);
    const code = sink.codeFor(login) ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '987654' ? '876543' : '987654';
    expect((await c.post('/api/auth/verify', { login, code: wrong })).json().error.code).toBe('INVALID_CODE');
    expect((await c.post('/api/auth/verify', { login, code })).statusCode).toBe(200);
    const session = c.cookies.get(SESSION_COOKIE) ?? '';
    const csrf = c.cookies.get(CSRF_COOKIE) ?? '';
    expect(session).not.toBe('');
    await c.get('/api/profile/me');

    const text = logText();
    expect(text).not.toContain(session);
    expect(text).not.toContain(csrf);
    expect(text).not.toContain(wrong);
    const withCode = sink.lines.filter((l) => JSON.stringify(l).includes(code));
    expect(withCode).toHaveLength(1);
    expect(withCode[0]).toMatchObject({ signInCode: { login, code } });
  });

  it('censors headers, cookies and request bodies or queries wherever a log call puts them', () => {
    app.log.info(
      {
        req: { headers: { cookie: 'gratia_session=SECRET-COOKIE', [CSRF_HEADER]: 'SECRET-CSRF', authorization: 'Bearer SECRET-AUTH' } },
        res: { headers: { 'set-cookie': 'gratia_session=SECRET-SET-COOKIE' } },
        headers: { cookie: 'SECRET-COOKIE-2' },
        cookies: { gratia_csrf: 'SECRET-COOKIE-3' },
        body: { login: 'typed-login@example.com', code: '135790', text: 'typed comment' },
        query: { key: 'SECRET-QUERY-KEY' },
      },
      'a careless log call',
    );
    const line = sink.lines.at(-1);
    expect(line?.msg).toBe('a careless log call');
    const text = JSON.stringify(line);
    for (const secret of ['SECRET-', 'typed-login', '135790', 'typed comment']) expect(text).not.toContain(secret);
  });

  it('logs a failed query without its parameters (logins, codes, texts people typed)', () => {
    const cause = new Error('duplicate key value violates unique constraint "users_email_ci_uq"');
    const err = new DrizzleQueryError('insert into "users" ("email") values ($1)', ['typed-address@example.com', 'typed text'], cause);
    app.log.error({ err }, 'unexpected error');
    const line = sink.lines.at(-1) as { err: { message: string; stack: string } };
    const text = JSON.stringify(line);
    expect(text).not.toContain('typed-address@example.com');
    expect(text).not.toContain('typed text');
    // What helps to debug stays: the statement and the database's own message.
    expect(line.err.message).toContain('insert into "users"');
    expect(line.err.message).toContain('users_email_ci_uq');
    expect(line.err.stack).toContain('logs.test.ts');
  });
});
