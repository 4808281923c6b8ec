import type { PrivilegedEntry, ShownRole } from '@gratia/contracts';

/**
 * Every navigation destination of SPEC §2 (sidebar order), with the screens of the controller's
 * approvals and the manager's redistribution (SPEC §6 roles, docs/decisions/0023) after participants.
 */
export type NavId =
  | 'thanks'
  | 'events'
  | 'history'
  | 'challenges'
  | 'surveys'
  | 'awards'
  | 'market'
  | 'employees'
  | 'approvals'
  | 'redistribution'
  | 'analytics'
  | 'organization'
  | 'superAdmin';

/** One entry to render: id, destination path (with the organization id filled in), i18n key in `shell`. */
export interface NavItem {
  id: NavId;
  to: string;
  labelKey: `nav.${NavId}`;
}

/** Who is looking and what exists (the inputs of {@link navigationFor}). */
export interface NavContextInput {
  /** Shown role (SPEC §6): 'organization' needs admin, 'superAdmin' needs superuser. */
  role: ShownRole;
  /** True when the member has a role-A entry in the current organization (a superuser may have one too). */
  isAdmin: boolean;
  /**
   * The member's role codes in the current organization (`privileged[].role` of the profile):
   * 'approvals' needs 'C' or 'A', 'redistribution' needs 'M'. Absent: none.
   */
  roles?: readonly PrivilegedEntry['role'][];
  /** The current organization; the organization entry needs it. */
  organizationId: number | null;
  /** GET markets available returned a non-empty list (SPEC §2: market only if any market is available). */
  marketsAvailable: boolean;
  /**
   * Whether the app has a screen at this path (the web app passes its route table). A destination
   * whose screen does not exist yet is not shown, so no entry leads to the /main fallback.
   */
  isRegistered: (path: string) => boolean;
  /**
   * Whether the app's screen at this path is for admins only (behind its admin guard): such a
   * destination is shown to admins only, so no entry leads a member to a redirect — /analytics
   * while all its reports are admins' (docs/decisions/0041). Absent: none is.
   */
  isAdminOnly?: (path: string) => boolean;
}

/** The navigation of each device (SPEC §2 Sidebar order, Bottom bars). */
export interface Navigation {
  /** Desktop sidebar, SPEC order. */
  sidebar: NavItem[];
  /** Tablet bottom bar and its More menu. */
  tablet: { bar: NavItem[]; more: NavItem[] };
  /** Phone bottom bar and its More menu. */
  phone: { bar: NavItem[]; more: NavItem[] };
}

/** SPEC §2 sidebar order; the role screens (approvals, redistribution) follow participants. */
export const SIDEBAR_ORDER: readonly NavId[] = [
  'thanks',
  'events',
  'history',
  'challenges',
  'surveys',
  'awards',
  'market',
  'employees',
  'approvals',
  'redistribution',
  'analytics',
  'organization',
  'superAdmin',
];
/** SPEC §2 tablet bottom bar (before More). */
export const TABLET_BAR: readonly NavId[] = ['thanks', 'events', 'history', 'challenges', 'analytics', 'organization', 'superAdmin'];
/** SPEC §2 tablet More menu; the role screens follow participants. */
export const TABLET_MORE: readonly NavId[] = ['surveys', 'market', 'employees', 'approvals', 'redistribution', 'awards', 'superAdmin'];
/** SPEC §2 phone bottom bar (before More). */
export const PHONE_BAR: readonly NavId[] = ['events', 'organization', 'thanks', 'history'];
/** SPEC §2 phone More menu; the role screens follow participants. */
export const PHONE_MORE: readonly NavId[] = ['challenges', 'surveys', 'market', 'employees', 'approvals', 'redistribution', 'analytics', 'awards', 'superAdmin'];

const STATIC_PATHS: Record<Exclude<NavId, 'organization'>, string> = {
  thanks: '/new_transfer',
  events: '/feed',
  history: '/history',
  challenges: '/challenges',
  surveys: '/surveys',
  awards: '/awards',
  market: '/market',
  employees: '/employees',
  approvals: '/approvals',
  redistribution: '/redistribution',
  analytics: '/analytics',
  superAdmin: '/global_admin',
};

/** The path of a destination; the organization entry is /organization_administration/{organizationId}. */
export function navPath(id: NavId, organizationId: number | null): string | null {
  if (id === 'organization') return organizationId === null ? null : `/organization_administration/${organizationId}`;
  return STATIC_PATHS[id];
}

/**
 * The entries each device shows (SPEC §2, §6): market only when markets are available,
 * organization only for admins (role A), approvals only for controllers and admins (role C or A),
 * redistribution only for managers (role M), super admin only for superusers, and only destinations
 * whose screen exists — a screen for admins only (`isAdminOnly`, e.g. /analytics while its reports
 * are all admins') only to admins. SPEC lists super admin in both the tablet bar and its More menu; it is
 * shown once, in the bar.
 */
export function navigationFor(input: NavContextInput): Navigation {
  const roles = new Set(input.roles ?? []);
  const visible = (id: NavId): NavItem | null => {
    if (id === 'market' && !input.marketsAvailable) return null;
    if (id === 'organization' && !input.isAdmin) return null;
    if (id === 'approvals' && !(input.isAdmin || roles.has('C') || roles.has('A'))) return null;
    if (id === 'redistribution' && !roles.has('M')) return null;
    if (id === 'superAdmin' && input.role !== 'superuser') return null;
    const to = navPath(id, input.organizationId);
    if (to === null || !input.isRegistered(to)) return null;
    if (!input.isAdmin && input.isAdminOnly?.(to)) return null;
    return { id, to, labelKey: `nav.${id}` };
  };
  const list = (ids: readonly NavId[], exclude: ReadonlySet<NavId> = new Set()) =>
    ids.filter((id) => !exclude.has(id)).flatMap((id) => {
      const item = visible(id);
      return item ? [item] : [];
    });
  const tabletBar = list(TABLET_BAR);
  return {
    sidebar: list(SIDEBAR_ORDER),
    tablet: { bar: tabletBar, more: list(TABLET_MORE, new Set(tabletBar.map((i) => i.id))) },
    phone: { bar: list(PHONE_BAR), more: list(PHONE_MORE) },
  };
}
