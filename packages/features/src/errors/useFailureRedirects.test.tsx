import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import useSWR, { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/index.ts';
import { json } from '../testing/hookHarness.tsx';
import { useFailureRedirects } from './useFailureRedirects.ts';

/** A client whose every call answers `status`. */
const failingClient = (status: number) => createApiClient({ fetch: async () => json(status, { error: { code: 'X', message: 'x' } }), readCookie: () => 'csrf' });

function Page({ children }: { children?: ReactNode }) {
  const location = useLocation();
  const cached = useSWR<string>('/api/profile/me', { revalidateOnMount: false, revalidateIfStale: false });
  return (
    <>
      <output data-testid="at">{location.pathname + location.search}</output>
      <output data-testid="cached">{cached.data ?? 'none'}</output>
      {children}
    </>
  );
}

function Root() {
  useFailureRedirects();
  return <Page />;
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <Root /> }], { initialEntries: [path] });
  const cache = new Map([['/api/profile/me', { data: 'Анна' }]]);
  render(
    <SWRConfig value={{ provider: () => cache as never }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
}

describe('useFailureRedirects (SPEC §8)', () => {
  it('a 401 drops the cached session data and goes to /login keeping the query', async () => {
    renderAt('/feed?tab=all');
    expect(screen.getByTestId('cached')).toHaveTextContent('Анна');
    await act(async () => {
      await failingClient(401).get('/api/feed').catch(() => undefined);
    });
    await waitFor(() => expect(screen.getByTestId('at')).toHaveTextContent('/login?tab=all'));
    expect(screen.getByTestId('cached')).toHaveTextContent('none');
  });

  it('an exception of the rule (the market pages) neither leaves nor drops the cache', async () => {
    renderAt('/market/3');
    await act(async () => {
      await failingClient(403).get('/api/markets/3').catch(() => undefined);
    });
    expect(screen.getByTestId('at')).toHaveTextContent('/market/3');
    expect(screen.getByTestId('cached')).toHaveTextContent('Анна');
  });

  it('other failures change nothing', async () => {
    renderAt('/feed');
    await act(async () => {
      await failingClient(500).get('/api/feed').catch(() => undefined);
    });
    expect(screen.getByTestId('at')).toHaveTextContent('/feed');
    expect(screen.getByTestId('cached')).toHaveTextContent('Анна');
  });

  it('a failed single challenge goes to /challenges?my=true, or from a share link to its public page (docs/decisions/0043)', async () => {
    renderAt('/challenge/5?uuid=6f1c2b9e-4d3a-4e5f-9a8b-7c6d5e4f3a2b');
    await act(async () => {
      await failingClient(404).get('/api/challenges/one?id=5').catch(() => undefined);
    });
    await waitFor(() => expect(screen.getByTestId('at')).toHaveTextContent('/challenge/5/public?uuid=6f1c2b9e-4d3a-4e5f-9a8b-7c6d5e4f3a2b'));
    cleanup();
    renderAt('/challenge/5');
    await act(async () => {
      await failingClient(404).get('/api/challenges/one?id=5').catch(() => undefined);
    });
    await waitFor(() => expect(screen.getByTestId('at')).toHaveTextContent('/challenges?my=true'));
  });
});
