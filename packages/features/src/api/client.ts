import {
  API_PREFIX,
  CSRF_COOKIE,
  CSRF_HEADER,
  PAGE_URL_HEADER,
  routePaths,
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
/**
 * Query type of a route (`undefined` when it takes none): the values as the server reads them
 * (ids and limits are numbers; {@link apiPath} writes them as decimal text), every one optional.
 */
export type RouteQuery<N extends RouteName> = RouteOf<N> extends { query: infer Q extends z.ZodType }
  ? Partial<z.output<Q>>
  : undefined;

/** Options of {@link ApiClient.fetch}. */
export interface ApiFetchOptions<N extends RouteName> {
  body?: RouteBody<N>;
  query?: RouteQuery<N>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/**
 * The API path of a route with its query, e.g. `apiPath('feed', { limit: 20 })` → `/api/feed?limit=20`.
 * These paths are also the swr keys. Undefined, null and empty-string query values are left out; an
 * array repeats its key once per item (`{ categoryId: [1, 2] }` → `categoryId=1&categoryId=2`).
 */
export function apiPath<N extends RouteName>(name: N, query?: RouteQuery<N>): string {
  const path = API_PREFIX + routePaths[name].path;
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query as Record<string, QueryValue>)) {
    if (Array.isArray(v)) {
      for (const item of v as readonly (string | number)[]) params.append(k, String(item));
      continue;
    }
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
  /**
   * POST of a multipart form (`body`, e.g. one `file` part) to a full API path through the
   * {@link UploadTransport}, with the same headers as every other non-GET call (CSRF, page URL).
   * `onProgress` hears the sent fraction 0…1 (1 = every byte sent; the server may still be
   * working). Resolves with the parsed JSON answer; rejects with {@link ApiError} (server error
   * body, or `NETWORK`), or with an `AbortError` when `signal` aborts (the request is cancelled).
   */
  upload<T>(path: string, body: FormData, options?: UploadOptions): Promise<T>;
}

/** Options of {@link ApiClient.upload}. */
export interface UploadOptions {
  signal?: AbortSignal;
  /** Fraction of the body sent, 0…1. */
  onProgress?: (fraction: number) => void;
}

/** One multipart upload as an {@link UploadTransport} receives it. */
export interface UploadRequest {
  /** API path with query, e.g. `/api/uploads/images?purpose=thanks`. */
  url: string;
  /** Headers to send (accept, x-page-url, x-csrf-token). No content-type: the transport sets the multipart boundary. */
  headers: Record<string, string>;
  body: FormData;
  signal?: AbortSignal;
  /** Called as the body leaves: bytes sent so far and in total (total 0 when unknown). */
  onProgress?: (loaded: number, total: number) => void;
}

/** The answer an {@link UploadTransport} got: HTTP status and the raw response text. */
export interface UploadReply {
  status: number;
  text: string;
}

/**
 * Sends one upload. Resolves with any HTTP answer (4xx and 5xx too: the client turns those into
 * {@link ApiError}); rejects only when no answer came (network failure), or with a `DOMException`
 * named `AbortError` when `signal` aborted. `fetch` cannot report upload progress, hence a
 * transport of its own; stories and tests pass a fake one to {@link createApiClient}.
 */
export type UploadTransport = (request: UploadRequest) => Promise<UploadReply>;

/**
 * The default {@link UploadTransport}: axios over XMLHttpRequest (its `onUploadProgress` reports
 * sent bytes, which `fetch` cannot). Loaded on first use, so pages that never upload do not
 * download it. Same-origin, so the session cookie goes along.
 */
export const axiosUploadTransport: UploadTransport = async ({ url, headers, body, signal, onProgress }) => {
  const { default: axios, isCancel } = await import('axios');
  try {
    const response = await axios.request<string>({
      url,
      method: 'POST',
      data: body,
      headers,
      signal,
      adapter: 'xhr',
      responseType: 'text',
      // The client parses the text itself, exactly as for fetch answers.
      transformResponse: [(data: unknown) => data],
      validateStatus: () => true,
      onUploadProgress: (event) => onProgress?.(event.loaded, event.total ?? 0),
    });
    return { status: response.status, text: typeof response.data === 'string' ? response.data : '' };
  } catch (error) {
    if (signal?.aborted || isCancel(error)) throw new DOMException('Aborted', 'AbortError');
    throw error;
  }
};

/** Options of {@link createApiClient}. */
export interface ApiClientOptions {
  /** The transport; defaults to the global `fetch`. Stories and tests pass a mock here. */
  fetch?: typeof fetch;
  /** Where cookies are read; defaults to `document.cookie`. */
  readCookie?: (name: string) => string | null;
  /** The current page URL for the `x-page-url` header; defaults to `location.href`. */
  pageUrl?: () => string;
  /** The transport of {@link ApiClient.upload}; defaults to {@link axiosUploadTransport}. Stories and tests pass a fake here. */
  upload?: UploadTransport;
}

/**
 * Creates an {@link ApiClient}: base `/api`, `credentials: 'same-origin'`, JSON bodies,
 * `x-page-url` on every request, `x-csrf-token` (from the `gratia_csrf` cookie) on every non-GET
 * — if the cookie is missing it first calls GET /api/auth/csrf, which sets it. Uploads go through
 * `options.upload` ({@link axiosUploadTransport} by default) with the same headers and errors.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const transport = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const cookie = options.readCookie ?? readCookie;
  const pageUrl = options.pageUrl ?? (() => (typeof location === 'undefined' ? '' : location.href));
  const uploadTransport = options.upload ?? axiosUploadTransport;
  let csrfPending: Promise<unknown> | null = null;

  /**
   * Headers of every call: accept, x-page-url, and on non-GET the CSRF token. Synchronous unless
   * the cookie is missing (then GET /api/auth/csrf runs first), so a request starts in the same
   * tick as the call and an abort right after it reaches the transport.
   */
  function baseHeaders(method: string, extra?: Record<string, string>): Record<string, string> | Promise<Record<string, string>> {
    const headers: Record<string, string> = { accept: 'application/json', ...extra };
    const url = pageUrl();
    if (url) headers[PAGE_URL_HEADER] = url;
    if (method === 'GET' || method === 'HEAD') return headers;
    const token = cookie(CSRF_COOKIE);
    if (token) {
      headers[CSRF_HEADER] = token;
      return headers;
    }
    csrfPending ??= send('GET', API_PREFIX + routePaths.csrf.path, {}).finally(() => {
      csrfPending = null;
    });
    return csrfPending.then(() => {
      const fresh = cookie(CSRF_COOKIE);
      if (fresh) headers[CSRF_HEADER] = fresh;
      return headers;
    });
  }

  /** A transport failure with no answer: AbortError passes unchanged, anything else becomes NETWORK. */
  function failed(error: unknown, path: string, signal: AbortSignal | undefined): never {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    if (signal?.aborted) throw error;
    const networkError = new ApiError('NETWORK', 0, error instanceof Error ? error.message : 'Network error');
    networkError.path = path;
    failureHandler?.(networkError);
    throw networkError;
  }

  /** Parses an answer's text as JSON; a non-2xx status becomes {@link ApiError} (see {@link toApiError}). */
  function answer<T>(status: number, text: string, path: string): T {
    let json: unknown = undefined;
    if (text) {
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
    }
    if (status < 200 || status > 299) {
      const apiError = toApiError(status, json);
      apiError.path = path;
      failureHandler?.(apiError);
      throw apiError;
    }
    return json as T;
  }

  async function send<T>(method: string, path: string, init: { body?: unknown; headers?: Record<string, string>; signal?: AbortSignal }): Promise<T> {
    const pending = baseHeaders(method, init.headers);
    const headers = pending instanceof Promise ? await pending : pending;
    let body: string | undefined;
    if (init.body !== undefined) {
      body = JSON.stringify(init.body);
      headers['content-type'] = 'application/json';
    }
    let response: Response;
    try {
      response = await transport(path, { method, headers, body, credentials: 'same-origin', signal: init.signal });
    } catch (error) {
      failed(error, path, init.signal);
    }
    const text = await response.text().catch(() => '');
    return answer<T>(response.status, text, path);
  }

  return {
    fetch(name, opts = {}) {
      const route = routePaths[name];
      return send(route.method, apiPath(name, opts.query), { body: opts.body, headers: opts.headers, signal: opts.signal });
    },
    get(path, signal) {
      return send('GET', path, { signal });
    },
    async upload<T>(path: string, body: FormData, opts: UploadOptions = {}): Promise<T> {
      const pending = baseHeaders('POST');
      const headers = pending instanceof Promise ? await pending : pending;
      if (opts.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
      let reply: UploadReply;
      try {
        reply = await uploadTransport({
          url: path,
          headers,
          body,
          signal: opts.signal,
          onProgress: opts.onProgress
            ? (loaded, total) => opts.onProgress?.(total > 0 ? Math.min(1, Math.max(0, loaded / total)) : 0)
            : undefined,
        });
      } catch (error) {
        failed(error, path, opts.signal);
      }
      return answer<T>(reply.status, reply.text, path);
    },
  };
}

const statusCodes: Record<number, ErrorCode> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'IDEMPOTENCY_CONFLICT',
  // A proxy in front of the API may refuse a big upload before the server sees it.
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
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
