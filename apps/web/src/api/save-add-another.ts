import { apiRequest } from './client';

/** PUT /api/add-another: the new count of components of one add-another button. */
export function saveAddAnother(buttonId: string, count: number): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('PUT', '/api/add-another', {
    button_id: buttonId,
    num_components: count,
  });
}
