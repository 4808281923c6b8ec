import { z } from 'zod';
import { ERROR_CODES } from './errorCodes.ts';

/** The schema of the stable error codes ({@link ERROR_CODES}, SPEC §8). */
export const ErrorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCode>;

/** The one JSON error shape every failing API call returns. */
export const ApiErrorBody = z
  .object({
    error: z.object({
      code: ErrorCode,
      /** English developer-facing message; UIs show the translated text for `code` instead. */
      message: z.string(),
      details: z.record(z.string(), z.unknown()).optional(),
    }),
  })
  .meta({ id: 'ApiError' });
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;
