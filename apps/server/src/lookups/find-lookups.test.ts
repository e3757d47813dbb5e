import { MESSAGES, SERVER_MESSAGES } from '@portico/application';
import type { AddressRecord, LookupSuggestion, SchoolRecord } from '@portico/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { importSchools } from './import-schools';

const HIGH_SCHOOLS = `code,name,address_line_1,city,state,zip,country
110001,Lincoln High School,100 Main St,Athens,GA,30601,USA
110002,East Lincoln High School,200 Oak Ave,Decatur,GA,30030,USA
110003,Lincolnton Academy,300 Pine Rd,Lincolnton,NC,28092,USA
110004,Abraham Lincoln Magnet School,400 Elm St,Springfield,IL,62701,USA
110005,Cedar Ridge High School,500 Ridge Rd,Lincoln,NE,68508,USA
110006,Washington High School,600 Park Ave,Tacoma,WA,98402,USA
110007,St. Mary's Academy,700 Church St,Boston,MA,02108,USA
110008,Lindale High School,800 School St,Lindale,TX,75771,USA
110009,Linden Academy,900 Grove St,Linden,NJ,07036,USA
110010,Lindbergh High School,1000 College Ave,Renton,WA,98055,USA
110011,Linwood Senior High School,1100 Lake Dr,Linwood,MI,48634,USA
`;
const COLLEGES = `code,name,address_line_1,city,state,zip,country
5001,Lincoln College,1 College Way,Lincoln,NE,68508,USA
`;

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ lookups: { rateLimit: { max: 10_000, windowMs: 60_000 } } });
  const { db } = testApp.database;
  await importSchools(db, { category: 'hs_ceeb', csv: HIGH_SCHOOLS, replace: true, source: 'test' });
  await importSchools(db, { category: 'college_ceeb', csv: COLLEGES, replace: true, source: 'test' });
});

afterAll(() => testApp.close());

function find(query: Record<string, string>) {
  return testApp.app.inject({ method: 'GET', url: '/lookup/find', query });
}

async function names(category: string, text: string, extra: Record<string, string> = {}) {
  const response = await find({ category, text, max_results: '5', ...extra });
  expect(response.statusCode).toBe(200);
  return (response.json() as LookupSuggestion[]).map((suggestion) => suggestion.text);
}

describe('GET /lookup/find: school suggestions', () => {
  it('puts a name that starts with the text before one that has it inside, and the town last', async () => {
    expect(await names('hs_ceeb', 'lincoln')).toEqual([
      'Lincoln High School',
      'Lincolnton Academy',
      'East Lincoln High School',
      'Abraham Lincoln Magnet School',
      'Cedar Ridge High School',
    ]);
  });

  it('matches what follows a word anywhere in the name, and ignores case and punctuation', async () => {
    expect(await names('hs_ceeb', 'LINCOLN HIGH')).toEqual([
      'Lincoln High School',
      'East Lincoln High School',
    ]);
    expect(await names('hs_ceeb', 'st marys')).toEqual(["St. Mary's Academy"]);
    expect(await names('hs_ceeb', 'St. Mary’s Acad')).toEqual(["St. Mary's Academy"]);
  });

  it('finds a school by its town and state, and by its code', async () => {
    expect(await names('hs_ceeb', 'Athens, GA')).toEqual(['Lincoln High School']);
    expect(await names('hs_ceeb', '110006')).toEqual(['Washington High School']);
  });

  it('tolerates typos', async () => {
    expect((await names('hs_ceeb', 'Lincon High'))[0]).toBe('Lincoln High School');
    expect(await names('hs_ceeb', 'Wasington')).toEqual(['Washington High School']);
    expect(await names('hs_ceeb', 'Lindberg High')).toEqual(['Lindbergh High School']);
  });

  it('answers at most 5 suggestions, whatever max_results asks, each with its place and code', async () => {
    const response = await find({ category: 'hs_ceeb', text: 'lin', max_results: '50' });
    const suggestions = response.json() as LookupSuggestion[];
    expect(suggestions).toHaveLength(5);
    expect(suggestions[0]).toEqual({
      text: 'Lincoln High School',
      id: '110001',
      sub_text: 'Athens, GA · CEEB 110001',
    });
    expect(await names('hs_ceeb', 'lin', { max_results: '2' })).toHaveLength(2);
    expect(await names('hs_ceeb', 'lin', { max_results: '' })).toHaveLength(5);
  });

  it('keeps the lists of high schools and colleges apart', async () => {
    expect(await names('college_ceeb', 'lincoln')).toEqual(['Lincoln College']);
  });

  it('answers an empty list to empty text, and to text that matches nothing', async () => {
    expect(await names('hs_ceeb', '')).toEqual([]);
    expect(await names('hs_ceeb', '  ')).toEqual([]);
    expect(await names('hs_ceeb', 'qqqzzz')).toEqual([]);
  });

  it('lets any cache keep school answers: they are public lists', async () => {
    const response = await find({ category: 'hs_ceeb', text: 'lin' });
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });
});

describe('GET /lookup/find: one record', () => {
  it('gives the school whose fields fill the form, by its code', async () => {
    const response = await find({ category: 'hs_ceeb', id: '110001' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: '110001',
      ceeb: '110001',
      name: 'Lincoln High School',
      address_line_1: '100 Main St',
      city: 'Athens',
      state: 'GA',
      zip: '30601',
      country: 'USA',
    } satisfies SchoolRecord);
  });

  it('answers 404 for a code the list no longer has', async () => {
    const response = await find({ category: 'college_ceeb', id: '110001' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: SERVER_MESSAGES.lookupNotFound });
  });
});

describe('GET /lookup/find: refused requests', () => {
  it('refuses an unknown category with a message', async () => {
    const response = await find({ category: 'sat_code', text: 'lin' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(response.json().message).toContain(MESSAGES.lookupCategoryInvalid);
  });

  it('refuses text longer than 100 characters', async () => {
    const response = await find({ category: 'hs_ceeb', text: 'a'.repeat(101) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(MESSAGES.lookupTextTooLong);
    expect((await find({ category: 'hs_ceeb', text: 'a'.repeat(100) })).statusCode).toBe(200);
  });

  it('refuses a request with neither text nor id, or both, and a max_results below 1', async () => {
    expect((await find({ category: 'hs_ceeb' })).json().message).toContain(MESSAGES.lookupTextOrId);
    expect((await find({ category: 'hs_ceeb', text: 'lin', id: '110001' })).statusCode).toBe(400);
    const zero = await find({ category: 'hs_ceeb', text: 'lin', max_results: '0' });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toContain(MESSAGES.lookupMaxResultsInvalid);
  });
});

describe('GET /lookup/find: addresses from the embedded ZIP codes', () => {
  it('gives the town and state of a ZIP code', async () => {
    const response = await find({ category: 'address', text: '30601' });
    expect(response.statusCode).toBe(200);
    const [first] = response.json() as LookupSuggestion[];
    expect(first).toMatchObject({ text: 'Athens, GA 30601', sub_text: 'USA' });
    expect(response.headers['cache-control']).toBe('private, max-age=300');
    const record = (await find({ category: 'address', id: first?.id ?? '' })).json() as AddressRecord;
    expect(record).toEqual({
      id: first?.id,
      address_line_1: '',
      city: 'Athens',
      state: 'GA',
      zip: '30601',
      country: 'USA',
    });
  });

  it('keeps the street typed before the town and ZIP code', async () => {
    const response = await find({ category: 'address', text: '123 Main St, Athens, GA 30601' });
    const [first] = response.json() as LookupSuggestion[];
    expect(first).toMatchObject({ text: '123 Main St', sub_text: 'Athens, GA 30601, USA' });
    const record = (await find({ category: 'address', id: first?.id ?? '' })).json() as AddressRecord;
    expect(record).toMatchObject({
      address_line_1: '123 Main St',
      city: 'Athens',
      state: 'GA',
      zip: '30601',
    });
  });

  it('gives a town and its ZIP codes for "Athens, GA", and towns for the start of a name', async () => {
    const athens = (await find({ category: 'address', text: 'Athens, GA' })).json() as LookupSuggestion[];
    expect(athens.map((suggestion) => suggestion.text)).toEqual([
      'Athens, GA',
      'Athens, GA 30601',
      'Athens, GA 30602',
      'Athens, GA 30603',
      'Athens, GA 30604',
    ]);
    const named = (await find({ category: 'address', text: 'Athens Georgia' })).json() as LookupSuggestion[];
    expect(named[0]?.text).toBe('Athens, GA');
    const towns = (await find({ category: 'address', text: 'Athen' })).json() as LookupSuggestion[];
    expect(towns).toHaveLength(5);
    expect(towns.every((town) => town.text.startsWith('Athen'))).toBe(true);
    // The larger towns (more ZIP codes) come first.
    expect(towns[0]?.text).toBe('Athens, GA');
  });

  it('answers nothing for a street alone, and 404 for an id that is not an address', async () => {
    expect((await find({ category: 'address', text: '12 Oak Ct' })).json()).toEqual([]);
    expect((await find({ category: 'address', id: 'not-an-address' })).statusCode).toBe(404);
  });
});

describe('GET /lookup/find: throttling', () => {
  it('answers 429 with a message once a client address has used its requests', async () => {
    const throttled = await buildTestApp({
      database: testApp.database,
      lookups: { rateLimit: { max: 3, windowMs: 60_000 } },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await throttled.app.inject({
        method: 'GET',
        url: '/lookup/find',
        query: { category: 'hs_ceeb', text: 'lin' },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json()).toEqual({
          code: 'RATE_LIMITED',
          message: SERVER_MESSAGES.lookupTooManyRequests,
        });
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    // Another client address has its own count.
    const other = await throttled.app.inject({
      method: 'GET',
      url: '/lookup/find',
      query: { category: 'hs_ceeb', text: 'lin' },
      remoteAddress: '203.0.113.9',
    });
    expect(other.statusCode).toBe(200);
    await throttled.app.close();
  });
});
