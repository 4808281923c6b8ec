import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows, type Db } from '../../src/db/client.ts';
import { checkLedgerInvariants } from '../../src/modules/ledger/index.ts';
import { balanceOf, Client, count, createOrg, createTestApp, createTestDb, memberBalanceTotal } from '../helpers.ts';
import { insertImage, insertSticker } from '../mediaRows.ts';

let db: Db;
let app: FastifyInstance;
let cleanup: () => Promise<void>;
let org: Awaited<ReturnType<typeof createOrg>>;
let other: Awaited<ReturnType<typeof createOrg>>;

beforeAll(async () => {
  ({ db, cleanup } = await createTestDb());
  ({ app } = await createTestApp(db));
  org = await createOrg(db, { name: 'Alpha', members: 8, accrual: 100, maxTransfer: 50 });
  other = await createOrg(db, { name: 'Beta', members: 3, accrual: 100, anonymityAllowed: false });
});
afterAll(async () => {
  await app.close();
  await cleanup();
});

const member = (o: typeof org, i: number) => {
  const m = o.members[i];
  if (!m) throw new Error(`no member ${i}`);
  return m;
};

async function signedIn(o: typeof org, i: number) {
  const c = new Client(app);
  await c.signIn(member(o, i).email);
  return c;
}

function send(c: Client, body: Record<string, unknown>, key: string = randomUUID()) {
  return c.post('/api/transfers', { message: 'Спасибо!', ...body }, { headers: { 'idempotency-key': key } });
}

describe('POST /api/transfers (SPEC §1 Thanks)', () => {
  it('moves points from the sender distribution account to the recipient income account', async () => {
    const c = await signedIn(org, 1);
    const before = await memberBalanceTotal(db);
    const res = await send(c, { recipientId: member(org, 2).id, amount: 7, valueId: org.valueIds[0] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ amount: 7, type: 'between_users', status: 'completed', sender: { id: member(org, 1).id }, value: { id: org.valueIds[0] } });
    expect(await balanceOf(db, member(org, 1).id, 'distribution')).toBe(93);
    expect(await balanceOf(db, member(org, 2).id, 'income')).toBe(7);
    expect(await memberBalanceTotal(db)).toBe(before);
    const balance = (await c.get('/api/balance')).json();
    expect(balance).toMatchObject({ distribute: 93, received: 0, hidden: false });
    expect((await checkLedgerInvariants(db)).problems).toEqual([]);
  });

  it('enforces the rules with stable error codes and writes nothing on failure', async () => {
    const c = await signedIn(org, 1);
    const txBefore = await count(db, 'transactions');
    const entriesBefore = await count(db, 'ledger_entries');
    const cases: [Record<string, unknown>, number, string][] = [
      [{ recipientId: member(org, 1).id, amount: 1 }, 422, 'SELF_TRANSFER'],
      [{ recipientId: member(org, 2).id, amount: 51 }, 422, 'MAX_TRANSFER_EXCEEDED'],
      [{ recipientId: member(other, 0).id, amount: 1 }, 404, 'USER_NOT_FOUND'],
      [{ recipientId: 999_999, amount: 1 }, 404, 'USER_NOT_FOUND'],
      [{ recipientId: member(org, 2).id, amount: 1, valueId: other.valueIds[0] }, 404, 'VALUE_NOT_FOUND'],
      [{ recipientId: member(org, 2).id, amount: 0 }, 400, 'VALIDATION_ERROR'],
    ];
    for (const [body, status, code] of cases) {
      const res = await send(c, body);
      expect(res.statusCode, code).toBe(status);
      expect(res.json().error.code).toBe(code);
    }
    const invalid = await send(c, { recipientId: member(org, 2).id, amount: 0, message: '' });
    expect(invalid.json().error.details.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'amount', message: 'validation.amountMin' }),
        expect.objectContaining({ path: 'message', message: 'validation.required' }),
      ]),
    );
    const noKey = await c.post('/api/transfers', { recipientId: member(org, 2).id, amount: 1, message: 'x' });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().error.code).toBe('VALIDATION_ERROR');
    const beta = await signedIn(other, 0);
    const anon = await send(beta, { recipientId: member(other, 1).id, amount: 1, isAnonymous: true });
    expect(anon.json().error.code).toBe('ANONYMITY_NOT_ALLOWED');
    const broke = await send(c, { recipientId: member(org, 2).id, amount: 50 });
    expect(broke.statusCode).toBe(200);
    const insufficient = await send(c, { recipientId: member(org, 2).id, amount: 50 });
    expect(insufficient.json().error.code).toBe('INSUFFICIENT_FUNDS');
    expect(await count(db, 'transactions')).toBe(txBefore + 1);
    expect(await count(db, 'ledger_entries')).toBe(entriesBefore + 2);
  });

  it('NO_ACTIVE_PERIOD without an active period', async () => {
    const idle = await createOrg(db, { name: 'Idle', members: 2, accrual: 0, activePeriod: false });
    const c = new Client(app);
    await c.signIn(member(idle, 0).email);
    const res = await send(c, { recipientId: member(idle, 1).id, amount: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('NO_ACTIVE_PERIOD');
    const current = await c.get('/api/periods/current');
    expect(current.statusCode).toBe(404);
    expect(current.json().error.code).toBe('NO_ACTIVE_PERIOD');
    expect((await c.get('/api/organization/settings')).json()).toMatchObject({ isActivePeriod: false, period: null });
  });

  it('thanks a colleague who joined after the accrual: their accounts are created with the thanks', async () => {
    const late = await createOrg(db, { name: 'Late', members: 2, accrual: 20 });
    const [joined] = await queryRows<{ id: number }>(db, sql`insert into users (email, current_organization_id) values (${`late${randomUUID()}@late.test`}, ${late.id}) returning id`);
    const joinedId = Number(joined!.id);
    await db.execute(sql`insert into profiles (user_id, first_name, surname) values (${joinedId}, 'Новый', 'Коллега')`);
    await db.execute(sql`insert into memberships (organization_id, user_id) values (${late.id}, ${joinedId})`);
    const accounts = () => queryRows(db, sql`select kind from accounts where user_id = ${joinedId} order by kind`);
    expect(await accounts()).toEqual([]);
    const res = await send(await signedIn(late, 1), { recipientId: joinedId, amount: 4 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ amount: 4, recipient: { id: joinedId, firstName: 'Новый' } });
    expect(await accounts()).toEqual([{ kind: 'distribution' }, { kind: 'income' }]);
    expect(await balanceOf(db, joinedId, 'income')).toBe(4);
    expect((await checkLedgerInvariants(db)).problems).toEqual([]);
  });

  it('50 concurrent thanks from a sender whose balance covers exactly 10: exactly 10 succeed', async () => {
    const rich = await createOrg(db, { name: 'Rush', members: 6, accrual: 10 });
    const c = new Client(app);
    await c.signIn(member(rich, 0).email);
    const totalBefore = await memberBalanceTotal(db);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => send(c, { recipientId: member(rich, 1 + (i % 5)).id, amount: 1 })),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    const failed = results.filter((r) => r.statusCode !== 200);
    expect(ok).toHaveLength(10);
    expect(failed.every((r) => r.json().error.code === 'INSUFFICIENT_FUNDS')).toBe(true);
    expect(await balanceOf(db, member(rich, 0).id, 'distribution')).toBe(0);
    const [neg] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from accounts where kind <> 'treasury' and balance < 0`);
    expect(neg?.n).toBe(0);
    expect(await memberBalanceTotal(db)).toBe(totalBefore);
    const [sent] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from transactions where sender_id = ${member(rich, 0).id}`);
    expect(sent?.n).toBe(10);
    expect((await checkLedgerInvariants(db)).problems).toEqual([]);
  });

  it('the same Idempotency-Key sent 5 times at once creates one transfer and returns it 5 times', async () => {
    const c = await signedIn(org, 3);
    const key = randomUUID();
    const before = await balanceOf(db, member(org, 3).id, 'distribution');
    const body = { recipientId: member(org, 4).id, amount: 3 };
    const results = await Promise.all(Array.from({ length: 5 }, () => send(c, body, key)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const ids = new Set(results.map((r) => r.json().id));
    expect(ids.size).toBe(1);
    const [rows] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from transactions where idempotency_key = ${key}`);
    expect(rows?.n).toBe(1);
    expect(await balanceOf(db, member(org, 3).id, 'distribution')).toBe(before - 3);
    const conflict = await send(c, { ...body, amount: 4 }, key);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().error.code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await balanceOf(db, member(org, 3).id, 'distribution')).toBe(before - 3);
  });
});

describe('photos and sticker of a thanks (SPEC §1 Thanks)', () => {
  /** Rows and points a refused thanks must leave as they were. */
  async function snapshot(senderId: number) {
    return {
      transactions: await count(db, 'transactions'),
      photos: await count(db, 'transaction_photos'),
      events: await count(db, 'feed_events'),
      entries: await count(db, 'ledger_entries'),
      balance: await balanceOf(db, senderId, 'distribution'),
    };
  }

  it('attaches the photos in order and the sticker, and records the feed event in the same transaction', async () => {
    const c = await signedIn(org, 5);
    const photos = [await insertImage(db, org.id, member(org, 5).id), await insertImage(db, org.id, member(org, 5).id)];
    const sticker = await insertSticker(db, org.id, member(org, 0).id);
    const res = await send(c, { recipientId: member(org, 6).id, amount: 2, photoIds: [photos[1], photos[0]], stickerId: sticker.stickerId });
    expect(res.statusCode, res.body).toBe(200);
    const t = res.json();
    expect(t.photos.map((p: { id: string }) => p.id)).toEqual([photos[1], photos[0]]);
    expect(t.sticker).toMatchObject({ id: sticker.stickerId, packId: sticker.packId, image: { id: sticker.imageId } });
    const rows = await queryRows<{ image_id: string; position: number }>(db, sql`select image_id, position from transaction_photos where transaction_id = ${t.id} order by position`);
    expect(rows).toEqual([{ image_id: photos[1], position: 0 }, { image_id: photos[0], position: 1 }]);
    const [event] = await queryRows<{ actor_id: number; created_at: Date | string }>(
      db,
      sql`select actor_id, created_at from feed_events where organization_id = ${org.id} and type = 'transaction' and subject_id = ${t.id}`,
    );
    expect(event?.actor_id).toBe(member(org, 5).id);
    expect(new Date(event!.created_at).toISOString()).toBe(t.createdAt);
  });

  it('answers a new thanks exactly as the feed then shows it to its sender (built without reading it back)', async () => {
    const c = await signedIn(org, 3);
    const photos = [await insertImage(db, org.id, member(org, 3).id, { width: 640, height: 480 }), await insertImage(db, org.id, member(org, 3).id)];
    const sticker = await insertSticker(db, org.id, member(org, 0).id, { name: 'Огонь' });
    const bodies: Record<string, unknown>[] = [
      { recipientId: member(org, 4).id, amount: 3, valueId: org.valueIds[1], isAnonymous: true, photoIds: [photos[1]!.toUpperCase(), photos[0]], stickerId: sticker.stickerId },
      { recipientId: member(org, 5).id, amount: 1 },
    ];
    for (const body of bodies) {
      const res = await send(c, body);
      expect(res.statusCode, res.body).toBe(200);
      const shown = await c.get(`/api/feed/event?eventType=transaction&eventId=${res.json().id}`);
      expect(shown.statusCode).toBe(200);
      expect(res.json()).toEqual(shown.json().transaction);
    }
  });

  it('refuses photos that are not the sender\'s unused thanks uploads and stickers that are not available; nothing moves', async () => {
    const senderId = member(org, 6).id;
    const c = await signedIn(org, 6);
    const mine = await insertImage(db, org.id, senderId);
    const used = await insertImage(db, org.id, senderId);
    expect((await send(c, { recipientId: member(org, 7).id, amount: 1, photoIds: [used] })).statusCode).toBe(200);
    const ofOther = await insertImage(db, org.id, member(org, 7).id);
    const otherOrg = await insertImage(db, other.id, member(other, 0).id);
    const stickerImage = await insertImage(db, org.id, senderId, { purpose: 'sticker' });
    const foreignSticker = await insertSticker(db, other.id, member(other, 0).id);
    const inactive = await insertSticker(db, org.id, member(org, 0).id, { packActive: false });
    const packDeleted = await insertSticker(db, org.id, member(org, 0).id, { packDeleted: true });
    const deleted = await insertSticker(db, org.id, member(org, 0).id, { deleted: true });
    const before = await snapshot(senderId);
    const cases: [Record<string, unknown>, string][] = [
      [{ photoIds: [mine, ofOther] }, 'IMAGE_NOT_FOUND'],
      [{ photoIds: [otherOrg] }, 'IMAGE_NOT_FOUND'],
      [{ photoIds: [used] }, 'IMAGE_NOT_FOUND'],
      [{ photoIds: [mine, mine] }, 'IMAGE_NOT_FOUND'],
      [{ photoIds: [mine, mine.toUpperCase()] }, 'IMAGE_NOT_FOUND'],
      [{ photoIds: [stickerImage] }, 'IMAGE_NOT_FOUND'],
      [{ photoIds: [randomUUID()] }, 'IMAGE_NOT_FOUND'],
      [{ photoIds: [mine], stickerId: foreignSticker.stickerId }, 'STICKER_NOT_FOUND'],
      [{ stickerId: inactive.stickerId }, 'STICKER_NOT_FOUND'],
      [{ stickerId: packDeleted.stickerId }, 'STICKER_NOT_FOUND'],
      [{ stickerId: deleted.stickerId }, 'STICKER_NOT_FOUND'],
      [{ stickerId: 999_999 }, 'STICKER_NOT_FOUND'],
    ];
    for (const [extra, code] of cases) {
      const res = await send(c, { recipientId: member(org, 7).id, amount: 1, ...extra });
      expect(res.statusCode, JSON.stringify(extra)).toBe(422);
      expect(res.json().error.code).toBe(code);
    }
    const tooMany = await send(c, { recipientId: member(org, 7).id, amount: 1, photoIds: Array.from({ length: 6 }, () => randomUUID()) });
    expect(tooMany.json().error).toMatchObject({ code: 'VALIDATION_ERROR', details: { issues: [expect.objectContaining({ message: 'validation.tooManyPhotos' })] } });
    expect(await snapshot(senderId)).toEqual(before);
    // The refused photo is still free for a later thanks.
    expect((await send(c, { recipientId: member(org, 7).id, amount: 1, photoIds: [mine] })).statusCode).toBe(200);
  });

  it('a retry with the same key and photos returns the first thanks; other photos with that key conflict', async () => {
    const senderId = member(org, 4).id;
    const c = await signedIn(org, 4);
    const [p1, p2, p3] = [await insertImage(db, org.id, senderId), await insertImage(db, org.id, senderId), await insertImage(db, org.id, senderId)];
    const sticker = await insertSticker(db, org.id, member(org, 0).id);
    const key = randomUUID();
    const body = { recipientId: member(org, 5).id, amount: 1, photoIds: [p1, p2], stickerId: sticker.stickerId };
    const results = await Promise.all([send(c, body, key), send(c, body, key), send(c, body, key)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(results.map((r) => r.json().id)).size).toBe(1);
    const again = await send(c, body, key);
    expect(again.json()).toMatchObject({ id: results[0]!.json().id, photos: [{ id: p1 }, { id: p2 }], sticker: { id: sticker.stickerId } });
    const before = await snapshot(senderId);
    for (const changed of [{ photoIds: [p2, p1] }, { photoIds: [p1, p3] }, { photoIds: [p1] }, { stickerId: null }]) {
      const res = await send(c, { ...body, ...changed }, key);
      expect(res.statusCode, JSON.stringify(changed)).toBe(409);
      expect(res.json().error.code).toBe('IDEMPOTENCY_CONFLICT');
    }
    expect(await snapshot(senderId)).toEqual(before);
  });

  it('two thanks racing for one photo: exactly one wins, the other changes nothing', async () => {
    const senderId = member(org, 3).id;
    const c = await signedIn(org, 3);
    for (let round = 0; round < 3; round++) {
      const photo = await insertImage(db, org.id, senderId);
      const before = await snapshot(senderId);
      const results = await Promise.all(
        [member(org, 1).id, member(org, 2).id].map((recipientId) => send(c, { recipientId, amount: 1, photoIds: [photo] })),
      );
      const codes = results.map((r) => (r.statusCode === 200 ? 'ok' : r.json().error.code)).sort();
      expect(codes).toEqual(['IMAGE_NOT_FOUND', 'ok']);
      const after = await snapshot(senderId);
      expect(after).toEqual({ ...before, transactions: before.transactions + 1, photos: before.photos + 1, events: before.events + 1, entries: before.entries + 2, balance: before.balance - 1 });
      const [owner] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from transaction_photos where image_id = ${photo}`);
      expect(owner?.n).toBe(1);
    }
    expect((await checkLedgerInvariants(db)).problems).toEqual([]);
  });

  it('admin manual transfers are not feed events', async () => {
    const admin = await signedIn(org, 0);
    const res = await admin.post(
      '/api/admin/transfers',
      { userId: member(org, 2).id, direction: 'credit', amount: 3, reason: 'премия' },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from feed_events where type = 'transaction' and subject_id = ${res.json().id}`);
    expect(row?.n).toBe(0);
  });
});

describe('ledger immutability', () => {
  it('rejects UPDATE and DELETE of ledger entries', async () => {
    await expect(db.execute(sql`update ledger_entries set amount = amount + 1`)).rejects.toThrow();
    await expect(db.execute(sql`delete from ledger_entries`)).rejects.toThrow();
    await expect(db.execute(sql`update accounts set balance = -1 where kind = 'distribution'`)).rejects.toThrow();
    expect((await checkLedgerInvariants(db)).ok).toBe(true);
  });

  it('checkLedgerInvariants detects a cached balance that drifted from its entries', async () => {
    await db.execute(sql`update accounts set balance = balance + 1 where id = (select min(id) from accounts where kind = 'income')`);
    const report = await checkLedgerInvariants(db);
    expect(report.ok).toBe(false);
    expect(report.problems.join()).toMatch(/caches/);
    await db.execute(sql`update accounts set balance = balance - 1 where id = (select min(id) from accounts where kind = 'income')`);
    expect((await checkLedgerInvariants(db)).ok).toBe(true);
  });
});
