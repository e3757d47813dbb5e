import { LIMITS, type LookupCategory } from '@portico/application';
import type { LookupRecord, LookupSuggestion } from '@portico/contracts';
import { apiRequest } from './client';

/**
 * GET /lookup/find?text=&category=&max_results=5: suggestions for what was typed. Spec section 8:
 * a failure silently gives no options, so this never throws.
 */
export async function findSuggestions(category: LookupCategory, text: string): Promise<LookupSuggestion[]> {
  const query = new URLSearchParams({ text, category, max_results: String(LIMITS.autocompleteMaxResults) });
  try {
    const found = await apiRequest<unknown>('GET', `/lookup/find?${query.toString()}`);
    return Array.isArray(found) ? (found as LookupSuggestion[]).slice(0, LIMITS.autocompleteMaxResults) : [];
  } catch {
    return [];
  }
}

/** GET /lookup/find?id=&category=: the one record a suggestion stands for. Throws on failure. */
export function findLookupRecord(category: LookupCategory, id: string): Promise<LookupRecord> {
  const query = new URLSearchParams({ id, category });
  return apiRequest<LookupRecord>('GET', `/lookup/find?${query.toString()}`);
}
