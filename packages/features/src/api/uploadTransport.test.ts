import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axiosUploadTransport, createApiClient } from './client.ts';

/**
 * The real default transport (axios over jsdom's XMLHttpRequest) against a local HTTP server:
 * the multipart body, the headers, progress, error bodies and abort.
 */
describe('axiosUploadTransport', () => {
  let server: Server;
  let base = '';
  const seen: { headers: IncomingMessage['headers']; body: string }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      res.setHeader('access-control-allow-origin', req.headers.origin ?? '*');
      res.setHeader('access-control-allow-headers', 'accept, x-csrf-token, x-page-url, content-type');
      if (req.method === 'OPTIONS') return void res.end();
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        seen.push({ headers: req.headers, body: Buffer.concat(chunks).toString('latin1') });
        if (req.url?.includes('hang')) return;
        res.setHeader('content-type', 'application/json');
        if (req.url?.includes('big')) {
          res.statusCode = 413;
          return void res.end(JSON.stringify({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'too big', details: { maxBytes: 10 } } }));
        }
        res.statusCode = 201;
        res.end(JSON.stringify({ id: 'img-1', purpose: 'thanks' }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  const client = () => createApiClient({ upload: axiosUploadTransport, readCookie: () => 'tok', pageUrl: () => 'http://app/new_transfer' });
  const form = () => {
    const f = new FormData();
    f.append('file', new File([new Uint8Array(64 * 1024).fill(7)], 'photo.png', { type: 'image/png' }), 'photo.png');
    return f;
  };

  it('posts the file as multipart with the CSRF and page-URL headers and reports progress', async () => {
    const progress: number[] = [];
    const result = await client().upload(`${base}/api/uploads/images?purpose=thanks`, form(), { onProgress: (p) => progress.push(p) });
    expect(result).toEqual({ id: 'img-1', purpose: 'thanks' });
    const last = seen[seen.length - 1]!;
    expect(last.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(last.headers['x-csrf-token']).toBe('tok');
    expect(last.headers['x-page-url']).toBe('http://app/new_transfer');
    expect(last.body).toContain('name="file"; filename="photo.png"');
    expect(progress.length).toBeGreaterThan(0);
    expect(progress[progress.length - 1]).toBe(1);
  });

  it('maps an error answer to ApiError', async () => {
    await expect(client().upload(`${base}/big`, form())).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE', status: 413, details: { maxBytes: 10 } });
  });

  it('cancels the request on abort', async () => {
    const controller = new AbortController();
    const promise = client().upload(`${base}/hang`, form(), { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('turns a refused connection into NETWORK', async () => {
    await expect(client().upload('http://127.0.0.1:1/api/uploads/images', form())).rejects.toMatchObject({ code: 'NETWORK' });
  });
});
