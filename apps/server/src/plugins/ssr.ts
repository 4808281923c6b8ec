/**
 * Server rendering of the web app's pages (docs/decisions/0018). The web build writes the app's
 * renderer to apps/web/dist-ssr/entry-server.js (beside dist/): {@link loadPageRenderer} loads it,
 * and each page is rendered with the request's language (`lang` cookie) and time zone (`tz`
 * cookie), its widgets' API reads answered in-process (`app.inject`, with the request's cookies),
 * and put into dist/index.html with the route's chunks and the strings of the page's language
 * preloaded (the renderer names both among the page's modules; decision 0030), its styles linked,
 * the organization's colours on `<html>` and the data the browser hydrates with.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isTimeZone } from '@gratia/contracts';

/** What apps/web `entry-server.tsx` exports (its `RenderRequest` and `RenderResult`). */
interface WebRenderer {
  render(request: {
    url: string;
    language: 'ru' | 'en';
    timeZone: string | null;
    fetchJson: (path: string) => Promise<unknown>;
  }): Promise<{ html: string; data: string; modules: string[]; themeVars: Record<string, string> } | null>;
}

/** An entry of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/**
 * index.html as a server-rendered page uses it: the entry module and its module preloads are
 * taken out of the head (public/app-loader.js starts them after the first paint), and the classic
 * scripts are deferred, so nothing holds the first paint but the styles.
 */
export function deferredModules(indexHtml: string): { template: string; entry: string; preload: string[] } {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(indexHtml);
  if (!entry?.[1]) throw new Error('index.html has no entry module script');
  const preload = [...indexHtml.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  let template = indexHtml.replace(entry[0], '');
  for (const link of preload) template = template.replace(link[0], '');
  template = template.replace(/<script src="([^"]+)"><\/script>/g, '<script defer src="$1"></script>').replace('</body>', '<script defer src="/app-loader.js"></script></body>');
  return { template, entry: entry[1], preload: preload.map((link) => link[1] as string) };
}

/** Renders the page of a request: its HTML, or null when it is not rendered on the server (the plain index.html serves it). */
export type PageRenderer = (req: FastifyRequest) => Promise<string | null>;

/** Id of the JSON data element (apps/web `ssr/data.ts` SSR_DATA_ID). */
const SSR_DATA_ID = 'gratia-ssr';

/** `&`, `"`, `<`, `>` escaped for an HTML attribute value. */
const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The chunks (JS) and styles (CSS) `keys` need, with what they import, in dependency order; without those in `skip`. */
function assetsOf(manifest: Record<string, ManifestChunk>, keys: string[], skip: Set<string>): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const css of chunk.css ?? []) if (!skip.has(css) && !styles.includes(css)) styles.push(css);
    if (!skip.has(chunk.file)) scripts.push(chunk.file);
  };
  for (const key of keys) visit(key);
  return { scripts, styles };
}

/**
 * Loads the renderer of the web build in `webDist`'s sibling dist-ssr/ and returns the page
 * renderer; null when the build has no renderer (then every page is the plain index.html, rendered
 * in the browser). A page whose rendering fails is served plain too, and the failure logged.
 */
export async function loadPageRenderer(app: FastifyInstance, webDist: string): Promise<PageRenderer | null> {
  const entry = path.join(webDist, '..', 'dist-ssr', 'entry-server.js');
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  if (!fs.existsSync(entry) || !fs.existsSync(manifestFile)) return null;
  const renderer = (await import(pathToFileURL(entry).href)) as WebRenderer;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const { template, entry: entryScript, preload: entryPreload } = deferredModules(fs.readFileSync(path.join(webDist, 'index.html'), 'utf8'));
  // What index.html already loads: the entry chunk, what it imports, its styles.
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry) ?? 'index.html';
  const entryAssets = assetsOf(manifest, [entryKey], new Set());
  const loaded = new Set([...entryAssets.scripts, ...entryAssets.styles]);
  const entryImports = manifest[entryKey]?.imports ?? [];
  if (!entryPreload.every((href) => assetsOf(manifest, entryImports, new Set()).scripts.includes(href.slice(1)))) {
    throw new Error('index.html preloads a chunk the manifest does not list as the entry\'s import');
  }

  return async (req) => {
    const cookies = (req as FastifyRequest & { cookies?: Record<string, string | undefined> }).cookies ?? {};
    const language = cookies.lang === 'en' ? 'en' : 'ru';
    const tz = cookies.tz;
    const headers: Record<string, string> = {};
    if (req.headers.cookie) headers.cookie = req.headers.cookie;
    if (req.headers['user-agent']) headers['user-agent'] = req.headers['user-agent'];
    try {
      const page = await renderer.render({
        url: req.url,
        language,
        timeZone: tz && isTimeZone(tz) ? tz : null,
        fetchJson: async (apiPath) => {
          const answer = await app.inject({ method: 'GET', url: apiPath, headers });
          if (answer.statusCode !== 200) return undefined;
          try {
            return answer.json();
          } catch {
            return undefined;
          }
        },
      });
      if (!page) return null;
      const { styles } = assetsOf(manifest, page.modules, loaded);
      // Every chunk the page hydrates with, in the order the browser would evaluate them (each
      // after what it imports), the entry last: the loader evaluates them one by one.
      const scripts = assetsOf(manifest, [...entryImports, ...page.modules], new Set()).scripts;
      const head = styles.map((file) => `<link rel="stylesheet" crossorigin href="/${attr(file)}">`).join('');
      const style = Object.entries(page.themeVars)
        .map(([name, value]) => `${name}:${value}`)
        .join(';');
      // The modules start after the first paint (public/app-loader.js); the route's own chunks and
      // its language's strings load with them, so hydration waits for no further request.
      const modules = JSON.stringify({ entry: entryScript, preload: scripts.map((file) => `/${file}`).filter((href) => href !== entryScript) }).replace(/</g, '\\u003c');
      return template
        .replace(/<html lang="[^"]*"/, `<html lang="${language}"${style ? ` style="${attr(style)}"` : ''}`)
        .replace('</head>', `${head}</head>`)
        .replace(
          '<div id="root"></div>',
          `<div id="root">${page.html}</div><script type="application/json" id="${SSR_DATA_ID}">${page.data}</script><script type="application/json" id="gratia-modules">${modules}</script>`,
        );
    } catch (err) {
      req.log.error({ err, url: req.url }, 'server rendering failed; the page is rendered in the browser');
      return null;
    }
  };
}
