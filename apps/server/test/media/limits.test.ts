/**
 * Limits of image uploads (security hardening; SPEC §7 file upload): one file part only. Nothing
 * is stored for a refused upload.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { CSRF_COOKIE, CSRF_HEADER } from '@gratia/contracts';
import type { Db } from '../../src/db/client.ts';
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

/** A multipart body of `parts`, each a file part named `file`. */
function multipart(parts: Array<{ data: Buffer; filename: string; field?: string }>) {
  const boundary = 'gratia-limits-boundary';
  const chunks = parts.flatMap((p) => [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.field ?? 'file'}"; filename="${p.filename}"\r\nContent-Type: image/png\r\n\r\n`),
    p.data,
    Buffer.from('\r\n'),
  ]);
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(c: Client, parts: Array<{ data: Buffer; filename: string }>) {
  const body = multipart(parts);
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
