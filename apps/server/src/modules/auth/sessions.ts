/**
 * Server-side sessions (ARCHITECTURE "Auth"): the `gratia_session` cookie holds 32 random bytes;
 * the database keeps only their SHA-256. A session lasts {@link SESSION_TTL_SECONDS}.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryPrepared } from '../../db/prepared.ts';
import { SESSION_TTL_SECONDS, type AuthContext } from '../../http/session.ts';
import { memberships, users } from '../users/index.ts';
import { activeMembership } from '../people/index.ts';
import { sessions } from './schema.ts';

/** SHA-256 (hex) of a session token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Creates a session for `userId`; returns the cookie value (never stored) and the session id. */
export async function createSession(db: Executor, userId: number): Promise<{ token: string; id: number }> {
  const token = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(sessions)
    .values({ tokenHash: hashToken(token), userId, expiresAt: new Date(Date.now() + SESSION_TTL_SECONDS * 1000) })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned nothing');
  return { token, id: row.id };
}

/** Deletes the session whose cookie value is `token` (no-op when unknown). */
export async function destroySession(db: Executor, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/**
 * Resolves a cookie value to its live session, user and current organization; null when unknown,
 * expired, or the user is fired or blocked in their current organization. Runs on every API request, as a prepared statement (db/prepared.ts).
 */
export async function loadAuth(db: Executor, token: string | undefined): Promise<AuthContext | null> {
  if (!token || token.length > 100) return null;
  const [row] = await queryPrepared<{ session_id: number; user_id: number; organization_id: number | null; suspended: boolean }>(
    db,
    sql`select s.id as session_id, s.user_id, m.organization_id, (m.id is not null and not ${activeMembership('m')}) as suspended
        from sessions s
        join users u on u.id = s.user_id
        left join memberships m on m.user_id = u.id and m.organization_id = u.current_organization_id
        where s.token_hash = ${hashToken(token)} and s.expires_at > now()
        limit 1`,
  );
  // A member fired or blocked in their current community is signed out there at once (decision 0020).
  if (!row || row.suspended) return null;
  return { sessionId: Number(row.session_id), userId: Number(row.user_id), organizationId: row.organization_id === null ? null : Number(row.organization_id) };
}

/** The user's current organization if they are still a member of it, else null. */
export async function loadCurrentOrganization(db: Executor, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ organizationId: memberships.organizationId })
    .from(users)
    .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.organizationId, users.currentOrganizationId)))
    .where(eq(users.id, userId));
  return row?.organizationId ?? null;
}
