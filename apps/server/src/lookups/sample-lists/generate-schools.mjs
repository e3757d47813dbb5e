// Makes fictional schools and colleges for Portico's sample lists and its benchmark. Town names,
// states and ZIP codes are real (the `zipcodes` package's U.S. data, docs/lookups.md); every
// school, code and street address is invented from a fixed seed, so a run always makes the same
// list. Write the shipped sample lists again with:
//   node apps/server/src/lookups/sample-lists/generate-schools.mjs
// Plain JavaScript so that the benchmark (bench/lookups.mjs) can import it without a build.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import zipcodes from 'zipcodes';

/** The 50 states and DC, in the alphabetical order of their names: a code's first two digits. */
/** @type {[code: string, name: string][]} */
export const STATES = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
];

const PEOPLE = [
  'Lincoln',
  'Washington',
  'Jefferson',
  'Roosevelt',
  'Kennedy',
  'Madison',
  'Franklin',
  'Jackson',
  'Wilson',
  'Monroe',
  'Hamilton',
  'Grant',
  'Adams',
  'Truman',
  'Eisenhower',
  'Douglass',
  'Tubman',
  'Carver',
  'Edison',
  'Whitman',
  'Hawthorne',
  'Marshall',
  'Chavez',
  'Parks',
  'King',
];
const NATURE = [
  'Cedar',
  'Oak',
  'Pine',
  'Maple',
  'Willow',
  'Eagle',
  'Falcon',
  'Hawk',
  'Stone',
  'Silver',
  'Spring',
  'Clear',
];
const LANDFORMS = ['Ridge', 'Valley', 'Creek', 'Hill', 'Lake', 'Park', 'Grove', 'Meadow', 'Brook', 'View'];
const SAINTS = ['Mary', 'Joseph', 'Thomas', 'Francis', 'Anne', 'Patrick', 'John', 'Catherine'];
const DIRECTIONS = ['North', 'South', 'East', 'West'];
const STREETS = [
  'Main',
  'School',
  'High School',
  'College',
  'Church',
  'Park',
  'Oak',
  'Maple',
  'Elm',
  'Washington',
  'Lincoln',
  'Jefferson',
  'Highland',
  'Lakeview',
  'Ridge',
  'Mill',
  'Academy',
  'Education',
  'Campus',
];
const STREET_KINDS = ['St', 'Ave', 'Rd', 'Dr', 'Blvd', 'Way', 'Ln', 'Pkwy'];

/** @typedef {{ town: string, state: string, pick: (list: readonly string[]) => string }} NameParts */

/** @type {((parts: NameParts) => string)[]} */
const HIGH_SCHOOL_NAMES = [
  ({ town }) => `${town} High School`,
  ({ town }) => `${town} Senior High School`,
  ({ town }) => `${town} Central High School`,
  ({ pick }) => `${pick(PEOPLE)} High School`,
  ({ pick }) => `${pick(NATURE)} ${pick(LANDFORMS)} High School`,
  ({ town, pick }) => `${pick(DIRECTIONS)} ${town} High School`,
  ({ town }) => `${town} Academy`,
  ({ pick }) => `St. ${pick(SAINTS)} Catholic High School`,
  ({ town }) => `${town} Christian Academy`,
  ({ town }) => `${town} Early College High School`,
  ({ pick }) => `${pick(PEOPLE)} Magnet School`,
  ({ town }) => `${town} School of the Arts`,
];

/** @type {((parts: NameParts) => string)[]} */
const COLLEGE_NAMES = [
  ({ town }) => `${town} Community College`,
  ({ town }) => `${town} State College`,
  ({ town }) => `University of ${town}`,
  ({ town }) => `${town} Technical College`,
  ({ pick }) => `${pick(PEOPLE)} College`,
  ({ pick }) => `${pick(NATURE)} ${pick(LANDFORMS)} College`,
  ({ state }) => `${state} Polytechnic University`,
  ({ town }) => `${town} College of Nursing`,
];

/**
 * A small seeded generator (mulberry32): the same seed, the same list.
 * @param {number} seed
 */
export function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Words of the names of ZIP codes that are a service, a base or a firm rather than a town. */
const NOT_TOWNS =
  /\b(?:Annex|Bank|Box|Brm|Center|Co|Corp|Dept|Firms|Inc|Ins|Irs|Mail|Naval|Parcel|Return|Service|Station)\b/;

/**
 * Towns of each state, each with its lowest ZIP code. Some ZIP codes belong to one company or post
 * box ('Shell Oil Box 150'): places with two ZIP codes or more are real towns, so they are taken
 * where a state has enough of them.
 * @returns {Map<string, [town: string, zip: string][]>}
 */
function townsByState() {
  /** @type {Map<string, Map<string, { zip: string, count: number }>>} */
  const places = new Map();
  for (const place of Object.values(zipcodes.codes)) {
    if (place.country !== 'US' || !/^[A-Z][a-z]+(?:[ -][A-Z][a-z]+){0,2}$/.test(place.city)) continue;
    if (NOT_TOWNS.test(place.city) || (place.state === 'DC' && place.city !== 'Washington')) continue;
    const inState = places.get(place.state) ?? new Map();
    const known = inState.get(place.city);
    inState.set(place.city, {
      zip: known && known.zip < place.zip ? known.zip : place.zip,
      count: (known?.count ?? 0) + 1,
    });
    places.set(place.state, inState);
  }
  const towns = new Map();
  for (const [state, inState] of places) {
    const all = [...inState.entries()].sort(([a], [b]) => a.localeCompare(b));
    const larger = all.filter(([, place]) => place.count > 1);
    towns.set(
      state,
      (larger.length >= 20 ? larger : all).map(([town, place]) => [town, place.zip]),
    );
  }
  return towns;
}

/**
 * @typedef {{ code: string, name: string, address_line_1: string, city: string, state: string,
 *   zip: string, country: string }} SchoolRow
 */

/**
 * `perState` fictional schools in each of the 50 states and DC. High-school codes have six digits
 * (the state's number, then a serial); college codes have four.
 * @param {{ kind: 'high-school' | 'college', perState: number, seed?: number }} options
 * @returns {SchoolRow[]}
 */
export function generateSchools({ kind, perState, seed = 2027 }) {
  const capacity = kind === 'college' ? Math.floor(9000 / STATES.length) : 10_000;
  if (perState > capacity) throw new RangeError(`at most ${capacity} ${kind} codes per state`);
  const next = random(seed + (kind === 'college' ? 1 : 0));
  const pick = (/** @type {readonly string[]} */ list) =>
    list[Math.floor(next() * list.length)] ?? list[0] ?? '';
  const patterns = kind === 'college' ? COLLEGE_NAMES : HIGH_SCHOOL_NAMES;
  const towns = townsByState();
  /** @type {SchoolRow[]} */
  const rows = [];
  const used = new Set();
  STATES.forEach(([state, stateName], stateIndex) => {
    const places = towns.get(state) ?? [];
    for (let serial = 0; serial < perState; serial += 1) {
      const [town, zip] = places[Math.floor(next() * places.length)] ?? ['Springfield', '00000'];
      let name = '';
      // A name is not repeated in one town, nor a college's name anywhere.
      const key = (/** @type {string} */ candidate) =>
        kind === 'college' ? candidate : `${candidate}|${town}`;
      for (let attempt = 0; attempt < 20 && (!name || used.has(key(name))); attempt += 1) {
        const pattern = patterns[Math.floor(next() * patterns.length)];
        if (pattern) name = pattern({ town, state: stateName, pick });
      }
      used.add(key(name));
      const code =
        kind === 'college'
          ? String(1000 + rows.length)
          : `${String(stateIndex + 1).padStart(2, '0')}${String(serial).padStart(4, '0')}`;
      rows.push({
        code,
        name,
        address_line_1: `${100 + Math.floor(next() * 98) * 100} ${pick(STREETS)} ${pick(STREET_KINDS)}`,
        city: town,
        state,
        zip,
        country: 'USA',
      });
    }
  });
  return rows;
}

/** @type {(keyof SchoolRow)[]} */
const COLUMNS = ['code', 'name', 'address_line_1', 'city', 'state', 'zip', 'country'];

/** The import format of `import-schools` (docs/lookups.md). */
export function toCsv(/** @type {SchoolRow[]} */ rows) {
  const cell = (/** @type {string} */ value) =>
    /[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
  return `${[COLUMNS.join(','), ...rows.map((row) => COLUMNS.map((column) => cell(row[column])).join(','))].join('\n')}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const folder = new URL('./', import.meta.url);
  await writeFile(
    new URL('sample-high-schools.csv', folder),
    toCsv(generateSchools({ kind: 'high-school', perState: 8 })),
  );
  await writeFile(
    new URL('sample-colleges.csv', folder),
    toCsv(generateSchools({ kind: 'college', perState: 3 })),
  );
}
