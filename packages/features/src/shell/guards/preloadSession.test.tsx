import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOrganizationSettings } from '../../organization/index.ts';
import { useMe } from '../../profile/index.ts';
import { hookHarness, json } from '../../testing/hookHarness.tsx';
import { preloadSession } from './preloadSession.ts';

const me = { id: 2, superuser: false, privileged: [], communities: 1, profile: { firstName: 'Фёкла', surname: 'Морозова', organizationId: 1 } };

describe('preloadSession', () => {
  it('asks for the session, then the settings, and the guard reads both answers without asking again', async () => {
    const { calls, client, wrapper } = hookHarness((url) => json(200, url.endsWith('/profile/me') ? me : { name: 'Gratia Demo' }));
    preloadSession(client);
    await waitFor(() => expect(calls.map((c) => c.url)).toEqual(['/api/profile/me', '/api/organization/settings']));
    const { result } = renderHook(() => ({ me: useMe(), settings: useOrganizationSettings() }), { wrapper });
    await waitFor(() => expect(result.current.settings.data).toEqual({ name: 'Gratia Demo' }));
    expect(result.current.me.data).toEqual(me);
    expect(calls).toHaveLength(2);
  });

  it('does not ask for the settings when nobody is signed in, so no stale 401 waits for the first read after sign-in', async () => {
    const { calls, client, wrapper } = hookHarness(() => json(401, { error: { code: 'UNAUTHORIZED', message: 'Sign in' } }));
    preloadSession(client);
    const { result } = renderHook(() => useMe(), { wrapper });
    await waitFor(() => expect(result.current.error).toMatchObject({ code: 'UNAUTHORIZED' }));
    await new Promise((r) => setTimeout(r, 20));
    expect(calls.map((c) => c.url)).toEqual(['/api/profile/me']);
  });
});
