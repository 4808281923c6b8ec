/**
 * The error shape for bad input and unexpected failures (SPEC §8; security hardening): a bad value
 * is a 400 VALIDATION_ERROR naming the field with a translatable `validation.*` key and writes
 * nothing; 413 and 415 carry PAYLOAD_TOO_LARGE and UNSUPPORTED_MEDIA_TYPE; an unexpected database
 * failure answers 500 INTERNAL with no detail and is logged with its SQLSTATE and stack but without
 * the values people typed.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { CSRF_COOKIE, CSRF_HEADER, MAX_POINTS, VALIDATION_MESSAGES } from '@gratia/contracts';
import type { Db } from '../../src/db/client.ts';
import { errorsPlugin } from '../../src/plugins/errors.ts';
import { count, createLogSink, createOrg, createTestApp, createTestDb, memberClients, type TestOrg } from '../helpers.ts';

let db: Db;
let app: FastifyInstance;
let cleanup: () => Promise<void>;
let org: TestOrg;
const as = memberClients(() => app);

beforeAll(async () => {
  ({ db, cleanup } = await createTestDb());
  ({ app } = await createTestApp(db));
  org = await createOrg(db, { name: 'Errs', members: 3, accrual: 100 });
});
afterAll(async () => {
  await app.close();
  await cleanup();
});

type Issue = { path: string; message: string; location?: string; maximum?: number; minimum?: number };
const issuesOf = (res: { statusCode: number; json(): unknown }) => {
  expect(res.statusCode).toBe(400);
  const body = res.json() as { error: { code: string; details: { issues: Issue[] } } };
  expect(body.error.code).toBe('VALIDATION_ERROR');
  for (const issue of body.error.details.issues) expect(VALIDATION_MESSAGES).toContain(issue.message);
  return body.error.details.issues;
};

describe('a bad value', () => {
  it('is a 400 naming the field with a translatable key and its bound, and nothing is written', async () => {
    const admin = await as(org, 0);
    const member = await as(org, 1);
    const before = { transactions: await count(db, 'transactions'), comments: await count(db, 'feed_comments') };
    const credit = (body: Record<string, unknown>) =>
      admin.post('/api/admin/transfers', { userId: org.members[1]?.id, direction: 'credit', reason: 'x', ...body }, { headers: { 'idempotency-key': randomUUID() } });

    expect(issuesOf(await credit({ amount: 2 ** 53 - 1 }))).toEqual([{ path: 'amount', message: 'validation.amountMax', location: 'body', maximum: MAX_POINTS }]);
    expect(issuesOf(await credit({ amount: MAX_POINTS, userId: true }))).toEqual([{ path: 'userId', message: 'validation.id', location: 'body' }]);
    expect(issuesOf(await credit({ amount: 5, userId: '0xC8' }))).toEqual([{ path: 'userId', message: 'validation.id', location: 'body' }]);
    expect(issuesOf(await credit({ amount: 5, reason: 'a\u0000b' }))).toEqual([{ path: 'reason', message: 'validation.forbiddenCharacter', location: 'body' }]);
    expect(issuesOf(await credit({ amount: 5, reason: undefined }))).toEqual([{ path: 'reason', message: 'validation.required', location: 'body' }]);
    // A schema without an explicit message (an enum) still speaks in keys.
    expect(issuesOf(await credit({ amount: 5, direction: 'refund' }))).toEqual([{ path: 'direction', message: 'validation.invalid', location: 'body' }]);
    const comment = await member.post('/api/feed/comments', { eventType: 'transaction', eventId: 2 ** 31, text: 'x'.repeat(1001) });
    expect(issuesOf(comment)).toEqual([
      { path: 'eventId', message: 'validation.id', location: 'body', maximum: 2 ** 31 - 1 },
      { path: 'text', message: 'validation.tooLong', location: 'body', maximum: 1000 },
    ]);
    expect(issuesOf(await member.get('/api/history?periodId=0x10'))).toEqual([{ path: 'periodId', message: 'validation.id', location: 'querystring' }]);
    expect(issuesOf(await member.get('/api/feed?limit=1e2'))).toEqual([{ path: 'limit', message: 'validation.integer', location: 'querystring' }]);
    expect(issuesOf(await admin.get('/api/periods/by-date?date=2026-02-30'))).toEqual([{ path: 'date', message: 'validation.date', location: 'querystring' }]);
    expect(issuesOf(await member.send('PATCH', '/api/feed/comments?id=2147483648', { text: 'x' }))).toEqual([
      { path: 'id', message: 'validation.id', location: 'querystring', maximum: 2 ** 31 - 1 },
    ]);
    expect({ transactions: await count(db, 'transactions'), comments: await count(db, 'feed_comments') }).toEqual(before);
  });
});

describe('a crafted page cursor', () => {
  it('is a 400 naming the cursor on every paged list, never a failed query', async () => {
    const admin = await as(org, 0);
    const thanks = await (await as(org, 1)).post(
      '/api/transfers',
      { recipientId: org.members[2]?.id, amount: 1, message: 'спасибо' },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(thanks.statusCode).toBe(200);
    const b64 = (text: string) => Buffer.from(text).toString('base64url');
    const cursors = [b64('+275760-09-13T00:00:00.000Z|1'), b64('2026-01-01T00:00:00.000Z|2147483648'), b64('2026-02-30T00:00:00.000Z|1')];
    const lists = ['/api/feed', '/api/history', '/api/admin/transfers', `/api/feed/comments?eventType=transaction&eventId=${thanks.json().id}`];
    for (const list of lists) {
      for (const cursor of cursors) {
        const res = await admin.get(`${list}${list.includes('?') ? '&' : '?'}cursor=${cursor}`);
        expect(issuesOf(res), `${list} ${cursor}`).toEqual([{ path: 'cursor', message: 'validation.cursor', location: 'querystring' }]);
      }
    }
  });
});

describe('Fastify’s own 4xx', () => {
  it('answer 413 PAYLOAD_TOO_LARGE with details.maxBytes and 415 UNSUPPORTED_MEDIA_TYPE, writing nothing', async () => {
    const member = await as(org, 1);
    const before = await count(db, 'feed_comments');
    const big = await member.post('/api/feed/comments', { eventType: 'transaction', eventId: 1, text: 'x'.repeat(300 * 1024) });
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', details: { maxBytes: 256 * 1024 } });
    const text = await app.inject({
      method: 'POST',
      url: '/api/feed/comments',
      headers: { cookie: [...member.cookies].map(([k, v]) => `${k}=${v}`).join('; '), [CSRF_HEADER]: member.cookies.get(CSRF_COOKIE) ?? '', 'content-type': 'application/xml' },
      payload: '<comment/>',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await count(db, 'feed_comments')).toBe(before);
  });
});

describe('an unexpected database failure', () => {
  it('answers 500 INTERNAL with no detail; the log has the SQLSTATE, the stack and no typed value', async () => {
    const sink = createLogSink();
    const mini = Fastify({ loggerInstance: sink.logger });
    await mini.register(errorsPlugin);
    mini.post('/boom', async (req) => db.execute(sql`select ${(req.body as { text: string }).text}::int`));
    await mini.ready();
    const res = await mini.inject({ method: 'POST', url: '/boom', payload: { text: 'typed-by-someone' } });
    await mini.close();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: { code: 'INTERNAL', message: 'An error occurred' } });
    const line = sink.lines.find((l) => l.level === 50) as { sqlState?: string; err?: { message: string; stack: string } } | undefined;
    expect(line?.sqlState).toBe('22P02');
    expect(line?.err?.message).toContain('invalid input syntax for type integer');
    expect(line?.err?.stack).toMatch(/\n\s+at /);
    expect(JSON.stringify(sink.lines)).not.toContain('typed-by-someone');
  });
});
