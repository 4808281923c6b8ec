/**
 * A mock `fetch` for stories and tests (never the network): answers by `METHOD /api/path`
 * (query ignored unless a key with the exact query exists).
 */

/** Marks an explicit reply. A string key, not a symbol: Storybook clones parameters and drops symbol keys. */
const REPLY = '__mockReply';

/** An explicit reply: HTTP status and JSON body. */
export interface MockReplySpec {
  [REPLY]: true;
  status: number;
  body?: unknown;
  delayMs?: number;
}

/** A request as the handler sees it. */
export interface MockRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

/** What a handler may answer: JSON data (200), a {@link reply}, {@link pending}, or a function of the request. */
export type MockHandler = unknown;

/** An explicit status + body reply; `delayMs` delays it (ms). */
export function reply(status: number, body?: unknown, delayMs?: number): MockReplySpec {
  return { [REPLY]: true, status, body, delayMs };
}

/** The API's error shape with `code` (and optional `details`). */
export function errorReply(code: string, status = 400, details?: Record<string, unknown>): MockReplySpec {
  return reply(status, { error: { code, message: code, details } });
}

/** A request that never answers (loading states). */
export const pending = Symbol('pending');

function isReply(value: unknown): value is MockReplySpec {
  return typeof value === 'object' && value !== null && REPLY in value;
}

/**
 * Builds the mock. Handlers: `{ 'GET /api/balance': data, 'POST /api/transfers': (req) => reply(201, …) }`.
 * Unknown routes answer 404 NOT_FOUND. `delayMs` delays every answer (ms).
 */
export function mockFetch(handlers: Record<string, MockHandler>, options: { delayMs?: number } = {}): typeof fetch {
  return async (input, init) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://mock.local');
    const method = (init?.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const handler = handlers[`${method} ${url.pathname}${url.search}`] ?? handlers[`${method} ${url.pathname}`];
    let answer: unknown =
      typeof handler === 'function'
        ? await (handler as (req: MockRequest) => unknown)({ method, path: url.pathname, query: url.searchParams, headers, body })
        : handler;
    if (answer === pending) return new Promise<Response>(() => {});
    if (answer === undefined) answer = reply(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
    const spec = isReply(answer) ? answer : reply(200, answer);
    const delay = spec.delayMs ?? options.delayMs ?? 0;
    if (delay > 0) {
      await new Promise((resolve, reject) => {
        const timer = setTimeout(resolve, delay);
        init?.signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(new DOMException('Aborted', 'AbortError'));
        });
      });
    }
    return new Response(spec.body === undefined ? null : JSON.stringify(spec.body), {
      status: spec.status,
      headers: { 'content-type': 'application/json' },
    });
  };
}
