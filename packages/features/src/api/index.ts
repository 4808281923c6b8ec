/**
 * api — the transport of every widget (ARCHITECTURE "API"): the one HTTP client (CSRF header,
 * page-URL header, errors → typed {@link ApiError}), the upload transport, the client context,
 * and the generic swr helpers the areas' hooks sit on. No product resource lives here: each area
 * owns its hooks (`<area>/hooks.ts`, keys = API paths).
 */
export {
  ApiError,
  apiFetch,
  apiPath,
  axiosUploadTransport,
  createApiClient,
  defaultApiClient,
  isApiError,
  readCookie,
  setApiFailureHandler,
  toApiError,
  type ApiClient,
  type ApiClientOptions,
  type ApiErrorCode,
  type ApiFailureHandler,
  type ApiFetchOptions,
  type RouteBody,
  type RouteName,
  type RouteQuery,
  type RouteResponse,
  type UploadOptions,
  type UploadReply,
  type UploadRequest,
  type UploadTransport,
} from './client.ts';
export { ApiClientProvider, useApiClient } from './context.tsx';
export { useApiGet } from './useApiGet.ts';
export { useCursorPages, useRevalidateLists, type CursorPage, type CursorPages, type PagedListState } from './useCursorPages.ts';
