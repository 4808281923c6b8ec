/**
 * The demo's challenges (src/seed/challenges.ts; docs/decisions/0039): made through the services on
 * a fresh community, they cover every state — deferred, active with reports (accepted, rejected
 * with a reason, waiting), voting with likes, completed with winners, closed, community-sponsored,
 * published with nobody yet, reception closed, deleted: every analytics state (docs/decisions/0041)
 * — and leave the ledger balanced.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Db } from '../../src/db/client.ts';
import { challengesReportPage } from '../../src/modules/analytics/index.ts';
import { checkLedgerInvariants } from '../../src/modules/ledger/index.ts';
import { seedChallenges } from '../../src/seed/challenges.ts';
import { createOrg, createTestDb } from '../helpers.ts';

let db: Db;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ db, cleanup } = await createTestDb());
});
afterAll(async () => cleanup());

describe('demo challenges', () => {
  it('seeds challenges in every state with a balanced ledger', async () => {
    const org = await createOrg(db, { name: 'Demo', members: 16, accrual: 120 });
    const ids = org.members.map((m) => m.id);
    const made = await seedChallenges(db, { organizationId: org.id, adminId: ids[0]!, memberIds: ids.slice(1), now: new Date() });
    expect(made).toBe(14);
    const rows = await queryRows<{ status: string; completion_reason: string | null; from_organization: boolean; winner_rule: string; winners: number; reports: number; rejected: number; likes: number }>(
      db,
      sql`select c.status, c.completion_reason, c.from_organization, c.winner_rule, c.winners_count as winners,
                 (select count(*)::int from challenge_reports r where r.challenge_id = c.id) as reports,
                 (select count(*)::int from challenge_reports r where r.challenge_id = c.id and r.state = 'rejected' and r.reason is not null) as rejected,
                 (select count(*)::int from challenge_report_likes l join challenge_reports r on r.id = l.report_id where r.challenge_id = c.id) as likes
          from challenges c where c.organization_id = ${org.id} and c.deleted_at is null order by c.id`,
    );
    expect(rows.map((r) => r.status).sort()).toEqual(['active', 'active', 'active', 'active', 'active', 'active', 'active', 'active', 'active', 'active', 'completed', 'completed', 'deferred']);
    expect(rows.some((r) => r.completion_reason === 'places_filled' && r.winners === 3)).toBe(true);
    expect(rows.some((r) => r.completion_reason === 'closed')).toBe(true);
    expect(rows.some((r) => r.status === 'active' && r.winner_rule === 'organizer' && r.reports >= 3 && r.rejected === 1 && r.winners === 1)).toBe(true);
    expect(rows.some((r) => r.winner_rule === 'voting' && r.likes > 0)).toBe(true);
    expect(rows.filter((r) => r.from_organization)).toHaveLength(8);
    // Every analytics state has a demo challenge (docs/decisions/0041).
    const report = await challengesReportPage(db, org.id, { limit: 100 });
    expect(new Set(report.items.map((r) => r.state))).toEqual(new Set(['deferred', 'published', 'reports', 'finalizing', 'ended', 'deleted']));
    expect(report.summary?.count).toBe(14);
    // A chain of three steps that members are partway through (docs/decisions/0043).
    const [chain] = await queryRows<{ steps: number; challenges: number; finishers: number }>(
      db,
      sql`select count(distinct c.chain_step)::int as steps, count(*)::int as challenges,
                 (select count(distinct r.user_id)::int from challenge_reports r join challenges x on x.id = r.challenge_id where x.chain_id = ch.id and x.chain_step = 2) as finishers
          from challenge_chains ch join challenges c on c.chain_id = ch.id where ch.organization_id = ${org.id} group by ch.id`,
    );
    expect(chain).toEqual({ steps: 3, challenges: 4, finishers: 1 });
    // A referral challenge with newcomers brought in, one no longer counted (docs/decisions/0045).
    const referral = await challengesReportPage(db, org.id, { limit: 100, kind: 'referrals' });
    expect(referral.items).toHaveLength(1);
    expect(referral.items[0]?.referrals?.counted).toBeGreaterThanOrEqual(3);
    expect(referral.items[0]?.referrals?.joined).toBeGreaterThanOrEqual(referral.items[0]?.referrals?.counted ?? 0);
    expect((await checkLedgerInvariants(db)).problems).toEqual([]);
  });
});
