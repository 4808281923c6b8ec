/**
 * Who is calling (ARCHITECTURE "Auth"): the caller of a request as the auth module's sessions
 * resolve it, and how long a session lives. The sessions themselves are the auth module's.
 */

/** Session lifetime: 30 days, in seconds. */
export const SESSION_TTL_SECONDS = 30 * 24 * 3600;

/** Who is calling: the session, the user and their current organization (null if none or no longer a member). */
export interface AuthContext {
  sessionId: number;
  userId: number;
  organizationId: number | null;
}
