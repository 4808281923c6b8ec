/**
 * Security headers of every response (README "Security"): a content security policy that runs
 * only our own scripts and forbids framing, nosniff, a referrer policy, HSTS only in production,
 * and `Cache-Control: no-store` on API answers, which hold personal data (images, private and
 * immutable, keep their own caching).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import type { Db } from '../../src/db/client.ts';
import { diskStorage } from '../../src/modules/media/storage.ts';
import { storeImage } from '../../src/modules/media/service.ts';
import { Client, createOrg, createTestApp, createTestDb, memberOf, type TestOrg } from '../helpers.ts';

let db: Db;
let app: FastifyInstance;
let cleanup: () => Promise<void>;
let dir: string;
let org: TestOrg;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'gratia-headers-'));
  const webDist = path.join(dir, 'dist');
  mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/main-abc.js"></script>');
  writeFileSync(path.join(webDist, 'assets', 'main-abc.js'), 'console.log(1)');
  mkdirSync(path.join(webDist, 'legal'));
  writeFileSync(path.join(webDist, 'legal', 'terms.pdf'), '%PDF-1.4\n%%EOF\n');
  ({ db, cleanup } = await createTestDb());
  ({ app } = await createTestApp(db, { webDist, dataDir: dir }));
  org = await createOrg(db, { name: 'Headers', members: 2, accrual: 10 });
});
afterAll(async () => {
  await app.close();
  await cleanup();
  rmSync(dir, { recursive: true, force: true });
});

/** The directives of a content-security-policy header, by name. */
function csp(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name ?? '', values]),
  );
}

/** The headers every response carries, whatever it is. */
function expectBaseline(res: LightMyRequestResponse, what: string) {
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  expect(res.headers['x-frame-options'], what).toBe('DENY');
  expect(res.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(res.headers['strict-transport-security'], what).toBeUndefined();
}

describe('security headers', () => {
  it('the app page: only our own scripts, no framing, nothing inline but styles', async () => {
    for (const url of ['/', '/feed', '/login?key=gratia-demo']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expectBaseline(res, url);
      const policy = csp(res);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('script-src-attr')).toEqual(["'none'"]);
      expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
      expect(policy.get('object-src')).toEqual(["'self'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      expect(policy.get('form-action')).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('connect-src')).toEqual(["'self'"]);
      expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
      expect(policy.has('upgrade-insecure-requests')).toBe(false);
    }
    expectBaseline(await app.inject({ method: 'GET', url: '/assets/main-abc.js' }), 'asset');
  });

  it('a PDF may be framed by our own pages only (the legal pages embed theirs)', async () => {
    const res = await app.inject({ method: 'GET', url: '/legal/terms.pdf' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/pdf/);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    const policy = csp(res);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
  });

  it('API answers, errors included, are never stored by a cache', async () => {
    const c = new Client(app);
    await c.signIn(memberOf(org, 0).email);
    const answers = {
      csrf: await c.get('/api/auth/csrf'),
      me: await c.get('/api/profile/me'),
      feed: await c.get('/api/feed'),
      unauthorized: await app.inject({ method: 'GET', url: '/api/profile/me' }),
      notFound: await app.inject({ method: 'GET', url: '/api/nothing-here' }),
      encoded: await c.get('/%61pi/profile/me'),
      validation: await c.post('/api/auth/code', { login: '' }),
      openapi: await app.inject({ method: 'GET', url: '/api/openapi.json' }),
    };
    for (const [what, res] of Object.entries(answers)) {
      expect(res.headers['cache-control'], what).toBe('no-store');
      expectBaseline(res, what);
      expect(csp(res).get('frame-ancestors'), what).toEqual(["'none'"]);
    }
  });

  it('an image keeps its private immutable caching and its own sandbox policy', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 1, g: 2, b: 3 } } }).png().toBuffer();
    const image = await storeImage(db, diskStorage(path.join(dir, 'uploads')), { organizationId: org.id, userId: memberOf(org, 0).id }, 'thanks', png);
    const c = new Client(app);
    await c.signIn(memberOf(org, 1).email);
    const res = await c.get(`/api/images/${image.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expectBaseline(res, 'image');
  });

  it('HSTS only in production', async () => {
    const testDb = await createTestDb();
    const { app: production } = await createTestApp(testDb.db, { nodeEnv: 'production', authTestCode: undefined });
    try {
      const res = await production.inject({ method: 'GET', url: '/api/auth/csrf' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(csp(res).has('upgrade-insecure-requests')).toBe(true);
    } finally {
      await production.close();
      await testDb.cleanup();
    }
  });
});
