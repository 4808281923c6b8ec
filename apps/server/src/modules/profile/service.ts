/** Profile of the signed-in user (SPEC §3 Profile info). */
import { and, count, eq } from 'drizzle-orm';
import type { Language, ProfileInfo, ProfileSettings } from '@gratia/contracts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { listPrivilegedEntries } from '../roles/index.ts';
import { memberships, profiles, users } from '../users/index.ts';
import { activeMembership } from '../people/index.ts';

/**
 * ProfileInfo of `userId`: superuser flag, privileged entries of `organizationId` (the current
 * organization; none when null) and the profile. 404 USER_NOT_FOUND if the user is gone.
 */
export async function getProfileInfo(db: Executor, userId: number, organizationId: number | null): Promise<ProfileInfo> {
  const [row] = await db
    .select({
      id: users.id,
      superuser: users.superuser,
      firstName: profiles.firstName,
      surname: profiles.surname,
      nickname: profiles.nickname,
      tgName: profiles.tgName,
      tgId: profiles.tgId,
      photo: profiles.photo,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new AppError('USER_NOT_FOUND', 'User is not found');
  const privileged = organizationId === null ? [] : await listPrivilegedEntries(db, userId, organizationId);
  const [communities] = await db.select({ n: count() }).from(memberships).where(and(eq(memberships.userId, userId), activeMembership('memberships')));
  return {
    id: row.id,
    superuser: row.superuser,
    privileged,
    communities: Number(communities?.n ?? 0),
    profile: {
      firstName: row.firstName,
      surname: row.surname,
      nickname: row.nickname,
      tgName: row.tgName,
      tgId: row.tgId,
      photo: row.photo,
      organizationId,
    },
  };
}

/**
 * The caller's settings (SPEC §7 'GET profile settings'): the chosen language and whether they are
 * e-mailed when thanked. 404 USER_NOT_FOUND if the user is gone.
 */
export async function getProfileSettings(db: Executor, userId: number): Promise<ProfileSettings> {
  const [row] = await db.select({ language: users.language, emailOnThanks: users.emailOnThanks }).from(users).where(eq(users.id, userId));
  if (!row) throw new AppError('USER_NOT_FOUND', 'User is not found');
  return { details: { language: row.language === 'en' ? 'en' : 'ru', emailOnThanks: row.emailOnThanks } };
}

/** Settings a request changes; a field left out keeps its saved value. */
export interface ProfileSettingsChange {
  language?: Language | undefined;
  emailOnThanks?: boolean | undefined;
}

/**
 * Saves the given settings of the caller (PUT and PATCH /api/profile/settings; the body schemas
 * refuse a language other than ru/en and a non-boolean `emailOnThanks`) and returns them all.
 * Nothing given: nothing written.
 */
export async function updateProfileSettings(db: Executor, userId: number, change: ProfileSettingsChange): Promise<ProfileSettings> {
  const set: { language?: Language; emailOnThanks?: boolean } = {};
  if (change.language !== undefined) set.language = change.language;
  if (change.emailOnThanks !== undefined) set.emailOnThanks = change.emailOnThanks;
  if (Object.keys(set).length > 0) await db.update(users).set(set).where(eq(users.id, userId));
  return getProfileSettings(db, userId);
}
