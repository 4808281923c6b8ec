/**
 * The S3 driver of the object storage (scale-out: several API processes serve the same uploads),
 * against a local S3 server: the {@link ObjectStorage} contract for both drivers, the key prefix,
 * and an upload served back through the app; plus the S3_* configuration.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE, CSRF_HEADER, type UploadedImage } from '@gratia/contracts';
import sharp from 'sharp';
import { ConfigError, loadConfig } from '../../src/config.ts';
import type { Db } from '../../src/db/client.ts';
import { s3Storage, storageFromConfig } from '../../src/modules/media/s3Storage.ts';
import { diskStorage, type ObjectStorage } from '../../src/modules/media/storage.ts';
import { createOrg, createTestApp, createTestDb, memberClients } from '../helpers.ts';
import { multipartBody } from '../multipart.ts';
import { startLocalS3, type LocalS3 } from '../s3.ts';

let s3: LocalS3;
let tmp: string;
beforeAll(async () => {
  s3 = await startLocalS3();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gratia-store-'));
});
afterAll(async () => {
  await s3.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

async function read(storage: ObjectStorage, key: string): Promise<string | null> {
  const got = await storage.get(key);
  if (!got) return null;
  const chunks: Buffer[] = [];
  for await (const c of got.stream) chunks.push(c as Buffer);
  const bytes = Buffer.concat(chunks);
  expect(got.size).toBe(bytes.length);
  return bytes.toString();
}

const drivers: [string, () => ObjectStorage][] = [
  ['disk', () => diskStorage(path.join(tmp, 'objects'))],
  ['s3', () => s3Storage(s3.config)],
];

describe.each(drivers)('object storage contract: %s', (_name, make) => {
  it('puts, replaces, streams with the size, deletes idempotently; a missing key is null', async () => {
    const storage = make();
    const key = `k-${randomBytes(4).toString('hex')}.webp`;
    expect(await read(storage, key)).toBeNull();
    await storage.put(key, Buffer.from('hello'));
    expect(await read(storage, key)).toBe('hello');
    await storage.put(key, Buffer.from('hello again'));
    expect(await read(storage, key)).toBe('hello again');
    await storage.delete(key);
    await storage.delete(key);
    expect(await read(storage, key)).toBeNull();
  });

  it('refuses unsafe keys before touching the store', async () => {
    const storage = make();
    for (const key of ['../x', 'a/b', '.hidden', 'A.webp']) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(/unsafe/);
      await expect(storage.get(key), key).rejects.toThrow(/unsafe/);
      await expect(storage.delete(key), key).rejects.toThrow(/unsafe/);
    }
  });
});

describe('s3 storage', () => {
  it('keeps every key under the prefix, so installations sharing a bucket do not meet', async () => {
    const one = s3Storage({ ...s3.config, prefix: 'one/' });
    const two = s3Storage({ ...s3.config, prefix: 'two/' });
    await one.put('same.webp', Buffer.from('of one'));
    expect(await read(two, 'same.webp')).toBeNull();
    expect(await read(s3Storage(s3.config), 'same.webp')).toBeNull();
    expect(await read(one, 'same.webp')).toBe('of one');
  });

  it('rejects (never answers null) when the store cannot be reached', async () => {
    const down = s3Storage({ ...s3.config, endpoint: 'http://127.0.0.1:9' });
    await expect(down.get('x.webp')).rejects.toThrow();
  });

  it('is what the configuration names: S3_BUCKET selects it, else the disk', async () => {
    const viaConfig = storageFromConfig({ dataDir: tmp, s3: s3.config });
    await viaConfig.put('cfg.webp', Buffer.from('s3'));
    expect(await read(s3Storage(s3.config), 'cfg.webp')).toBe('s3');
    const onDisk = storageFromConfig({ dataDir: tmp });
    await onDisk.put('cfg.webp', Buffer.from('disk'));
    expect(fs.readFileSync(path.join(tmp, 'uploads', 'cfg.webp'), 'utf8')).toBe('disk');
  });
});

describe('S3_* configuration', () => {
  it('reads the bucket, endpoint, keys and prefix; path style by default with an endpoint', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(
      loadConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret', S3_PREFIX: 'g/' }).s3,
    ).toEqual({
      bucket: 'b',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
      prefix: 'g/',
    });
    expect(loadConfig({ S3_BUCKET: 'b', S3_REGION: 'eu-central-1' }).s3).toMatchObject({ region: 'eu-central-1', endpoint: undefined, credentials: undefined, forcePathStyle: false });
    expect(loadConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'http://x', S3_FORCE_PATH_STYLE: '0' }).s3?.forcePathStyle).toBe(false);
  });

  it('refuses half a key pair and an endpoint that is not a URL', () => {
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' })).toThrow(ConfigError);
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' })).toThrow(ConfigError);
  });
});

describe('uploads through the app on S3', () => {
  let db: Db;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ db, cleanup } = await createTestDb());
  });
  afterAll(async () => cleanup());

  it('an uploaded photo lands in the bucket, not on the disk, and is served from there', async () => {
    const dataDir = path.join(tmp, 'app-data');
    const { app } = await createTestApp(db, { dataDir, s3: { ...s3.config, prefix: 'app/' } });
    try {
      const org = await createOrg(db, { name: 'Acme', members: 2, accrual: 100 });
      const member = await memberClients(() => app)(org, 1);
      const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 10, g: 120, b: 200 } } }).png().toBuffer();
      const { payload, contentType } = multipartBody([{ data: png, filename: 'p.png' }]);
      const cookie = [...member.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const res = await app.inject({
        method: 'POST',
        url: '/api/uploads/images',
        headers: { cookie, 'content-type': contentType, [CSRF_HEADER]: member.cookies.get(CSRF_COOKIE) ?? '' },
        payload,
      });
      expect(res.statusCode, res.body).toBe(200);
      const photo = res.json() as UploadedImage;
      expect(fs.existsSync(path.join(dataDir, 'uploads'))).toBe(false);
      const served = await app.inject({ method: 'GET', url: photo.url, headers: { cookie } });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 64, height: 48 });
    } finally {
      await app.close();
    }
  });
});
