import { readFile } from 'node:fs/promises';
import { US_STATE_OPTIONS } from '@portico/application';
import type { LookupSuggestion } from '@portico/contracts';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { lookupImports, lookupSchools } from '../platform/database/schema';
import { importSchools, readSchoolList, SchoolListError } from './import-schools';
import { loadSampleSchools, SAMPLE_LISTS, SAMPLE_LISTS_DIR } from './load-sample-schools';

const HEADER = 'code,name,address_line_1,city,state,zip,country';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(() => testApp.close());

async function suggestions(category: string, text: string) {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/lookup/find',
    query: { category, text },
  });
  return (response.json() as LookupSuggestion[]).map((suggestion) => suggestion.text);
}

async function codes(category: 'hs_ceeb' | 'college_ceeb') {
  const rows = await testApp.database.db
    .select({ code: lookupSchools.code })
    .from(lookupSchools)
    .where(eq(lookupSchools.category, category))
    .orderBy(lookupSchools.code);
  return rows.map((row) => row.code);
}

/** Imports `rows` under the header, as a file given to the CLI would be. */
function importRows(category: 'hs_ceeb' | 'college_ceeb', rows: string[], { replace = false } = {}) {
  return importSchools(testApp.database.db, {
    category,
    csv: [HEADER, ...rows].join('\n'),
    replace,
    source: 'test',
  });
}

describe('importSchools', () => {
  it('takes the good rows and refuses each bad one with its line and reason', async () => {
    const csv = [
      HEADER,
      '210001,Harbor Valley High School,1 Main St,Athens,GA,30601,USA',
      ',No Code High School,2 Main St,Athens,GA,30601,USA',
      '210003,,3 Main St,Athens,GA,30601,USA',
      '210004,Bad State High School,4 Main St,Athens,XX,30601,USA',
      '210001,Harbor Valley High School Again,5 Main St,Athens,GA,30601,USA',
      '210006,Bad Zip High School,6 Main St,Athens,GA,3060,USA',
      '210007,Far Away School,7 High St,Leeds,,LS1 1AA,Atlantis',
      '210008,Short Row High School,8 Main St',
      '210009,Toronto Collegiate,9 King St,Toronto,Ontario,M5H 2N2,CAN',
      '210010,Blank Country High School,10 Main St,Boise,Idaho,83702,',
      `210011,${'Very Long Name '.repeat(7)},11 Main St,Boise,ID,83702,USA`,
    ].join('\n');
    const report = await importSchools(testApp.database.db, {
      category: 'hs_ceeb',
      csv,
      replace: false,
      source: 'test',
    });
    expect(report).toMatchObject({
      category: 'hs_ceeb',
      rows: 11,
      taken: 3,
      inserted: 3,
      updated: 0,
      removed: 0,
    });
    expect(report.refused).toEqual([
      { line: 3, reason: 'missing code' },
      { line: 4, code: '210003', reason: 'missing name' },
      { line: 5, code: '210004', reason: 'bad state "XX" for USA' },
      { line: 6, code: '210001', reason: 'duplicate code 210001 (first on line 2)' },
      { line: 7, code: '210006', reason: 'bad zip "3060": five digits, or ZIP+4' },
      {
        line: 8,
        code: '210007',
        reason: 'unknown country "Atlantis": use a country code of the form (e.g. USA, CAN, UK)',
      },
      { line: 9, code: '210008', reason: 'has 3 fields, the header 7' },
      { line: 12, code: '210011', reason: 'name longer than 100 characters' },
    ]);
    // State names are stored as codes; a blank country is the United States.
    const [canadian] = await testApp.database.db
      .select()
      .from(lookupSchools)
      .where(eq(lookupSchools.code, '210009'));
    expect(canadian).toMatchObject({ state: 'ON', country: 'CAN' });
    const [blank] = await testApp.database.db
      .select()
      .from(lookupSchools)
      .where(eq(lookupSchools.code, '210010'));
    expect(blank).toMatchObject({ state: 'ID', country: 'USA' });
  });

  it('updates by code, keeps the schools a file does not name, and searches the new names', async () => {
    await importRows('college_ceeb', [
      '310001,Old Mill High School,1 Mill Rd,Dover,DE,19901,USA',
      '310002,Kent Academy,2 Kent St,Dover,DE,19901,USA',
    ]);
    const report = await importRows('college_ceeb', [
      '310001,New Mill College,1 Mill Rd,Dover,DE,19901,USA',
      '310003,Dover Technical College,3 Tech Way,Dover,DE,19901,USA',
    ]);
    expect(report).toMatchObject({ taken: 2, inserted: 1, updated: 1, removed: 0, refused: [] });
    expect(await codes('college_ceeb')).toEqual(['310001', '310002', '310003']);
    expect(await suggestions('college_ceeb', 'new mill')).toEqual(['New Mill College']);
    expect(await suggestions('college_ceeb', 'old mill')).toEqual([]);
  });

  it('with replace, removes the schools the file does not name, but never one named by a refused row', async () => {
    await importRows(
      'hs_ceeb',
      [
        '410001,Keep High School,1 A St,Reno,NV,89501,USA',
        '410002,Drop High School,2 B St,Reno,NV,89501,USA',
        '410003,Typo High School,3 C St,Reno,NV,89501,USA',
      ],
      { replace: true },
    );
    const report = await importRows(
      'hs_ceeb',
      [
        '410001,Keep High School,1 A St,Reno,NV,89501,USA',
        '410003,Typo High School,3 C St,Reno,Nevda,89501,USA',
      ],
      { replace: true },
    );
    expect(report).toMatchObject({ taken: 1, updated: 1, removed: 1 });
    expect(report.refused).toEqual([{ line: 3, code: '410003', reason: 'bad state "Nevda" for USA' }]);
    expect(await codes('hs_ceeb')).toEqual(['410001', '410003']);
    expect(await suggestions('hs_ceeb', 'drop')).toEqual([]);
  });

  it('refuses a whole file without the header it needs', () => {
    expect(() => readSchoolList('', 'hs_ceeb')).toThrow(SchoolListError);
    expect(() => readSchoolList('code,title\n1,x', 'hs_ceeb')).toThrow(/unknown: title/);
    expect(() => readSchoolList('name,city\nx,y', 'hs_ceeb')).toThrow(/code and name at least/);
    expect(() => readSchoolList(`${HEADER}\n"unclosed,quote`, 'hs_ceeb')).toThrow(/not valid CSV/);
  });
});

describe('the sample lists', () => {
  it.each(Object.entries(SAMPLE_LISTS))(
    '%s has no refused row and schools in every state and DC',
    async (category, file) => {
      const csv = await readFile(new URL(file, SAMPLE_LISTS_DIR));
      const { rows, refused } = readSchoolList(csv, category as 'hs_ceeb' | 'college_ceeb');
      expect(refused).toEqual([]);
      const states = new Set(rows.map((row) => row.state));
      expect([...states].sort()).toEqual(
        US_STATE_OPTIONS.map((option) => option.value)
          .filter(Boolean)
          .sort(),
      );
    },
  );

  it('are loaded once, on a first start, and never over an institution’s own import', async () => {
    const own = await buildTestApp();
    try {
      const { db } = own.database;
      const log = pino({ level: 'silent' });
      await importSchools(db, {
        category: 'college_ceeb',
        csv: `${HEADER}\n9001,Own College,1 A St,Reno,NV,89501,USA`,
        replace: true,
        source: 'own.csv',
      });
      await loadSampleSchools(db, log);
      await loadSampleSchools(db, log);
      const imports = await db
        .select({ category: lookupImports.category, source: lookupImports.source })
        .from(lookupImports);
      expect(imports.sort((a, b) => a.category.localeCompare(b.category))).toEqual([
        { category: 'college_ceeb', source: 'own.csv' },
        { category: 'hs_ceeb', source: 'sample:sample-high-schools.csv' },
      ]);
      const response = await own.app.inject({
        method: 'GET',
        url: '/lookup/find',
        query: { category: 'college_ceeb', text: 'o' },
      });
      expect((response.json() as LookupSuggestion[]).map((suggestion) => suggestion.text)).toEqual([
        'Own College',
      ]);
      const sample = await own.app.inject({
        method: 'GET',
        url: '/lookup/find',
        query: { category: 'hs_ceeb', text: 'high' },
      });
      expect(sample.json()).toHaveLength(5);
    } finally {
      await own.close();
    }
  });
});
