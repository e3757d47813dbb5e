import { callApi } from './client';

/** PUT /api/add-another: the new count of components of one add-another button. */
export function saveAddAnother(buttonId: string, count: number) {
  return callApi('saveAddAnother', { body: { button_id: buttonId, num_components: count } });
}
