/**
 * A controller's approvals (DOMAIN §6.4 'C'; SPEC §3 Transaction status 'waiting', Accounts
 * 'waiting transactions'; docs/decisions/0023), through the API: the approval threshold in the
 * economy settings (off by default, validated, for admins), its boundary (a thanks of exactly the
 * threshold goes through, one point more waits), what a waiting thanks shows to whom (the sender's
 * history and balance, nothing to the recipient, no feed event, no notification), the controllers'
 * queue, approving and declining lists all or nothing with their errors, the sender's withdrawal,
 * additions, another community's controller, and the end of the period — with the ledger
 * invariants checked after each part.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { EconomySettings, HistoryItem, Notification, ThanksDecision, WaitingThanks, WaitingThanksPage } from '@gratia/contracts';
import { queryRows, type Db } from '../../src/db/client.ts';
import { organizations, privilegedRoles } from '../../src/db/schema.ts';
import { decideThanks } from '../../src/modules/approvals/index.ts';
import { cancelTransfer } from '../../src/modules/history/service.ts';
import { checkLedgerInvariants } from '../../src/modules/ledger/index.ts';
import { completePeriod } from '../../src/modules/periods/lifecycle.ts';
import { balanceOf, type Client, createOrg, createTestApp, createTestDb, memberClients, memberOf, type TestOrg } from '../helpers.ts';

let db: Db;
let app: FastifyInstance;
let cleanup: () => Promise<void>;
let org: TestOrg;
let other: TestOrg;
const as = memberClients(() => app);
const id = (i: number) => memberOf(org, i).id;

/** Member 0 admin, 1 controller, 2–5 members; in the other community 0 admin, 1 controller. */
beforeAll(async () => {
  ({ db, cleanup } = await createTestDb());
  ({ app } = await createTestApp(db));
  org = await createOrg(db, { name: 'Acme', members: 6, accrual: 1000 });
  other = await createOrg(db, { name: 'Bolt', members: 3, accrual: 1000 });
  await db.insert(privilegedRoles).values([
    { organizationId: org.id, userId: id(1), role: 'C', roleName: 'Контролёр' },
    { organizationId: other.id, userId: memberOf(other, 1).id, role: 'C', roleName: 'Контролёр' },
  ]);
  await db.update(organizations).set({ transactionCancelTime: 600 }).where(sql`${organizations.id} in (${org.id}, ${other.id})`);
});
afterAll(async () => {
  await app.close();
  await cleanup();
});

const send = async (c: Client, body: Record<string, unknown>) =>
  c.post('/api/transfers', { message: 'Спасибо за проект!', ...body }, { headers: { 'idempotency-key': randomUUID() } });
const thank = async (from: number, to: number, amount: number, extra: Record<string, unknown> = {}) => {
  const res = await send(await as(org, from), { recipientId: id(to), amount, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; status: string };
};
const history = async (c: Client, q = 'filter=all'): Promise<HistoryItem[]> => (await c.get(`/api/history?${q}&limit=100`)).json().items;
const queue = async (c: Client, q = ''): Promise<WaitingThanksPage> => (await c.get(`/api/approvals?${q}`)).json();
const feedIds = async (c: Client): Promise<number[]> =>
  ((await c.get('/api/feed?limit=100')).json().items as { transaction?: { id: number } }[]).map((e) => e.transaction?.id ?? 0);
const bell = async (c: Client): Promise<Notification[]> => (await c.get('/api/notifications?limit=100')).json().items;
const waitingOf = (userId: number) =>
  queryRows<{ b: string }>(
    db,
    sql`select coalesce(sum(a.balance), 0)::text as b from accounts a join periods p on p.id = a.period_id and p.status = 'active'
        where a.user_id = ${userId} and a.kind = 'waiting'`,
  ).then(([r]) => Number(r?.b ?? 0));
const statusOf = (txId: number) =>
  queryRows<{ status: string; approval: string | null; decided_by: number | null; decline_reason: string | null }>(
    db,
    sql`select status, approval, decided_by, decline_reason from transactions where id = ${txId}`,
  ).then(([r]) => r);

async function expectLedgerOk() {
  const report = await checkLedgerInvariants(db);
  expect(report.problems).toEqual([]);
  expect(report.totals.created - report.totals.destroyed).toBe(report.totals.members);
}

describe('the approval threshold', () => {
  it('is off by default, set and cleared by admins only, and validated with the field named', async () => {
    const admin = await as(org, 0);
    const member = await as(org, 3);
    expect(((await member.get('/api/organization/economy')).json() as EconomySettings).approvalThreshold).toBeNull();
    // Off: any amount goes through at once.
    expect((await thank(2, 3, 400)).status).toBe('completed');

    expect((await member.send('PATCH', '/api/organization/economy', { approvalThreshold: 100 })).statusCode).toBe(403);
    expect((await (await as(org, 1)).send('PATCH', '/api/organization/economy', { approvalThreshold: 100 })).statusCode).toBe(403);
    for (const bad of [0, -1, 1.5, '100', true, 1_000_001, {}]) {
      const res = await admin.send('PATCH', '/api/organization/economy', { approvalThreshold: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
      expect(res.json().error.details.issues.map((i: { path: string }) => i.path)).toEqual(['approvalThreshold']);
    }
    expect(((await member.get('/api/organization/economy')).json() as EconomySettings).approvalThreshold).toBeNull();

    const set = await admin.send('PATCH', '/api/organization/economy', { approvalThreshold: 100 });
    expect(set.statusCode, set.body).toBe(200);
    expect((set.json() as EconomySettings).approvalThreshold).toBe(100);
    // Another community keeps its own.
    expect(((await (await as(other, 0)).get('/api/organization/economy')).json() as EconomySettings).approvalThreshold).toBeNull();
    expect(((await admin.send('PATCH', '/api/organization/economy', { approvalThreshold: null })).json() as EconomySettings).approvalThreshold).toBeNull();
    await admin.send('PATCH', '/api/organization/economy', { approvalThreshold: 100 });
    await expectLedgerOk();
  });

  it('lets a thanks of exactly the threshold through and holds one point more, unseen by the recipient', async () => {
    const [sender, recipient] = [await as(org, 2), await as(org, 3)];
    const before = { dist: await balanceOf(db, id(2), 'distribution'), income: await balanceOf(db, id(3), 'income') };

    const equal = await thank(2, 3, 100);
    expect(equal.status).toBe('completed');
    expect(await balanceOf(db, id(3), 'income')).toBe(before.income + 100);

    const above = await thank(2, 3, 101, { isAnonymous: true });
    expect(above.status).toBe('waiting');
    expect(await balanceOf(db, id(2), 'distribution')).toBe(before.dist - 201);
    expect(await waitingOf(id(2))).toBe(101);
    expect(await balanceOf(db, id(3), 'income')).toBe(before.income + 100);
    expect((await sender.get('/api/balance')).json()).toMatchObject({ distribute: before.dist - 201, waiting: 101 });
    expect((await recipient.get('/api/balance')).json()).toMatchObject({ received: before.income + 100, waiting: 0 });

    // The sender sees it waiting (and may still withdraw it); the recipient sees nothing of it.
    const mine = (await history(sender)).find((i) => i.id === above.id);
    expect(mine).toMatchObject({ status: 'waiting', direction: 'sent', amount: 101, approval: { state: 'waiting', decidedAt: null, reason: null } });
    expect(mine?.cancellableUntil).not.toBeNull();
    expect((await history(sender)).find((i) => i.id === equal.id)?.approval).toBeNull();
    for (const q of ['filter=all', 'filter=received', `counterpartId=${id(2)}`]) expect((await history(recipient, q)).some((i) => i.id === above.id)).toBe(false);
    const groups = (await recipient.get('/api/history/groups?filter=all')).json().items as { received: number }[];
    expect(groups.reduce((s, g) => s + g.received, 0)).toBe(before.income + 100);
    // No feed event for anyone, no notification for the recipient (yet).
    for (const viewer of [sender, recipient, await as(org, 4)]) expect(await feedIds(viewer)).not.toContain(above.id);
    expect((await bell(recipient)).some((n) => 'transactionId' in n && n.transactionId === above.id)).toBe(false);
    expect((await bell(recipient)).some((n) => 'transactionId' in n && n.transactionId === equal.id)).toBe(true);
    // Nobody can add to it: it is not shown anywhere yet.
    const add = await (await as(org, 4)).post('/api/transfers/additions', { transferId: above.id, amount: 5 }, { headers: { 'idempotency-key': randomUUID() } });
    expect(add.json().error.code).toBe('NOT_FOUND');
    await expectLedgerOk();
  });
});

describe('the controllers’ queue', () => {
  it('lists the community’s waiting thanks newest first, paged, to controllers and admins only', async () => {
    const waiting = [await thank(4, 5, 150), await thank(5, 4, 160, { valueId: org.valueIds[0] }), await thank(1, 3, 170)];
    const controller = await as(org, 1);
    const page = await queue(controller, 'limit=2');
    expect(page.items.map((t) => t.id)).toEqual([waiting[2]!.id, waiting[1]!.id]);
    expect(page.nextCursor).not.toBeNull();
    const rest = await queue(controller, `limit=2&cursor=${page.nextCursor}`);
    expect(rest.items[0]?.id).toBe(waiting[0]!.id);
    const all = (await queue(controller, 'limit=100')).items;
    const byId = new Map(all.map((t) => [t.id, t]));
    expect(byId.get(waiting[1]!.id)).toMatchObject<Partial<WaitingThanks>>({
      amount: 160,
      message: 'Спасибо за проект!',
      value: { id: org.valueIds[0]!, name: 'Acme value 0' },
      isAnonymous: false,
      canDecide: true,
      sender: expect.objectContaining({ id: id(5) }),
      recipient: expect.objectContaining({ id: id(4) }),
    });
    // The controller's own thanks is listed but theirs not to decide; the anonymous one names its sender to them.
    expect(byId.get(waiting[2]!.id)?.canDecide).toBe(false);
    expect(all.find((t) => t.isAnonymous)?.sender.id).toBe(id(2));
    // Admins see the same queue; members and other communities' controllers get nothing.
    expect((await queue(await as(org, 0), 'limit=100')).items.map((t) => t.id)).toEqual(all.map((t) => t.id));
    expect((await (await as(org, 3)).get('/api/approvals')).statusCode).toBe(403);
    expect((await queue(await as(other, 1))).items).toEqual([]);
    expect((await controller.get('/api/approvals?cursor=!!!')).statusCode).toBe(400);
  });
});

describe('deciding', () => {
  it('approving moves the points to the recipient, who is then told, sees it in history and the feed', async () => {
    const t = await thank(3, 4, 120);
    const income = await balanceOf(db, id(4), 'income');
    const res = await (await as(org, 1)).post('/api/approvals/approve', { ids: [t.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual<ThanksDecision>({ status: 'completed', ids: [t.id] });
    expect(await balanceOf(db, id(4), 'income')).toBe(income + 120);
    expect(await statusOf(t.id)).toMatchObject({ status: 'completed', approval: 'approved', decided_by: id(1) });
    const recipient = await as(org, 4);
    expect((await history(recipient, 'filter=received')).find((i) => i.id === t.id)).toMatchObject({
      status: 'completed',
      direction: 'received',
      approval: { state: 'approved', reason: null },
    });
    expect((await history(await as(org, 3), 'filter=sent')).find((i) => i.id === t.id)).toMatchObject({ status: 'completed', approval: { state: 'approved' } });
    expect(await feedIds(recipient)).toContain(t.id);
    expect((await bell(recipient)).find((n) => n.kind === 'thanks_received' && n.transactionId === t.id)).toMatchObject({ amount: 120, actor: { id: id(3) } });
    // Decided once: a second approval or decline of it changes nothing.
    for (const path of ['/api/approvals/approve', '/api/approvals/decline']) {
      const again = await (await as(org, 0)).post(path, { ids: [t.id] });
      expect(again.json().error).toMatchObject({ code: 'THANKS_NOT_WAITING', details: { ids: [t.id] } });
    }
    await expectLedgerOk();
  });

  it('an empty list decides nothing: no error, no change (a direct caller; the route refuses it)', async () => {
    const controller = await as(org, 1);
    const before = await queue(controller);
    for (const decision of [{ approve: true } as const, { approve: false, reason: '' } as const]) {
      await expect(decideThanks(db, { userId: id(1), organizationId: org.id }, [], decision)).resolves.toEqual({ status: decision.approve ? 'completed' : 'canceled', ids: [] });
    }
    expect(await queue(controller)).toEqual(before);
    const refused = await controller.post('/api/approvals/approve', { ids: [] });
    expect(refused.statusCode).toBe(400);
    await expectLedgerOk();
  });

  it('an admin approves a list at once, an anonymous thanks staying anonymous in the feed', async () => {
    const anonymous = (await history(await as(org, 2), 'filter=sent')).find((i) => i.status === 'waiting' && i.isAnonymous)!;
    const t = await thank(5, 2, 130);
    const res = await (await as(org, 0)).post('/api/approvals/approve', { ids: [t.id, anonymous.id] });
    expect(res.json()).toEqual({ status: 'completed', ids: [t.id, anonymous.id] });
    const recipient = await as(org, 3);
    const event = ((await recipient.get('/api/feed?limit=100')).json().items as { transaction?: { id: number; sender: unknown } }[]).find(
      (e) => e.transaction?.id === anonymous.id,
    );
    expect(event?.transaction?.sender).toBeNull();
    const told = (await bell(recipient)).find((n) => n.kind === 'thanks_received' && n.transactionId === anonymous.id);
    expect(told).toMatchObject({ actor: null, isAnonymous: true, amount: 101 });
    await expectLedgerOk();
  });

  it('declining returns the points to the sender, with the reason shown to them only', async () => {
    const t = await thank(2, 5, 140);
    const dist = await balanceOf(db, id(2), 'distribution');
    const res = await (await as(org, 1)).post('/api/approvals/decline', { ids: [t.id], reason: '  Слишком щедро для одной задачи  ' });
    expect(res.json()).toEqual<ThanksDecision>({ status: 'canceled', ids: [t.id] });
    expect(await balanceOf(db, id(2), 'distribution')).toBe(dist + 140);
    expect(await waitingOf(id(2))).toBe(0);
    expect(await statusOf(t.id)).toMatchObject({ status: 'canceled', approval: 'declined', decided_by: id(1), decline_reason: 'Слишком щедро для одной задачи' });
    expect((await history(await as(org, 2), 'filter=sent')).find((i) => i.id === t.id)).toMatchObject({
      status: 'canceled',
      cancellableUntil: null,
      approval: { state: 'declined', reason: 'Слишком щедро для одной задачи' },
    });
    const recipient = await as(org, 5);
    expect((await history(recipient)).some((i) => i.id === t.id)).toBe(false);
    expect((await bell(recipient)).some((n) => 'transactionId' in n && n.transactionId === t.id)).toBe(false);
    expect(await feedIds(recipient)).not.toContain(t.id);
    // The sender is told who declined it, how many points came back and why.
    const told = (await bell(await as(org, 2))).filter((n) => n.kind === 'thanks_declined');
    expect(told).toEqual([expect.objectContaining({ transactionId: t.id, amount: 140, reason: 'Слишком щедро для одной задачи', actor: expect.objectContaining({ id: id(1) }) })]);
    // Without a reason it is stored as none.
    const u = await thank(2, 5, 141);
    await (await as(org, 1)).post('/api/approvals/decline', { ids: [u.id] });
    expect((await statusOf(u.id))?.decline_reason).toBeNull();
    expect((await bell(await as(org, 2))).find((n) => n.kind === 'thanks_declined' && n.transactionId === u.id)).toMatchObject({ reason: null, amount: 141 });
    await expectLedgerOk();
  });

  it('refuses the whole list, naming the offending ids, and changes nothing', async () => {
    const controller = await as(org, 1);
    const [a, b] = [await thank(3, 2, 110), await thank(4, 2, 111)];
    const decided = (await history(await as(org, 3), 'filter=sent')).find((i) => i.approval?.state === 'approved')!;
    const foreign = (await send(await as(other, 0), { recipientId: memberOf(other, 2).id, amount: 5 })).json() as { id: number };
    const snapshot = async () => [await statusOf(a.id), await statusOf(b.id), await balanceOf(db, id(2), 'income'), await waitingOf(id(3)), await waitingOf(id(4))];
    const before = await snapshot();
    const cases: [string, Record<string, unknown>, number, string, number[] | null][] = [
      ['/api/approvals/approve', { ids: [a.id, b.id, a.id] }, 422, 'APPROVAL_DUPLICATE_IDS', [a.id]],
      ['/api/approvals/decline', { ids: [b.id, b.id, a.id, a.id] }, 422, 'APPROVAL_DUPLICATE_IDS', [b.id, a.id]],
      ['/api/approvals/approve', { ids: [a.id, decided.id, b.id] }, 409, 'THANKS_NOT_WAITING', [decided.id]],
      ['/api/approvals/approve', { ids: [a.id, 2_147_483_000] }, 409, 'THANKS_NOT_WAITING', [2_147_483_000]],
      ['/api/approvals/decline', { ids: [foreign.id, b.id] }, 409, 'THANKS_NOT_WAITING', [foreign.id]],
      ['/api/approvals/approve', { ids: [] }, 400, 'VALIDATION_ERROR', null],
      ['/api/approvals/approve', { ids: Array.from({ length: 101 }, (_, i) => i + 1) }, 400, 'VALIDATION_ERROR', null],
      ['/api/approvals/approve', { ids: [a.id, 0] }, 400, 'VALIDATION_ERROR', null],
      ['/api/approvals/approve', { ids: String(a.id) }, 400, 'VALIDATION_ERROR', null],
      ['/api/approvals/decline', { ids: [a.id], reason: 'x'.repeat(501) }, 400, 'VALIDATION_ERROR', null],
    ];
    for (const [path, body, status, code, ids] of cases) {
      const res = await controller.post(path, body);
      expect([res.statusCode, res.json().error?.code], `${path} ${JSON.stringify(body).slice(0, 60)}`).toEqual([status, code]);
      if (ids) expect(res.json().error.details.ids).toEqual(ids);
      else expect(res.json().error.details.issues.length).toBeGreaterThan(0);
    }
    expect(await snapshot()).toEqual(before);

    // Their own thanks — sent or received — a controller leaves to someone else.
    const toController = await thank(5, 1, 112);
    const fromController = (await queue(controller, 'limit=100')).items.find((t) => t.sender.id === id(1))!;
    for (const own of [toController.id, fromController.id]) {
      const res = await controller.post('/api/approvals/approve', { ids: [a.id, own] });
      expect(res.json().error).toMatchObject({ code: 'APPROVAL_OWN_THANKS', details: { ids: [own] } });
    }
    expect(await snapshot()).toEqual(before);
    // An admin may decide them (and the rest).
    const res = await (await as(org, 0)).post('/api/approvals/decline', { ids: [toController.id, fromController.id, a.id, b.id] });
    expect(res.statusCode, res.body).toBe(200);
    await expectLedgerOk();
  });
});

describe('the sender and the period', () => {
  it('the sender withdraws a waiting thanks within the cancel window; then nothing is left to decide', async () => {
    const sender = await as(org, 3);
    const t = await thank(3, 4, 150);
    const dist = await balanceOf(db, id(3), 'distribution');
    const res = await sender.post('/api/transfers/cancel', { id: t.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: t.id, status: 'canceled', cancellableUntil: null, approval: { state: 'withdrawn' } });
    expect(await balanceOf(db, id(3), 'distribution')).toBe(dist + 150);
    expect(await waitingOf(id(3))).toBe(0);
    expect((await (await as(org, 1)).post('/api/approvals/approve', { ids: [t.id] })).json().error.code).toBe('THANKS_NOT_WAITING');
    expect((await bell(await as(org, 4))).some((n) => 'transactionId' in n && n.transactionId === t.id)).toBe(false);
    // After the window it waits for the controller only.
    const late = await thank(3, 4, 151);
    await expect(cancelTransfer(db, { userId: id(3), organizationId: org.id }, late.id, new Date(Date.now() + 601_000))).rejects.toMatchObject({
      code: 'TRANSFER_NOT_CANCELLABLE',
      details: { reason: 'window' },
    });
    expect((await statusOf(late.id))?.status).toBe('waiting');
    await expectLedgerOk();
  });

  it('additions never wait: one above the threshold is refused with the threshold as its limit', async () => {
    const t = await thank(2, 3, 20);
    const res = await (await as(org, 4)).post('/api/transfers/additions', { transferId: t.id, amount: 101 }, { headers: { 'idempotency-key': randomUUID() } });
    expect(res.json().error).toMatchObject({ code: 'MAX_TRANSFER_EXCEEDED', details: { max: 100 } });
    const ok = await (await as(org, 4)).post('/api/transfers/additions', { transferId: t.id, amount: 100 }, { headers: { 'idempotency-key': randomUUID() } });
    expect(ok.statusCode, ok.body).toBe(200);
    await expectLedgerOk();
  });

  it('the end of the period declines what still waits: the points go back, then expire with the rest', async () => {
    const waiting = (await queue(await as(org, 0), 'limit=100')).items;
    expect(waiting.length).toBeGreaterThan(0);
    const total = waiting.reduce((s, t) => s + t.amount, 0);
    const [left] = await queryRows<{ dist: string; waiting: string }>(
      db,
      sql`select coalesce(sum(balance) filter (where kind = 'distribution'), 0)::text as dist,
                 coalesce(sum(balance) filter (where kind = 'waiting'), 0)::text as waiting
          from accounts where period_id = ${org.periodId}`,
    );
    expect(Number(left?.waiting)).toBe(total);
    const done = await completePeriod(db, org.periodId!, new Date(), true);
    expect(done).toEqual({ completed: true, expired: Number(left?.dist) + total });
    for (const t of waiting) expect(await statusOf(t.id)).toMatchObject({ status: 'canceled', approval: 'declined', decided_by: null, decline_reason: null });
    const [after] = await queryRows<{ n: string }>(db, sql`select coalesce(sum(balance), 0)::text as n from accounts where period_id = ${org.periodId} and kind in ('distribution', 'waiting')`);
    expect(after?.n).toBe('0');
    expect((await queue(await as(org, 1))).items).toEqual([]);
    const sender = waiting[0]!.sender.id;
    const row = (await history(await as(org, org.members.findIndex((m) => m.id === sender)), 'filter=sent')).find((i) => i.id === waiting[0]!.id);
    expect(row).toMatchObject({ status: 'canceled', approval: { state: 'declined', reason: null } });
    expect(row?.approval?.decidedAt).not.toBeNull();
    // Each sender is told, with no controller named (the period ended first).
    const [notices] = await queryRows<{ n: number; actors: number }>(
      db,
      sql`select count(*)::int as n, count(actor_id)::int as actors from notifications
          where kind = 'thanks_declined' and object_id in (${sql.join(waiting.map((t) => sql`${t.id}::int`), sql`, `)})`,
    );
    expect(notices).toEqual({ n: waiting.length, actors: 0 });
    await expectLedgerOk();
  });
});
