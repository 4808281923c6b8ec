import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client.ts';
import { profiles, users } from '../../src/db/schema.ts';
import { contactLogin } from '../../src/modules/auth/contacts.ts';
import { changeLogin } from '../../src/modules/membership/service.ts';
import { Client, createOrg, createTestApp, createTestDb, type TestOrg } from '../helpers.ts';

/**
 * The member's own contacts (SPEC §7 contacts, docs/decisions/0025): a new sign-in e-mail takes a
 * code sent to it; the old one stops signing in, the new one does; taken, same, wrong and stale
 * codes change nothing; the e-mail goes only while a Telegram sign-in remains.
 */
let db: Db;
let app: FastifyInstance;
let sink: Awaited<ReturnType<typeof createTestApp>>['sink'];
let cleanup: () => Promise<void>;
let a: TestOrg;

beforeAll(async () => {
  ({ db, cleanup } = await createTestDb());
  ({ app, sink } = await createTestApp(db, { authTestCode: undefined }));
  a = await createOrg(db, { name: 'Acme', members: 4, accrual: 10 });
});
afterAll(async () => {
  await app.close();
  await cleanup();
});

/** Signs in with the code written to the log (AUTH_TEST_CODE is off in this file); the answer's status. */
async function signIn(login: string): Promise<{ client: Client; status: number }> {
  const client = new Client(app);
  await client.get('/api/auth/csrf');
  await client.post('/api/auth/code', { login });
  const code = sink.codeFor(login.toLowerCase().replace(/^@/, '')) ?? '000000';
  const res = await client.post('/api/auth/verify', { login, code });
  return { client, status: res.statusCode };
}

const emailOf = async (id: number) => (await db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]?.email;

describe('a new sign-in e-mail (POST /api/profile/contacts/code, /confirm)', () => {
  it('is confirmed with the code sent to it: the new address signs in, the old one no longer does', async () => {
    const member = a.members[1]!;
    const { client } = await signIn(member.email);
    const sent = await client.post('/api/profile/contacts/code', { email: 'New.Address@Example.com' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ channel: 'log', expiresIn: 600 });
    const code = sink.codeFor(contactLogin(member.id));
    expect(code).toMatch(/^\d{6}$/);
    // Nothing changes before the code.
    expect(await emailOf(member.id)).toBe(member.email);
    const wrong = code === '111111' ? '222222' : '111111';
    const bad = await client.post('/api/profile/contacts/confirm', { email: 'New.Address@Example.com', code: wrong });
    expect(bad.json()).toMatchObject({ error: { code: 'INVALID_CODE', details: { attemptsLeft: 4 } } });
    expect(await emailOf(member.id)).toBe(member.email);
    const ok = await client.post('/api/profile/contacts/confirm', { email: 'new.address@example.com', code });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ email: 'New.Address@Example.com', tgName: member.tgName });
    // Used up.
    expect((await client.post('/api/profile/contacts/confirm', { email: 'new.address@example.com', code })).json().error.code).toBe('CODE_EXPIRED');
    expect((await signIn('new.address@example.com')).status).toBe(200);
    expect((await signIn(member.email)).status).toBe(400);
  });

  it('refuses an address of another account (409 CONTACT_TAKEN) and one’s own (400 validation.sameContact), sending nothing', async () => {
    const member = a.members[2]!;
    const { client } = await signIn(member.email);
    const taken = await client.post('/api/profile/contacts/code', { email: a.members[3]!.email.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: { code: 'CONTACT_TAKEN', details: { field: 'email' } } });
    const same = await client.post('/api/profile/contacts/code', { email: member.email });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ error: { details: { issues: [{ path: 'email', message: 'validation.sameContact' }] } } });
    expect(sink.codeFor(contactLogin(member.id))).toBeUndefined();
    const invalid = await client.post('/api/profile/contacts/code', { email: 'not an address' });
    expect(invalid.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR', details: { issues: [{ path: 'email' }] } } });
  });

  it('takes only the code of the latest request, for its address, and not an organization change code', async () => {
    const member = a.members[3]!;
    const { client } = await signIn(member.email);
    await client.post('/api/profile/contacts/code', { email: 'first@example.com' });
    const first = sink.codeFor(contactLogin(member.id))!;
    await client.post('/api/profile/contacts/code', { email: 'second@example.com' });
    const second = sink.codeFor(contactLogin(member.id))!;
    expect((await client.post('/api/profile/contacts/confirm', { email: 'second@example.com', code: first })).statusCode).toBe(400);
    // The right code for another address than the one it was sent to.
    expect((await client.post('/api/profile/contacts/confirm', { email: 'first@example.com', code: second })).json().error.code).toBe('CODE_EXPIRED');
    expect(await emailOf(member.id)).toBe(member.email);
    // A contact code cannot sign anyone in.
    const other = new Client(app);
    await other.get('/api/auth/csrf');
    expect((await other.post('/api/auth/verify', { login: contactLogin(member.id), code: second })).statusCode).toBe(400);
    expect(sink.codeFor(changeLogin(member.id))).toBeUndefined();
  });

  it('another account taking the address between the code and the confirmation → 409, nothing changes', async () => {
    const org = await createOrg(db, { name: 'Race', members: 2, accrual: 10 });
    const [first, second] = [org.members[0]!, org.members[1]!];
    const one = (await signIn(first.email)).client;
    const two = (await signIn(second.email)).client;
    await one.post('/api/profile/contacts/code', { email: 'shared@example.com' });
    const codeOne = sink.codeFor(contactLogin(first.id))!;
    await two.post('/api/profile/contacts/code', { email: 'shared@example.com' });
    const codeTwo = sink.codeFor(contactLogin(second.id))!;
    expect((await two.post('/api/profile/contacts/confirm', { email: 'shared@example.com', code: codeTwo })).statusCode).toBe(200);
    const late = await one.post('/api/profile/contacts/confirm', { email: 'shared@example.com', code: codeOne });
    expect(late.statusCode).toBe(409);
    expect(await emailOf(first.id)).toBe(first.email);
  });

  it('needs a session', async () => {
    const anonymous = new Client(app);
    await anonymous.get('/api/auth/csrf');
    expect((await anonymous.post('/api/profile/contacts/code', { email: 'x@example.com' })).statusCode).toBe(401);
    expect((await anonymous.send('DELETE', '/api/profile/contacts/email')).statusCode).toBe(401);
  });
});

describe('DELETE /api/profile/contacts/email', () => {
  it('removes the e-mail only while a Telegram nickname and id remain', async () => {
    const org = await createOrg(db, { name: 'Tele', members: 2, accrual: 10 });
    const member = org.members[1]!;
    const { client } = await signIn(member.email);
    await db.update(profiles).set({ tgId: null }).where(eq(profiles.userId, member.id));
    const refused = await client.send('DELETE', '/api/profile/contacts/email');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: { details: { issues: [{ path: 'email', message: 'validation.onlySignInWay' }] } } });
    expect(await emailOf(member.id)).toBe(member.email);
    await db.update(profiles).set({ tgName: `tg_${member.id}`, tgId: String(900_000 + member.id) }).where(eq(profiles.userId, member.id));
    const ok = await client.send('DELETE', '/api/profile/contacts/email');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ email: null, tgName: `tg_${member.id}` });
    expect(await emailOf(member.id)).toBeNull();
    expect((await signIn(`@tg_${member.id}`)).status).toBe(200);
  });
});
