import type { LookupCategory } from '@portico/application';
import type { LookupSuggestion } from '@portico/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { toAddressSuggestion } from './address-provider';
import type { LookupsContext } from './lookups-context';
import { isSchoolCategory } from './school-record';
import { searchSchools, sqlSchoolTerms } from './search-schools';
import { searchKey } from './search-text';

export interface Suggestions {
  suggestions: LookupSuggestion[];
  /** False when a provider failed: the empty answer must not be kept by any cache. */
  cacheable: boolean;
}

/** At most `max` suggestions for the typed text; empty text gives none. */
export async function suggestLookups(
  context: LookupsContext,
  query: { category: LookupCategory; text: string; max: number },
  log: FastifyBaseLogger,
): Promise<Suggestions> {
  const { category, max } = query;
  const text = query.text.trim();
  // Schools are searched by key, so 'St. Mary' and 'st mary' share an answer; addresses keep the text.
  const key = isSchoolCategory(category) ? searchKey(text) : text.toLowerCase().replace(/\s+/g, ' ');
  if (!key) return { suggestions: [], cacheable: true };
  const cacheKey = `${category}\u0000${max}\u0000${key}`;
  const cached = context.cache.get(cacheKey);
  if (cached) return { suggestions: cached, cacheable: true };
  let result: Suggestions;
  if (isSchoolCategory(category)) {
    // The in-memory index when it is current, the database otherwise: the same answer either way.
    const terms = context.schoolIndexes.current(category) ?? sqlSchoolTerms(context.db, category);
    result = { suggestions: await searchSchools(terms, text, max), cacheable: true };
  } else {
    const { ok, addresses } = await context.addressProvider.suggest(text, max, log);
    result = { suggestions: addresses.slice(0, max).map(toAddressSuggestion), cacheable: ok };
  }
  if (result.cacheable) context.cache.set(cacheKey, result.suggestions);
  return result;
}
