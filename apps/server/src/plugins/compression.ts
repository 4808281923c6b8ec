/**
 * Response compression (@fastify/compress) of what is built at run time: API JSON and the SPA's
 * index.html above 1 KiB, in brotli (quality 5: near gzip's speed, smaller) or gzip by the
 * request's `Accept-Encoding`, with `Vary: Accept-Encoding`. The web app's files are compressed
 * once, at build (vite-plugin-compression2 writes `.br` and `.gz` beside each), and served as they
 * are by the static plugin (spa.ts); an answer that already has a `Content-Encoding` is left alone.
 * Images are never compressed again. Wrapped in fastify-plugin: its hooks apply to every route.
 */
import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Answers smaller than this many bytes go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Registers @fastify/compress for every route with the settings above. */
export const compressionPlugin = fp(
  async (app) => {
    await app.register(fastifyCompress, {
      global: true,
      threshold: COMPRESSION_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'gratia-compression', fastify: '5.x' },
);
