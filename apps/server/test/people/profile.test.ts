/**
 * Profiles (SPEC §1 profile, §2 /profile and /other_profile/{id}, §5 Profile; docs/decisions/0020):
 * GET /api/employees/profile answers hidden fields as null to everyone but the person, 404 for
 * anyone outside the caller's organization or blocked; the involvement index and received thanks;
 * PATCH /api/profile with the nickname-or-Telegram rule and the avatar photo, which members of
 * every community of its owner may read and nobody else.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER, type PersonProfile, type UploadedImage } from '@gratia/contracts';
import { queryRows, type Db } from '../../src/db/client.ts';
import { memberships } from '../../src/db/schema.ts';
import { createDivisions, setMemberPosition } from '../../src/modules/people/index.ts';
import { multipartBody } from '../multipart.ts';
import { Client, createOrg, createTestApp, createTestDb, memberClients, memberOf, type TestOrg } from '../helpers.ts';

let db: Db;
let app: FastifyInstance;
let cleanup: () => Promise<void>;
let dataDir: string;
let a: TestOrg;
let b: TestOrg;
let c: TestOrg;
const as = memberClients(() => app);
const id = (org: TestOrg, i: number) => memberOf(org, i).id;

async function profile(viewer: Client, personId: number) {
  return viewer.get(`/api/employees/profile?id=${personId}`);
}
async function profileOk(viewer: Client, personId: number): Promise<PersonProfile> {
  const res = await profile(viewer, personId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PersonProfile;
}
async function patch(viewer: Client, body: Record<string, unknown>) {
  return viewer.send('PATCH', '/api/profile', body);
}

/** Uploads `data` as an image of `purpose` through the upload route. */
async function upload(client: Client, data: Buffer, purpose: string): Promise<UploadedImage> {
  const body = multipartBody([{ data, filename: 'me.png', type: 'image/png' }]);
  const res = await app.inject({
    method: 'POST',
    url: `/api/uploads/images?purpose=${purpose}`,
    headers: {
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'content-type': body.contentType,
      [CSRF_HEADER]: client.cookies.get(CSRF_COOKIE) ?? '',
    },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as UploadedImage;
}
const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } }).png().toBuffer();

beforeAll(async () => {
  ({ db, cleanup } = await createTestDb());
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gratia-people-'));
  ({ app } = await createTestApp(db, { dataDir }));
  a = await createOrg(db, { name: 'Acme', members: 6, accrual: 100 });
  b = await createOrg(db, { name: 'Bolt', members: 2, accrual: 100 });
  c = await createOrg(db, { name: 'Core', members: 1, accrual: 0 });
  // Acme's member 1 works in Bolt too.
  await db.insert(memberships).values({ organizationId: b.id, userId: id(a, 1) });
  const divisions = await createDivisions(db, a.id, [{ name: 'Разработка', children: [{ name: 'Backend' }] }]);
  await setMemberPosition(db, { organizationId: a.id, userId: id(a, 1), divisionId: divisions.get('Разработка/Backend') ?? -1, jobTitle: 'Инженер' });
  await db.execute(sql`update profiles set surname = 'Скрытов', first_name = 'Павел', middle_name = 'Петрович', nickname = 'pasha',
    phone = '+7 900 000-00-00', birth_date = '1990-04-15', gender = 'male',
    hidden_fields = array['surname', 'email', 'phone', 'birthYear', 'tgName', 'tgId', 'hiredOn']::text[], tg_id = '123456'
    where user_id = ${id(a, 1)}`);
  await db.execute(sql`update memberships set hired_on = '2020-02-03', location = 'Казань', status = 'office' where user_id = ${id(a, 1)} and organization_id = ${a.id}`);
  await db.execute(sql`update memberships set fired_on = current_date - 2 where user_id = ${id(a, 3)} and organization_id = ${a.id}`);
  await db.execute(sql`update memberships set blocked_at = now() where user_id = ${id(a, 4)} and organization_id = ${a.id}`);
});
afterAll(async () => {
  await app.close();
  await cleanup();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('GET /api/employees/profile', () => {
  it('answers a colleague’s hidden fields as null and no hidden-field list', async () => {
    const p = await profileOk(await as(a, 2), id(a, 1));
    expect(p).toMatchObject({
      id: id(a, 1),
      isSelf: false,
      firstName: 'Павел',
      surname: null,
      middleName: 'Петрович',
      nickname: 'pasha',
      tgName: null,
      tgId: null,
      email: null,
      phone: null,
      gender: 'male',
      status: 'office',
      state: 'active',
      jobTitle: 'Инженер',
      location: 'Казань',
      hiredOn: null,
      birthday: { day: 15, month: 4, year: null },
      firedOn: null,
      language: null,
      hiddenFields: [],
    });
    expect(p.divisionPath.map((d) => d.name)).toEqual(['Разработка', 'Backend']);
    expect(JSON.stringify(p)).not.toContain('Скрытов');
  });

  it('answers the person themself every field and their hidden fields', async () => {
    const p = await profileOk(await as(a, 1), id(a, 1));
    expect(p).toMatchObject({
      isSelf: true,
      surname: 'Скрытов',
      tgName: memberOf(a, 1).tgName,
      tgId: '123456',
      email: memberOf(a, 1).email,
      phone: '+7 900 000-00-00',
      hiredOn: '2020-02-03',
      birthday: { day: 15, month: 4, year: 1990 },
      language: 'ru',
    });
    expect(p.hiddenFields).toEqual(['surname', 'tgName', 'tgId', 'email', 'phone', 'hiredOn', 'birthYear']);
  });

  it('hides the whole birthday when the birth date is hidden', async () => {
    await db.execute(sql`update profiles set birth_date = '1985-12-31', hidden_fields = array['birthDate']::text[] where user_id = ${id(a, 5)}`);
    expect((await profileOk(await as(a, 2), id(a, 5))).birthday).toBeNull();
    expect((await profileOk(await as(a, 5), id(a, 5))).birthday).toEqual({ day: 31, month: 12, year: 1985 });
  });

  it('shows a fired colleague as fired; answers 404 for a blocked one, another tenant’s member and an unknown id', async () => {
    const viewer = await as(a, 2);
    expect(await profileOk(viewer, id(a, 3))).toMatchObject({ state: 'fired', firedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    for (const other of [id(a, 4), id(b, 1), id(c, 0), 999_999]) {
      const res = await profile(viewer, other);
      expect(res.statusCode, String(other)).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
    // The same person seen from their other community has that community's job.
    const fromBolt = await profileOk(await as(b, 0), id(a, 1));
    expect(fromBolt).toMatchObject({ jobTitle: null, divisionPath: [], location: null, status: 'none' });
  });

  it('counts the involvement index in weeks of the last 13 and the thanks received', async () => {
    const sender = await as(a, 2);
    expect((await profileOk(sender, id(a, 2))).involvementIndex).toBe(0);
    for (const amount of [5, 7]) {
      const res = await sender.post('/api/transfers', { recipientId: id(a, 5), amount, message: 'Спасибо!' }, { headers: { 'idempotency-key': randomUUID() } });
      expect(res.statusCode, res.body).toBe(200);
    }
    // Two thanks in one week are one active week: round(100 / 13).
    expect((await profileOk(sender, id(a, 2))).involvementIndex).toBe(8);
    // A like three weeks ago and a comment ten weeks ago are two more weeks; a deleted comment,
    // a canceled thanks, an act older than 13 weeks and one in another organization count for nothing.
    await db.execute(sql`insert into feed_likes (organization_id, event_type, event_id, user_id, created_at)
      values (${a.id}, 'transaction', 1, ${id(a, 2)}, now() - interval '22 days')`);
    await db.execute(sql`insert into feed_comments (organization_id, event_type, event_id, author_id, text, created_at)
      values (${a.id}, 'transaction', 1, ${id(a, 2)}, 'Ура', now() - interval '71 days'),
             (${a.id}, 'transaction', 1, ${id(a, 2)}, 'Удалён', now() - interval '50 days'),
             (${a.id}, 'transaction', 1, ${id(a, 2)}, 'Давно', now() - interval '92 days')`);
    await db.execute(sql`update feed_comments set deleted_at = now() where text = 'Удалён'`);
    await db.execute(sql`insert into feed_likes (organization_id, event_type, event_id, user_id, created_at)
      values (${b.id}, 'transaction', 1, ${id(a, 2)}, now() - interval '36 days')`);
    await db.execute(sql`insert into transactions (organization_id, period_id, sender_id, recipient_id, amount, message, status, created_at)
      values (${a.id}, ${a.periodId}, ${id(a, 2)}, ${id(a, 5)}, 1, 'Отменено', 'canceled', now() - interval '43 days')`);
    const p = await profileOk(await as(a, 5), id(a, 2));
    expect(p.involvementIndex).toBe(Math.round((100 * 3) / 13));
    expect(p.received).toEqual({ periodPoints: 0, periodCount: 0, totalPoints: 0, totalCount: 0 });
    expect((await profileOk(sender, id(a, 5))).received).toEqual({ periodPoints: 12, periodCount: 2, totalPoints: 12, totalCount: 2 });
  });
});

describe('PATCH /api/profile', () => {
  it('saves the person’s fields and their job fields of the current community', async () => {
    const me = await as(a, 2);
    const res = await patch(me, {
      firstName: '  Мария ',
      surname: 'Новикова',
      middleName: '',
      nickname: 'masha',
      gender: 'female',
      status: 'vacation',
      phone: '+7 (999) 123-45-67',
      birthDate: '1992-07-08',
      location: 'Москва',
      hiddenFields: ['phone', 'phone', 'birthYear'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      isSelf: true,
      firstName: 'Мария',
      surname: 'Новикова',
      middleName: null,
      nickname: 'masha',
      gender: 'female',
      status: 'vacation',
      phone: '+7 (999) 123-45-67',
      birthday: { day: 8, month: 7, year: 1992 },
      location: 'Москва',
      hiddenFields: ['phone', 'birthYear'],
    });
    expect(await profileOk(await as(a, 5), id(a, 2))).toMatchObject({ phone: null, birthday: { day: 8, month: 7, year: null }, status: 'vacation' });
  });

  it('keeps a nickname or a visible Telegram nickname: else 400 on `nickname` and nothing is saved', async () => {
    const me = await as(a, 2);
    // The Telegram nickname is visible: the nickname may go.
    const ok = await patch(me, { nickname: null });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ nickname: null });
    for (const body of [{ hiddenFields: ['tgName'] }, { hiddenFields: ['tgName'], firstName: 'Другая' }]) {
      const res = await patch(me, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: { code: 'VALIDATION_ERROR', details: { issues: [{ path: 'nickname', message: 'validation.nicknameOrTelegram', location: 'body' }] } },
      });
    }
    const after = await profileOk(me, id(a, 2));
    expect(after).toMatchObject({ firstName: 'Мария', hiddenFields: ['phone', 'birthYear'] });
    // With a nickname the Telegram nickname may be hidden.
    expect((await patch(me, { nickname: 'masha', hiddenFields: ['tgName'] })).statusCode).toBe(200);
    expect((await patch(me, { nickname: '' })).statusCode).toBe(400);
  });

  it('lets a member with neither a nickname nor a Telegram nickname change the rest, but not set an empty nickname', async () => {
    const admin = await as(a, 0);
    const created = await admin.post('/api/admin/employees', { firstName: 'Вера', surname: 'Новая', email: 'vera.new@example.com', phone: '+7 900 000-00-01' });
    expect(created.statusCode, created.body).toBe(200);
    const me = new Client(app);
    await me.signIn('vera.new@example.com');
    const hide = await patch(me, { hiddenFields: ['phone'] });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(hide.json()).toMatchObject({ hiddenFields: ['phone'] });
    expect((await patch(me, { firstName: 'Вероника' })).statusCode).toBe(200);
    const empty = await patch(me, { nickname: null });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: { details: { issues: [{ path: 'nickname', message: 'validation.nicknameOrTelegram' }] } } });
    expect((await patch(me, { nickname: 'vera' })).statusCode).toBe(200);
  });

  it('refuses to clear the first name or surname, and bad values', async () => {
    const me = await as(a, 2);
    for (const body of [{ firstName: '' }, { surname: null }, { phone: 'call me' }, { birthDate: '1990-02-30' }, { status: 'boss' }, { hiddenFields: ['salary'] }, { photoId: 'nope' }]) {
      expect((await patch(me, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('sets an uploaded avatar as the photo, refuses other images, and removes it with null', async () => {
    const me = await as(a, 1);
    const avatar = await upload(me, await picture(900, 800), 'avatar');
    expect(avatar.purpose).toBe('avatar');
    expect(Math.max(avatar.width, avatar.height)).toBe(512);
    const thumb = await me.get(`/api/images/${avatar.id}?size=thumb`);
    expect(thumb.statusCode).toBe(200);
    const meta = await sharp(thumb.rawPayload).metadata();
    expect(Math.max(meta.width, meta.height)).toBe(160);

    const set = await patch(me, { photoId: avatar.id.toUpperCase() });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ photo: `/api/images/${avatar.id}` });
    expect((await profileOk(await as(a, 2), id(a, 1))).photo).toBe(`/api/images/${avatar.id}`);
    expect(JSON.stringify((await (await as(a, 2)).get('/api/employees?q=pasha')).json())).toContain(`/api/images/${avatar.id}`);

    // A thanks photo, someone else's avatar and an unknown id are not the caller's avatars.
    const photo = await upload(me, await picture(300, 300), 'thanks');
    const theirs = await upload(await as(a, 5), await picture(300, 300), 'avatar');
    for (const photoId of [photo.id, theirs.id, randomUUID()]) {
      const res = await patch(me, { photoId });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ error: { code: 'IMAGE_NOT_FOUND' } });
    }
    expect((await profileOk(me, id(a, 1))).photo).toBe(`/api/images/${avatar.id}`);

    const removed = await patch(me, { photoId: null });
    expect(removed.json()).toMatchObject({ photo: null });
    expect((await patch(me, { photoId: avatar.id })).statusCode).toBe(200);
  });

  it('lets members of every community of the avatar’s owner read it, and nobody else; other images stay in their organization', async () => {
    const owner = await as(a, 1);
    const avatar = await upload(owner, await picture(200, 200), 'avatar');
    const photo = await upload(owner, await picture(200, 200), 'thanks');
    // Bolt: the owner is a member there too.
    const bolt = await as(b, 1);
    expect((await bolt.get(`/api/images/${avatar.id}`)).statusCode).toBe(200);
    expect((await bolt.get(`/api/images/${avatar.id}?size=thumb`)).statusCode).toBe(200);
    expect((await bolt.get(`/api/images/${photo.id}`)).statusCode).toBe(404);
    // Core: the owner is not.
    const core = await as(c, 0);
    expect((await core.get(`/api/images/${avatar.id}`)).statusCode).toBe(404);
    expect((await core.get(`/api/images/${photo.id}`)).statusCode).toBe(404);
    // A member uploads avatars without being an admin; the row belongs to their current organization.
    const [row] = await queryRows<{ organization_id: number; purpose: string }>(db, sql`select organization_id, purpose from images where id = ${avatar.id}`);
    expect(row).toEqual({ organization_id: a.id, purpose: 'avatar' });
  });
});
