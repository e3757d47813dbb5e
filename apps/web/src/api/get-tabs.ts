import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client';

/** GET /api/tabs: the chosen tab per tabs block id. */
export function getTabs(): Promise<Record<string, string>> {
  return apiRequest<Record<string, string>>('GET', '/api/tabs');
}

export const tabsQueryOptions = queryOptions({ queryKey: ['tabs'], queryFn: getTabs });
