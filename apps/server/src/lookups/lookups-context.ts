import type { LookupSuggestion } from '@portico/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../platform/database/open-database';
import type { AddressProvider } from './address-provider';
import { SchoolIndexes } from './school-indexes';
import { SuggestionCache } from './suggestion-cache';
import { zipCodeProvider } from './zip-code-provider';

/** How the lookups are set up (environment: docs/lookups.md). */
export interface LookupsOptions {
  addressProvider?: AddressProvider;
  /** Requests per client address per window, counted in this process (docs/lookups.md). */
  rateLimit?: { max: number; windowMs: number };
  /** How often the in-memory school index checks for an import (5 s; tests make it shorter). */
  schoolIndexRefreshMs?: number;
}

export const DEFAULT_LOOKUP_RATE_LIMIT = { max: 1200, windowMs: 60_000 };

/** Up to this many recent answers are kept, each for a minute. */
const CACHE_ENTRIES = 20_000;
const CACHE_TTL_MS = 60_000;

export interface LookupsContext {
  db: Database;
  addressProvider: AddressProvider;
  cache: SuggestionCache<LookupSuggestion[]>;
  schoolIndexes: SchoolIndexes;
}

export function createLookupsContext(
  db: Database,
  log: FastifyBaseLogger,
  options: LookupsOptions = {},
): LookupsContext {
  return {
    db,
    addressProvider: options.addressProvider ?? zipCodeProvider(),
    cache: new SuggestionCache(CACHE_ENTRIES, CACHE_TTL_MS),
    schoolIndexes: new SchoolIndexes(db, log, options.schoolIndexRefreshMs),
  };
}
