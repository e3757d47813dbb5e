import { callApi } from './client';

/** PUT /api/last-page: where the student was, restored at the next login. */
export function saveLastPage(lastPage: string) {
  return callApi('saveLastPage', { body: { last_page: lastPage } });
}
