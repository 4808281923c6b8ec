/**
 * The built web app (apps/web/dist) and what answers an unknown URL: hashed assets cached for a year,
 * pages revalidated on every use (`no-cache`; `private` and `Vary: Cookie` when they are rendered
 * on the server, plugins/ssr.ts); text files as compressed at build (brotli or
 * gzip, by `Accept-Encoding`); an unknown /api route → 404 NOT_FOUND in the API's error shape; any other
 * GET or HEAD that is not a file → index.html (the SPA's routes); a missing file (a path with an
 * extension) → 404. Wrapped in fastify-plugin: it sets the application's not-found handler.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../http/errors.ts';
import { isApiUrl } from '../http/routing.ts';
import { loadPageRenderer } from './ssr.ts';

/** Options of {@link spaPlugin}. */
export interface SpaOptions {
  /** Directory of the built web app; without its index.html only the API is served. */
  webDist: string;
  /** Renders pages on the server when the build has a renderer (plugins/ssr.ts); default true. */
  serverRendering?: boolean;
}

/** Serves `webDist` statically when it holds index.html, and sets the not-found handler (SPA fallback). */
export const spaPlugin = fp<SpaOptions>(
  async (app, { webDist, serverRendering = true }) => {
    const indexHtml = path.join(webDist, 'index.html');
    const hasWeb = fs.existsSync(indexHtml);
    const renderPage = hasWeb && serverRendering ? await loadPageRenderer(app, webDist) : null;
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: webDist,
        prefix: '/',
        // `/` is a page of the app (below), not the directory's index.html.
        index: false,
        cacheControl: false,
        // The build writes `.br` and `.gz` beside each text file (apps/web/vite.config.ts): sent
        // with `Content-Encoding` by the request's `Accept-Encoding`, and `Vary: Accept-Encoding`.
        preCompressed: true,
        setHeaders(res, filePath) {
          const rel = path.relative(webDist, filePath);
          if (rel === 'index.html') res.header('cache-control', 'no-cache');
          else if (rel.startsWith(`assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
          else res.header('cache-control', 'public, max-age=3600');
        },
      });
    }

    /** Answers a page of the app: rendered on the server when it can be, else the plain index.html. */
    const sendPage = async (req: FastifyRequest, reply: FastifyReply) => {
      const rendered = req.method === 'GET' && renderPage ? await renderPage(req) : null;
      // A rendered page may show the member's own data: never stored by a shared cache.
      reply.type('text/html; charset=utf-8').header('cache-control', renderPage ? 'private, no-cache' : 'no-cache');
      if (renderPage) reply.header('vary', 'Cookie');
      if (rendered !== null) return reply.send(rendered);
      // Streamed directly: `sendFile` inside the not-found handler could re-enter it when the
      // static plugin failed to open the file, answering 404 for a valid SPA route.
      return reply.send(fs.createReadStream(indexHtml));
    };
    // `/` is a page of the app like any other, not the static directory's index.
    if (hasWeb) app.get('/', { schema: { hide: true } }, sendPage);

    app.setNotFoundHandler(async (req, reply) => {
      const pathname = req.url.split('?')[0] ?? '/';
      if (!isApiUrl(req.url) && hasWeb && (req.method === 'GET' || req.method === 'HEAD') && !path.extname(pathname)) return sendPage(req, reply);
      return reply.code(404).send(errorBody('NOT_FOUND', `No route ${req.method} ${pathname}`));
    });
  },
  { name: 'gratia-spa', fastify: '5.x' },
);
