import {
  API_PREFIX,
  CSRF_COOKIE,
  CSRF_HEADER,
  PAGE_URL_HEADER,
  routes,
  type ErrorCode,
  type Routes,
} from '@gratia/contracts';
import type { z } from 'zod';

/** Every code an {@link ApiError} can carry: the contracts' {@link ErrorCode}s plus `NETWORK` (no response at all). */
export type ApiErrorCode = ErrorCode | 'NETWORK';

/**
 * A failed API call (SPEC §8). `code` is the stable contracts code (or `NETWORK` when the request
 * never got an answer), `status` the HTTP status (0 for `NETWORK`), `details` whatever the server
 * attached (e.g. `attemptsLeft` for INVALID_CODE, `max` points for MAX_TRANSFER_EXCEEDED).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** API path (with query) of the failed call; set by the client, undefined for errors made elsewhere. */
  path: string | undefined = undefined;
  constructor(
    readonly code: ApiErrorCode,
    readonly status: number,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** True when `error` is an {@link ApiError}, optionally with one of the given codes. */
export function isApiError(error: unknown, ...codes: ApiErrorCode[]): error is ApiError {
  return error instanceof ApiError && (codes.length === 0 || codes.includes(error.code));
}

/** Name of a call in the contracts route table (`routes.ts`). */
export type RouteName = keyof Routes;
type RouteOf<N extends RouteName> = Routes[N];
/** Parsed response type of a route. */
export type RouteResponse<N extends RouteName> = z.output<RouteOf<N>['response']>;
/** Request body type of a route (`undefined` when it takes none). */
export type RouteBody<N extends RouteName> = RouteOf<N> extends { body: infer B extends z.ZodType } ? z.input<B> : undefined;
/** Query type of a route (`undefined` when it takes none). */
export type RouteQuery<N extends RouteName> = RouteOf<N> extends { query: infer Q extends z.ZodType }
  ? Partial<z.input<Q>>
  : undefined;

/** Options of {@link ApiClient.fetch}. */
export interface ApiFetchOptions<N extends RouteName> {
  body?: RouteBody<N>;
  query?: RouteQuery<N>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

type QueryValue = string | number | boolean | null | undefined;

/**
 * The API path of a route with its query, e.g. `apiPath('feed', { limit: 20 })` → `/api/feed?limit=20`.
 * These paths are also the swr keys. Undefined, null and empty-string query values are left out.
 */
export function apiPath<N extends RouteName>(name: N, query?: RouteQuery<N>): string {
  const path = API_PREFIX + routes[name].path;
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query as Record<string, QueryValue>)) {
    if (v === undefined || v === null || v === '') continue;
    params.set(k, String(v));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Reads one cookie of `document.cookie`; null when absent (or outside a browser). */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [k, ...rest] = part.trim().split('=');
    if (k === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** The one HTTP client of the product (ARCHITECTURE "API", SPEC §7 request headers). */
export interface ApiClient {
  /**
   * Calls a route of the contracts table by name. Resolves with the parsed JSON response;
   * rejects with {@link ApiError} (server error body, or `NETWORK`), or with the `AbortError`
   * of an aborted `signal` unchanged.
   */
  fetch<N extends RouteName>(name: N, options?: ApiFetchOptions<N>): Promise<RouteResponse<N>>;
  /** GET of a full API path (`/api/…?…`): the swr fetcher (keys are API paths). */
  get<T>(path: string, signal?: AbortSignal): Promise<T>;
}

/** Options of {@link createApiClient}. */
export interface ApiClientOptions {
  /** The transport; defaults to the global `fetch`. Stories and tests pass a mock here. */
  fetch?: typeof fetch;
  /** Where cookies are read; defaults to `document.cookie`. */
  readCookie?: (name: string) => string | null;
  /** The current page URL for the `x-page-url` header; defaults to `location.href`. */
  pageUrl?: () => string;
}

/**
 * Creates an {@link ApiClient}: base `/api`, `credentials: 'same-origin'`, JSON bodies,
 * `x-page-url` on every request, `x-csrf-token` (from the `gratia_csrf` cookie) on every non-GET
 * — if the cookie is missing it first calls GET /api/auth/csrf, which sets it.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const transport = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const cookie = options.readCookie ?? readCookie;
  const pageUrl = options.pageUrl ?? (() => (typeof location === 'undefined' ? '' : location.href));
  let csrfPending: Promise<unknown> | null = null;

  async function send<T>(method: string, path: string, init: { body?: unknown; headers?: Record<string, string>; signal?: AbortSignal }): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
    const url = pageUrl();
    if (url) headers[PAGE_URL_HEADER] = url;
    if (method !== 'GET' && method !== 'HEAD') {
      let token = cookie(CSRF_COOKIE);
      if (!token) {
        csrfPending ??= send('GET', API_PREFIX + routes.csrf.path, {}).finally(() => {
          csrfPending = null;
        });
        await csrfPending;
        token = cookie(CSRF_COOKIE);
      }
      if (token) headers[CSRF_HEADER] = token;
    }
    let body: string | undefined;
    if (init.body !== undefined) {
      body = JSON.stringify(init.body);
      headers['content-type'] = 'application/json';
    }
    let response: Response;
    try {
      response = await transport(path, { method, headers, body, credentials: 'same-origin', signal: init.signal });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      if (init.signal?.aborted) throw error;
      const networkError = new ApiError('NETWORK', 0, error instanceof Error ? error.message : 'Network error');
      networkError.path = path;
      failureHandler?.(networkError);
      throw networkError;
    }
    const text = await response.text().catch(() => '');
    let json: unknown = undefined;
    if (text) {
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
    }
    if (!response.ok) {
      const apiError = toApiError(response.status, json);
      apiError.path = path;
      failureHandler?.(apiError);
      throw apiError;
    }
    return json as T;
  }

  return {
    fetch(name, opts = {}) {
      const route = routes[name];
      return send(route.method, apiPath(name, opts.query), { body: opts.body, headers: opts.headers, signal: opts.signal });
    },
    get(path, signal) {
      return send('GET', path, { signal });
    },
  };
}

const statusCodes: Record<number, ErrorCode> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'IDEMPOTENCY_CONFLICT',
  429: 'RATE_LIMITED',
};

/**
 * Turns an error response into an {@link ApiError}: the `{error:{code,message,details}}` body when
 * present, else a code guessed from the HTTP status (`INTERNAL` for anything else).
 */
export function toApiError(status: number, body: unknown): ApiError {
  if (body && typeof body === 'object' && 'error' in body) {
    const err = (body as { error: unknown }).error;
    if (err && typeof err === 'object' && typeof (err as { code?: unknown }).code === 'string') {
      const { code, message, details } = err as { code: string; message?: unknown; details?: unknown };
      return new ApiError(
        code as ErrorCode,
        status,
        typeof message === 'string' ? message : code,
        details && typeof details === 'object' ? (details as Record<string, unknown>) : {},
      );
    }
  }
  return new ApiError(statusCodes[status] ?? 'INTERNAL', status, `HTTP ${status}`);
}

/** Called with every failed call of any client (not for aborted requests); see {@link setApiFailureHandler}. */
export type ApiFailureHandler = (error: ApiError) => void;
let failureHandler: ApiFailureHandler | null = null;

/**
 * Installs the app-wide failure handler (the web app's redirect rules of SPEC §8: 401/403 → /login,
 * challenge rules). Returns a function that removes it. One handler at a time; a later call replaces it.
 */
export function setApiFailureHandler(handler: ApiFailureHandler | null): () => void {
  failureHandler = handler;
  return () => {
    if (failureHandler === handler) failureHandler = null;
  };
}

/** The client every hook uses unless an {@link ApiClientProvider} supplies another. */
export const defaultApiClient: ApiClient = createApiClient();

/**
 * Calls a route of the contracts table with the default client (see {@link ApiClient.fetch}).
 * Example: `await apiFetch('createTransfer', { body, headers: { 'idempotency-key': id } })`.
 */
export function apiFetch<N extends RouteName>(name: N, options?: ApiFetchOptions<N>): Promise<RouteResponse<N>> {
  return defaultApiClient.fetch(name, options);
}
