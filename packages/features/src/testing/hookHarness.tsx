import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { ApiClientProvider, createApiClient } from '../api/index.ts';

/** A mock `fetch` answer: a response for the request's URL and init. */
export type HookHandler = (url: string, init: RequestInit) => Promise<Response> | Response;

/**
 * Harness of the hook tests: an API `client` over `handler` (every request is logged in `calls`),
 * and a `wrapper` with a fresh swr cache and that client, for `renderHook`.
 */
export function hookHarness(handler: HookHandler) {
  const calls: { url: string; init: RequestInit }[] = [];
  const client = createApiClient({
    fetch: async (input, init = {}) => {
      const url = String(input);
      calls.push({ url, init });
      return handler(url, init);
    },
    readCookie: () => 'csrf',
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ApiClientProvider client={client}>{children}</ApiClientProvider>
    </SWRConfig>
  );
  return { calls, client, wrapper };
}

/** A JSON `Response` with `status`. */
export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
