import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CSRF_COOKIE } from '@gratia/contracts';
import { createTestApp, createTestDb } from '../helpers.ts';

/** Serving the built web app: SPA fallback, caching headers, and what must stay a 404. */
describe('web app serving', () => {
  let app: FastifyInstance;
  let cleanup: () => Promise<void>;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'gratia-web-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(webDist, 'assets', 'main-abc123.js'), 'console.log(1)');
    const testDb = await createTestDb();
    cleanup = testDb.cleanup;
    ({ app } = await createTestApp(testDb.db, { webDist }));
  });
  afterAll(async () => {
    await app.close();
    await cleanup();
    rmSync(webDist, { recursive: true, force: true });
  });

  it.each(['/', '/feed', '/feed?x=1', '/other_profile/12', '/login?key=gratia-demo'])('answers %s with index.html, uncached, with a CSRF cookie', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
    expect(res.cookies.some((c) => c.name === CSRF_COOKIE)).toBe(true);
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers a missing asset with 404, never with the HTML', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/missing-000.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<div id="root">');
  });

  it('answers an unknown API path with the JSON error shape', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('does not fall back for non-GET requests', async () => {
    const res = await app.inject({ method: 'POST', url: '/feed', payload: {} });
    expect(res.statusCode).not.toBe(200);
  });
});
