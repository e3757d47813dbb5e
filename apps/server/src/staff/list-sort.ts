import { STAFF_MESSAGES } from '@portico/application';
import type { SortOrder, StaffSort } from '@portico/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { AppError } from '../platform/errors';

/**
 * Where the page's rows come from: the applicant's id and activity there, the application_index
 * row (`index`) when that is the table read (every sort but the activity reads it), and whether the
 * list is one reader's queue or no one's (`oneReader`), where every row has the same reader.
 */
export interface KeySource {
  activity: SQL;
  id: SQL;
  index?: SQL;
  oneReader: boolean;
}

/**
 * Each column's key as the database compares it, its type, which a cursor's value is cast to, and
 * the tables it reads, joined by their primary keys.
 */
interface SortKey {
  key: SQL;
  type: keyof typeof KEY_TEXT;
  joins?: SQL;
}

/** The shapes of a key's text, as PostgreSQL writes each type (a timestamptz with microseconds). */
const KEY_TEXT = {
  timestamptz: /^(-infinity|\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{1,6})?[+-]\d\d(:\d\d)?)$/,
  int: /^\d{1,3}$/,
  text: /^[^\0]{0,600}$/,
};

/**
 * The key of each sortable column of the list (issue 28), never null: a row comparison with a null
 * in it is neither before nor after the cursor, and the row would be lost. What is blank sorts
 * first: a file not submitted (-infinity), no reader (''), no decision (0). A status sorts in the
 * order a file moves through them (`staff_status_rank`) and a decision in the site configuration's
 * order, not by their words; a decision no longer configured after every configured one. Every key
 * but the activity and another's reader is a column application_index keeps (the status, the reader
 * and the decision's place by triggers, migration 0029; the name and the submission by the
 * catch-up), written as its indexes on (reader, key, id) hold it: a reader's queue sorted by it is
 * then a range of an index, read for a page and no further (docs/decisions.md D-PRF-10). The
 * activity is the source's: of a reader's queue or a status past in progress, the office's
 * activity application_index keeps in such indexes too (staff-applications.ts).
 */
function sortKey(sort: StaffSort, source: KeySource): SortKey {
  if (sort === 'activity') return { key: source.activity, type: 'timestamptz' };
  const i = source.index;
  if (!i) throw new Error(`the ${sort} sort reads application_index`);
  switch (sort) {
    case 'submitted':
      return { key: sql`coalesce(${i}.submitted_at, '-infinity'::timestamptz)`, type: 'timestamptz' };
    case 'name':
      // The name as the list shows it (first, then last), then the address and the reference:
      // application_index's searched text.
      return { key: sql`${i}.searched_text`, type: 'text' };
    case 'status':
      return { key: sql`staff_status_rank(${i}.staff_status)`, type: 'int' };
    case 'reader':
      // In one reader's queue, or no one's, the reader ties for every row: the id orders them.
      if (source.oneReader) return { key: sql`''::text`, type: 'text' };
      return {
        key: sql`coalesce(lower(sort_r.email), '')`,
        type: 'text',
        joins: sql`left join staff_members sort_r on sort_r.id = ${i}.reader_id`,
      };
    case 'decision':
      return { key: sql`${i}.decision_rank`, type: 'int' };
    default: {
      const unknown: never = sort;
      throw new AppError('BAD_REQUEST', `unknown sort ${String(unknown)}`);
    }
  }
}

/** A sort as the list's page query reads it: the key, and what a page continues after. */
export interface ListOrder {
  /** The column's key, on the page's source: its activity, or application_index's `i`. */
  key: SQL;
  /** The tables the key reads, to join to the page's source (another's reader: staff_members). */
  joins: SQL;
  /** `order by` for the key and the applicant's id, which breaks ties, in the asked direction. */
  orderBy: (key: SQL, id: SQL) => SQL;
  /** The rows after the request's cursor, if any: by the key and the id. */
  after: (key: SQL, id: SQL) => SQL | undefined;
  /** The cursor of a page whose last row had this key (as text, as the database wrote it) and id. */
  cursorOf: (key: string, id: string) => string;
}

/**
 * A cursor is the sort, its direction, the last row's key as the database wrote it as text (cast
 * back to its type when read, so that a time keeps its microseconds) and its id, as base64url JSON:
 * opaque to the browser, checked when it comes back. One made for another sort or direction would
 * start the page at a key of another column: refused with 400, as a forged one.
 */
export function listOrder(
  sort: StaffSort,
  order: SortOrder,
  cursor: string | undefined,
  source: KeySource,
): ListOrder {
  const { key, type, joins = sql`` } = sortKey(sort, source);
  const direction = order === 'asc' ? sql`asc` : sql`desc`;
  const after = cursor === undefined ? undefined : readCursor(cursor, sort, order, KEY_TEXT[type]);
  return {
    key,
    joins,
    orderBy: (keyColumn, id) => sql`${keyColumn} ${direction}, ${id} ${direction}`,
    after: (keyColumn, id) => {
      if (!after) return undefined;
      const start = sql`(${after.key}::${sql.raw(type)}, ${after.id}::uuid)`;
      return order === 'asc' ? sql`(${keyColumn}, ${id}) > ${start}` : sql`(${keyColumn}, ${id}) < ${start}`;
    },
    cursorOf: (lastKey, id) => Buffer.from(JSON.stringify([sort, order, lastKey, id])).toString('base64url'),
  };
}

function readCursor(cursor: string, sort: StaffSort, order: SortOrder, shape: RegExp) {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString());
  } catch {
    throw new AppError('BAD_REQUEST', STAFF_MESSAGES.cursorInvalid);
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 4 ||
    parsed[0] !== sort ||
    parsed[1] !== order ||
    typeof parsed[2] !== 'string' ||
    !shape.test(parsed[2]) ||
    typeof parsed[3] !== 'string' ||
    !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(parsed[3])
  ) {
    throw new AppError('BAD_REQUEST', STAFF_MESSAGES.cursorInvalid);
  }
  return { key: parsed[2], id: parsed[3] };
}
