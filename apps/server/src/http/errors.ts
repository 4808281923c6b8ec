/**
 * The one error shape of the API: `{ error: { code, message, details? } }` (contracts `ApiErrorBody`,
 * SPEC §8). Services throw {@link AppError}; the error handler (plugins/errors.ts) turns anything into that shape.
 */
import type { ErrorCode } from '@gratia/contracts';

/** Default HTTP status of each error code. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  CSRF_INVALID: 403,
  NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  INVALID_SHARED_KEY: 400,
  INVALID_CODE: 400,
  CODE_EXPIRED: 400,
  RATE_LIMITED: 429,
  NO_ACTIVE_PERIOD: 409,
  INSUFFICIENT_FUNDS: 422,
  MAX_TRANSFER_EXCEEDED: 422,
  SELF_TRANSFER: 422,
  ANONYMITY_NOT_ALLOWED: 422,
  VALUE_NOT_FOUND: 404,
  IDEMPOTENCY_CONFLICT: 409,
  PERIOD_START_IN_PAST: 422,
  PERIOD_END_BEFORE_START: 422,
  PERIOD_SAME_END_DATE: 422,
  PERIOD_OVERLAP: 409,
  ACTIVE_PERIOD_LOCKED: 409,
  PERIOD_LOCKED: 409,
  TRANSFER_NOT_CANCELLABLE: 409,
  ADDITION_NOT_ALLOWED: 422,
  ADMIN_TRANSFER_IMMUTABLE: 409,
  UNSUPPORTED_MEDIA_TYPE: 415,
  PAYLOAD_TOO_LARGE: 413,
  IMAGE_TOO_LARGE: 422,
  HEADER_LOGO_TOO_LARGE: 422,
  IMAGE_NOT_FOUND: 422,
  STICKER_NOT_FOUND: 422,
  SERVER_BUSY: 503,
  DIVISION_NOT_EMPTY: 409,
  DIVISION_CYCLE: 409,
  EMPLOYEE_EXISTS: 409,
  CONTACT_TAKEN: 409,
  IMPORT_FILE_TYPE: 415,
  IMPORT_FILE_UNREADABLE: 422,
  IMPORT_COLUMNS_INVALID: 422,
  TOO_MANY_ROWS: 422,
  IMPORT_ROWS_INVALID: 422,
  SELF_ACTION: 409,
  MEMBERSHIP_SUSPENDED: 403,
  RECIPIENT_INACTIVE: 409,
  ROLE_EXISTS: 409,
  APPROVAL_DUPLICATE_IDS: 422,
  THANKS_NOT_WAITING: 409,
  APPROVAL_OWN_THANKS: 422,
  REDISTRIBUTION_OUT_OF_SCOPE: 422,
  SUBSIDIARY_OF_SUBSIDIARY: 409,
  ORGANIZATION_NAME_TAKEN: 409,
  TELEGRAM_NOT_CONFIGURED: 409,
  TELEGRAM_GROUP_TAKEN: 409,
  INVITE_NOT_FOUND: 404,
  INVITE_EXPIRED: 410,
  INVITE_USED_UP: 410,
  INVITE_REVOKED: 410,
  INVITE_EXPIRY_IN_PAST: 422,
  NO_RECIPIENTS: 422,
  SCHEDULE_OUT_OF_RANGE: 422,
  BATCH_NOT_CANCELLABLE: 409,
  ALREADY_IN_COMMUNITY: 409,
  CHALLENGE_NOT_FOUND: 404,
  REPORT_NOT_FOUND: 404,
  CHALLENGE_DATES_INVALID: 422,
  CHALLENGE_FIELDS_LOCKED: 409,
  CHALLENGE_HAS_PARTICIPANTS: 409,
  CHALLENGE_COMPLETED: 409,
  CHALLENGE_NOT_STARTED: 409,
  CHALLENGE_RECEPTION_CLOSED: 409,
  CHALLENGE_ORGANIZER_REPORT: 403,
  CHALLENGE_REPORT_LIMIT: 409,
  CHALLENGE_NOT_INVITED: 403,
  CHALLENGE_VOTING: 409,
  REPORT_ALREADY_DECIDED: 409,
  CHALLENGE_NOT_AVAILABLE: 409,
  CHAIN_NOT_FOUND: 404,
  CHAIN_EMPTY: 422,
  CHAIN_STEPS_GAP: 422,
  CHAIN_CHALLENGE_UNAVAILABLE: 422,
  CHAIN_FIELDS_LOCKED: 409,
  CHAIN_HAS_PARTICIPANTS: 409,
  INTERNAL: 500,
};

/** An expected failure with a stable code. `status` defaults to {@link ERROR_STATUS}. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: Record<string, unknown> | undefined;

  constructor(code: ErrorCode, message: string, options: { status?: number; details?: Record<string, unknown> } = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = options.status ?? ERROR_STATUS[code];
    this.details = options.details;
  }
}

/** The JSON body of an error response. */
export function errorBody(code: ErrorCode, message: string, details?: Record<string, unknown>) {
  return { error: details ? { code, message, details } : { code, message } };
}
