import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, preview, type PreviewServer } from 'vite';
import type { Browser } from 'playwright-core';
import { LIBRARY_PACKAGES } from '../../../tools/buildPackages.ts';
import { installBuilt, launchChromium, linkPackage, rgb } from '../../../tools/consumerApp.ts';
import { deriveSemanticColors } from '../../../tokens/src/derive.ts';
import { mergeOrgColors } from '../../../tokens/src/orgColors.ts';
import { themePresets } from '../../../tokens/src/presets.ts';
import { feedEvent, meUser, settings } from '../src/testing/fixtures.ts';

const featuresDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const workspace = path.resolve(featuresDir, '../..');
const packages = LIBRARY_PACKAGES.map((dir) => path.join(workspace, dir));

/** The mocked API's answers, by `METHOD /path`; anything else is a 404 in the API's error shape. */
const events = [
  feedEvent(1, { minutesAgo: 3, message: 'Спасибо за помощь с релизом!' }),
  feedEvent(2, { minutesAgo: 40, message: 'Отличная презентация для клиента' }),
  feedEvent(3, { minutesAgo: 90, message: 'Выручил с дежурством в выходные' }),
];
const mocks = {
  'GET /api/feed': { items: events, nextCursor: null },
  'GET /api/organization/settings': settings,
  'GET /api/profile/me': meUser,
};

let consumer = '';
let server: PreviewServer | undefined;
let browser: Browser | undefined;

describe('@gratia/features built and embedded in a plain Vite app', () => {
  beforeAll(async () => {
    // The packages are built by the project's globalSetup (tools/buildPackages.ts).
    consumer = await mkdtemp(path.join(tmpdir(), 'gratia-features-consumer-'));
    for (const dir of packages) await installBuilt(consumer, dir);
    // What the host app brings itself: React, the router (peers of the widgets) and msw.
    for (const peer of ['react', 'react-dom', 'react-router-dom', 'msw']) await linkPackage(consumer, peer, path.join(featuresDir, 'node_modules', peer));
    await cp(path.join(featuresDir, 'node_modules', 'msw', 'lib', 'mockServiceWorker.js'), path.join(consumer, 'mockServiceWorker.js'));
    await writeFile(path.join(consumer, 'mocks.js'), `export default ${JSON.stringify(mocks)};\n`);
    await writeFile(
      path.join(consumer, 'index.html'),
      '<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>feed consumer</title></head><body><div id="root"></div><script type="module" src="/main.js"></script></body></html>',
    );
    // Plain JS, no JSX, no vanilla-extract: only the packages' public entry points.
    await writeFile(
      path.join(consumer, 'main.js'),
      `import '@gratia/tokens/style.css';
import '@gratia/ui/style.css';
import '@gratia/features/style.css';
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import { applyOrgTheme, themePresets } from '@gratia/tokens';
import { ToastProvider } from '@gratia/ui';
import { ApiProvider, createApiClient, createI18n, FeedList } from '@gratia/features';
import mocks from './mocks.js';

window.apiCalls = [];
const worker = setupWorker(
  http.all('/api/*', ({ request }) => {
    const key = request.method + ' ' + new URL(request.url).pathname;
    window.apiCalls.push(key);
    if (key in mocks) return HttpResponse.json(mocks[key]);
    return HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'No mock for ' + key } }, { status: 404 });
  }),
);
await worker.start({ quiet: true, onUnhandledRequest: 'bypass' });
applyOrgTheme(themePresets.forest);
const client = createApiClient({ readCookie: () => 'csrf' });
createRoot(document.getElementById('root')).render(
  h(I18nextProvider, { i18n: createI18n('ru') },
    h(ToastProvider, null,
      h(MemoryRouter, { initialEntries: ['/feed'] },
        h(ApiProvider, { client }, h(FeedList, { pollIntervalMs: 0 }))))),
);
`,
    );
    await build({ root: consumer, configFile: false, logLevel: 'error', resolve: { dedupe: ['react', 'react-dom'] }, build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' } });
    await cp(path.join(consumer, 'mockServiceWorker.js'), path.join(consumer, 'dist', 'mockServiceWorker.js'));
    server = await preview({ root: consumer, configFile: false, logLevel: 'error', preview: { port: 0, host: '127.0.0.1', strictPort: false } });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (consumer) await rm(consumer, { recursive: true, force: true });
  });

  it('ships ESM, declarations, compiled CSS and no test support', async () => {
    const dist = path.join(featuresDir, 'dist');
    expect(await readdir(dist)).toEqual(expect.arrayContaining(['index.js', 'index.d.ts', 'style.css']));
    expect(await readdir(path.join(dist, 'feed'))).toEqual(expect.arrayContaining(['FeedList.js', 'FeedList.d.ts', 'index.d.ts']));
    // Stories, fixtures and the mock API stay in the repository.
    expect(await readdir(dist)).not.toContain('testing');
    const index = await readFile(path.join(dist, 'index.d.ts'), 'utf8');
    expect(index).toContain('./feed/index');
  });

  it('renders the feed from the mocked API, in Russian and in the host theme', async () => {
    const page = await browser!.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(server!.resolvedUrls!.local[0]!);
    const list = page.getByRole('list', { name: 'Лента событий' });
    await list.waitFor();
    await expect.poll(() => page.getByRole('article').count(), { timeout: 15_000 }).toBe(events.length);
    for (const event of events) await expect(page.getByText(event.transaction.message).isVisible()).resolves.toBe(true);
    // Themed by the host's applyOrgTheme: the filter's selected segment is drawn in the brand.
    const forestAccent = deriveSemanticColors(mergeOrgColors(themePresets.forest).colors).accent;
    const accentVar = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-accent').trim());
    expect(rgb(accentVar)).toBe(rgb(forestAccent));
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('Inter Variable');
    const calls = await page.evaluate(() => (window as unknown as { apiCalls: string[] }).apiCalls);
    expect(calls).toContain('GET /api/feed');
    expect(errors).toEqual([]);
    await page.close();
  });
});
