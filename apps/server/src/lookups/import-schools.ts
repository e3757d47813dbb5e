import {
  CANADIAN_PROVINCE_OPTIONS,
  COUNTRY_CANADA,
  COUNTRY_OPTIONS,
  COUNTRY_USA,
  LIMITS,
  US_POSTAL_STATE_OPTIONS,
  type Option,
} from '@portico/application';
import { parse } from 'csv-parse/sync';
import { and, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../platform/database/open-database';
import { lookupImports, lookupSchools } from '../platform/database/schema';
import { noteSchoolListChange } from './school-list-changes';
import type { SchoolCategory } from './school-record';
import { searchKey } from './search-text';

/** The columns of a school list, in the order the sample lists use; the header may order them otherwise. */
export const SCHOOL_COLUMNS = ['code', 'name', 'address_line_1', 'city', 'state', 'zip', 'country'] as const;
type Column = (typeof SCHOOL_COLUMNS)[number];

/** School names run longer than other text fields (the school search block allows 100). */
const NAME_MAX_LENGTH = 100;
const ZIP_MAX_LENGTH = 10;
const CODE_PATTERN = /^[A-Za-z0-9-]{1,20}$/;
const US_ZIP_PATTERN = /^\d{5}(?:-\d{4})?$/;
const BATCH_SIZE = 500;

export interface Refusal {
  /** The line of the file, counting the header as line 1. */
  line: number;
  code?: string;
  reason: string;
}

export interface ImportReport {
  category: SchoolCategory;
  /** Rows read from the file, the header aside. */
  rows: number;
  taken: number;
  inserted: number;
  updated: number;
  /** Schools no longer in the list (with `replace` only). */
  removed: number;
  refused: Refusal[];
}

/** A file that cannot be imported at all (no header, an unknown column, not CSV). */
export class SchoolListError extends Error {
  override name = 'SchoolListError';
}

type SchoolRow = typeof lookupSchools.$inferInsert;

/**
 * Imports a school list (CSV with the columns of SCHOOL_COLUMNS) in one transaction. Each row
 * inserts or updates the school with its code; rows that cannot be taken are refused with their
 * line and reason, and the rest is imported. With `replace`, the schools of the category that the
 * file does not name are removed, except those named by a refused row: a typo in a row never
 * deletes the school it was meant to update.
 */
export async function importSchools(
  db: Database,
  options: { category: SchoolCategory; csv: string | Buffer; replace: boolean; source: string },
): Promise<ImportReport> {
  const { category, replace } = options;
  const { rows, refused, lineCount } = readSchoolList(options.csv, category);
  const report = await db.transaction(async (tx) => {
    let inserted = 0;
    for (let start = 0; start < rows.length; start += BATCH_SIZE) {
      const results = await tx
        .insert(lookupSchools)
        .values(rows.slice(start, start + BATCH_SIZE))
        .onConflictDoUpdate({
          target: [lookupSchools.category, lookupSchools.code],
          set: {
            name: sql`excluded.name`,
            addressLine1: sql`excluded.address_line_1`,
            city: sql`excluded.city`,
            state: sql`excluded.state`,
            zip: sql`excluded.zip`,
            country: sql`excluded.country`,
            searchName: sql`excluded.search_name`,
            searchPlace: sql`excluded.search_place`,
            updatedAt: sql`now()`,
          },
        })
        // xmax is 0 for a row this statement inserted, and set for one it updated.
        .returning({ inserted: sql<boolean>`(xmax = 0)` });
      inserted += results.filter((result) => result.inserted).length;
    }
    let removed = 0;
    if (replace) {
      const kept = refused.flatMap((refusal) => (refusal.code ? [refusal.code] : []));
      if (kept.length > 0) {
        await tx
          .update(lookupSchools)
          .set({ updatedAt: sql`now()` })
          .where(and(sql`${lookupSchools.category} = ${category}`, inArray(lookupSchools.code, kept)));
      }
      // now() is the transaction's start: every school this import wrote or kept carries it.
      const gone = await tx
        .delete(lookupSchools)
        .where(and(sql`${lookupSchools.category} = ${category}`, lt(lookupSchools.updatedAt, sql`now()`)))
        .returning({ code: lookupSchools.code });
      removed = gone.length;
    }
    await rebuildSearchIndex(tx, category);
    await tx.insert(lookupImports).values({
      category,
      source: options.source,
      replaced: replace,
      rowsTaken: rows.length,
      rowsRefused: refused.length,
    });
    return {
      category,
      rows: lineCount,
      taken: rows.length,
      inserted,
      updated: rows.length - inserted,
      removed,
      refused,
    };
  });
  // Called inside a caller's transaction (the sample load) this is not yet committed: that caller
  // notes the change again after its commit.
  noteSchoolListChange();
  // PGlite has no autovacuum: fresh statistics keep the planner on the index range scans.
  await db.execute(sql`analyze lookup_schools, lookup_school_terms, lookup_words`);
  return report;
}

/** The prefix terms and the words of a category, made again from its schools (schema.ts). */
async function rebuildSearchIndex(db: Database, category: SchoolCategory): Promise<void> {
  await db.execute(sql`delete from lookup_school_terms where category = ${category}`);
  await db.execute(sql`
    insert into lookup_school_terms (category, kind, term, code, name, city, state)
    select category, 0, lower(code), code, name, city, state from lookup_schools where category = ${category}
    union all
    select category, 1, trim(search_name || ' ' || search_place), code, name, city, state
      from lookup_schools where category = ${category}
    union all
    select s.category, 2, trim(array_to_string(w.words[i:], ' ') || ' ' || s.search_place), s.code, s.name, s.city, s.state
      from lookup_schools s
      cross join lateral (select string_to_array(s.search_name, ' ') as words) w
      cross join lateral generate_series(2, coalesce(array_length(w.words, 1), 0)) i
      where s.category = ${category}
    union all
    select category, 3, trim(search_place || ' ' || search_name), code, name, city, state
      from lookup_schools where category = ${category} and search_place <> ''
    on conflict do nothing`);
  await db.execute(sql`delete from lookup_words where category = ${category}`);
  await db.execute(sql`
    insert into lookup_words (category, word)
    select distinct ${category}, word
      from lookup_schools s
      cross join lateral unnest(string_to_array(s.search_name || ' ' || s.search_place, ' ')) word
      where s.category = ${category} and length(word) >= 3
    on conflict do nothing`);
}

/** Parses and checks the file: the rows to take, and the others with their reasons. */
export function readSchoolList(
  csv: string | Buffer,
  category: SchoolCategory,
): { rows: SchoolRow[]; refused: Refusal[]; lineCount: number } {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(csv, {
      bom: true,
      info: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as unknown as typeof records;
  } catch (error) {
    throw new SchoolListError(`The file is not valid CSV: ${(error as Error).message}`);
  }
  const [header, ...body] = records;
  if (!header) throw new SchoolListError('The file is empty: it needs a header line.');
  const columns = header.record.map((name) => name.toLowerCase());
  const unknown = columns.filter((name) => !(SCHOOL_COLUMNS as readonly string[]).includes(name));
  if (unknown.length > 0 || !columns.includes('code') || !columns.includes('name')) {
    throw new SchoolListError(
      `The header must name the columns ${SCHOOL_COLUMNS.join(',')} (code and name at least)` +
        (unknown.length > 0 ? `; unknown: ${unknown.join(', ')}` : '.'),
    );
  }
  const rows: SchoolRow[] = [];
  const refused: Refusal[] = [];
  const firstLine = new Map<string, number>();
  for (const { record, info } of body) {
    const line = info.lines;
    const field = (column: Column) => record[columns.indexOf(column)] ?? '';
    const code = field('code');
    if (record.length !== columns.length) {
      refused.push({
        line,
        ...(code ? { code } : {}),
        reason: `has ${record.length} fields, the header ${columns.length}`,
      });
      continue;
    }
    const checked = checkSchool(category, {
      code,
      name: field('name'),
      addressLine1: field('address_line_1'),
      city: field('city'),
      state: field('state'),
      zip: field('zip'),
      country: field('country'),
    });
    if (typeof checked === 'string') {
      refused.push({ line, ...(code ? { code } : {}), reason: checked });
      continue;
    }
    const seen = firstLine.get(checked.code.toLowerCase());
    if (seen !== undefined) {
      refused.push({ line, code, reason: `duplicate code ${code} (first on line ${seen})` });
      continue;
    }
    firstLine.set(checked.code.toLowerCase(), line);
    rows.push(checked);
  }
  return { rows, refused, lineCount: body.length };
}

interface SchoolFields {
  code: string;
  name: string;
  addressLine1: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

/** The row as stored, or why it is refused. A blank country means USA; states are stored as codes. */
function checkSchool(category: SchoolCategory, fields: SchoolFields): SchoolRow | string {
  const textMax = LIMITS.textInputMaxLength;
  if (!fields.code) return 'missing code';
  if (!CODE_PATTERN.test(fields.code))
    return `bad code "${fields.code}": letters, digits and '-', at most 20`;
  if (!fields.name) return 'missing name';
  if (fields.name.length > NAME_MAX_LENGTH) return `name longer than ${NAME_MAX_LENGTH} characters`;
  if (!searchKey(fields.name)) return 'name has no letter or digit';
  if (fields.addressLine1.length > textMax) return `address_line_1 longer than ${textMax} characters`;
  if (fields.city.length > textMax) return `city longer than ${textMax} characters`;
  if (fields.zip.length > ZIP_MAX_LENGTH) return `zip longer than ${ZIP_MAX_LENGTH} characters`;
  const country = fields.country ? findOption(COUNTRY_OPTIONS, fields.country) : COUNTRY_USA;
  if (!country)
    return `unknown country "${fields.country}": use a country code of the form (e.g. USA, CAN, UK)`;
  let state = fields.state;
  if (country === COUNTRY_USA || country === COUNTRY_CANADA) {
    const options = country === COUNTRY_USA ? US_POSTAL_STATE_OPTIONS : CANADIAN_PROVINCE_OPTIONS;
    const code = findOption(options, fields.state);
    if (!code)
      return fields.state ? `bad state "${fields.state}" for ${country}` : `missing state for ${country}`;
    state = code;
  } else if (state.length > textMax) {
    return `state longer than ${textMax} characters`;
  }
  if (country === COUNTRY_USA && fields.zip && !US_ZIP_PATTERN.test(fields.zip)) {
    return `bad zip "${fields.zip}": five digits, or ZIP+4`;
  }
  return {
    category,
    code: fields.code,
    name: fields.name,
    addressLine1: fields.addressLine1,
    city: fields.city,
    state,
    zip: fields.zip,
    country,
    searchName: searchKey(fields.name),
    searchPlace: searchKey(`${fields.city} ${state}`),
  };
}

/** The option whose value or label is `text`, whatever its case; the empty '--' entry never. */
function findOption(options: readonly Option[], text: string): string | undefined {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return undefined;
  return options.find(
    (option) =>
      option.value && (option.value.toLowerCase() === wanted || option.label.toLowerCase() === wanted),
  )?.value;
}

/** The operator's report of an import: counts, then each refused row with its line and reason. */
export function formatImportReport(report: ImportReport): string {
  const lines = [
    `${report.category}: ${report.rows} rows read, ${report.taken} taken (${report.inserted} new, ${report.updated} updated), ` +
      `${report.refused.length} refused${report.removed ? `, ${report.removed} schools no longer listed removed` : ''}.`,
    ...report.refused.map(
      (refusal) =>
        `  line ${refusal.line}${refusal.code ? ` (code ${refusal.code})` : ''}: ${refusal.reason}`,
    ),
  ];
  return lines.join('\n');
}
