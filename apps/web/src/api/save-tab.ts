import { callApi } from './client';

/** PUT /api/tabs: the tab chosen in one tabs block; the server clears the other tabs' answers. */
export function saveTab(tabId: string, chosenTab: string) {
  return callApi('saveTab', { body: { tab_id: tabId, chosen_tab: chosenTab } });
}
