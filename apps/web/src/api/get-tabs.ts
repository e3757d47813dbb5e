import { queryOptions } from '@tanstack/react-query';
import { callApi } from './client';

/** GET /api/tabs: the chosen tab per tabs block id. */
export function getTabs() {
  return callApi('tabs');
}

export const tabsQueryOptions = queryOptions({ queryKey: ['tabs'], queryFn: getTabs });
