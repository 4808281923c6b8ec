import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { preview, type PreviewServer } from 'vite';
import { launchChromium, watchCspViolations } from './browser.ts';

/**
 * Storybook under the server's content security policy (README "Security", issue "Hardening"):
 * the static Storybook build (`pnpm build-storybook`, whose last step moves Storybook's inline
 * scripts into files: tools/storybookCsp.ts) is served with the very policy the running server
 * sends — read from its answer, not copied — except `frame-ancestors 'self'`, since the Storybook
 * manager shows each story in an iframe of its own origin. The manager, a docs page, a ui dialog
 * and feature widgets with their mock API must render and work with no CSP violation.
 */
const workspace = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const staticDir = path.join(workspace, 'storybook-static');
const baseUrl = inject('baseUrl');

let browser: Browser;
let server: PreviewServer;
let storybookUrl: string;
let policy: string;

/** The policy of `header` with its `frame-ancestors` replaced by `'self'`. */
function framedBySelf(header: string): string {
  return header
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d && !d.startsWith('frame-ancestors'))
    .concat("frame-ancestors 'self'")
    .join('; ');
}

beforeAll(async () => {
  // The build is part of the proof: the post-build step is what makes it run under the policy.
  await promisify(execFile)('pnpm', ['build-storybook'], { cwd: workspace, maxBuffer: 64 * 1024 * 1024 });
  const header = (await fetch(`${baseUrl}/login`)).headers.get('content-security-policy');
  if (!header) throw new Error('the server sent no content-security-policy');
  policy = framedBySelf(header);
  server = await preview({
    root: workspace,
    configFile: false,
    logLevel: 'warn',
    build: { outDir: staticDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: false, headers: { 'content-security-policy': policy } },
  });
  storybookUrl = server.resolvedUrls?.local[0] ?? '';
  if (!storybookUrl) throw new Error('the Storybook preview server has no address');
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('Storybook under the content security policy', () => {
  it('the manager, a docs page, a dialog and feature widgets work without a CSP violation', async () => {
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe-eval');
    const context = await browser.newContext({ baseURL: storybookUrl, viewport: { width: 1280, height: 900 } });
    context.setDefaultTimeout(30_000);
    const page = await context.newPage();
    try {
      const violations = await watchCspViolations(page);
      const seen: string[] = [];
      const collect = async (where: string) => {
        for (const v of await violations()) if (!seen.includes(`${where}: ${v}`)) seen.push(`${where}: ${v}`);
      };

      // The manager: its sidebar, then a story in its preview iframe.
      const res = await page.goto('/?path=/story/ui-button--primary');
      expect(res?.headers()['content-security-policy']).toBe(policy);
      await page.getByRole('button', { name: 'Button', exact: false }).first().waitFor();
      const preview = page.frameLocator('#storybook-preview-iframe');
      await preview.locator('#storybook-root button').first().waitFor();
      await collect('manager');

      // A docs page (MDX, the autodocs block renderer).
      await page.goto('/iframe.html?id=ui-dialog--docs&viewMode=docs');
      await page.locator('.sbdocs-content h1').first().waitFor();
      await collect('docs');

      // A dialog: opened, with its scroll lock (an inserted <style>), then closed.
      await page.goto('/iframe.html?id=ui-dialog--default&viewMode=story');
      await page.locator('#storybook-root button').first().click();
      await page.getByRole('dialog').waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      await collect('dialog');

      // Feature widgets over their mock API: contracts parse every answer with zod.
      for (const id of ['features-thanks-thanksform--default', 'features-feed-feedlist--default', 'features-history-historyview--default']) {
        await page.goto(`/iframe.html?id=${id}&viewMode=story`);
        await page.locator('#storybook-root *').first().waitFor();
        await page.waitForLoadState('networkidle');
        await collect(id);
      }

      expect(seen).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
