import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, ApiError, apiPath } from './client.ts';

type Call = { url: string; init: RequestInit & { headers: Record<string, string> } };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

describe('API client', () => {
  let calls: Call[];
  let respond: (url: string, init: RequestInit) => Response | Promise<Response>;

  beforeEach(() => {
    calls = [];
    respond = () => json(200, { ok: true });
    clearCookies();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ url, init: init as Call['init'] });
        return respond(url, init);
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearCookies();
  });

  it('builds paths under /api with the query', () => {
    expect(apiPath('feed', { limit: 20, cursor: undefined })).toBe('/api/feed?limit=20');
    expect(apiPath('searchUsers', { q: 'анна', limit: 10 })).toBe('/api/users/search?q=%D0%B0%D0%BD%D0%BD%D0%B0&limit=10');
    expect(apiPath('balance')).toBe('/api/balance');
    expect(apiPath('challengeTemplates', { scope: 'my', categoryId: [3, 5] })).toBe('/api/challenges/templates?scope=my&categoryId=3&categoryId=5');
    expect(apiPath('challengeTemplates', { scope: 'my', categoryId: [] })).toBe('/api/challenges/templates?scope=my');
  });

  it('sends the page URL on every request and no CSRF header on GET', async () => {
    document.cookie = 'gratia_csrf=tok123; path=/';
    respond = () => json(200, { period: null, distribute: 0, received: 0, hidden: false });
    const client = createApiClient();
    const balance = await client.fetch('balance');
    expect(balance.hidden).toBe(false);
    expect(calls).toHaveLength(1);
    const call = calls[0]!;
    expect(call.url).toBe('/api/balance');
    expect(call.init.method).toBe('GET');
    expect(call.init.credentials).toBe('same-origin');
    expect(call.init.headers['x-page-url']).toBe(location.href);
    expect(call.init.headers['x-csrf-token']).toBeUndefined();
  });

  it('copies the CSRF cookie into x-csrf-token on non-GET requests, with a JSON body', async () => {
    document.cookie = 'gratia_csrf=tok123; path=/';
    respond = () => json(200, { channel: 'log', expiresIn: 600 });
    const client = createApiClient();
    const res = await client.fetch('requestCode', { body: { login: 'anna@example.com' } });
    expect(res.channel).toBe('log');
    const call = calls[0]!;
    expect(call.init.method).toBe('POST');
    expect(call.init.headers['x-csrf-token']).toBe('tok123');
    expect(call.init.headers['content-type']).toBe('application/json');
    expect(call.init.headers['x-page-url']).toBe(location.href);
    expect(JSON.parse(call.init.body as string)).toEqual({ login: 'anna@example.com' });
  });

  it('first calls GET /api/auth/csrf when the cookie is missing', async () => {
    respond = (url) => {
      if (url === '/api/auth/csrf') {
        document.cookie = 'gratia_csrf=fresh; path=/';
        return json(200, { ok: true });
      }
      return json(200, { ok: true });
    };
    const client = createApiClient();
    await client.fetch('logout');
    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual(['GET /api/auth/csrf', 'POST /api/auth/logout']);
    expect(calls[1]!.init.headers['x-csrf-token']).toBe('fresh');
  });

  it('sends custom headers such as the idempotency key', async () => {
    document.cookie = 'gratia_csrf=t; path=/';
    const client = createApiClient();
    await client.fetch('createTransfer', {
      body: { recipientId: 2, amount: 5, message: 'Спасибо' },
      headers: { 'idempotency-key': 'k-1' },
    });
    expect(calls[0]!.init.headers['idempotency-key']).toBe('k-1');
  });

  it('parses the error body into a typed ApiError', async () => {
    respond = () => json(400, { error: { code: 'INVALID_CODE', message: 'Wrong code', details: { attemptsLeft: 3 } } });
    const client = createApiClient({ readCookie: () => 't' });
    const error = await client.fetch('verifyCode', { body: { login: 'a', code: '111111' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'INVALID_CODE', status: 400, details: { attemptsLeft: 3 }, message: 'Wrong code' });
  });

  it('maps a response without the error shape by status (INTERNAL otherwise)', async () => {
    respond = () => new Response('<html>bad gateway</html>', { status: 502 });
    const client = createApiClient();
    await expect(client.fetch('me')).rejects.toMatchObject({ code: 'INTERNAL', status: 502 });
    respond = () => new Response('', { status: 401 });
    await expect(client.fetch('me')).rejects.toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
  });

  it('turns a network failure into ApiError NETWORK', async () => {
    respond = () => {
      throw new TypeError('Failed to fetch');
    };
    const client = createApiClient();
    await expect(client.fetch('me')).rejects.toMatchObject({ code: 'NETWORK', status: 0 });
  });

  it('passes an abort through unchanged', async () => {
    respond = (_url, init) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      });
    const client = createApiClient();
    const controller = new AbortController();
    const promise = client.fetch('searchUsers', { query: { q: 'a' }, signal: controller.signal });
    controller.abort();
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });
  });
});
