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
});
