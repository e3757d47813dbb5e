import { callApi } from './client';

/**
 * POST /api/validations: the errors the browser found, per question key (submit
 * step 3). A record for the admissions office only: the server never submits on its word.
 */
export function saveValidations(errors: Record<string, string[]>) {
  return callApi('saveValidations', { body: { errors } });
}
