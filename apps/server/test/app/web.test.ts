import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CSRF_COOKIE } from '@gratia/contracts';
import { COMPRESSION_THRESHOLD_BYTES } from '../../src/plugins/compression.ts';
import { createTestApp, createTestDb } from '../helpers.ts';

/** Serving the built web app: SPA fallback, caching headers, and what must stay a 404. */
const BIG_JS = `export const names = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `name-${i}`))};\n`;

describe('web app serving', () => {
  let app: FastifyInstance;
  let cleanup: () => Promise<void>;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'gratia-web-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(webDist, 'assets', 'main-abc123.js'), 'console.log(1)');
    // As the build writes them: a text file with its brotli and gzip forms beside it.
    writeFileSync(path.join(webDist, 'assets', 'big-def456.js'), BIG_JS);
    writeFileSync(path.join(webDist, 'assets', 'big-def456.js.br'), brotliCompressSync(BIG_JS));
    // Level 9 (the server's own gzip is level 6): the bytes tell the build's file from the server's.
    writeFileSync(path.join(webDist, 'assets', 'big-def456.js.gz'), gzipSync(BIG_JS, { level: 9 }));
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

  it.each([
    ['br, gzip', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
  ] as const)('sends the file compressed at build for Accept-Encoding %s', async (accept, encoding, decode) => {
    const res = await app.inject({ method: 'GET', url: '/assets/big-def456.js', headers: { 'accept-encoding': accept } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(decode(res.rawPayload).toString()).toBe(BIG_JS);
    expect(res.rawPayload.equals(readFileSync(path.join(webDist, 'assets', `big-def456.js.${encoding === 'br' ? 'br' : 'gz'}`)))).toBe(true);
  });

  it('sends the file as it is to a client that accepts no encoding', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/big-def456.js', headers: { 'accept-encoding': 'identity' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(BIG_JS);
  });

  it('compresses the SPA page on the fly when it has no compressed file', async () => {
    writeFileSync(path.join(webDist, 'index.html'), `<!doctype html><div id="root"></div>${'<!-- padding -->'.repeat(100)}`);
    const res = await app.inject({ method: 'GET', url: '/feed', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toContain('<div id="root">');
  });

  it('answers a missing asset with 404, never with the HTML', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/missing-000.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<div id="root">');
  });

  it('compresses API JSON above the threshold, and leaves small answers as they are', async () => {
    const big = await app.inject({ method: 'GET', url: '/api/openapi.json', headers: { 'accept-encoding': 'br' } });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers.vary).toMatch(/accept-encoding/i);
    const decoded = brotliDecompressSync(big.rawPayload);
    expect(decoded.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expect(JSON.parse(decoded.toString())).toHaveProperty('openapi');
    const small = await app.inject({ method: 'GET', url: '/api/auth/csrf', headers: { 'accept-encoding': 'br' } });
    expect(small.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
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
