import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { queryRows } from '../platform/database/open-database';
import { isSimilar, similarityValue, trigramSimilarity, wordTrigrams } from './trigram-similarity';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(() => testApp.close());

const WORDS = [
  'lincoln',
  'lincon',
  'linclon',
  'lincolnton',
  'washington',
  'wasington',
  'washingtn',
  'lindbergh',
  'lindberg',
  'lindale',
  'linden',
  'linwood',
  'academy',
  'acadmy',
  'akademy',
  'high',
  'hgh',
  'school',
  'schol',
  'shcool',
  'college',
  'colege',
  'community',
  'comunity',
  'saint',
  'st',
  'marys',
  'mary',
  'abraham',
  'cedar',
  'ridge',
  'rdge',
  'springfield',
  'sprngfield',
  'athens',
  'athns',
  'aaa',
  'aaaa',
  'abab',
  'baba',
  'a1b2',
  '110004',
  '11004',
  '2nd',
  'x',
  'xy',
  'xyz',
  'wetumpka',
  'wetumka',
  'fort',
  'payne',
  'pyne',
  'early',
  'erly',
  'magnet',
  'magent',
  'senior',
  'senor',
  'valley',
  'vally',
  'harbor',
];

describe('trigram similarity', () => {
  it("gives pg_trgm's similarity and % for every pair of a few hundred", async () => {
    const pairs = [
      ...WORDS.flatMap((a, i) => WORDS.slice(i, i + 9).map((b) => [a, b] as const)),
      // Exactly 3 trigrams common of 10.
      ['abc', 'abcdexyz'] as const,
      ['abcde', 'abcxyz'] as const,
    ];
    expect(pairs.length).toBeGreaterThan(400);
    const rows = await queryRows<{ a: string; b: string; similarity: number; similar: boolean }>(
      testApp.database.db,
      sql`select t.a, t.b, similarity(t.a, t.b) as similarity, t.a % t.b as similar
        from (values ${sql.join(
          pairs.map(([a, b]) => sql`(${a}::text, ${b}::text)`),
          sql`, `,
        )}) as t(a, b)`,
    );
    expect(rows).toHaveLength(pairs.length);
    let atThreshold = 0;
    for (const row of rows) {
      const ours = trigramSimilarity(wordTrigrams(row.a), wordTrigrams(row.b));
      expect({ ...row, similarity: Math.fround(similarityValue(ours)) }).toEqual({
        ...row,
        similarity: Math.fround(Number(row.similarity)),
      });
      expect({ ...row, similar: isSimilar(ours) }).toEqual(row);
      if (ours.common * 10 === ours.union * 3) atThreshold += 1;
    }
    // Pairs exactly at 0.3 show that `%` takes the threshold itself.
    expect(atThreshold).toBeGreaterThanOrEqual(2);
  });
});
