import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { hookHarness, json } from '../testing/hookHarness.tsx';
import { mailtoUrl, NO_CONTACTS, telegramUrl, useContacts } from './hooks.ts';

/** The harness under an app-wide swr `onError` (ApiProvider's error toast), to see whether a failure reaches it. */
function setup(handler: Parameters<typeof hookHarness>[0]) {
  const onError = vi.fn();
  const harness = hookHarness(handler);
  const Inner = harness.wrapper;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ onError }}>
      <Inner>{children}</Inner>
    </SWRConfig>
  );
  return { ...harness, wrapper, onError };
}

describe('useContacts (GET /api/instance/contacts)', () => {
  it('gives the installation’s contacts, none until they arrive', async () => {
    const { calls, wrapper } = setup(() => json(200, { feedbackEmail: 'support@romashka.ru', telegram: 'romashka_help' }));
    const { result } = renderHook(() => useContacts(), { wrapper });
    expect(result.current.contacts).toEqual(NO_CONTACTS);
    await waitFor(() => expect(result.current.contacts).toEqual({ feedbackEmail: 'support@romashka.ru', telegram: 'romashka_help' }));
    expect(result.current.isLoading).toBe(false);
    expect(calls.map((c) => c.url)).toEqual(['/api/instance/contacts']);
  });

  it('a failed call means no contacts, without the app’s error toast and without retrying', async () => {
    const { calls, wrapper, onError } = setup(() => json(500, { error: { code: 'INTERNAL', message: 'x' } }));
    const { result } = renderHook(() => useContacts(), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.contacts).toEqual(NO_CONTACTS);
    expect(onError).not.toHaveBeenCalled();
    expect(calls).toHaveLength(1);
  });

  it('links: mailto: and https://t.me/ without the @', () => {
    expect(mailtoUrl('support@romashka.ru')).toBe('mailto:support@romashka.ru');
    expect(telegramUrl('@romashka_help')).toBe('https://t.me/romashka_help');
    expect(telegramUrl('romashka_help')).toBe('https://t.me/romashka_help');
  });
});
