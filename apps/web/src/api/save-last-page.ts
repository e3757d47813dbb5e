import { apiRequest } from './client';

/** PUT /api/last-page: where the student was, restored at the next login (spec section 4). */
export function saveLastPage(lastPage: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('PUT', '/api/last-page', { last_page: lastPage });
}
