/**
 * Image uploads and downloads (issue 6 "Uploaded images"; SPEC §7 file upload and download): type
 * by content, byte and pixel limits, re-encoding to WebP without metadata, storage on disk,
 * permissions (session, CSRF, organization, admin-only stickers), the upload quota and the safe
 * headers of served images.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { CSRF_COOKIE, CSRF_HEADER, MAX_UPLOAD_BYTES, type UploadedImage } from '@gratia/contracts';
import { queryRows, type Db } from '../../src/db/client.ts';
import { images } from '../../src/db/schema.ts';
import { MAX_UNATTACHED_UPLOADS_PER_HOUR } from '../../src/modules/media/service.ts';
import { diskStorage, isSafeKey } from '../../src/modules/media/storage.ts';
import { multipartBody } from '../multipart.ts';
import { Client, count, createOrg, createTestApp, createTestDb, memberClients } from '../helpers.ts';

let db: Db;
let app: FastifyInstance;
let cleanup: () => Promise<void>;
let dataDir: string;
let a: Awaited<ReturnType<typeof createOrg>>;
let b: Awaited<ReturnType<typeof createOrg>>;
const uploadsDir = () => path.join(dataDir, 'uploads');
const storedFiles = () => (fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()).filter((f) => !f.startsWith('.')) : []);

/** A signed-in client of member `i` of `o` (member 0 is the admin), cached. */
const as = memberClients(() => app);

/** A multipart/form-data body with one file part. */
const form = (data: Buffer, filename: string, type: string, field = 'file') => multipartBody([{ data, filename, type, field }]);

/** POSTs `data` as the `file` part, with the client's cookies and (unless `csrf: false`) its CSRF token. */
async function upload(c: Client, data: Buffer, opts: { filename?: string; type?: string; purpose?: string; csrf?: boolean } = {}) {
  const body = form(data, opts.filename ?? 'photo.jpg', opts.type ?? 'image/jpeg');
  const headers: Record<string, string> = {
    cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    'content-type': body.contentType,
  };
  const token = c.cookies.get(CSRF_COOKIE);
  if (opts.csrf !== false && token) headers[CSRF_HEADER] = token;
  return app.inject({ method: 'POST', url: `/api/uploads/images${opts.purpose ? `?purpose=${opts.purpose}` : ''}`, headers, payload: body.payload });
}

/** A camera-like JPEG: 2400×1800 pixels stored sideways (EXIF orientation 6), with an EXIF copyright and camera make. */
async function cameraJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 2400, height: 1800, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Copyright: 'secret-copyright', Make: 'TestCam' } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/**
 * A PNG whose header declares 20000×20000 pixels (400 megapixels, 1.2 GB decoded) but whose file is
 * a few hundred bytes: its image data holds only the first rows.
 */
function pngBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(20_000, 0);
  ihdr.writeUInt32BE(20_000, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // truecolour
  const rows = zlib.deflateSync(Buffer.alloc(4 * (1 + 3 * 20_000)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function fetchImage(c: Client, url: string) {
  return app.inject({ method: 'GET', url, headers: { cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gratia-media-'));
  ({ db, cleanup } = await createTestDb());
  ({ app } = await createTestApp(db, { dataDir }));
  a = await createOrg(db, { name: 'Acme', members: 4, accrual: 100 });
  b = await createOrg(db, { name: 'Bolt', members: 2, accrual: 100 });
});
afterAll(async () => {
  await app.close();
  await cleanup();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('POST /api/uploads/images', () => {
  let photo: UploadedImage;

  it('accepts a JPEG: applies the EXIF orientation, bounds the size to 1600 px, stores WebP without metadata', async () => {
    const member = await as(a, 1);
    const jpeg = await cameraJpeg();
    expect(await sharp(jpeg).metadata()).toMatchObject({ orientation: 6, width: 2400, height: 1800 });
    expect(jpeg.includes(Buffer.from('secret-copyright'))).toBe(true);
    const res = await upload(member, jpeg);
    expect(res.statusCode, res.body).toBe(200);
    photo = res.json() as UploadedImage;
    expect(photo).toMatchObject({
      purpose: 'thanks',
      url: `/api/images/${photo.id}`,
      thumbUrl: `/api/images/${photo.id}?size=thumb`,
      // Stored sideways 2400×1800 with orientation 6: upright it is 1800×2400, scaled to fit 1600.
      width: 1200,
      height: 1600,
    });
    const [row] = await queryRows<{ organization_id: number; owner_id: number; storage_key: string; bytes: number }>(
      db,
      sql`select organization_id, owner_id, storage_key, bytes from images where id = ${photo.id}`,
    );
    expect(row).toMatchObject({ organization_id: a.id, owner_id: a.members[1]?.id });
    const full = fs.readFileSync(path.join(uploadsDir(), `${row?.storage_key}.webp`));
    const thumb = fs.readFileSync(path.join(uploadsDir(), `${row?.storage_key}_thumb.webp`));
    expect(row?.bytes).toBe(full.length + thumb.length);
    const meta = await sharp(full).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 1600 });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(full.includes(Buffer.from('secret-copyright'))).toBe(false);
    expect(await sharp(thumb).metadata()).toMatchObject({ format: 'webp', width: 360, height: 480 });
  });

  it('accepts a PNG with transparency and never enlarges a small image', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 120, b: 255, alpha: 0.5 } } })
      .png()
      .toBuffer();
    const res = await upload(await as(a, 2), png, { filename: 'pic.png', type: 'image/png' });
    expect(res.statusCode, res.body).toBe(200);
    const image = res.json() as UploadedImage;
    expect(image).toMatchObject({ width: 300, height: 200 });
    const thumb = await fetchImage(await as(a, 2), image.thumbUrl);
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 300, height: 200 });
  });

  it('keeps the first frame of an animated GIF', async () => {
    const frame = (r: number) => sharp({ create: { width: 64, height: 48, channels: 3, background: { r, g: 0, b: 0 } } }).png().toBuffer();
    const gif = await sharp([await frame(255), await frame(0)], { join: { animated: true } }).gif().toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(2);
    const res = await upload(await as(a, 1), gif, { filename: 'anim.gif', type: 'image/gif' });
    expect(res.statusCode, res.body).toBe(200);
    const image = res.json() as UploadedImage;
    expect(image).toMatchObject({ width: 64, height: 48 });
    const bytes = (await fetchImage(await as(a, 1), image.url)).rawPayload;
    const meta = await sharp(bytes).metadata();
    expect(meta.pages ?? 1).toBe(1);
    const { data } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200); // red: the first frame
  });

  it('refuses a text file named .png and declared image/png: 415, nothing stored', async () => {
    const before = { rows: await count(db, 'images'), files: storedFiles().length };
    const res = await upload(await as(a, 1), Buffer.from('<?php echo "hi"; ?>\n'.repeat(20)), { filename: 'evil.png', type: 'image/png' });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect({ rows: await count(db, 'images'), files: storedFiles().length }).toEqual(before);
  });

  it('refuses an image of a format that is not accepted (SVG): 415', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    const res = await upload(await as(a, 1), svg, { filename: 'x.png', type: 'image/png' });
    expect(res.statusCode).toBe(415);
  });

  it('refuses a file over 10 MiB: 413 with details.maxBytes', async () => {
    const res = await upload(await as(a, 1), randomBytes(MAX_UPLOAD_BYTES + 1), { filename: 'big.jpg' });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', details: { maxBytes: MAX_UPLOAD_BYTES } });
  });

  it('refuses a decompression bomb (tiny PNG declaring 20000×20000): 422, nothing stored', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(10_000);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ width: 20_000, height: 20_000 });
    const before = { rows: await count(db, 'images'), files: storedFiles().length };
    const res = await upload(await as(a, 1), bomb, { filename: 'bomb.png', type: 'image/png' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({ code: 'IMAGE_TOO_LARGE', details: { maxPixels: 40_000_000 } });
    expect({ rows: await count(db, 'images'), files: storedFiles().length }).toEqual(before);
  });

  it('needs CSRF (403), a session (401), a multipart body with a `file` part (400)', async () => {
    const jpeg = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#888' } }).jpeg().toBuffer();
    const noCsrf = await upload(await as(a, 1), jpeg, { csrf: false });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().error.code).toBe('CSRF_INVALID');
    const anon = new Client(app);
    await anon.get('/api/auth/csrf');
    const noSession = await upload(anon, jpeg);
    expect(noSession.statusCode).toBe(401);
    const c = await as(a, 1);
    const json = await c.post('/api/uploads/images', { file: 'x' });
    expect(json.statusCode).toBe(400);
    const wrongField = form(jpeg, 'a.jpg', 'image/jpeg', 'photo');
    const res = await app.inject({
      method: 'POST',
      url: '/api/uploads/images',
      headers: {
        cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        [CSRF_HEADER]: c.cookies.get(CSRF_COOKIE) ?? '',
        'content-type': wrongField.contentType,
      },
      payload: wrongField.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    // A text field before the file: only one part, the file, is accepted.
    const boundary = 'gratia-extra-field';
    const withField = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
      jpeg,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const extra = await app.inject({
      method: 'POST',
      url: '/api/uploads/images',
      headers: {
        cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        [CSRF_HEADER]: c.cookies.get(CSRF_COOKIE) ?? '',
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: withField,
    });
    expect(extra.statusCode, extra.body).toBe(400);
  });

  it('lets only admins upload stickers: 403 for a member; 512 px WebP with alpha for the admin', async () => {
    const png = await sharp({ create: { width: 1024, height: 800, channels: 4, background: { r: 255, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const member = await upload(await as(a, 1), png, { purpose: 'sticker', filename: 's.png', type: 'image/png' });
    expect(member.statusCode).toBe(403);
    expect(member.json().error.code).toBe('FORBIDDEN');
    const res = await upload(await as(a, 0), png, { purpose: 'sticker', filename: 's.png', type: 'image/png' });
    expect(res.statusCode, res.body).toBe(200);
    const sticker = res.json() as UploadedImage;
    expect(sticker).toMatchObject({ purpose: 'sticker', width: 512, height: 400, url: `/api/images/${sticker.id}`, thumbUrl: `/api/images/${sticker.id}` });
    const [row] = await db.select({ key: images.storageKey }).from(images).where(sql`${images.id} = ${sticker.id}`);
    expect(storedFiles().filter((f) => f.startsWith(row?.key ?? '-'))).toEqual([`${row?.key}.webp`]);
    const served = await fetchImage(await as(a, 3), `${sticker.url}?size=thumb`);
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 512, hasAlpha: true });
    const bad = await upload(await as(a, 0), png, { purpose: 'banner', filename: 's.png', type: 'image/png' });
    expect(bad.statusCode).toBe(400);
  });

  it(`answers 429 RATE_LIMITED after ${MAX_UNATTACHED_UPLOADS_PER_HOUR} unused uploads within an hour`, async () => {
    const member = b.members[1];
    if (!member) throw new Error('no member');
    await db.insert(images).values(
      Array.from({ length: MAX_UNATTACHED_UPLOADS_PER_HOUR }, (_, i) => ({
        id: randomUUID(),
        organizationId: b.id,
        ownerId: member.id,
        purpose: 'thanks' as const,
        storageKey: `quota-${b.id}-${i}`,
        width: 1,
        height: 1,
        bytes: 1,
      })),
    );
    const jpeg = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#888' } }).jpeg().toBuffer();
    const res = await upload(await as(b, 1), jpeg);
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('RATE_LIMITED');
    expect((await upload(await as(b, 0), jpeg)).statusCode).toBe(200);
  });

  describe('GET /api/images/:id', () => {
    it('serves the WebP with safe, immutable-cache headers; the thumbnail with ?size=thumb', async () => {
      const viewer = await as(a, 3);
      const res = await fetchImage(viewer, photo.url);
      expect(res.statusCode).toBe(200);
      expect(res.headers).toMatchObject({
        'content-type': 'image/webp',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        'cross-origin-resource-policy': 'same-origin',
        'content-disposition': 'inline',
        'cache-control': 'private, max-age=31536000, immutable',
      });
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 1600 });
      const thumb = await fetchImage(viewer, photo.thumbUrl);
      expect(thumb.statusCode).toBe(200);
      expect(thumb.rawPayload.length).toBeLessThan(res.rawPayload.length);
      expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 360, height: 480 });
    });

    it('is 401 without a session and 404 for another organization, unknown or malformed ids', async () => {
      expect((await app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(401);
      const other = await fetchImage(await as(b, 1), photo.url);
      expect(other.statusCode).toBe(404);
      expect(other.json().error.code).toBe('NOT_FOUND');
      const viewer = await as(a, 1);
      expect((await fetchImage(viewer, `/api/images/${randomUUID()}`)).statusCode).toBe(404);
      for (const bad of ['not-a-uuid', '..%2F..%2Fetc%2Fpasswd', `${photo.id}x`]) {
        const res = await fetchImage(viewer, `/api/images/${bad}`);
        expect(res.statusCode, bad).toBe(404);
        expect(res.json().error.code).toBe('NOT_FOUND');
      }
    });
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> }; responses: Record<string, { content?: Record<string, unknown> }> }>>;
    };
    expect(Object.keys(doc.paths['/api/uploads/images']?.post?.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
    expect(Object.keys(doc.paths['/api/images/{id}']?.get?.responses['200']?.content ?? {})).toEqual(['image/webp']);
  });
});

describe('disk storage', () => {
  it('accepts only flat safe keys and writes atomically', async () => {
    for (const key of ['../x', 'a/b', '.hidden', 'A.webp', '', 'a..b', 'x\0y']) expect(isSafeKey(key), key).toBe(false);
    for (const key of ['o1-abc.webp', 'o1-abc_thumb.webp']) expect(isSafeKey(key), key).toBe(true);
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gratia-store-'));
    try {
      const storage = diskStorage(path.join(root, 'objects'));
      await expect(storage.put('../escape', Buffer.from('x'))).rejects.toThrow(/unsafe/);
      expect(fs.existsSync(path.join(root, 'escape'))).toBe(false);
      expect(await storage.get('missing.webp')).toBeNull();
      await storage.put('k.webp', Buffer.from('hello'));
      const got = await storage.get('k.webp');
      expect(got?.size).toBe(5);
      const chunks: Buffer[] = [];
      for await (const c of got?.stream ?? []) chunks.push(c as Buffer);
      expect(Buffer.concat(chunks).toString()).toBe('hello');
      expect(fs.readdirSync(path.join(root, 'objects'))).toEqual(['k.webp']);
      await storage.delete('k.webp');
      await storage.delete('k.webp');
      expect(await storage.get('k.webp')).toBeNull();
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
