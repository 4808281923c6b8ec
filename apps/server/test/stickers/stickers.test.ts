/**
 * Sticker packs API (SPEC §3 stickers and sticker packs, §7 stickers): admin-only management,
 * members see only active packs with live stickers by position, soft delete keeps the rows for
 * thanks that used them, and everything of another organization is 404.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { CSRF_COOKIE, CSRF_HEADER, type Sticker, type StickerPack, type UploadedImage } from '@gratia/contracts';
import { queryRows, type Db } from '../../src/db/client.ts';
import { Client, createOrg, createTestApp, createTestDb, memberClients } from '../helpers.ts';

let db: Db;
let app: FastifyInstance;
let cleanup: () => Promise<void>;
let dataDir: string;
let a: Awaited<ReturnType<typeof createOrg>>;
let b: Awaited<ReturnType<typeof createOrg>>;

/** A signed-in client of member `i` of `o` (member 0 is the admin), cached. */
const as = memberClients(() => app);

/** Uploads a small transparent PNG as `c` with `purpose`; returns the image. */
async function uploadImage(c: Client, purpose: 'thanks' | 'sticker', colour = '#ff0000'): Promise<UploadedImage> {
  const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: colour } }).png().toBuffer();
  const boundary = 'gratia-sticker-test';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="s.png"\r\nContent-Type: image/png\r\n\r\n`),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: 'POST',
    url: `/api/uploads/images?purpose=${purpose}`,
    headers: {
      cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      [CSRF_HEADER]: c.cookies.get(CSRF_COOKIE) ?? '',
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as UploadedImage;
}

async function packs(c: Client, all = false): Promise<StickerPack[]> {
  const res = await c.get(`/api/stickers/packs${all ? '?all=true' : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { items: StickerPack[] }).items;
}

async function createPack(c: Client, name: string): Promise<StickerPack> {
  const res = await c.post('/api/stickers/packs', { name });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as StickerPack;
}

async function addSticker(c: Client, packId: number, name: string, imageId: string): Promise<Sticker> {
  const res = await c.post('/api/stickers', { packId, name, imageId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Sticker;
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gratia-stickers-'));
  ({ db, cleanup } = await createTestDb());
  ({ app } = await createTestApp(db, { dataDir }));
  a = await createOrg(db, { name: 'Acme', members: 3, accrual: 100 });
  b = await createOrg(db, { name: 'Bolt', members: 2, accrual: 100 });
});
afterAll(async () => {
  await app.close();
  await cleanup();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('sticker packs', () => {
  it('an admin builds a pack; members see it with stickers by position and can load their images', async () => {
    const admin = await as(a, 0);
    const member = await as(a, 1);
    expect(await packs(member)).toEqual([]);
    const pack = await createPack(admin, '  Базовый  ');
    expect(pack).toMatchObject({ name: 'Базовый', isActive: true, stickers: [] });
    const heart = await uploadImage(admin, 'sticker', '#ff0000');
    const star = await uploadImage(admin, 'sticker', '#ffcc00');
    const s1 = await addSticker(admin, pack.id, 'Сердце', heart.id);
    const s2 = await addSticker(admin, pack.id, 'Звезда', star.id);
    expect(s1).toMatchObject({ packId: pack.id, name: 'Сердце', image: { id: heart.id, url: heart.url, thumbUrl: heart.url, width: 64, height: 64 } });
    const seen = await packs(member);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.stickers.map((s) => s.id)).toEqual([s1.id, s2.id]);
    const img = await member.get(s2.image.url);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/webp');
  });

  it('admin routes are 403 for members and refuse bad names', async () => {
    const member = await as(a, 1);
    const [pack] = await packs(member);
    if (!pack) throw new Error('no pack');
    const image = await uploadImage(await as(a, 0), 'sticker');
    const calls = [
      member.post('/api/stickers/packs', { name: 'Мой' }),
      member.send('PATCH', `/api/stickers/packs?id=${pack.id}`, { isActive: false }),
      member.send('DELETE', `/api/stickers/packs?id=${pack.id}`),
      member.post('/api/stickers', { packId: pack.id, name: 'X', imageId: image.id }),
      member.send('DELETE', `/api/stickers?id=${pack.stickers[0]?.id}`),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
    }
    expect((await packs(member))[0]).toEqual(pack);
    const admin = await as(a, 0);
    expect((await admin.post('/api/stickers/packs', { name: '   ' })).statusCode).toBe(400);
    expect((await admin.post('/api/stickers/packs', { name: 'x'.repeat(61) })).statusCode).toBe(400);
    expect((await (await as(a, 2)).get('/api/stickers/packs')).statusCode).toBe(200);
    expect((await new Client(app).get('/api/stickers/packs')).statusCode).toBe(401);
  });

  it('an inactive pack is hidden from members (also with all=true) and shown to admins with all=true', async () => {
    const admin = await as(a, 0);
    const member = await as(a, 1);
    const hidden = await createPack(admin, 'Скрытый');
    await addSticker(admin, hidden.id, 'Огонь', (await uploadImage(admin, 'sticker')).id);
    const res = await admin.send('PATCH', `/api/stickers/packs?id=${hidden.id}`, { isActive: false, name: 'Скрытый пак' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: hidden.id, name: 'Скрытый пак', isActive: false });
    expect((await packs(member)).map((p) => p.id)).not.toContain(hidden.id);
    expect((await packs(member, true)).map((p) => p.id)).not.toContain(hidden.id);
    expect((await packs(admin)).map((p) => p.id)).not.toContain(hidden.id);
    const all = await packs(admin, true);
    expect(all.find((p) => p.id === hidden.id)).toMatchObject({ isActive: false, stickers: [{ name: 'Огонь' }] });
    await admin.send('PATCH', `/api/stickers/packs?id=${hidden.id}`, { isActive: true });
    expect((await packs(member)).map((p) => p.id)).toContain(hidden.id);
  });

  it('deleting a sticker removes it from the packs but keeps the row (thanks still show it)', async () => {
    const admin = await as(a, 0);
    const [pack] = await packs(admin);
    const gone = pack?.stickers[0];
    if (!pack || !gone) throw new Error('no sticker');
    const res = await admin.send('DELETE', `/api/stickers?id=${gone.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const after = (await packs(await as(a, 1))).find((p) => p.id === pack.id);
    expect(after?.stickers.map((s) => s.id)).toEqual(pack.stickers.slice(1).map((s) => s.id));
    expect((await admin.send('DELETE', `/api/stickers?id=${gone.id}`)).statusCode).toBe(404);
    const [row] = await queryRows<{ deleted: boolean }>(db, sql`select deleted_at is not null as deleted from stickers where id = ${gone.id}`);
    expect(row?.deleted).toBe(true);
    // The image of a deleted sticker is still served (thanks that used it keep showing it).
    expect((await (await as(a, 1)).get(gone.image.url)).statusCode).toBe(200);
  });

  it('deleting a pack hides it from everyone, also from admins with all=true', async () => {
    const admin = await as(a, 0);
    const doomed = await createPack(admin, 'Временный');
    await addSticker(admin, doomed.id, 'Ракета', (await uploadImage(admin, 'sticker')).id);
    expect((await admin.send('DELETE', `/api/stickers/packs?id=${doomed.id}`)).statusCode).toBe(200);
    expect((await packs(admin, true)).map((p) => p.id)).not.toContain(doomed.id);
    expect((await admin.send('PATCH', `/api/stickers/packs?id=${doomed.id}`, { name: 'Снова' })).statusCode).toBe(404);
    expect((await admin.send('DELETE', `/api/stickers/packs?id=${doomed.id}`)).statusCode).toBe(404);
    const more = await admin.post('/api/stickers', { packId: doomed.id, name: 'Ещё', imageId: (await uploadImage(admin, 'sticker')).id });
    expect(more.statusCode).toBe(404);
  });

  it('a sticker needs a sticker image of the same organization: photos and other organizations are 404', async () => {
    const admin = await as(a, 0);
    const [pack] = await packs(admin);
    if (!pack) throw new Error('no pack');
    const photo = await uploadImage(await as(a, 1), 'thanks');
    const fromPhoto = await admin.post('/api/stickers', { packId: pack.id, name: 'Фото', imageId: photo.id });
    expect(fromPhoto.statusCode).toBe(404);
    expect(fromPhoto.json().error.code).toBe('NOT_FOUND');
    const foreignImage = await uploadImage(await as(b, 0), 'sticker');
    expect((await admin.post('/api/stickers', { packId: pack.id, name: 'Чужой', imageId: foreignImage.id })).statusCode).toBe(404);
    expect((await admin.post('/api/stickers', { packId: pack.id, name: 'Нет', imageId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
  });

  it("an admin of another organization cannot see or change this organization's packs and stickers (404)", async () => {
    const [pack] = await packs(await as(a, 0));
    const sticker = pack?.stickers[0];
    if (!pack || !sticker) throw new Error('no sticker');
    const other = await as(b, 0);
    expect(await packs(other, true)).toEqual([]);
    const ownImage = await uploadImage(other, 'sticker');
    const calls = [
      other.send('PATCH', `/api/stickers/packs?id=${pack.id}`, { isActive: false }),
      other.send('DELETE', `/api/stickers/packs?id=${pack.id}`),
      other.post('/api/stickers', { packId: pack.id, name: 'Захват', imageId: ownImage.id }),
      other.send('DELETE', `/api/stickers?id=${sticker.id}`),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    expect((await packs(await as(a, 1))).find((p) => p.id === pack.id)).toEqual(pack);
    expect((await other.get(sticker.image.url)).statusCode).toBe(404);
  });
});
