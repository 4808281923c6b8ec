/**
 * The caller's communities and the organization change flow (SPEC §4 Organization change, §7
 * 'GET user organizations', 'POST change organization', 'POST change organization verify').
 * A switch needs a one-time code (6 digits, 10 minutes, 5 tries)
 * sent to the user's channel like a sign-in code: an action code of the auth module under the
 * login `ORG-CHANGE:<userId>`.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { ChangeOrganizationResponse, UserOrganization } from '@gratia/contracts';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { checkActionCode, issueActionCode, useActionCode, type AuthDeps } from '../auth/index.ts';
import { organizations } from '../organization/index.ts';
import { memberships, profiles, users } from '../users/index.ts';
import { activeMembership } from '../people/index.ts';

/** The `one_time_codes.login` of a user's organization change codes. */
export const changeLogin = (userId: number) => `ORG-CHANGE:${userId}`;

/** The hash domain of organization change codes. */
const CODE_DOMAIN = 'org-change';

/** The organizations `userId` is an active member of (not fired, not blocked; decision 0020), by name; `isCurrent` marks `currentOrganizationId`. */
export async function listUserOrganizations(db: Executor, userId: number, currentOrganizationId: number | null): Promise<UserOrganization[]> {
  const rows = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(and(eq(memberships.userId, userId), activeMembership('memberships')))
    .orderBy(asc(organizations.name), asc(organizations.id));
  return rows.map((r) => ({ ...r, isCurrent: r.id === currentOrganizationId }));
}

async function isMember(db: Executor, userId: number, organizationId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.organizationId, organizationId), activeMembership('memberships')));
  return Boolean(row);
}

/**
 * Starts a switch of `userId` to `organizationId`: sends a code and remembers the target.
 * Not an active member of it (fired or blocked there included) → 403 FORBIDDEN (nothing is written); already current → 400 VALIDATION_ERROR;
 * more than 5 requests in 10 minutes → 429 RATE_LIMITED.
 * Earlier pending change codes of the user stop working.
 */
export async function requestOrganizationChange(
  db: Db,
  deps: AuthDeps,
  userId: number,
  currentOrganizationId: number | null,
  organizationId: number,
): Promise<ChangeOrganizationResponse> {
  if (!(await isMember(db, userId, organizationId))) throw new AppError('FORBIDDEN', 'Not a member of this organization');
  if (organizationId === currentOrganizationId) throw new AppError('VALIDATION_ERROR', 'This organization is already the current one');
  const [user] = await db
    .select({ email: users.email, tgId: profiles.tgId })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  const sent = await issueActionCode(db, deps, {
    login: changeLogin(userId),
    domain: CODE_DOMAIN,
    userId,
    organizationId,
    email: user?.email ?? null,
    tgId: user?.tgId ?? null,
    purpose: 'confirm',
  });
  return { status: 'code_sent', ...sent };
}

/**
 * Confirms the pending switch of `userId` with `code` and makes its organization current.
 * No pending request, expired or out of tries → 400 CODE_EXPIRED; wrong code → 400 INVALID_CODE
 * (details.attemptsLeft); no longer a member → 403 FORBIDDEN. AUTH_TEST_CODE (tests only) is
 * accepted for a pending request.
 */
export async function verifyOrganizationChange(db: Db, deps: AuthDeps, userId: number, code: string): Promise<{ organizationId: number }> {
  const checked = await checkActionCode(db, deps, changeLogin(userId), CODE_DOMAIN, code);
  const target = checked.organizationId;
  if (target === null) throw new AppError('CODE_EXPIRED', 'No pending organization change; request a new code');
  return db.transaction(async (tx) => {
    await useActionCode(tx, checked);
    if (!(await isMember(tx, userId, target))) throw new AppError('FORBIDDEN', 'No longer a member of this organization');
    await tx.update(users).set({ currentOrganizationId: target }).where(eq(users.id, userId));
    return { organizationId: target };
  });
}
