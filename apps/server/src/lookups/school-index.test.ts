import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { importSchools, readSchoolList } from './import-schools';
import { loadSampleSchools, SAMPLE_LISTS, SAMPLE_LISTS_DIR } from './load-sample-schools';
import { loadSchoolIndex } from './load-school-index';
import { SchoolIndexes } from './school-indexes';
import type { SchoolCategory } from './school-record';
import { searchSchools, sqlSchoolTerms } from './search-schools';
import { searchKey } from './search-text';

const log = pino({ level: 'silent' });
/** Namesakes in one town, whose codes order differently by byte and by a locale's collation. */
const NAMESAKES = `code,name,address_line_1,city,state,zip,country
X-10,Wetumpka Academy,1 Main St,Wetumpka,AL,36092,USA
x9,Wetumpka Academy,2 Main St,Wetumpka,AL,36092,USA
X11,Wetumpka Academy,3 Main St,Wetumpka,AL,36092,USA
a-1,Wetumpka Academy,4 Main St,Wetumpka,AL,36092,USA
B2,Wetumpka Academy,5 Main St,Wetumpka,AL,36092,USA
`;

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
  await loadSampleSchools(testApp.database.db, log);
  await importSchools(testApp.database.db, {
    category: 'hs_ceeb',
    csv: NAMESAKES,
    replace: false,
    source: 'test',
  });
});

afterAll(() => testApp.close());

/** What applicants type, made from the sample list: prefixes, later words, towns, codes, typos. */
async function typedTexts(category: SchoolCategory): Promise<string[]> {
  const csv = await readFile(new URL(SAMPLE_LISTS[category], SAMPLE_LISTS_DIR));
  const { rows } = readSchoolList(csv, category);
  const texts = new Set<string>(['x', 'X-1', '0', '01', '1', 'zzzz', 'st', 'high school', 'Wetumpka, AL']);
  rows.forEach((school, n) => {
    if (n % 4 !== 0) return;
    const name = searchKey(school.name);
    const city = school.city ?? '';
    const words = name.split(' ');
    texts.add(school.name.slice(0, 1 + (n % 12)));
    texts.add(
      words
        .slice(1)
        .join(' ')
        .slice(0, 3 + (n % 9)),
    );
    texts.add(city.slice(0, 2 + (n % 6)));
    texts.add(`${city}, ${school.state}`);
    texts.add(school.code.slice(0, 2 + (n % 5)));
    // A letter missing, two swapped, one wrong: in the first word, a later one, or the last.
    const at = 1 + (n % Math.max(1, name.length - 2));
    texts.add(`${name.slice(0, at)}${name.slice(at + 1)}`);
    texts.add(`${name.slice(0, at)}${name.charAt(at + 1)}${name.charAt(at)}${name.slice(at + 2)}`);
    texts.add(`${name.slice(0, at)}q${name.slice(at + 1, at + 9)}`);
    texts.add(`${words[0] ?? ''} ${(words[1] ?? '').slice(1)}`);
    texts.add(`${(words[0] ?? '').slice(0, -1)} ${words.slice(1).join(' ')} ${searchKey(city)}`);
  });
  return [...texts];
}

describe('the in-memory school index', () => {
  // Some 1,700 searches, half of them on the database: 26 s on a quiet machine, 49 s on a busy CI one.
  for (const category of ['hs_ceeb', 'college_ceeb'] as const) {
    it(`answers exactly as the database does (${category})`, async () => {
      const { db } = testApp.database;
      const index = await loadSchoolIndex(db, category);
      const texts = await typedTexts(category);
      expect(texts.length).toBeGreaterThan(category === 'hs_ceeb' ? 400 : 200);
      for (const text of texts) {
        for (const max of [5, 2]) {
          const fromIndex = await searchSchools(index, text, max);
          const fromDatabase = await searchSchools(sqlSchoolTerms(db, category), text, max);
          expect({ text, max, suggestions: fromIndex }).toEqual({ text, max, suggestions: fromDatabase });
        }
      }
    }, 120_000);
  }

  it('orders namesakes in one town as the database does', async () => {
    const index = await loadSchoolIndex(testApp.database.db, 'hs_ceeb');
    const fromDatabase = await searchSchools(sqlSchoolTerms(testApp.database.db, 'hs_ceeb'), 'wetumpka', 5);
    expect(fromDatabase.map((suggestion) => suggestion.id)).toHaveLength(5);
    expect(await searchSchools(index, 'wetumpka', 5)).toEqual(fromDatabase);
  });

  it('answers nothing until loaded, then sees an import of another process after its next check', async () => {
    const { db } = testApp.database;
    const indexes = new SchoolIndexes(db, log, 50);
    expect(indexes.current('college_ceeb')).toBeUndefined();
    indexes.start();
    try {
      await vi.waitFor(() => expect(indexes.current('college_ceeb')).toBeDefined());
      const before = indexes.current('college_ceeb');
      expect(await searchSchools(before!, 'xyloq', 5)).toEqual([]);
      // Another process's import: the same rows, written without this process noting a change.
      await db.transaction(async (tx) => {
        await tx.execute(sql`insert into lookup_school_terms (category, kind, term, code, name, city, state)
          values ('college_ceeb', 1, 'xyloquartz college lincoln ne', '9999', 'Xyloquartz College', 'Lincoln', 'NE')`);
        await tx.execute(sql`insert into lookup_imports (category, source, replaced, rows_taken, rows_refused)
          values ('college_ceeb', 'other process', false, 1, 0)`);
      });
      await vi.waitFor(async () => {
        const index = indexes.current('college_ceeb');
        expect(index).toBeDefined();
        expect(index).not.toBe(before);
        expect(await searchSchools(index!, 'xyloq', 5)).toEqual([
          { text: 'Xyloquartz College', id: '9999', sub_text: 'Lincoln, NE · CEEB 9999' },
        ]);
      });
    } finally {
      await indexes.stop();
    }
  });

  it('leaves the search to the database from an import in this process until it has loaded again', async () => {
    const { db } = testApp.database;
    const indexes = new SchoolIndexes(db, log, 60_000);
    indexes.start();
    try {
      await vi.waitFor(() => expect(indexes.current('hs_ceeb')).toBeDefined());
      await importSchools(db, {
        category: 'hs_ceeb',
        csv: 'code,name,city,state\n777777,Quillfeather Academy,Athens,GA\n',
        replace: false,
        source: 'test',
      });
      expect(indexes.current('hs_ceeb')).toBeUndefined();
      await vi.waitFor(async () => {
        const index = indexes.current('hs_ceeb');
        expect(index).toBeDefined();
        expect((await searchSchools(index!, 'quill', 5)).map((suggestion) => suggestion.id)).toEqual([
          '777777',
        ]);
      });
    } finally {
      await indexes.stop();
    }
  });
});
