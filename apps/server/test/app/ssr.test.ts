/**
 * Pages rendered on the server (docs/decisions/0018) from the real web build (`pnpm build` writes
 * apps/web/dist and apps/web/dist-ssr; the README's test command builds first).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { REPO_ROOT } from '../../src/config.ts';
import { organizations } from '../../src/db/schema.ts';
import { Client, createOrg, createTestApp, createTestDb, memberOf, type TestOrg } from '../helpers.ts';

const webDist = path.join(REPO_ROOT, 'apps', 'web', 'dist');
const built = existsSync(path.join(webDist, '..', 'dist-ssr', 'entry-server.js')) && existsSync(path.join(webDist, '.vite', 'manifest.json'));

/** The JSON the page hands the browser (apps/web `ssr/data.ts`). */
function ssrData(html: string): { language: string; timeZone: string; now: number; fallback: Record<string, unknown> } {
  const match = /<script type="application\/json" id="gratia-ssr">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('the page has no server-rendered data');
  return JSON.parse(match[1]) as ReturnType<typeof ssrData>;
}

/** The markup inside `<div id="root">`, up to the data element. */
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));

describe.skipIf(!built)('server-rendered pages (needs the web build: pnpm build)', () => {
  let app: FastifyInstance;
  let cleanup: () => Promise<void>;
  let org: TestOrg;
  let member: Client;
  const hostile = `Спасибо </script><script>alert(1)</script> & <b>${randomUUID()}</b>`;

  beforeAll(async () => {
    const testDb = await createTestDb();
    cleanup = testDb.cleanup;
    ({ app } = await createTestApp(testDb.db, { webDist }));
    org = await createOrg(testDb.db, { name: 'Ssr', members: 3, accrual: 100 });
    await testDb.db.update(organizations).set({ colorsJson: { 'general-brand': '#7a1f5c' } }).where(eq(organizations.id, org.id));
    member = new Client(app);
    await member.signIn(memberOf(org, 1).email);
    const sent = await member.post(
      '/api/transfers',
      { recipientId: memberOf(org, 2).id, amount: 5, message: hostile },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(sent.statusCode).toBe(200);
  });
  afterAll(async () => {
    await app.close();
    await cleanup();
  });

  it('keeps the OpenAPI document whole once the renderer is loaded (its own contracts do not clash with the server\'s schema ids)', async () => {
    const page = await member.get('/feed');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('id="gratia-ssr"');
    const doc = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(doc.statusCode, doc.body.slice(0, 300)).toBe(200);
    expect(Object.keys(doc.json<{ components: { schemas: Record<string, unknown> } }>().components.schemas)).toEqual(expect.arrayContaining(['Transfer', 'Division']));
  });
  it('renders the feed of a signed-in member with its thanks, private to them', async () => {
    const res = await member.get('/feed', { cookie: `${[...member.cookies].map(([k, v]) => `${k}=${v}`).join('; ')}; lang=en; tz=Asia/Tokyo` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toMatch(/cookie/i);
    const root = rootOf(res.body);
    // The screen itself, in English, with the thanks written in it (not a loading state).
    expect(root).toContain('Events');
    expect(root).toContain('Спасибо');
    expect(res.body).toMatch(/<html lang="en"/);
    const data = ssrData(res.body);
    expect(data).toMatchObject({ language: 'en', timeZone: 'Asia/Tokyo' });
    expect(Object.keys(data.fallback)).toEqual(expect.arrayContaining(['/api/profile/me', '/api/organization/settings']));
    expect(Object.keys(data.fallback).some((key) => key.startsWith('$inf$/api/feed'))).toBe(true);
    // The route's styles are linked; no script holds the first paint: the modules, the route's own
    // chunks with them, start after it (public/app-loader.js), and the classic scripts are deferred.
    expect(res.body).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/FeedScreen-[\w-]+\.css">/);
    expect(res.body).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(res.body.match(/<script src=/g)).toBeNull();
    expect(res.body).toContain('<script defer src="/app-loader.js"></script>');
    const modules = JSON.parse(/<script type="application\/json" id="gratia-modules">([\s\S]*?)<\/script>/.exec(res.body)?.[1] ?? 'null') as { entry: string; preload: string[] };
    expect(modules.entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(modules.preload.some((href) => /^\/assets\/FeedScreen-[\w-]+\.js$/.test(href))).toBe(true);
    for (const href of [modules.entry, ...modules.preload]) expect((await member.get(href)).statusCode, href).toBe(200);
    // The loader evaluates them in that order, one by one: each chunk after every chunk it imports,
    // the entry (not in the list) last.
    const manifest = JSON.parse(readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string; imports?: string[] }>;
    const fileOf = (key: string) => `/${manifest[key]?.file}`;
    const position = new Map(modules.preload.map((href, index) => [href, index]));
    expect(position.has(modules.entry)).toBe(false);
    expect(new Set(modules.preload).size).toBe(modules.preload.length);
    for (const chunk of Object.values(manifest)) {
      const at = position.get(`/${chunk.file}`);
      if (at === undefined) continue;
      for (const imported of chunk.imports ?? []) {
        if (fileOf(imported) === modules.entry) continue;
        expect(position.get(fileOf(imported)), `${chunk.file} imports ${imported}`).toBeLessThan(at);
      }
    }
  });

  it('preloads the start-up strings of the page\'s language only: Russian by default, English with the en cookie (decision 0030)', async () => {
    const manifest = JSON.parse(readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
    const strings = { ru: `/${manifest['src/i18n/ru.ts']?.file}`, en: `/${manifest['src/i18n/en.ts']?.file}` };
    expect(strings.ru).not.toBe(strings.en);
    const cookies = [...member.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const pages = [
      { language: 'ru', other: 'en', res: await new Client(app).get('/login') },
      { language: 'ru', other: 'en', res: await member.get('/main', { cookie: cookies }) },
      { language: 'en', other: 'ru', res: await new Client(app).get('/login', { cookie: 'lang=en' }) },
      { language: 'en', other: 'ru', res: await member.get('/history', { cookie: `${cookies}; lang=en` }) },
    ] as const;
    for (const { language, other, res } of pages) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toMatch(new RegExp(`<html lang="${language}"`));
      expect(ssrData(res.body).language).toBe(language);
      const modules = JSON.parse(/<script type="application\/json" id="gratia-modules">([\s\S]*?)<\/script>/.exec(res.body)?.[1] ?? 'null') as { entry: string; preload: string[] };
      // With the page's modules: the app-loader preloads them all at once after the first paint.
      expect(modules.preload, language).toContain(strings[language]);
      expect(modules.preload, language).not.toContain(strings[other]);
    }
    expect((await member.get(strings.en)).statusCode).toBe(200);
  });

  it('keeps a message that looks like markup inert: escaped in the HTML and in the data', async () => {
    const res = await member.get('/feed');
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body.match(/<\/script>/g)?.length).toBe(res.body.match(/<script[\s>]/g)?.length);
    const feedPage = Object.entries(ssrData(res.body).fallback).find(([key]) => key.startsWith('$inf$/api/feed'))?.[1] as { items: { transfer?: { message?: string } }[] }[];
    expect(JSON.stringify(feedPage)).toContain(JSON.stringify(hostile).slice(1, -1));
  });

  it('puts the organization\'s colours on <html>, so the first paint is in them', async () => {
    const res = await member.get('/main');
    expect(res.body).toMatch(/<html lang="ru" style="[^"]*--org-general-brand:#7a1f5c/);
  });

  it('renders the sign-in page for a visitor, in Russian without a language cookie', async () => {
    const visitor = new Client(app);
    const res = await visitor.get('/login');
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root).toContain('<form');
    expect(res.body).toMatch(/<html lang="ru"/);
    expect(ssrData(res.body).fallback).not.toHaveProperty('/api/profile/me');
  });

  it('renders nobody else\'s data: a visitor at /feed gets no member data in the page', async () => {
    const visitor = new Client(app);
    const res = await visitor.get('/feed');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('Спасибо </');
    expect(Object.keys(ssrData(res.body).fallback).filter((key) => key.includes('/api/feed'))).toEqual([]);
  });
});
