import { LIMITS, type LookupCategory } from '@portico/application';
import type { LookupRecord, LookupSuggestion } from '@portico/contracts';
import { currentCatalogue } from '../i18n/language-store';
import { callApi, ServerError } from './client';

/**
 * GET /lookup/find?text=&category=&max_results=5: suggestions for what was typed:
 * a failure silently gives no options, so this never throws.
 */
export async function findSuggestions(category: LookupCategory, text: string): Promise<LookupSuggestion[]> {
  const max = LIMITS.autocompleteMaxResults;
  try {
    const found = await callApi('findLookups', { query: { text, category, max_results: max } });
    return Array.isArray(found) ? found.slice(0, max) : [];
  } catch {
    return [];
  }
}

/** GET /lookup/find?id=&category=: the one record a suggestion stands for. Throws on failure. */
export async function findLookupRecord(category: LookupCategory, id: string): Promise<LookupRecord> {
  const found = await callApi('findLookups', { query: { id, category } });
  // With an id the server answers one record, never a list.
  if (Array.isArray(found)) throw new ServerError(200, currentCatalogue().messages.unexpectedError);
  return found;
}
