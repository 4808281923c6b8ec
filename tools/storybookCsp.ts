/**
 * Makes a static Storybook build run under the app's content security policy (README "Security":
 * `script-src 'self'`, no inline script). Storybook writes its configuration and boot code as
 * inline `<script>` elements into `index.html` (the manager) and `iframe.html` (the preview); this
 * step moves each one, unchanged and in place, into a file of its own next to the page
 * (`inline-<sha256 prefix>.js`), so the pages load only script files of their own origin. A
 * classic script stays classic (it still runs in document order, before the module scripts) and a
 * module stays a module (its relative imports resolve from the same directory).
 *
 * Run by `pnpm build-storybook` after `storybook build`: `tsx tools/storybookCsp.ts <dir>`.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The pages of a Storybook build that carry inline scripts. */
const PAGES = ['index.html', 'iframe.html'] as const;

/** An inline script element: its attributes and its code (a `src` element never matches). */
const INLINE_SCRIPT = /<script((?:\s+(?!src\b)[\w-]+(?:=(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*>([\s\S]*?)<\/script>/gi;

/**
 * Rewrites `html` so that no script is inline: returns the new page and the files to write
 * (name → code). Elements without code are left as they are.
 */
export function externalizeInlineScripts(html: string): { html: string; files: Map<string, string> } {
  const files = new Map<string, string>();
  const rewritten = html.replace(INLINE_SCRIPT, (element, attributes: string, code: string) => {
    if (code.trim() === '') return element;
    const name = `inline-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.js`;
    files.set(name, code);
    return `<script${attributes} src="./${name}"></script>`;
  });
  return { html: rewritten, files };
}

/** Applies {@link externalizeInlineScripts} to the pages of the Storybook build in `dir`. */
export function externalizeStorybookScripts(dir: string): number {
  let moved = 0;
  for (const page of PAGES) {
    const file = path.join(dir, page);
    if (!existsSync(file)) throw new Error(`${file} is missing: is ${dir} a Storybook build?`);
    const { html, files } = externalizeInlineScripts(readFileSync(file, 'utf8'));
    for (const [name, code] of files) writeFileSync(path.join(dir, name), code);
    writeFileSync(file, html);
    moved += files.size;
  }
  return moved;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? 'storybook-static');
  const moved = externalizeStorybookScripts(dir);
  console.log(`storybook-csp: ${moved} inline scripts moved into files in ${path.relative(process.cwd(), dir) || '.'}`);
}
