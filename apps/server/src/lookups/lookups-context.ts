import type { LookupSuggestion } from '@portico/contracts';
import type { Database } from '../platform/database/open-database';
import type { AddressProvider } from './address-provider';
import { SuggestionCache } from './suggestion-cache';
import { zipCodeProvider } from './zip-code-provider';

/** How the lookups are set up (environment: docs/lookups.md). */
export interface LookupsOptions {
  addressProvider?: AddressProvider;
  /** Requests per client address per window, counted in this process (docs/lookups.md). */
  rateLimit?: { max: number; windowMs: number };
}

export const DEFAULT_LOOKUP_RATE_LIMIT = { max: 1200, windowMs: 60_000 };

/** Up to this many recent answers are kept, each for a minute. */
const CACHE_ENTRIES = 20_000;
const CACHE_TTL_MS = 60_000;

export interface LookupsContext {
  db: Database;
  addressProvider: AddressProvider;
  cache: SuggestionCache<LookupSuggestion[]>;
}

export function createLookupsContext(db: Database, options: LookupsOptions = {}): LookupsContext {
  return {
    db,
    addressProvider: options.addressProvider ?? zipCodeProvider(),
    cache: new SuggestionCache(CACHE_ENTRIES, CACHE_TTL_MS),
  };
}
