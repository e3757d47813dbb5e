import { queryOptions } from '@tanstack/react-query';
import { callApi } from './client';

/** GET /api/add-another: the count of components per add-another button id. */
export function getAddAnother() {
  return callApi('addAnother');
}

export const addAnotherQueryOptions = queryOptions({ queryKey: ['add-another'], queryFn: getAddAnother });
