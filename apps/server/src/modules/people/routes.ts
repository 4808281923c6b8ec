/**
 * Routes of the people area (SPEC §2 /employees, /profile, /other_profile/{id}, Organization
 * settings 'structure'; §7 profile, departments, departments tree, employees, colleagues;
 * docs/decisions/0020). Every answer is about the caller's current organization only.
 */
import type { Db } from '../../db/client.ts';
import { requireOrg, type Handlers } from '../../http/routing.ts';
import type { AuthContext } from '../../http/session.ts';
import { directoryPage } from './directory.ts';
import { createDivision, deleteDivision, listDivisionTree, updateDivision } from './divisions.ts';
import { adminEmployeesPage, blockEmployee, createEmployee, fireEmployee, updateEmployee, type OnMemberJoined } from './employees.ts';
import type { Caller } from './fragments.ts';
import { personProfile, updateOwnProfile } from './profile.ts';

type PeopleRoute =
  | 'directory'
  | 'personProfile'
  | 'updateOwnProfile'
  | 'divisions'
  | 'createDivision'
  | 'updateDivision'
  | 'deleteDivision'
  | 'adminEmployees'
  | 'createEmployee'
  | 'updateEmployee'
  | 'fireEmployee'
  | 'blockEmployee';

/** What the people routes need from other areas: what to do when someone is hired into an organization. */
export interface PeopleDeps {
  /** Runs inside the hiring transaction (the active period's accrual for the new member). */
  onMemberJoined?: OnMemberJoined | undefined;
}

/** The caller and their current organization; 403 FORBIDDEN without one. */
const callerOf = (auth: AuthContext): Caller => ({ organizationId: requireOrg(auth), userId: auth.userId });

/**
 * GET /api/employees → DirectoryPage: active members (fired ones under `status=fired`, blocked ones
 * never), infix search on visible names, status and division (with sub-divisions) filters, keyset
 * pages by surname, first name and id, `total`.
 * GET /api/employees/profile?id= → PersonProfile with the person's visibility applied for anyone
 * else; 404 NOT_FOUND for a non-member, a blocked member or another tenant's id.
 * PATCH /api/profile → the caller's own PersonProfile after the edit (400 on `nickname` when
 * neither a nickname nor a visible Telegram nickname would remain; 422 IMAGE_NOT_FOUND for a photo
 * that is not an unused avatar of theirs).
 * GET /api/divisions → the tree in order with sizes; POST / PATCH / DELETE /api/divisions (admins)
 * create, rename or move (409 DIVISION_CYCLE), delete an empty one (409 DIVISION_NOT_EMPTY); a
 * parent of another organization is 404.
 * GET /api/admin/employees (admins) → the employee table, offset pages with `total`; POST hires
 * (409 EMPLOYEE_EXISTS, CONTACT_TAKEN), PATCH edits and moves (409 CONTACT_TAKEN, 400 on `email`
 * without a way to sign in), POST …/fire and …/block (409 SELF_ACTION for the caller's own id).
 * Admin routes are checked by the route table (`admin: true`, 403 FORBIDDEN).
 */
export function peopleHandlers(db: Db, deps: PeopleDeps = {}): Pick<Handlers, PeopleRoute> {
  return {
    directory: async ({ auth, query }) => directoryPage(db, requireOrg(auth), query),
    personProfile: async ({ auth, query }) => personProfile(db, callerOf(auth), query.id),
    updateOwnProfile: async ({ auth, body }) => updateOwnProfile(db, callerOf(auth), body),
    divisions: async ({ auth }) => ({ items: await listDivisionTree(db, requireOrg(auth)) }),
    createDivision: async ({ auth, body }) => createDivision(db, requireOrg(auth), body),
    updateDivision: async ({ auth, query, body }) => updateDivision(db, requireOrg(auth), query.id, body),
    deleteDivision: async ({ auth, query }) => {
      await deleteDivision(db, requireOrg(auth), query.id);
      return { ok: true as const };
    },
    adminEmployees: async ({ auth, query }) => adminEmployeesPage(db, requireOrg(auth), query),
    createEmployee: async ({ auth, body }) => createEmployee(db, callerOf(auth), body, deps.onMemberJoined),
    updateEmployee: async ({ auth, query, body }) => updateEmployee(db, callerOf(auth), query.id, body),
    fireEmployee: async ({ auth, query, body }) => fireEmployee(db, callerOf(auth), query.id, body.firedOn),
    blockEmployee: async ({ auth, query, body }) => blockEmployee(db, callerOf(auth), query.id, body.blocked),
  };
}
