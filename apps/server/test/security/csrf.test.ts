/**
 * CSRF however the URL is spelled (SPEC §7, ARCHITECTURE "Auth"): the router decodes
 * percent-encoded paths, so `/%61pi/…` reaches the `/api/…` handlers; the check is a property of
 * the route, not of the raw URL, so every spelling of every state-changing route is refused
 * without the header, and nothing is written.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '@gratia/contracts';
import type { Db } from '../../src/db/client.ts';
import { Client, count, createOrg, createTestApp, createTestDb, memberOf, type TestOrg } from '../helpers.ts';

let db: Db;
let app: FastifyInstance;
let sink: Awaited<ReturnType<typeof createTestApp>>['sink'];
let cleanup: () => Promise<void>;
let org: TestOrg;

beforeAll(async () => {
  ({ db, cleanup } = await createTestDb());
  ({ app, sink } = await createTestApp(db));
  org = await createOrg(db, { name: 'Csrf', members: 3, accrual: 10 });
});
afterAll(async () => {
  await app.close();
  await cleanup();
});

/** Spellings of the `/api` prefix that the router decodes to `/api`. */
const SPELLINGS = ['/%61pi', '/%61%70%69', '/ap%69', '/a%70i'];

/** A multipart body with one small `file` part (the upload route parses it only after the hooks). */
function multipart() {
  const boundary = `----gratia${randomBytes(6).toString('hex')}`;
  const payload = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nxx\r\n--${boundary}--\r\n`,
  );
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('CSRF on encoded paths', () => {
  it.each(SPELLINGS)('refuses %s… without the header on every kind of state-changing route', async (prefix) => {
    const c = new Client(app);
    await c.signIn(memberOf(org, 1).email);
    const session = c.cookies.get(SESSION_COOKIE) ?? '';
    const csrf = c.cookies.get(CSRF_COOKIE) ?? '';
    // The browser of a victim: its cookies go along, the x-csrf-token header does not.
    const cookies = { [SESSION_COOKIE]: session, [CSRF_COOKIE]: csrf };
    const json = { 'content-type': 'application/json' };
    const upload = multipart();
    const before = await Promise.all(['sessions', 'one_time_codes', 'images', 'feed_comments'].map((t) => count(db, t)));
    const attempts = [
      { method: 'PUT', url: `${prefix}/profile/settings`, headers: json, payload: JSON.stringify({ details: { language: 'en' } }) },
      { method: 'DELETE', url: `${prefix}/feed/comments?id=1` },
      { method: 'POST', url: `${prefix}/auth/logout`, headers: json, payload: '{}' },
      { method: 'POST', url: `${prefix}/uploads/images`, headers: { 'content-type': upload.contentType }, payload: upload.payload },
      { method: 'POST', url: `${prefix}/auth/code`, headers: json, payload: JSON.stringify({ login: memberOf(org, 2).email }) },
      { method: 'POST', url: `${prefix}/auth/verify`, headers: json, payload: JSON.stringify({ login: memberOf(org, 2).email, code: '424242' }) },
    ] as const;
    for (const attempt of attempts) {
      const res = await app.inject({ ...attempt, cookies });
      expect(res.statusCode, `${attempt.method} ${attempt.url}`).toBe(403);
      expect(res.json().error.code, `${attempt.method} ${attempt.url}`).toBe('CSRF_INVALID');
    }
    expect(await Promise.all(['sessions', 'one_time_codes', 'images', 'feed_comments'].map((t) => count(db, t)))).toEqual(before);
    expect(sink.codeFor(memberOf(org, 2).email)).toBeUndefined();
    // The session is still there and its language unchanged: nothing reached a handler.
    const me = await c.get('/api/profile/settings');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ details: { language: 'ru' } });
  });

  it('accepts an encoded path with the right header (the route is the same route)', async () => {
    const c = new Client(app);
    await c.signIn(memberOf(org, 0).email);
    const res = await c.send('PUT', '/%61pi/profile/settings', { details: { language: 'en' } });
    expect(res.statusCode).toBe(200);
    expect((await c.get('/api/profile/settings')).json()).toMatchObject({ details: { language: 'en' } });
  });

  it('issues the CSRF cookie on an API response whatever the spelling of its path', async () => {
    const res = await app.inject({ method: 'GET', url: '/%61pi/values' });
    expect(res.statusCode).toBe(401);
    expect(res.cookies.some((x) => x.name === CSRF_COOKIE)).toBe(true);
    const header = res.cookies.find((x) => x.name === CSRF_COOKIE)?.value ?? '';
    // The token issued there works for an anonymous unsafe call.
    const code = await app.inject({
      method: 'POST',
      url: '/api/auth/code',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: header },
      cookies: { [CSRF_COOKIE]: header },
      payload: JSON.stringify({ login: memberOf(org, 2).email }),
    });
    expect(code.statusCode).toBe(200);
  });
});
