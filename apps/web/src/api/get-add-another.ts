import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client';

/** GET /api/add-another: the count of components per add-another button id. */
export function getAddAnother(): Promise<Record<string, number>> {
  return apiRequest<Record<string, number>>('GET', '/api/add-another');
}

export const addAnotherQueryOptions = queryOptions({ queryKey: ['add-another'], queryFn: getAddAnother });
