import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { ProfileInfo } from '@gratia/contracts';
import { RequireAdmin, RequireNoOrganization, RequireOrganization, RequireRoles, RequireSuperuser } from './guards.tsx';
import { RequireAuth } from './RequireAuth.tsx';
import { FeaturesStoryProvider } from '../../testing/FeaturesStoryProvider.tsx';
import { meAdmin, meController, meManager, meSuperuser, meUser } from '../../testing/fixtures.ts';
import { errorReply, type MockHandler } from '../../testing/mockFetch.ts';

/** Shows where the router ended up. */
function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(route: string, me: ProfileInfo | MockHandler) {
  return render(
    <FeaturesStoryProvider lang="en" route={route} handlers={{ 'GET /api/profile/me': me }} toasts={false}>
      <Routes>
        <Route path="/login" element={<Where />} />
        <Route path="/challenge/:id/public" element={<Where />} />
        <Route element={<RequireAuth />}>
          <Route element={<RequireNoOrganization />}>
            <Route path="/onboarding" element={<Where />} />
          </Route>
          <Route element={<RequireOrganization />}>
            <Route path="/main" element={<Where />} />
            <Route path="/feed" element={<Where />} />
            <Route path="/challenge/:id" element={<Where />} />
            <Route element={<RequireAdmin />}>
              <Route path="/organization_administration/:organizationId" element={<Where />} />
              <Route path="/organization_administration_settings/:organizationId/:name" element={<Where />} />
            </Route>
            <Route element={<RequireSuperuser />}>
              <Route path="/global_admin" element={<Where />} />
            </Route>
            <Route element={<RequireRoles roles={['C', 'A']} />}>
              <Route path="/approvals" element={<Where />} />
            </Route>
            <Route element={<RequireRoles roles={['M']} />}>
              <Route path="/redistribution" element={<Where />} />
            </Route>
          </Route>
        </Route>
      </Routes>
    </FeaturesStoryProvider>,
  );
}

const where = async () => (await screen.findByTestId('where')).textContent;
const noOrg: ProfileInfo = { ...meUser, profile: { ...meUser.profile, organizationId: null } };
const org = meUser.profile.organizationId;

describe('shell guards (SPEC §2, §6, §8)', () => {
  it('not signed in: /login, keeping the query and where to go back', async () => {
    renderAt('/feed?filter=winners', errorReply('UNAUTHORIZED', 401));
    expect(await where()).toBe(`/login?filter=winners&next=${encodeURIComponent('/feed?filter=winners')}`);
  });
  it('not signed in on /main: /login with nothing to go back to', async () => {
    renderAt('/main', errorReply('UNAUTHORIZED', 401));
    expect(await where()).toBe('/login');
  });
  it('not signed in on a challenge share link: its public page, not /login (SPEC §8 exception; docs/decisions/0043)', async () => {
    renderAt('/challenge/5?uuid=6f1c2b9e-4d3a-4e5f-9a8b-7c6d5e4f3a2b', errorReply('UNAUTHORIZED', 401));
    expect(await where()).toBe('/challenge/5/public?uuid=6f1c2b9e-4d3a-4e5f-9a8b-7c6d5e4f3a2b');
  });
  it('not signed in on a challenge without a uuid: /login', async () => {
    renderAt('/challenge/5', errorReply('UNAUTHORIZED', 401));
    expect(await where()).toBe(`/login?next=${encodeURIComponent('/challenge/5')}`);
  });
  it('signed in on a challenge share link: the normal challenge page', async () => {
    renderAt('/challenge/5?uuid=6f1c2b9e-4d3a-4e5f-9a8b-7c6d5e4f3a2b', meUser);
    expect(await where()).toBe('/challenge/5?uuid=6f1c2b9e-4d3a-4e5f-9a8b-7c6d5e4f3a2b');
  });
  it('signed in: the route opens', async () => {
    renderAt('/feed', meUser);
    expect(await where()).toBe('/feed');
  });
  it('a member without an organization goes to /onboarding from any main-layout path', async () => {
    renderAt('/feed', noOrg);
    expect(await where()).toBe('/onboarding');
  });
  it('/onboarding with an organization goes to /main', async () => {
    renderAt('/onboarding', meUser);
    expect(await where()).toBe('/main');
  });
  it('organization administration without role A goes to /feed', async () => {
    renderAt(`/organization_administration/${org}`, meUser);
    expect(await where()).toBe('/feed');
  });
  it('organization settings without role A go to /feed; a superuser without role A too', async () => {
    renderAt(`/organization_administration_settings/${org}/periods?openPeriodCreation`, meSuperuser);
    expect(await where()).toBe('/feed');
  });
  it('an admin opens the organization pages, and another organization’s id becomes their own', async () => {
    const { unmount } = renderAt(`/organization_administration_settings/${org}/periods?openPeriodCreation`, meAdmin);
    expect(await where()).toBe(`/organization_administration_settings/${org}/periods?openPeriodCreation`);
    unmount();
    renderAt('/organization_administration/999', meAdmin);
    expect(await where()).toBe(`/organization_administration/${org}`);
  });
  it('/global_admin is for superusers only', async () => {
    const { unmount } = renderAt('/global_admin', meAdmin);
    expect(await where()).toBe('/feed');
    unmount();
    renderAt('/global_admin', meSuperuser);
    expect(await where()).toBe('/global_admin');
  });
  it('/approvals is for controllers and admins, /redistribution for managers; the others go to /feed', async () => {
    const cases: [ProfileInfo, string, string][] = [
      [meController, '/approvals', '/approvals'],
      [meAdmin, '/approvals', '/approvals'],
      [meManager, '/approvals', '/feed'],
      [meUser, '/approvals', '/feed'],
      [meSuperuser, '/approvals', '/feed'],
      [meManager, '/redistribution', '/redistribution'],
      [meAdmin, '/redistribution', '/feed'],
      [meController, '/redistribution', '/feed'],
    ];
    for (const [me, path, expected] of cases) {
      const { unmount } = renderAt(path, me);
      expect(await where(), `${me.privileged.map((p) => p.role).join(',') || 'user'} on ${path}`).toBe(expected);
      unmount();
    }
  });
});
