import { z } from 'zod';
import { IDEMPOTENCY_HEADER } from './http.ts';

/**
 * Request headers of the calls that create a movement (the `headers` of their route-table entry):
 * {@link IDEMPOTENCY_HEADER} must be a UUID, in any case (the server compares it lower-cased); other
 * headers pass through. A missing or malformed key is a 400 VALIDATION_ERROR whose issue has the
 * message `validation.idempotencyKey` at location `headers`.
 */
export const IdempotencyHeaders = z.looseObject({ [IDEMPOTENCY_HEADER]: z.uuid({ message: 'validation.idempotencyKey' }) });
export type IdempotencyHeaders = z.infer<typeof IdempotencyHeaders>;
