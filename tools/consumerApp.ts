/**
 * Test support for the package consumer tests (project `packages`): installs the
 * built workspace packages into a throw-away app the way a registry would, and starts Debian's
 * Chromium for it.
 */
import { cp, mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';

/**
 * Installs a workspace package into `<consumer>/node_modules`: the manifest with `publishConfig`
 * applied (dist exports), a copy of the built `dist`, and its dependencies next to it (linked from
 * the workspace install, as a package manager would place them). @gratia packages are skipped:
 * install each of them with this function too.
 */
export async function installBuilt(consumer: string, pkgDir: string): Promise<void> {
  const manifest = JSON.parse(await readFile(path.join(pkgDir, 'package.json'), 'utf8')) as Record<string, unknown> & {
    name: string;
    publishConfig: Record<string, unknown>;
    dependencies: Record<string, string>;
  };
  const { publishConfig, ...rest } = manifest;
  const target = path.join(consumer, 'node_modules', manifest.name);
  await mkdir(target, { recursive: true });
  await writeFile(path.join(target, 'package.json'), JSON.stringify({ ...rest, ...publishConfig }, null, 2));
  await cp(path.join(pkgDir, 'dist'), path.join(target, 'dist'), { recursive: true });
  for (const dep of Object.keys(manifest.dependencies)) {
    if (dep.startsWith('@gratia/')) continue;
    await linkPackage(consumer, dep, path.join(pkgDir, 'node_modules', dep));
  }
}

/** Links `<consumer>/node_modules/<name>` to an installed package directory (once). */
export async function linkPackage(consumer: string, name: string, from: string): Promise<void> {
  const link = path.join(consumer, 'node_modules', name);
  if (existsSync(link)) return;
  await mkdir(path.dirname(link), { recursive: true });
  await symlink(from, link, 'dir');
}

/** Debian's Chromium with the flags this machine needs (TOOLCHAIN: Browser); `CHROME_PATH` overrides the path. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
  });
}

/** `#rrggbb` → the `rgb(r, g, b)` form `getComputedStyle` reports. */
export function rgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}
