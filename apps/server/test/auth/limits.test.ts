/**
 * Sign-in limits (SPEC §2 Login; README "Security"; decision 0011): failed checks are counted per
 * login across its live codes, with a daily cap, before the comparison; code requests and checks
 * are limited per client address (growing lockout, TRUST_PROXY decides the address) and for
 * everyone; the counters live in the database, so two app instances share them. Nobody can lock an
 * owner out by asking for codes: a new code never cancels a live one. Known and unknown logins get
 * the same answers, and delivery is not awaited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { CSRF_COOKIE, CSRF_HEADER } from '@gratia/contracts';
import { buildApp } from '../../src/app.ts';
import type { Db } from '../../src/db/client.ts';
import {
  CODE_CHECKS_OVERALL,
  CODE_CHECKS_PER_ADDRESS,
  CODE_REQUESTS_OVERALL,
  CODE_REQUESTS_PER_ADDRESS,
  FAILED_CHECKS_PER_LOGIN,
  FAILED_CHECKS_PER_LOGIN_DAILY,
  type CodeMessage,
} from '../../src/modules/auth/index.ts';
import { Client, createLogSink, createOrg, createTestApp, createTestDb, memberOf, testConfig, type TestOrg } from '../helpers.ts';

let db: Db;
let app: FastifyInstance;
let sink: Awaited<ReturnType<typeof createTestApp>>['sink'];
let cleanup: () => Promise<void>;
let org: TestOrg;

beforeAll(async () => {
  ({ db, cleanup } = await createTestDb());
  ({ app, sink } = await createTestApp(db, { authTestCode: undefined }));
  org = await createOrg(db, { name: 'Limits', members: 12, accrual: 10 });
});
afterAll(async () => {
  await app.close();
  await cleanup();
});

let nextAddress = 1;
/** A client address of its own for each test, so address limits of one test do not reach another. */
const freshAddress = () => `198.51.100.${nextAddress++}`;

/** An anonymous CSRF token (cookie value = header value) for raw requests. */
async function anonToken(target: FastifyInstance = app): Promise<string> {
  const res = await target.inject({ method: 'GET', url: '/api/auth/csrf' });
  return res.cookies.find((c) => c.name === CSRF_COOKIE)?.value ?? '';
}

/** POSTs JSON to a sign-in call from `address` (the socket's address) with extra headers. */
async function post(
  path: '/api/auth/code' | '/api/auth/verify',
  body: Record<string, string>,
  opts: { address: string; token: string; target?: FastifyInstance; headers?: Record<string, string> },
): Promise<LightMyRequestResponse> {
  return (opts.target ?? app).inject({
    method: 'POST',
    url: path,
    remoteAddress: opts.address,
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: opts.token, ...opts.headers },
    cookies: { [CSRF_COOKIE]: opts.token },
    payload: JSON.stringify(body),
  });
}

/** Ends the live windows and lockouts of every limit whose key starts with `prefix` (as if time had passed). */
async function expireLimits(prefix: string) {
  await db.execute(sql`update rate_limits set reset_at = now() - interval '1 second' where key like ${`${prefix}%`}`);
}

/** The 429 of a limit: RATE_LIMITED, details.retryAfter in seconds and the same Retry-After header. */
function expectRateLimited(res: LightMyRequestResponse): number {
  expect(res.statusCode).toBe(429);
  const error = res.json().error as { code: string; details: { retryAfter: number } };
  expect(error.code).toBe('RATE_LIMITED');
  expect(error.details.retryAfter).toBeGreaterThan(0);
  expect(res.headers['retry-after']).toBe(String(error.details.retryAfter));
  return error.details.retryAfter;
}

const wrongFor = (code: string, n: number) => String((Number(code) + 1 + n) % 1_000_000).padStart(6, '0');

describe('failed checks per login', () => {
  it(`are capped at ${FAILED_CHECKS_PER_LOGIN_DAILY.max} a day however many codes are asked for and however long the guesser waits`, async () => {
    const login = memberOf(org, 0).email;
    const token = await anonToken();
    let failed = 0;
    let refusedAt = -1;
    for (let round = 0; round < 6 && refusedAt < 0; round++) {
      // Each round: fresh codes (as many as allowed), wrong guesses until refused, then the short lockout passes.
      await expireLimits('signin:fail:');
      await db.execute(sql`update one_time_codes set expires_at = now() where login = ${login}`);
      expect((await post('/api/auth/code', { login }, { address: freshAddress(), token })).statusCode).toBe(200);
      const code = sink.codeFor(login) ?? '';
      for (let i = 0; i < FAILED_CHECKS_PER_LOGIN.max + 1; i++) {
        const res = await post('/api/auth/verify', { login, code: wrongFor(code, i) }, { address: freshAddress(), token });
        if (res.statusCode === 429) break;
        expect(res.json().error.code).toBe('INVALID_CODE');
        failed += 1;
      }
      if (failed >= FAILED_CHECKS_PER_LOGIN_DAILY.max) {
        // The day's budget is spent: even the right code of a fresh window is refused, for hours.
        await expireLimits('signin:fail:');
        const refused = await post('/api/auth/verify', { login, code }, { address: freshAddress(), token });
        expect(expectRateLimited(refused)).toBeGreaterThan(3600);
        refusedAt = round;
      }
    }
    expect(failed).toBe(FAILED_CHECKS_PER_LOGIN_DAILY.max);
    expect(refusedAt).toBeGreaterThanOrEqual(0);
  });

  it('count across all live codes of the login, and parallel guesses cannot pass the count', async () => {
    const login = memberOf(org, 1).email;
    const token = await anonToken();
    for (let i = 0; i < 3; i++) expect((await post('/api/auth/code', { login }, { address: freshAddress(), token })).statusCode).toBe(200);
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post('/api/auth/verify', { login, code: String(900_000 + i) }, { address: freshAddress(), token })),
    );
    const compared = guesses.filter((r) => r.statusCode === 400);
    expect(compared.length).toBe(FAILED_CHECKS_PER_LOGIN.max);
    expect(guesses.filter((r) => r.statusCode === 429)).toHaveLength(20 - FAILED_CHECKS_PER_LOGIN.max);
  });

  it('lock out for longer with every check while locked (growing lockout)', async () => {
    const login = memberOf(org, 2).email;
    const token = await anonToken();
    await post('/api/auth/code', { login }, { address: freshAddress(), token });
    const code = sink.codeFor(login) ?? '';
    for (let i = 0; i < FAILED_CHECKS_PER_LOGIN.max; i++) await post('/api/auth/verify', { login, code: wrongFor(code, i) }, { address: freshAddress(), token });
    const first = expectRateLimited(await post('/api/auth/verify', { login, code }, { address: freshAddress(), token }));
    const second = expectRateLimited(await post('/api/auth/verify', { login, code }, { address: freshAddress(), token }));
    expect(first).toBeGreaterThanOrEqual(FAILED_CHECKS_PER_LOGIN.windowSeconds - 5);
    expect(second).toBeGreaterThanOrEqual(2 * FAILED_CHECKS_PER_LOGIN.windowSeconds - 5);
  });
});

describe('nobody locks the owner out by asking for codes', () => {
  it('a new code never cancels a live one; past the cap nothing is sent and the live codes still work', async () => {
    const login = memberOf(org, 3).email;
    const owner = new Client(app);
    await owner.get('/api/auth/csrf');
    expect((await owner.post('/api/auth/code', { login })).statusCode).toBe(200);
    const ownersCode = sink.codeFor(login);
    // Someone else asks for codes for the same login, past the per-login cap.
    const token = await anonToken();
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await post('/api/auth/code', { login }, { address: freshAddress(), token }));
    expect(answers.slice(0, 2).map((r) => r.statusCode)).toEqual([200, 200]);
    for (const refused of answers.slice(2)) expectRateLimited(refused);
    const sent = sink.lines.filter((l) => (l.signInCode as { login?: string } | undefined)?.login === login);
    expect(sent).toHaveLength(3);
    // The owner's first code still signs in.
    const signedIn = await owner.post('/api/auth/verify', { login, code: ownersCode });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().id).toBe(memberOf(org, 3).id);
  });
});

describe('known and unknown logins', () => {
  it('get the same answers to code requests and checks; only known ones get a code', async () => {
    const token = await anonToken();
    const known = [memberOf(org, 4).email, `@${memberOf(org, 4).tgName}`];
    const unknown = ['ghost@example.com', '@ghost_nickname'];
    const shape = (res: LightMyRequestResponse) => ({
      status: res.statusCode,
      body: res.json() as unknown,
      headers: Object.keys(res.headers).filter((h) => !['date', 'content-length', 'set-cookie'].includes(h)).sort(),
    });
    const answers = [];
    for (const login of [...known, ...unknown]) answers.push(shape(await post('/api/auth/code', { login }, { address: freshAddress(), token })));
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]?.body).toEqual({ channel: 'log', expiresIn: 600 });
    expect(sink.codeFor('ghost@example.com')).toBeUndefined();
    expect(sink.codeFor('ghost_nickname')).toBeUndefined();

    // Checks: a wrong code is INVALID_CODE with the same attempts left; without any code, CODE_EXPIRED.
    const checks = [];
    for (const login of [known[0], unknown[0]]) checks.push((await post('/api/auth/verify', { login: login ?? '', code: '000001' }, { address: freshAddress(), token })).json());
    expect(checks[0]).toEqual(checks[1]);
    expect(checks[0]).toMatchObject({ error: { code: 'INVALID_CODE', details: { attemptsLeft: FAILED_CHECKS_PER_LOGIN.max - 1 } } });
    const never = [];
    for (const login of [memberOf(org, 5).email, 'never-asked@example.com']) never.push((await post('/api/auth/verify', { login, code: '000001' }, { address: freshAddress(), token })).json());
    expect(never[0]).toEqual(never[1]);
    expect(never[0]).toMatchObject({ error: { code: 'CODE_EXPIRED' } });
  });

  it('the answer does not wait for the delivery of the code (a mail round trip would tell a known login)', async () => {
    let release: () => void = () => undefined;
    const delivered: CodeMessage[] = [];
    const slow = {
      channel: 'email' as const,
      send: (message: CodeMessage) =>
        new Promise<void>((resolve) => {
          release = () => {
            delivered.push(message);
            resolve();
          };
        }),
    };
    const slowApp = await buildApp({ db, config: testConfig({ authTestCode: undefined }), logger: createLogSink().logger, codeSender: slow });
    try {
      const token = await anonToken(slowApp);
      const res = await post('/api/auth/code', { login: memberOf(org, 6).email }, { address: freshAddress(), token, target: slowApp });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ channel: 'email', expiresIn: 600 });
      expect(delivered).toHaveLength(0);
      release();
      expect(delivered.map((m) => m.login)).toEqual([memberOf(org, 6).email]);
    } finally {
      await slowApp.close();
    }
  });

  it('a failed delivery is logged without the code', async () => {
    const logs = createLogSink();
    const failing = { channel: 'email' as const, send: () => Promise.reject(new Error('smtp down')) };
    const failingApp = await buildApp({ db, config: testConfig({ authTestCode: undefined }), logger: logs.logger, codeSender: failing });
    try {
      const token = await anonToken(failingApp);
      const login = memberOf(org, 7).email;
      expect((await post('/api/auth/code', { login }, { address: freshAddress(), token, target: failingApp })).statusCode).toBe(200);
      await new Promise((resolve) => setImmediate(resolve));
      const line = logs.lines.find((l) => l.msg === 'the sign-in code could not be delivered');
      expect(line).toMatchObject({ login });
      expect(JSON.stringify(line)).not.toMatch(/"code"/);
    } finally {
      await failingApp.close();
    }
  });
});

describe('client address and overall limits', () => {
  it(`refuse the ${CODE_REQUESTS_PER_ADDRESS.max + 1}th code request of one address in a window, with a growing lockout; other addresses go on`, async () => {
    const token = await anonToken();
    const address = freshAddress();
    for (let i = 0; i < CODE_REQUESTS_PER_ADDRESS.max; i++) {
      expect((await post('/api/auth/code', { login: `spray${i}@example.com` }, { address, token })).statusCode).toBe(200);
    }
    const first = expectRateLimited(await post('/api/auth/code', { login: 'spray-x@example.com' }, { address, token }));
    const second = expectRateLimited(await post('/api/auth/code', { login: 'spray-y@example.com' }, { address, token }));
    expect(second).toBeGreaterThan(first);
    expect((await post('/api/auth/code', { login: 'spray-z@example.com' }, { address: freshAddress(), token })).statusCode).toBe(200);
  });

  it(`refuse the ${CODE_CHECKS_PER_ADDRESS.max + 1}th code check of one address in a window, right codes included`, async () => {
    const token = await anonToken();
    const address = freshAddress();
    for (let i = 0; i < CODE_CHECKS_PER_ADDRESS.max; i++) {
      expect((await post('/api/auth/verify', { login: `spray${i}@example.com`, code: '123456' }, { address, token })).statusCode).toBe(400);
    }
    const login = memberOf(org, 8).email;
    await post('/api/auth/code', { login }, { address: freshAddress(), token });
    expectRateLimited(await post('/api/auth/verify', { login, code: sink.codeFor(login) ?? '' }, { address, token }));
  });

  it('for everyone: a full window refuses every address until it ends', async () => {
    const token = await anonToken();
    await db.execute(sql`insert into rate_limits (key, hits, reset_at) values ('signin:code:all', ${CODE_REQUESTS_OVERALL.max}, now() + interval '5 minutes'),
      ('signin:verify:all', ${CODE_CHECKS_OVERALL.max}, now() + interval '5 minutes')
      on conflict (key) do update set hits = excluded.hits, reset_at = excluded.reset_at`);
    try {
      expect(expectRateLimited(await post('/api/auth/code', { login: memberOf(org, 9).email }, { address: freshAddress(), token }))).toBeLessThanOrEqual(300);
      expectRateLimited(await post('/api/auth/verify', { login: memberOf(org, 9).email, code: '123456' }, { address: freshAddress(), token }));
    } finally {
      await db.execute(sql`delete from rate_limits where key in ('signin:code:all', 'signin:verify:all')`);
    }
    expect((await post('/api/auth/code', { login: memberOf(org, 9).email }, { address: freshAddress(), token })).statusCode).toBe(200);
  });

  it('hold across app instances on one database', async () => {
    const { app: second } = await createTestApp(db, { authTestCode: undefined });
    try {
      const token = await anonToken();
      const address = freshAddress();
      for (let i = 0; i < CODE_REQUESTS_PER_ADDRESS.max; i++) {
        const target = i % 2 === 0 ? app : second;
        expect((await post('/api/auth/code', { login: `shared${i}@example.com` }, { address, token, target })).statusCode).toBe(200);
      }
      expectRateLimited(await post('/api/auth/code', { login: 'shared-x@example.com' }, { address, token, target: second }));
    } finally {
      await second.close();
    }
  });

  it('take the address from X-Forwarded-For only with TRUST_PROXY', async () => {
    const proxied = await createTestApp(db, { authTestCode: undefined, trustProxy: true });
    try {
      const token = await anonToken();
      const proxy = freshAddress();
      // Without TRUST_PROXY the header is ignored: one socket address, one limit.
      for (let i = 0; i < CODE_REQUESTS_PER_ADDRESS.max; i++) {
        await post('/api/auth/code', { login: `xff${i}@example.com` }, { address: proxy, token, headers: { 'x-forwarded-for': `203.0.113.${i}` } });
      }
      expectRateLimited(await post('/api/auth/code', { login: 'xff-x@example.com' }, { address: proxy, token, headers: { 'x-forwarded-for': '203.0.113.200' } }));
      // With it, each forwarded client has its own limit behind the same proxy.
      const res = await post('/api/auth/code', { login: 'xff-y@example.com' }, { address: proxy, token, target: proxied.app, headers: { 'x-forwarded-for': '203.0.113.201' } });
      expect(res.statusCode).toBe(200);
    } finally {
      await proxied.app.close();
    }
  });
});
