/**
 * Crash safety on PostgreSQL: the API process is killed (SIGKILL, nothing flushed) in the middle of
 * a burst of 500 thanks; a new process starts on the same database, and every request that had no
 * answer is sent again with its idempotency key, as a client retries. Then the ledger checks clean,
 * no key made more than one transfer, and every balance is exactly what the successful transfers
 * say — no point lost or created by the crash. Needs PostgreSQL (TEST_DATABASE_URL).
 */
import { randomUUID } from 'node:crypto';
import pLimit from 'p-limit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '@gratia/contracts';
import { queryRows, type Db } from '../../src/db/client.ts';
import { checkLedgerInvariants } from '../../src/modules/ledger/index.ts';
import { createOrg, createTestDb, TEST_DATABASE_URL, type TestOrg } from '../helpers.ts';
import { HttpClient, startApiProcess, type ApiProcess } from '../processes.ts';

const MEMBERS = 20;
const ACCRUAL = 1000;
const BURST = 500;
/** The process is killed once this many thanks have been answered. */
const KILL_AFTER = 120;

interface Attempt {
  sender: number;
  recipient: number;
  amount: number;
  key: string;
  /** The final HTTP status, or null while no answer came. */
  status: number | null;
  transferId?: number;
}

describe.skipIf(!TEST_DATABASE_URL)('kill -9 during a burst of thanks (skipped without TEST_DATABASE_URL)', () => {
  let db: Db;
  let url: string;
  let cleanup: () => Promise<void>;
  let org: TestOrg;
  const running: ApiProcess[] = [];

  beforeAll(async () => {
    const created = await createTestDb();
    ({ db, cleanup } = created);
    url = created.url ?? '';
    org = await createOrg(db, { name: 'Crash', members: MEMBERS, accrual: ACCRUAL, maxTransfer: null });
  }, 120_000);

  afterAll(async () => {
    await Promise.all(running.map((p) => p.stop()));
    await cleanup?.();
  }, 60_000);

  it('replaying the unanswered requests after a restart leaves the ledger exact', async () => {
    const first = await startApiProcess(url);
    running.push(first);
    const clients = org.members.map(() => new HttpClient());
    await Promise.all(clients.map((c, i) => c.signIn(first.url, org.members[i]?.email ?? '')));

    const attempts: Attempt[] = Array.from({ length: BURST }, (_, k) => {
      const sender = k % MEMBERS;
      return { sender, recipient: (sender + 1 + (k % (MEMBERS - 1))) % MEMBERS, amount: 1 + (k % 5), key: randomUUID(), status: null };
    });
    const send = async (base: string, a: Attempt) => {
      const res = await clients[a.sender]!.send(base, 'POST', '/api/transfers', {
        headers: { [IDEMPOTENCY_HEADER]: a.key },
        body: { recipientId: org.members[a.recipient]?.id, amount: a.amount, message: `Спасибо за помощь, запрос ${a.key.slice(0, 8)}` },
      });
      a.status = res.status;
      a.transferId = (res.body as { id?: number }).id;
    };

    let answered = 0;
    let killed: Promise<void> | null = null;
    const limit = pLimit(25);
    await Promise.allSettled(
      attempts.map((a) =>
        limit(async () => {
          if (killed) return;
          try {
            await send(first.url, a);
            answered += 1;
            if (answered === KILL_AFTER) killed = first.kill();
          } catch {
            // No answer: the process died with this request in flight (or before it was sent).
          }
        }),
      ),
    );
    await killed;
    const unanswered = attempts.filter((a) => a.status === null);
    expect(unanswered.length).toBeGreaterThan(0);
    expect(answered).toBeGreaterThanOrEqual(KILL_AFTER);

    const second = await startApiProcess(url);
    running.push(second);
    const replay = pLimit(10);
    await Promise.all(unanswered.map((a) => replay(() => send(second.url, a))));
    // A few answered ones again: the same key gives back the same transfer, nothing new.
    const again = attempts.filter((a) => a.status !== null && !unanswered.includes(a)).slice(0, 10);
    for (const a of again) {
      const before = a.transferId;
      await send(second.url, a);
      expect(a.transferId).toBe(before);
    }
    console.log(`crash test: ${answered} answered before the kill, ${unanswered.length} replayed after the restart`);

    for (const a of attempts) expect([200, 201], `${a.key}: ${a.status}`).toContain(a.status);

    const report = await checkLedgerInvariants(db);
    expect(report.problems).toEqual([]);
    const [dupes] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from (select sender_id, idempotency_key from transactions group by 1, 2 having count(*) > 1) d`,
    );
    expect(dupes?.n).toBe(0);
    const [made] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from transactions t join users u on u.id = t.sender_id where u.current_organization_id = ${org.id} and t.type = 'between_users'`,
    );
    expect(made?.n).toBe(BURST);

    const rows = await queryRows<{ user_id: number; kind: string; balance: string }>(
      db,
      sql`select user_id, kind, balance::text from accounts where period_id = ${org.periodId} and kind in ('distribution', 'income')`,
    );
    const expected = new Map<string, number>();
    org.members.forEach((m) => {
      expected.set(`${m.id}:distribution`, ACCRUAL);
      expected.set(`${m.id}:income`, 0);
    });
    for (const a of attempts) {
      const from = `${org.members[a.sender]?.id}:distribution`;
      const to = `${org.members[a.recipient]?.id}:income`;
      expected.set(from, (expected.get(from) ?? 0) - a.amount);
      expected.set(to, (expected.get(to) ?? 0) + a.amount);
    }
    const actual = new Map(rows.map((r) => [`${r.user_id}:${r.kind}`, Number(r.balance)]));
    for (const [key, value] of expected) expect(actual.get(key) ?? 0, key).toBe(value);
  }, 300_000);
});
