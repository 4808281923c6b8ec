/**
 * Branding (SPEC §2 organization settings 'branding', §3 Colour keys, §5 logo size): admins read and
 * change the palette and the logos; members are refused and see the change in their organization
 * settings; bad colours and foreign or oversized logos are refused with nothing changed.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER } from '@gratia/contracts';
import type { Db } from '../../src/db/client.ts';
import { multipartBody } from '../multipart.ts';
import { Client, createOrg, createTestApp, createTestDb } from '../helpers.ts';

let db: Db;
let app: FastifyInstance;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ db, cleanup } = await createTestDb());
  ({ app } = await createTestApp(db));
});
afterAll(async () => {
  await app.close();
  await cleanup();
});

/** A PNG of `width` × `height` px in one colour, with transparency. */
function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 241, g: 89, b: 41, alpha: 0.8 } } }).png().toBuffer();
}

/** POST /api/uploads/images?purpose= as client `c` with one PNG part. */
async function upload(c: Client, purpose: string, data: Buffer) {
  const body = multipartBody([{ data, filename: 'logo.png' }]);
  return app.inject({
    method: 'POST',
    url: `/api/uploads/images?purpose=${purpose}`,
    headers: {
      cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      [CSRF_HEADER]: c.cookies.get(CSRF_COOKIE) ?? '',
      'content-type': body.contentType,
    },
    payload: body.payload,
  });
}

async function setUp(name: string) {
  const org = await createOrg(db, { name, members: 2, accrual: 10 });
  const admin = new Client(app);
  await admin.signIn(org.members[0]!.email);
  const member = new Client(app);
  await member.signIn(org.members[1]!.email);
  return { org, admin, member };
}

describe('branding', () => {
  it('admins change the palette; members see it in their settings and cannot change it', async () => {
    const { admin, member } = await setUp('Brand');
    expect((await admin.get('/api/organization/branding')).json()).toEqual({ colorsJson: {}, photo: null, photo2: null });
    const saved = await admin.send('PATCH', '/api/organization/branding', { colors: { 'general-brand': '#F15929', 'general-contrast': '#212121' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().colorsJson).toEqual({ 'general-brand': '#f15929', 'general-contrast': '#212121' });
    // Every member's app reads it with the organization settings on its next request.
    expect((await member.get('/api/organization/settings')).json().colorsJson).toEqual({ 'general-brand': '#f15929', 'general-contrast': '#212121' });
    // A new palette replaces the old one; null is Gratia's defaults.
    await admin.send('PATCH', '/api/organization/branding', { colors: { extra1: '#00aa00' } });
    expect((await admin.get('/api/organization/branding')).json().colorsJson).toEqual({ extra1: '#00aa00' });
    await admin.send('PATCH', '/api/organization/branding', { colors: null });
    expect((await admin.get('/api/organization/branding')).json().colorsJson).toEqual({});

    expect((await member.get('/api/organization/branding')).statusCode).toBe(403);
    const refused = await member.send('PATCH', '/api/organization/branding', { colors: { 'general-brand': '#000000' } });
    expect(refused.statusCode).toBe(403);
    expect((await member.get('/api/organization/settings')).json().colorsJson).toEqual({});
  });

  it('refuses a malformed colour or an unknown key, naming the field, and changes nothing', async () => {
    const { admin } = await setUp('BadBrand');
    await admin.send('PATCH', '/api/organization/branding', { colors: { 'general-brand': '#123456' } });
    for (const colors of [{ 'general-brand': 'red' }, { 'general-brand': '#12345' }, { 'general-brand': '#1234567' }, { 'minor-error': 12 }]) {
      const res = await admin.send('PATCH', '/api/organization/branding', { colors });
      expect(res.statusCode).toBe(400);
      const issue = res.json().error.details.issues[0];
      expect(issue.path).toBe(`colors.${Object.keys(colors)[0]}`);
      expect(issue.message).toBe('validation.colour');
    }
    const unknown = await admin.send('PATCH', '/api/organization/branding', { colors: { 'general-brand': '#000000', brand: '#ffffff' } });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json().error.details.issues)).toContain('colors');
    expect((await admin.get('/api/organization/branding')).json().colorsJson).toEqual({ 'general-brand': '#123456' });
  });

  it('sets the logo and a header logo within 166 × 35 px; refuses a bigger one, another purpose, another member’s upload', async () => {
    const { admin, member } = await setUp('Logos');
    const logo = await upload(admin, 'logo', await png(600, 600));
    expect(logo.statusCode).toBe(200);
    expect(logo.json()).toMatchObject({ purpose: 'logo', width: 512, height: 512 });

    const big = await upload(admin, 'header_logo', await png(200, 35));
    expect(big.statusCode).toBe(422);
    expect(big.json().error).toMatchObject({ code: 'HEADER_LOGO_TOO_LARGE', details: { maxWidth: 166, maxHeight: 35, width: 200, height: 35 } });
    const header = await upload(admin, 'header_logo', await png(166, 35));
    expect(header.statusCode).toBe(200);
    expect(header.json()).toMatchObject({ purpose: 'header_logo', width: 166, height: 35 });
    expect(header.json().thumbUrl).toBe(header.json().url);

    // Members cannot upload logos at all.
    expect((await upload(member, 'logo', await png(64, 64))).statusCode).toBe(403);
    expect((await upload(member, 'header_logo', await png(64, 20))).statusCode).toBe(403);

    // A logo upload used as the header logo, or a member's avatar, is refused; nothing changes.
    const wrongPurpose = await admin.send('PATCH', '/api/organization/branding', { colors: { extra1: '#000000' }, photo2Id: logo.json().id });
    expect(wrongPurpose.statusCode).toBe(422);
    expect(wrongPurpose.json().error).toMatchObject({ code: 'IMAGE_NOT_FOUND', details: { field: 'photo2Id' } });
    const avatar = await upload(member, 'avatar', await png(64, 64));
    expect(avatar.statusCode).toBe(200);
    const foreign = await admin.send('PATCH', '/api/organization/branding', { photoId: avatar.json().id });
    expect(foreign.statusCode).toBe(422);
    expect((await admin.get('/api/organization/branding')).json()).toEqual({ colorsJson: {}, photo: null, photo2: null });

    const set = await admin.send('PATCH', '/api/organization/branding', { photoId: logo.json().id, photo2Id: header.json().id });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ photo: logo.json().url, photo2: header.json().url });
    expect((await member.get('/api/organization/settings')).json().photo2).toBe(header.json().url);
    // Members of the community see the logo.
    expect((await member.get(header.json().url)).statusCode).toBe(200);

    const removed = await admin.send('PATCH', '/api/organization/branding', { photo2Id: null });
    expect(removed.json()).toMatchObject({ photo: logo.json().url, photo2: null });
  });

  it("cannot reach another organization's uploads", async () => {
    const a = await setUp('BrandA');
    const b = await setUp('BrandB');
    const theirs = await upload(b.admin, 'logo', await png(64, 64));
    const res = await a.admin.send('PATCH', '/api/organization/branding', { photoId: theirs.json().id });
    expect(res.statusCode).toBe(422);
    expect((await b.admin.get('/api/organization/branding')).json().photo).toBeNull();
  });
});
