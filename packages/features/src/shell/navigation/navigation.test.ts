import { describe, expect, it } from 'vitest';
import { navigationFor, type NavContextInput } from './navigation.ts';

const all = () => true;
const base: NavContextInput = { role: 'user', isAdmin: false, organizationId: 7, marketsAvailable: false, isRegistered: all };
const ids = (items: { id: string }[]) => items.map((i) => i.id);

describe('navigationFor (SPEC §2 sidebar and bottom bars, §6 roles)', () => {
  it('user without markets: SPEC order, no market, organization or super admin', () => {
    const nav = navigationFor(base);
    expect(ids(nav.sidebar)).toEqual(['thanks', 'events', 'history', 'challenges', 'surveys', 'awards', 'employees', 'analytics']);
    expect(ids(nav.tablet.bar)).toEqual(['thanks', 'events', 'history', 'challenges', 'analytics']);
    expect(ids(nav.tablet.more)).toEqual(['surveys', 'employees', 'awards']);
    expect(ids(nav.phone.bar)).toEqual(['events', 'thanks', 'history']);
    expect(ids(nav.phone.more)).toEqual(['challenges', 'surveys', 'employees', 'analytics', 'awards']);
  });
  it('markets available add market in sidebar and both More menus', () => {
    const nav = navigationFor({ ...base, marketsAvailable: true });
    expect(ids(nav.sidebar)).toEqual(['thanks', 'events', 'history', 'challenges', 'surveys', 'awards', 'market', 'employees', 'analytics']);
    expect(ids(nav.tablet.more)).toEqual(['surveys', 'market', 'employees', 'awards']);
    expect(ids(nav.phone.more)).toEqual(['challenges', 'surveys', 'market', 'employees', 'analytics', 'awards']);
  });
  it('admin gets organization → /organization_administration/{organization_id}', () => {
    const nav = navigationFor({ ...base, role: 'admin', isAdmin: true });
    expect(nav.sidebar.at(-1)).toEqual({ id: 'organization', to: '/organization_administration/7', labelKey: 'nav.organization' });
    expect(ids(nav.tablet.bar)).toEqual(['thanks', 'events', 'history', 'challenges', 'analytics', 'organization']);
    expect(ids(nav.phone.bar)).toEqual(['events', 'organization', 'thanks', 'history']);
    expect(ids(nav.sidebar)).not.toContain('superAdmin');
  });
  it('superuser gets super admin → /global_admin, once on the tablet (bar, not More)', () => {
    const nav = navigationFor({ ...base, role: 'superuser', marketsAvailable: true });
    expect(nav.sidebar.at(-1)).toEqual({ id: 'superAdmin', to: '/global_admin', labelKey: 'nav.superAdmin' });
    expect(ids(nav.sidebar)).not.toContain('organization');
    expect(ids(nav.tablet.bar).at(-1)).toBe('superAdmin');
    expect(ids(nav.tablet.more)).toEqual(['surveys', 'market', 'employees', 'awards']);
    expect(ids(nav.phone.more).at(-1)).toBe('superAdmin');
  });
  it('superuser who is also admin gets both', () => {
    const nav = navigationFor({ ...base, role: 'superuser', isAdmin: true });
    expect(ids(nav.sidebar).slice(-2)).toEqual(['organization', 'superAdmin']);
  });
  it('shows only destinations whose screens exist, and no organization entry without an organization', () => {
    const registered = new Set(['/new_transfer', '/feed', '/history']);
    const nav = navigationFor({ ...base, role: 'superuser', isAdmin: true, marketsAvailable: true, isRegistered: (p) => registered.has(p) });
    expect(ids(nav.sidebar)).toEqual(['thanks', 'events', 'history']);
    expect(nav.tablet.more).toEqual([]);
    expect(ids(navigationFor({ ...base, isAdmin: true, organizationId: null }).sidebar)).not.toContain('organization');
  });
  it('approvals after participants for controllers and admins, redistribution for managers; in both More menus', () => {
    const controller = navigationFor({ ...base, roles: ['C'] });
    expect(ids(controller.sidebar)).toEqual(['thanks', 'events', 'history', 'challenges', 'surveys', 'awards', 'employees', 'approvals', 'analytics']);
    expect(controller.sidebar.find((i) => i.id === 'approvals')).toEqual({ id: 'approvals', to: '/approvals', labelKey: 'nav.approvals' });
    expect(ids(controller.tablet.bar)).not.toContain('approvals');
    expect(ids(controller.tablet.more)).toEqual(['surveys', 'employees', 'approvals', 'awards']);
    expect(ids(controller.phone.more)).toEqual(['challenges', 'surveys', 'employees', 'approvals', 'analytics', 'awards']);

    const admin = navigationFor({ ...base, role: 'admin', isAdmin: true, roles: ['A'] });
    expect(ids(admin.sidebar)).toEqual(['thanks', 'events', 'history', 'challenges', 'surveys', 'awards', 'employees', 'approvals', 'analytics', 'organization']);

    const manager = navigationFor({ ...base, roles: ['M'] });
    expect(ids(manager.sidebar)).toEqual(['thanks', 'events', 'history', 'challenges', 'surveys', 'awards', 'employees', 'redistribution', 'analytics']);
    expect(manager.sidebar.find((i) => i.id === 'redistribution')?.to).toBe('/redistribution');
    expect(ids(manager.tablet.more)).toEqual(['surveys', 'employees', 'redistribution', 'awards']);
    expect(ids(manager.phone.more)).toEqual(['challenges', 'surveys', 'employees', 'redistribution', 'analytics', 'awards']);

    const both = navigationFor({ ...base, roles: ['M', 'C'], marketsAvailable: true });
    expect(ids(both.sidebar)).toEqual(['thanks', 'events', 'history', 'challenges', 'surveys', 'awards', 'market', 'employees', 'approvals', 'redistribution', 'analytics']);
  });
  it('role entries need their screens too, and a member without those roles never sees them', () => {
    const registered = new Set(['/new_transfer', '/feed', '/history', '/approvals']);
    const nav = navigationFor({ ...base, roles: ['M', 'C'], isRegistered: (p) => registered.has(p) });
    expect(ids(nav.sidebar)).toEqual(['thanks', 'events', 'history', 'approvals']);
    const member = navigationFor({ ...base, role: 'superuser', marketsAvailable: true, roles: [] });
    expect(ids(member.sidebar)).not.toContain('approvals');
    expect(ids(member.sidebar)).not.toContain('redistribution');
  });
  it('shows a screen for admins only to admins: analytics while all its reports are admins’ (docs/decisions/0041)', () => {
    const isAdminOnly = (p: string) => p === '/analytics';
    const member = navigationFor({ ...base, roles: ['M', 'C'], isAdminOnly });
    expect(ids(member.sidebar)).not.toContain('analytics');
    expect(ids(member.tablet.bar)).not.toContain('analytics');
    expect(ids(member.phone.more)).not.toContain('analytics');
    expect(ids(navigationFor({ ...base, role: 'superuser', isAdminOnly }).sidebar)).not.toContain('analytics');
    const admin = navigationFor({ ...base, role: 'admin', isAdmin: true, isAdminOnly });
    expect(admin.sidebar.find((i) => i.id === 'analytics')).toEqual({ id: 'analytics', to: '/analytics', labelKey: 'nav.analytics' });
    expect(ids(admin.tablet.bar)).toEqual(['thanks', 'events', 'history', 'challenges', 'analytics', 'organization']);
    expect(ids(admin.phone.more)).toContain('analytics');
  });
});
