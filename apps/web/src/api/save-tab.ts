import { apiRequest } from './client';

/** PUT /api/tabs: the tab chosen in one tabs block; the server clears the other tabs' answers. */
export function saveTab(tabId: string, chosenTab: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('PUT', '/api/tabs', { tab_id: tabId, chosen_tab: chosenTab });
}
