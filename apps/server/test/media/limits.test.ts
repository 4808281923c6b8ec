/**
 * Limits of image uploads (security hardening; SPEC §7 file upload): one file part only; pixel
 * and side limits read from the header before anything is decoded (a 75 KB PNG of 1×39,000,000
 * pixels took 17 s of a processing slot); a bounded processing queue that answers 503 SERVER_BUSY
 * when full instead of letting uploads pile up. Nothing is stored for a refused upload. No timing
 * is asserted: the pathological images are refused from their header, and the queue is held with
 * jobs the test releases itself.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { CSRF_COOKIE, CSRF_HEADER, MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from '@gratia/contracts';
import type { Db } from '../../src/db/client.ts';
import { imageQueue, MAX_CONCURRENT_JOBS, MAX_QUEUED_JOBS, processImage } from '../../src/modules/media/process.ts';
import { multipartBody } from '../multipart.ts';
import { count, createOrg, createTestApp, createTestDb, memberClients, type Client, type TestOrg } from '../helpers.ts';

let db: Db;
let app: FastifyInstance;
let cleanup: () => Promise<void>;
let dataDir: string;
let org: TestOrg;
const as = memberClients(() => app);
const uploadsDir = () => path.join(dataDir, 'uploads');
const storedFiles = () => (fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()).filter((f) => !f.startsWith('.')) : []);
const stored = async () => ({ rows: await count(db, 'images'), files: storedFiles().length });

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gratia-media-limits-'));
  ({ db, cleanup } = await createTestDb());
  ({ app } = await createTestApp(db, { dataDir }));
  org = await createOrg(db, { name: 'Pix', members: 2, accrual: 10 });
});
afterAll(async () => {
  await app.close();
  await cleanup();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function upload(c: Client, parts: Array<{ data: Buffer; filename: string }>) {
  const body = multipartBody(parts);
  return app.inject({
    method: 'POST',
    url: '/api/uploads/images',
    headers: {
      cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      [CSRF_HEADER]: c.cookies.get(CSRF_COOKIE) ?? '',
      'content-type': body.contentType,
    },
    payload: body.payload,
  });
}

/**
 * A grey PNG whose header declares `width`×`height` pixels; its image data holds only the first
 * rows (the header is all a check before decoding may read). A few hundred bytes.
 */
function pngDeclaring(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(0, 9); // greyscale
  const rows = zlib.deflateSync(Buffer.alloc(Math.min(height, 64) * (1 + Math.min(width, 4096))));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]);
}

const smallPng = () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#4a8' } }).png().toBuffer();

describe('an upload with two file parts', () => {
  it('is a 400 VALIDATION_ERROR and stores nothing', async () => {
    const png = await smallPng();
    const before = await stored();
    const res = await upload(await as(org, 1), [
      { data: png, filename: 'a.png' },
      { data: png, filename: 'b.png' },
    ]);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    expect(await stored()).toEqual(before);
    // One part is still fine.
    expect((await upload(await as(org, 1), [{ data: png, filename: 'a.png' }])).statusCode).toBe(200);
  });
});

describe('a malformed multipart body', () => {
  it.each([
    ['no boundary', 'multipart/form-data', Buffer.from('x')],
    ['another boundary than declared', 'multipart/form-data; boundary=declared', Buffer.from('--other\r\nContent-Disposition: form-data; name="file"\r\n\r\nx\r\n--other--\r\n')],
    ['a part that never ends', 'multipart/form-data; boundary=b', Buffer.from('--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nxxxx')],
  ])('%s: 400 VALIDATION_ERROR, nothing stored', async (_, contentType, payload) => {
    const c = await as(org, 1);
    const before = await stored();
    const res = await app.inject({
      method: 'POST',
      url: '/api/uploads/images',
      headers: { cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; '), [CSRF_HEADER]: c.cookies.get(CSRF_COOKIE) ?? '', 'content-type': contentType },
      payload,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    expect(await stored()).toEqual(before);
  });
});

describe('images refused from their header', () => {
  it.each([
    ['1×39,000,000 (under the pixel limit, far over the side limit)', 1, 39_000_000],
    ['39,000,000×1', 39_000_000, 1],
    [`${MAX_IMAGE_SIDE + 1}×100`, MAX_IMAGE_SIDE + 1, 100],
  ])('%s: 422 IMAGE_TOO_LARGE with details.maxSide, nothing stored', async (_, width, height) => {
    const png = pngDeclaring(width, height);
    expect(png.length).toBeLessThan(100_000);
    expect(width * height).toBeLessThanOrEqual(MAX_IMAGE_PIXELS);
    expect(await sharp(png, { limitInputPixels: false }).metadata()).toMatchObject({ width, height });
    const before = await stored();
    const res = await upload(await as(org, 1), [{ data: png, filename: 'long.png' }]);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().error).toMatchObject({ code: 'IMAGE_TOO_LARGE', details: { maxSide: MAX_IMAGE_SIDE, maxPixels: MAX_IMAGE_PIXELS } });
    expect(await stored()).toEqual(before);
  });

  it('over the pixel limit with sides within bounds (8000×8000): 422 before decoding', async () => {
    await expect(processImage(pngDeclaring(8000, 8000), 'thanks')).rejects.toMatchObject({ code: 'IMAGE_TOO_LARGE', status: 422 });
  });
});

describe('the processing queue', () => {
  it(`runs ${MAX_CONCURRENT_JOBS} at once, holds ${MAX_QUEUED_JOBS} waiting, and answers 503 SERVER_BUSY beyond, storing nothing`, async () => {
    expect(imageQueue.size()).toEqual({ active: 0, waiting: 0 });
    const releases: Array<() => void> = [];
    const held = Array.from({ length: MAX_CONCURRENT_JOBS + MAX_QUEUED_JOBS }, () =>
      imageQueue.run(() => new Promise<void>((resolve) => releases.push(resolve)), 'reject'),
    );
    await new Promise((r) => setImmediate(r));
    expect(imageQueue.size()).toEqual({ active: MAX_CONCURRENT_JOBS, waiting: MAX_QUEUED_JOBS });
    expect(imageQueue.isFull()).toBe(true);

    const png = await smallPng();
    const before = await stored();
    const busy = await upload(await as(org, 1), [{ data: png, filename: 'a.png' }]);
    expect(busy.statusCode, busy.body).toBe(503);
    expect(busy.json().error.code).toBe('SERVER_BUSY');
    expect(Number(busy.headers['retry-after'])).toBeGreaterThan(0);
    // The bound holds for a direct caller that refuses to wait, too; one that waits is queued.
    await expect(processImage(png, 'thanks', { whenBusy: 'reject' })).rejects.toMatchObject({ code: 'SERVER_BUSY', status: 503 });
    expect(imageQueue.size()).toEqual({ active: MAX_CONCURRENT_JOBS, waiting: MAX_QUEUED_JOBS });
    expect(await stored()).toEqual(before);

    // Released, the queue drains and uploads are accepted again.
    let released = 0;
    while (released < held.length) {
      await new Promise((r) => setImmediate(r));
      while (released < releases.length) releases[released++]?.();
    }
    await Promise.all(held);
    expect(imageQueue.size()).toEqual({ active: 0, waiting: 0 });
    const ok = await upload(await as(org, 1), [{ data: png, filename: 'a.png' }]);
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
