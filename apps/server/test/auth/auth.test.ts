import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CSRF_COOKIE, SESSION_COOKIE } from '@gratia/contracts';
import { ConfigError, loadConfig } from '../../src/config.ts';
import type { Db } from '../../src/db/client.ts';
import { memberships, sessions, users } from '../../src/db/schema.ts';
import { Client, count, createOrg, createTestApp, createTestDb, TEST_CODE } from '../helpers.ts';

let db: Db;
let app: FastifyInstance;
let sink: Awaited<ReturnType<typeof createTestApp>>['sink'];
let cleanup: () => Promise<void>;
let org: Awaited<ReturnType<typeof createOrg>>;

beforeAll(async () => {
  ({ db, cleanup } = await createTestDb());
  ({ app, sink } = await createTestApp(db, { authTestCode: undefined }));
  org = await createOrg(db, { name: 'Auth', members: 6, accrual: 10 });
});
afterAll(async () => {
  await app.close();
  await cleanup();
});

const m = (i: number) => {
  const member = org.members[i];
  if (!member) throw new Error(`no member ${i}`);
  return member;
};

describe('sign-in with a one-time code (SPEC §2 Login)', () => {
  it('sends the code to the log, verifies it, opens a session and returns ProfileInfo', async () => {
    const c = new Client(app);
    await c.get('/api/auth/csrf');
    const res = await c.post('/api/auth/code', { login: m(0).email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ channel: 'log', expiresIn: 600 });
    const code = sink.codeFor(m(0).email);
    expect(code).toMatch(/^\d{6}$/);
    const verify = await c.post('/api/auth/verify', { login: m(0).email, code });
    expect(verify.statusCode).toBe(200);
    const info = verify.json();
    expect(info.id).toBe(m(0).id);
    expect(info.privileged).toEqual([{ role: 'A', roleName: 'Администратор' }]);
    expect(info.profile.organizationId).toBe(org.id);
    const cookie = verify.cookies.find((x) => x.name === SESSION_COOKIE);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(verify.cookies.find((x) => x.name === CSRF_COOKIE)?.httpOnly).toBeFalsy();
    expect((await c.get('/api/profile/me')).json().id).toBe(m(0).id);
    // A used code cannot be used again.
    const again = await new Client(app).signIn(m(0).email, code).catch((e: Error) => e);
    expect(again).toBeInstanceOf(Error);
  });

  it('GET /api/auth/session says whether the client is signed in, never with a 401', async () => {
    const c = new Client(app);
    const before = await c.get('/api/auth/session');
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ signedIn: false });
    await c.get('/api/auth/csrf');
    await c.post('/api/auth/code', { login: m(3).email });
    expect((await c.post('/api/auth/verify', { login: m(3).email, code: sink.codeFor(m(3).email) })).statusCode).toBe(200);
    expect((await c.get('/api/auth/session')).json()).toEqual({ signedIn: true });
    expect((await c.post('/api/auth/logout', {})).statusCode).toBe(200);
    expect((await c.get('/api/auth/session')).json()).toEqual({ signedIn: false });
    // A forged or stale session cookie is not a session.
    const stale = await app.inject({ method: 'GET', url: '/api/auth/session', cookies: { [SESSION_COOKIE]: 'not-a-session' } });
    expect(stale.json()).toEqual({ signedIn: false });
  });

  it('accepts a Telegram nickname with or without @, case-insensitively', async () => {
    const c = new Client(app);
    await c.get('/api/auth/csrf');
    expect((await c.post('/api/auth/code', { login: `@${m(1).tgName.toUpperCase()}` })).statusCode).toBe(200);
    const code = sink.codeFor(m(1).tgName);
    expect(code).toBeDefined();
    expect((await c.post('/api/auth/verify', { login: m(1).tgName, code })).statusCode).toBe(200);
  });

  it('counts wrong codes per login; after 5 the login is locked out, even for the right code', async () => {
    const c = new Client(app);
    await c.get('/api/auth/csrf');
    await c.post('/api/auth/code', { login: m(2).email });
    const code = sink.codeFor(m(2).email) ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 5; i++) {
      const res = await c.post('/api/auth/verify', { login: m(2).email, code: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'INVALID_CODE', details: { attemptsLeft: 5 - i } });
    }
    const locked = await c.post('/api/auth/verify', { login: m(2).email, code });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('RATE_LIMITED');
    expect(locked.json().error.details.retryAfter).toBeGreaterThan(0);
    expect(locked.headers['retry-after']).toBe(String(locked.json().error.details.retryAfter));
    expect(locked.cookies.find((x) => x.name === SESSION_COOKIE)).toBeUndefined();
  });

  it('answers unknown logins like known ones, refuses invalid shared keys, and keeps at most 3 live codes per login', async () => {
    const c = new Client(app);
    await c.get('/api/auth/csrf');
    const unknown = await c.post('/api/auth/code', { login: 'nobody@example.com' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ channel: 'log', expiresIn: 600 });
    expect(sink.codeFor('nobody@example.com')).toBeUndefined();
    expect((await c.post('/api/auth/code', { login: 'nobody@example.com', sharedKey: 'wrong-key' })).json().error.code).toBe('INVALID_SHARED_KEY');
    for (let i = 0; i < 3; i++) expect((await c.post('/api/auth/code', { login: m(3).email })).statusCode).toBe(200);
    const limited = await c.post('/api/auth/code', { login: m(3).email });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect(limited.json().error.details.retryAfter).toBeGreaterThan(0);
  });

  it('invite sign-in with a shared key creates the user and joins the community', async () => {
    const c = new Client(app);
    await c.get('/api/auth/csrf');
    const login = 'new.person@example.com';
    expect((await c.post('/api/auth/code', { login, sharedKey: org.sharedKey })).statusCode).toBe(200);
    const res = await c.post('/api/auth/verify', { login, code: sink.codeFor(login), sharedKey: org.sharedKey });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile.organizationId).toBe(org.id);
    const [u] = await db.select().from(users).where(eq(users.email, login));
    expect(u?.currentOrganizationId).toBe(org.id);
    expect(await db.select().from(memberships).where(eq(memberships.userId, u?.id ?? 0))).toHaveLength(1);
  });

  it('rotates the session at sign-in and ends it at logout', async () => {
    const sessionsBefore = await count(db, 'sessions');
    const c = new Client(app);
    await c.get('/api/auth/csrf');
    await c.post('/api/auth/code', { login: m(4).email });
    await c.post('/api/auth/verify', { login: m(4).email, code: sink.codeFor(m(4).email) });
    const first = c.cookies.get(SESSION_COOKIE);
    await c.post('/api/auth/code', { login: m(4).email });
    await c.post('/api/auth/verify', { login: m(4).email, code: sink.codeFor(m(4).email) });
    const second = c.cookies.get(SESSION_COOKIE);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect(await count(db, 'sessions')).toBe(sessionsBefore + 1);
    const stale = await app.inject({ method: 'GET', url: '/api/profile/me', cookies: { [SESSION_COOKIE]: first ?? '' } });
    expect(stale.statusCode).toBe(401);

    const out = await c.post('/api/auth/logout', {});
    expect(out.statusCode).toBe(200);
    expect(c.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(await count(db, 'sessions')).toBe(sessionsBefore);
    const after = await app.inject({ method: 'GET', url: '/api/profile/me', cookies: { [SESSION_COOKIE]: second ?? '' } });
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('UNAUTHORIZED');
  });

  it('AUTH_TEST_CODE is ignored unless configured', async () => {
    const c = new Client(app);
    const err = await c.signIn(m(5).email, TEST_CODE).catch((e: Error) => e.message);
    expect(String(err)).toMatch(/CODE_EXPIRED|INVALID_CODE/);
    expect(await db.select().from(sessions).where(eq(sessions.userId, m(5).id))).toHaveLength(0);
  });
});

describe('AUTH_TEST_CODE', () => {
  it('makes the code valid for any known login, never for unknown ones', async () => {
    const { app: testApp } = await createTestApp(db);
    try {
      const c = new Client(testApp);
      expect((await c.signIn(m(5).tgName)).json().id).toBe(m(5).id);
      const unknown = await new Client(testApp).signIn('ghost@example.com').catch((e: Error) => e.message);
      expect(String(unknown)).toContain('USER_NOT_FOUND');
    } finally {
      await testApp.close();
    }
  });

  it('is refused in production by the config and by the server process', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_TEST_CODE: '000000', SESSION_SECRET: 'x'.repeat(40) })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', AUTH_TEST_CODE: '000000' })).not.toThrow();
    const root = path.resolve(import.meta.dirname, '../..');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', AUTH_TEST_CODE: '000000', SESSION_SECRET: 'x'.repeat(40), PORT: '0', DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('AUTH_TEST_CODE');
  });
});
