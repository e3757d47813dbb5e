import { apiRequest } from './client';

/**
 * POST /api/validations: the errors the browser found, per question key (spec section 4, submit
 * step 3). A record for the admissions office only: the server never submits on its word.
 */
export function saveValidations(errors: Record<string, string[]>): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('POST', '/api/validations', { errors });
}
