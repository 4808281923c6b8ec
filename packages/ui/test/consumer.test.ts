import { execFile } from 'node:child_process';
import { mkdtemp, mkdir, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, preview, type PreviewServer } from 'vite';
import type { Browser } from 'playwright-core';
import { installBuilt, launchChromium, rgb } from '../../../tools/consumerApp.ts';
import { deriveSemanticColors } from '../../../tokens/src/derive.ts';
import { mergeOrgColors } from '../../../tokens/src/orgColors.ts';
import { themePresets } from '../../../tokens/src/presets.ts';

const run = promisify(execFile);
const uiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tokensDir = path.resolve(uiDir, '../../tokens');

let consumer = '';
let server: PreviewServer | undefined;
let browser: Browser | undefined;
let bundleJs = '';

describe('built packages in a plain Vite app', () => {
  beforeAll(async () => {
    // The packages are built by the project's globalSetup (tools/buildPackages.ts).
    consumer = await mkdtemp(path.join(tmpdir(), 'gratia-consumer-'));
    await installBuilt(consumer, tokensDir);
    await installBuilt(consumer, uiDir);
    // The app's own React comes from the ui package's install (what a consumer would have).
    await symlink(path.join(uiDir, 'node_modules', 'react'), path.join(consumer, 'node_modules', 'react'), 'dir');
    await symlink(path.join(uiDir, 'node_modules', 'react-dom'), path.join(consumer, 'node_modules', 'react-dom'), 'dir');
    await mkdir(path.join(consumer, 'node_modules', '@types'), { recursive: true });
    await symlink(path.join(uiDir, '../../node_modules/@types/react'), path.join(consumer, 'node_modules', '@types', 'react'), 'dir');
    await writeFile(
      path.join(consumer, 'index.html'),
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>consumer</title></head><body><div id="root"></div><script type="module" src="/main.js"></script></body></html>',
    );
    // Plain JS, no JSX, no vanilla-extract: only the packages' public entry points.
    await writeFile(
      path.join(consumer, 'main.js'),
      `import '@gratia/tokens/style.css';
import '@gratia/ui/style.css';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { applyOrgTheme, themePresets } from '@gratia/tokens';
import { Button } from '@gratia/ui';
window.applyForest = () => applyOrgTheme(themePresets.forest);
createRoot(document.getElementById('root')).render(createElement(Button, null, 'Thanks'));
`,
    );
    await build({
      root: consumer,
      configFile: false,
      logLevel: 'error',
      // Packages resolve from the app's node_modules, as they would after an install.
      resolve: { dedupe: ['react', 'react-dom'] },
      build: { outDir: 'dist', emptyOutDir: true },
    });
    const assets = await readdir(path.join(consumer, 'dist', 'assets'));
    bundleJs = (await Promise.all(assets.filter((f) => f.endsWith('.js')).map((f) => readFile(path.join(consumer, 'dist', 'assets', f), 'utf8')))).join('\n');
    server = await preview({ root: consumer, configFile: false, logLevel: 'error', preview: { port: 0, host: '127.0.0.1', strictPort: false } });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (consumer) await rm(consumer, { recursive: true, force: true });
  });

  it('ships ESM, declarations and compiled CSS per package', async () => {
    for (const dir of [tokensDir, uiDir]) {
      const dist = await readdir(path.join(dir, 'dist'));
      expect(dist).toEqual(expect.arrayContaining(['index.js', 'index.d.ts', 'style.css']));
    }
    // One module per component (tree-shaking) and no vanilla-extract source left in the output.
    expect(await readdir(path.join(uiDir, 'dist', 'Button'))).toEqual(expect.arrayContaining(['Button.js', 'Button.css.js', 'Button.d.ts']));
    const buttonCss = await readFile(path.join(uiDir, 'dist', 'Button', 'Button.css.js'), 'utf8');
    expect(buttonCss).not.toContain('@vanilla-extract/css');
    // The button's rules are in the compiled CSS, reading the theme's variables.
    const buttonClass = /defaultClassName: "([\w-]+)"/.exec(buttonCss)?.[1];
    const css = await readFile(path.join(uiDir, 'dist', 'style.css'), 'utf8');
    expect(buttonClass).toBeTruthy();
    expect(css).toContain(`.${buttonClass}`);
    expect(css).toContain('var(--color-accent)');
  });

  it('types: a strict TypeScript consumer compiles against the declarations, and they catch misuse', async () => {
    await writeFile(
      path.join(consumer, 'typed.ts'),
      `import { Button, type ButtonProps, DataTable, uiResources } from '@gratia/ui';
import { applyOrgTheme, vars, type OrgColors } from '@gratia/tokens';
export const ok: ButtonProps = { children: 'x', variant: 'secondary', tone: 'critical' };
export const accent: string = vars.color.accent;
export const yes: string = uiResources.en.confirm.yes;
export { Button, DataTable, applyOrgTheme };
export type Colors = OrgColors;
`,
    );
    await writeFile(path.join(consumer, 'wrong.ts'), `import type { ButtonProps } from '@gratia/ui';\nexport const bad: ButtonProps = { children: 'x', variant: 'nope' };\n`);
    const tsconfig = (file: string) => ({
      compilerOptions: { strict: true, module: 'ESNext', moduleResolution: 'Bundler', target: 'ES2022', jsx: 'react-jsx', noEmit: true, lib: ['ES2023', 'DOM'], types: [], skipLibCheck: true },
      files: [file],
    });
    const tsc = path.join(uiDir, '../../node_modules/typescript/bin/tsc');
    await writeFile(path.join(consumer, 'tsconfig.json'), JSON.stringify(tsconfig('typed.ts')));
    await expect(run(process.execPath, [tsc, '-p', consumer])).resolves.toBeDefined();
    await writeFile(path.join(consumer, 'tsconfig.json'), JSON.stringify(tsconfig('wrong.ts')));
    await expect(run(process.execPath, [tsc, '-p', consumer])).rejects.toMatchObject({ stdout: expect.stringContaining('"nope"') });
  });

  it('tree-shakes: a Button-only app carries no crop, table or virtual list code', () => {
    expect(bundleJs).toContain('Thanks');
    expect(bundleJs).not.toContain('reactEasyCrop');
    expect(bundleJs).not.toContain('useVirtualizer');
    expect(bundleJs).not.toContain('DataTable');
  });

  it('renders a Button themed with the accent, and follows applyOrgTheme live', async () => {
    const address = server!.resolvedUrls!.local[0]!;
    const page = await browser!.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(address);
    const button = page.getByRole('button', { name: 'Thanks' });
    await button.waitFor();
    const background = () => button.evaluate((el) => getComputedStyle(el).backgroundColor);
    const defaultAccent = deriveSemanticColors(mergeOrgColors({}).colors).accent;
    expect(await background()).toBe(rgb(defaultAccent));
    await page.evaluate(() => (window as unknown as { applyForest: () => void }).applyForest());
    const forestAccent = deriveSemanticColors(mergeOrgColors(themePresets.forest).colors).accent;
    expect(forestAccent).not.toBe(defaultAccent);
    // The background transitions (motion token): wait for it to settle on the new accent.
    await expect.poll(background, { timeout: 5000 }).toBe(rgb(forestAccent));
    // The variable font came with the tokens' CSS.
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('Inter Variable');
    expect(errors).toEqual([]);
    await page.close();
  });
});
