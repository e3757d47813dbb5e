import { COUNTRY_USA, US_POSTAL_STATE_OPTIONS } from '@portico/application';
import type { AddressFields, AddressProvider } from './address-provider';
import { searchKey } from './search-text';

interface Town {
  key: string;
  city: string;
  state: string;
  zips: string[];
}

interface ZipIndex {
  byZip: Map<string, { city: string; state: string }>;
  /** Every town, by key then state: a prefix is a binary search and a short walk. */
  towns: Town[];
  byState: Map<string, Map<string, Town>>;
}

/** A town's name in a search text is at most this many words ('Lake Havasu City'). */
const MAX_TOWN_WORDS = 4;
/** A town prefix shorter than this matches too many towns to be of use. */
const MIN_TOWN_PREFIX = 3;

const STATE_BY_NAME = new Map(
  US_POSTAL_STATE_OPTIONS.filter((option) => option.value).map((option) => [
    searchKey(option.label),
    option.value,
  ]),
);
const STATE_CODES = new Set(STATE_BY_NAME.values());

/**
 * The embedded address provider: U.S. ZIP codes to town and state, from the `zipcodes` package's
 * data (docs/lookups.md). It understands what an applicant types into the street field:
 *   '30601', '123 Main St, Athens, GA 30601'      the ZIP code (and the street before it)
 *   'Athens, GA', 'Athens GA', '12 Oak Rd, Athens, Georgia'   the town in that state, then its ZIPs
 *   'Athe', '12 Oak Rd, Athe'                    towns starting so, larger towns first
 * It knows no streets: the street part of a suggestion is what the applicant typed.
 */
export function zipCodeProvider(): AddressProvider {
  let index: Promise<ZipIndex> | undefined;
  return {
    name: 'zip',
    async suggest(text, max) {
      // Loaded on the first address search, not at start: 5 MB of data that a site may never use.
      index ??= import('zipcodes').then(({ default: zipcodes }) => buildIndex(zipcodes.codes));
      return { ok: true, addresses: findAddresses(await index, text.trim().replace(/\s+/g, ' '), max) };
    },
  };
}

function buildIndex(
  codes: Record<string, { zip: string; city: string; state: string; country: string }>,
): ZipIndex {
  const byZip = new Map<string, { city: string; state: string }>();
  const byState = new Map<string, Map<string, Town>>();
  for (const place of Object.values(codes)) {
    if (place.country !== 'US' || !/^\d{5}$/.test(place.zip)) continue;
    byZip.set(place.zip, { city: place.city, state: place.state });
    const key = searchKey(place.city);
    const inState = byState.get(place.state) ?? new Map<string, Town>();
    const town = inState.get(key) ?? { key, city: place.city, state: place.state, zips: [] };
    town.zips.push(place.zip);
    inState.set(key, town);
    byState.set(place.state, inState);
  }
  const towns = [...byState.values()].flatMap((inState) => [...inState.values()]);
  for (const town of towns) town.zips.sort();
  towns.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.state.localeCompare(b.state)));
  return { byZip, towns, byState };
}

function findAddresses(index: ZipIndex, typed: string, max: number): AddressFields[] {
  const zip = /^(.*?)[\s,]*\b(\d{5})(?:-\d{0,4})?$/.exec(typed);
  if (zip) {
    const [, before = '', code = ''] = zip;
    const place = index.byZip.get(code);
    if (!place) return [];
    return [address(streetBefore(before, place.city, place.state), place.city, place.state, code)];
  }
  const inState = stateAtEnd(typed);
  const stateTowns = inState ? townsInState(index, inState, max) : [];
  if (stateTowns.length > 0) return stateTowns;
  const segments = typed.split(',').map((segment) => segment.trim());
  const townPart = segments.pop() ?? '';
  const street = segments.filter(Boolean).join(', ');
  return townsStarting(index, searchKey(townPart))
    .slice(0, max)
    .map((town) =>
      address(street, town.city, town.state, town.zips.length === 1 ? (town.zips[0] ?? '') : ''),
    );
}

/** 'Athens, GA' and 'Athens Georgia': the state, and what comes before it. */
function stateAtEnd(typed: string): { state: string; before: string; comma: boolean } | undefined {
  const match = /^(.*?)(,?)\s*([A-Za-z][A-Za-z .]*)$/.exec(typed);
  if (!match) return undefined;
  const [, , , tail = ''] = match;
  const words = tail.split(' ');
  // The longest run of last words that names a state: 'New York' before 'York'.
  for (let count = Math.min(words.length, 4); count >= 1; count -= 1) {
    const candidate = words.slice(-count).join(' ');
    const key = searchKey(candidate);
    const state =
      STATE_BY_NAME.get(key) ??
      (key.length === 2 && STATE_CODES.has(key.toUpperCase()) ? key.toUpperCase() : undefined);
    if (!state) continue;
    const before = typed.slice(0, typed.length - candidate.length).trimEnd();
    if (!before) return undefined;
    return { state, before: before.replace(/,$/, '').trimEnd(), comma: before.endsWith(',') };
  }
  return undefined;
}

/**
 * The town before the state: after a comma, the last segment, which may be the start of a name
 * ('Athe, GA'); without one, the last words, which must name a town of that state exactly, so that
 * '12 Oak Ct' is not read as a town in Connecticut.
 */
function townsInState(
  index: ZipIndex,
  found: { state: string; before: string; comma: boolean },
  max: number,
) {
  const towns = index.byState.get(found.state);
  if (!towns) return [];
  let street = '';
  let matches: Town[] = [];
  const segments = found.before.split(',').map((segment) => segment.trim());
  if (found.comma) {
    const townKey = searchKey(segments.pop() ?? '');
    street = segments.filter(Boolean).join(', ');
    const exact = towns.get(townKey);
    matches = exact
      ? [exact]
      : townKey.length >= MIN_TOWN_PREFIX
        ? [...towns.values()].filter((town) => town.key.startsWith(townKey)).sort(largerFirst)
        : [];
  } else {
    const words = found.before.split(' ');
    for (let count = Math.min(words.length, MAX_TOWN_WORDS); count >= 1 && matches.length === 0; count -= 1) {
      const exact = towns.get(searchKey(words.slice(-count).join(' ')));
      if (exact) {
        matches = [exact];
        street = words.slice(0, -count).join(' ').replace(/,$/, '');
      }
    }
  }
  // One town: the town itself, then each of its ZIP codes. Several: each town.
  const [only] = matches;
  if (matches.length === 1 && only) {
    const zips = only.zips.length === 1 ? [] : only.zips.slice(0, max - 1);
    return [
      address(street, only.city, only.state, only.zips.length === 1 ? (only.zips[0] ?? '') : ''),
      ...zips.map((zip) => address(street, only.city, only.state, zip)),
    ];
  }
  return matches
    .slice(0, max)
    .map((town) =>
      address(street, town.city, town.state, town.zips.length === 1 ? (town.zips[0] ?? '') : ''),
    );
}

/** Towns whose name starts with `key`, those named exactly so first, then the larger (more ZIP codes). */
function townsStarting(index: ZipIndex, key: string): Town[] {
  if (key.length < MIN_TOWN_PREFIX) return [];
  let low = 0;
  let high = index.towns.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((index.towns[middle]?.key ?? '') < key) low = middle + 1;
    else high = middle;
  }
  const found: Town[] = [];
  for (let i = low; i < index.towns.length; i += 1) {
    const town = index.towns[i];
    if (!town?.key.startsWith(key)) break;
    found.push(town);
  }
  return found.sort((a, b) => Number(b.key === key) - Number(a.key === key) || largerFirst(a, b));
}

function largerFirst(a: Town, b: Town): number {
  return b.zips.length - a.zips.length || a.key.localeCompare(b.key) || a.state.localeCompare(b.state);
}

/** What precedes a ZIP code, less the town and state that the ZIP code already gives. */
function streetBefore(before: string, city: string, state: string): string {
  let rest = before.trim().replace(/,$/, '').trimEnd();
  const stateName = US_POSTAL_STATE_OPTIONS.find((option) => option.value === state)?.label ?? state;
  for (const suffix of [state, stateName, city]) {
    const match = new RegExp(`(?:^|[\\s,])${escapeRegExp(suffix)}$`, 'i').exec(rest);
    if (match) rest = rest.slice(0, match.index).trim().replace(/,$/, '').trimEnd();
  }
  return rest;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function address(street: string, city: string, state: string, zip: string): AddressFields {
  return { address_line_1: street, city, state, zip, country: COUNTRY_USA };
}
