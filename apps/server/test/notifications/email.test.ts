/**
 * The 'you were thanked' e-mail (SPEC §2 Header 'Notifications bell'; decision 0012): queued by the
 * thanks route after commit and never awaited by it, sent by a pg-boss job through an injected fake
 * transport, in the recipient's language, at most once, never naming an anonymous sender, and not
 * at all for a member who turned `emailOnThanks` off.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { type BonusName, DEFAULT_BONUS_NAME } from '@gratia/contracts';
import type { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../../src/app.ts';
import type { DbHandle, Db } from '../../src/db/client.ts';
import { organizations } from '../../src/db/schema.ts';
import {
  notificationEmailWorker,
  queueNotificationJobs,
  sendThanksEmail,
  thanksEmail,
  type MailMessage,
  type Mailer,
  type NotificationJobs,
  type ThanksEmailJob,
} from '../../src/modules/notifications/index.ts';
import { startJobQueue } from '../../src/modules/periods/jobs.ts';
import { Client, createLogSink, createOrg, createTestDb, memberOf, testConfig, type TestOrg } from '../helpers.ts';

let db: Db;
let handle: DbHandle;
let url: string | undefined;
let cleanup: () => Promise<void>;
let org: TestOrg;

/** A transport that keeps what it was asked to send; `failNext` makes the next delivery fail. */
function fakeMailer() {
  const sent: MailMessage[] = [];
  const state = { failNext: false };
  const mailer: Mailer = {
    from: 'Gratia <no-reply@test>',
    transport: {
      async sendMail(message) {
        if (state.failNext) {
          state.failNext = false;
          throw new Error('SMTP down');
        }
        sent.push(message);
        return { messageId: String(sent.length) };
      },
    },
  };
  return { mailer, sent, state };
}

/** An app whose thanks route queues e-mails into `jobs`. */
async function appWith(jobs: NotificationJobs): Promise<{ app: FastifyInstance; sink: ReturnType<typeof createLogSink> }> {
  const sink = createLogSink();
  const app = await buildApp({ db, config: testConfig(), logger: sink.logger, notificationJobs: jobs });
  await app.ready();
  return { app, sink };
}

async function thank(app: FastifyInstance, from: number, to: number, opts: { isAnonymous?: boolean; amount?: number } = {}): Promise<number> {
  const c = new Client(app);
  await c.signIn(memberOf(org, from).email);
  const res = await c.post(
    '/api/transfers',
    { recipientId: memberOf(org, to).id, amount: opts.amount ?? 5, message: 'За отличный релиз', isAnonymous: opts.isAnonymous ?? false },
    { headers: { 'idempotency-key': randomUUID() } },
  );
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { id: number }).id;
}

/** Records what the route queues. */
function recordingJobs() {
  const queued: ThanksEmailJob[] = [];
  const jobs: NotificationJobs = {
    async thanksReceived(job) {
      queued.push(job);
    },
  };
  return { jobs, queued };
}

beforeAll(async () => {
  ({ db, handle, cleanup, url } = await createTestDb());
  org = await createOrg(db, { name: 'Mail', members: 5, accrual: 500 });
  // The e-mails must use this community's own name for points, not the default one.
  await db
    .update(organizations)
    .set({ bonusName: { ru: { one: 'балл', few: 'балла', many: 'баллов' }, en: { one: 'point', other: 'points' } } })
    .where(eq(organizations.id, org.id));
});
afterAll(async () => {
  await cleanup();
});

describe('the e-mail text (pure)', () => {
  const points: BonusName = { ru: { one: 'балл', few: 'балла', many: 'баллов' }, en: { one: 'point', other: 'points' } };
  it('names the sender, the points in the community’s own words with the right plural, and the community, in ru and en', () => {
    const base = { senderName: 'Анна Смирнова', message: 'Спасибо!', organizationName: 'Ромашка', bonusName: points };
    expect(thanksEmail({ ...base, language: 'ru', amount: 1 }).subject).toBe('Вас поблагодарили: 1 балл');
    expect(thanksEmail({ ...base, language: 'ru', amount: 3 }).subject).toBe('Вас поблагодарили: 3 балла');
    expect(thanksEmail({ ...base, language: 'ru', amount: 25 }).text).toContain('Анна Смирнова благодарит вас: 25 баллов в сообществе «Ромашка».');
    expect(thanksEmail({ ...base, language: 'en', amount: 1 }).subject).toBe('You were thanked: 1 point');
    expect(thanksEmail({ ...base, language: 'en', amount: 1000 }).text).toContain('Анна Смирнова thanked you with 1,000 points in Ромашка.');
    const thanks = { ...base, bonusName: DEFAULT_BONUS_NAME };
    expect(thanksEmail({ ...thanks, language: 'ru', amount: 5 }).subject).toBe('Вас поблагодарили: 5 спасибо');
    expect(thanksEmail({ ...thanks, language: 'en', amount: 1 }).subject).toBe('You were thanked: 1 thank-you');
    expect(thanksEmail({ ...thanks, language: 'en', amount: 5 }).subject).toBe('You were thanked: 5 thank-yous');
  });
  it('an anonymous thanks says "someone"', () => {
    const mail = thanksEmail({ senderName: null, message: 'Спасибо!', organizationName: 'Ромашка', bonusName: points, language: 'en', amount: 2 });
    expect(mail.text).toContain('Someone thanked you anonymously with 2 points');
    expect(thanksEmail({ senderName: null, message: 'Спасибо!', organizationName: 'Ромашка', bonusName: points, language: 'ru', amount: 2 }).text).toContain(
      'Кто-то анонимно благодарит вас: 2 балла',
    );
  });
});

describe('the route queues the e-mail after commit', () => {
  it('queues one job per thanks sent, none for a refused one, and answers even when the queue fails', async () => {
    const { jobs, queued } = recordingJobs();
    const { app } = await appWith(jobs);
    try {
      const id = await thank(app, 1, 2);
      expect(queued).toEqual([{ organizationId: org.id, transactionId: id }]);
      const c = new Client(app);
      await c.signIn(memberOf(org, 1).email);
      const refused = await c.post('/api/transfers', { recipientId: memberOf(org, 1).id, amount: 1, message: 'x' }, { headers: { 'idempotency-key': randomUUID() } });
      expect(refused.json().error.code).toBe('SELF_TRANSFER');
      expect(queued).toHaveLength(1);
    } finally {
      await app.close();
    }
    let release: () => void = () => undefined;
    const failing: NotificationJobs = {
      thanksReceived: () =>
        new Promise((_, reject) => {
          release = () => reject(new Error('queue down'));
        }),
    };
    const { app: other, sink } = await appWith(failing);
    try {
      // The answer does not wait for the queue (which has not even answered yet), and its failure is only logged.
      await thank(other, 1, 3);
      release();
      await expect.poll(() => sink.lines.some((l) => l.msg === 'the thanks e-mail was not queued')).toBe(true);
    } finally {
      await other.close();
    }
  });
});

describe('the e-mail job', () => {
  const { jobs, queued } = recordingJobs();
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await appWith(jobs));
  });
  afterAll(async () => {
    await app.close();
  });
  const lastJob = () => queued[queued.length - 1]!;

  it('sends once, to the recipient, in Russian by default, naming the sender', async () => {
    const { mailer, sent } = fakeMailer();
    await thank(app, 1, 2, { amount: 3 });
    expect(await sendThanksEmail(db, mailer, lastJob())).toBe('sent');
    expect(await sendThanksEmail(db, mailer, lastJob())).toBe('already_sent');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: memberOf(org, 2).email, from: 'Gratia <no-reply@test>', subject: 'Вас поблагодарили: 3 балла' });
    expect(sent[0]?.text).toContain('Имя1 Mailов1 благодарит вас: 3 балла в сообществе «Mail»');
    expect(sent[0]?.text).toContain('«За отличный релиз»');
  });

  it('speaks the language the recipient chose', async () => {
    const { mailer, sent } = fakeMailer();
    const r = new Client(app);
    await r.signIn(memberOf(org, 3).email);
    expect((await r.send('PATCH', '/api/profile/settings', { details: { language: 'en' } })).statusCode).toBe(200);
    await thank(app, 1, 3, { amount: 1 });
    expect(await sendThanksEmail(db, mailer, lastJob())).toBe('sent');
    expect(sent[0]?.subject).toBe('You were thanked: 1 point');
    expect(sent[0]?.text).toContain('Имя1 Mailов1 thanked you with 1 point in Mail.');
  });

  it('never names an anonymous sender', async () => {
    const { mailer, sent } = fakeMailer();
    await thank(app, 1, 2, { isAnonymous: true });
    expect(await sendThanksEmail(db, mailer, lastJob())).toBe('sent');
    expect(sent[0]?.text).toContain('Кто-то анонимно благодарит вас');
    expect(JSON.stringify(sent[0])).not.toMatch(/Имя1|Mailов1|user1@/);
  });

  it('is not sent to a member who turned it off (and is again once they turn it back on)', async () => {
    const { mailer, sent } = fakeMailer();
    const r = new Client(app);
    await r.signIn(memberOf(org, 4).email);
    const off = await r.send('PATCH', '/api/profile/settings', { details: { emailOnThanks: false } });
    expect(off.json().details.emailOnThanks).toBe(false);
    await thank(app, 1, 4);
    expect(await sendThanksEmail(db, mailer, lastJob())).toBe('opted_out');
    expect(sent).toEqual([]);
    await r.send('PATCH', '/api/profile/settings', { details: { emailOnThanks: true } });
    await thank(app, 1, 4);
    expect(await sendThanksEmail(db, mailer, lastJob())).toBe('sent');
    expect(sent).toHaveLength(1);
  });

  it('gives the claim back when delivery fails, so a retry sends it', async () => {
    const { mailer, sent, state } = fakeMailer();
    await thank(app, 1, 2);
    state.failNext = true;
    await expect(sendThanksEmail(db, mailer, lastJob())).rejects.toThrow('SMTP down');
    expect(await sendThanksEmail(db, mailer, lastJob())).toBe('sent');
    expect(sent).toHaveLength(1);
  });

  it('is not sent for a thanks canceled before the job ran, nor for a thanks that does not exist', async () => {
    const { mailer, sent } = fakeMailer();
    await db.update(organizations).set({ transactionCancelTime: 600 }).where(eq(organizations.id, org.id));
    const id = await thank(app, 1, 2);
    const s = new Client(app);
    await s.signIn(memberOf(org, 1).email);
    expect((await s.post('/api/transfers/cancel', { id })).statusCode).toBe(200);
    expect(await sendThanksEmail(db, mailer, lastJob())).toBe('canceled');
    expect(await sendThanksEmail(db, mailer, { organizationId: org.id, transactionId: 2_000_000_000 })).toBe('not_found');
    expect(sent).toEqual([]);
  });
});

describe('on the job queue (pg-boss on this database)', () => {
  it('the queued job sends the e-mail through the worker', async () => {
    const { mailer, sent } = fakeMailer();
    const source = url ? { databaseUrl: url } : { pglite: (handle.db as unknown as { $client: PGlite }).$client };
    const queue = await startJobQueue(db, source, { pollingIntervalSeconds: 0.5, cron: false, workers: [notificationEmailWorker(db, mailer)] });
    const { app } = await appWith(queueNotificationJobs(async () => queue.boss));
    try {
      await thank(app, 2, 1, { amount: 2 });
      await expect.poll(() => sent.length, { timeout: 20_000, interval: 250 }).toBe(1);
      expect(sent[0]).toMatchObject({ to: memberOf(org, 1).email, subject: 'Вас поблагодарили: 2 балла' });
    } finally {
      await app.close();
      await queue.stop();
    }
  });
});
