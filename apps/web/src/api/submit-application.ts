import type { ResponseOf } from '@portico/contracts';
import { callApi } from './client';

/** The receipt of POST /api/submit (ZSubmitResponse). */
export type SubmitResponse = ResponseOf<'submit'>;

/**
 * POST /api/submit: the server validates the whole stored application itself and answers the
 * receipt, or 400 VALIDATION_FAILED with the errors per question key (an ApiError's `errors`).
 * Idempotent on the server: a retried request answers the same receipt.
 */
export function submitApplication(): Promise<SubmitResponse> {
  return callApi('submit');
}
