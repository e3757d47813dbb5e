import { STAFF_MESSAGES, type ChecklistItem, type DecisionOption } from '@portico/application';
import { STAFF_STATUSES, type SortOrder, type StaffSort } from '@portico/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { AppError } from '../platform/errors';
import { joinedStaffStatusSql } from './staff-status-sql';

/**
 * What a sort key reads besides the application: the rules of its status and its decision, and
 * whether the list is one reader's queue (or no one's), where every row has the same reader.
 */
export interface SortRules {
  checklist: readonly ChecklistItem[];
  decisions: readonly DecisionOption[];
  /**
   * Whether every row has a reader: true in one reader's queue, false in no one's, undefined when
   * the list is not filtered by reader.
   */
  assigned: boolean | undefined;
}

/**
 * Where the page's rows come from: the applicant's id and activity there, and the application_index
 * row when that is the table read (a key that reads the index then reads it in place).
 */
export interface KeySource {
  activity: SQL;
  id: SQL;
  index?: SQL;
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
 * The key of each sortable column of the list (issue 28), an expression on the application `p`
 * (`activity` also on application_index `i`), never null: a row comparison with a null in it is
 * neither before nor after the cursor, and the row would be lost. What is blank sorts first: a file
 * not submitted (-infinity), no reader (''), no decision (0). A status sorts in the order a file
 * moves through them and a decision in the site configuration's order, not by their words; a
 * decision no longer configured after every configured one. Each is computed for the rows the
 * filter selects, by primary keys (the reader's and the decision's tables joined: a subquery per row
 * was twice the time on PGlite, the staff members read again for each; the status's rule as
 * staff-status-sql.ts has it): see docs/decisions.md, 'Sorting the list', for what that costs and
 * why no index serves it.
 */
function sortKey(sort: StaffSort, rules: SortRules, source: KeySource): SortKey {
  const { activity, id } = source;
  // The application's application_index row: the source's own when it reads the index (a second
  // read of the same row by its key cost a status sort a third of its time on PGlite), else joined.
  const indexRow = source.index
    ? { row: source.index, joins: sql`` }
    : { row: sql`sort_i`, joins: sql`left join application_index sort_i on sort_i.applicant_id = ${id}` };
  switch (sort) {
    case 'activity':
      return { key: activity, type: 'timestamptz' };
    case 'submitted':
      return { key: sql`coalesce(p.submitted_at, '-infinity'::timestamptz)`, type: 'timestamptz' };
    case 'name':
      // The name as the list shows it (first, then last), then the address: application_index's
      // searched text, a narrow row read by its key, rather than the answers' JSON read for every
      // row of a queue (twice the time on PGlite, bench/staff.mjs). Read after a catch-up.
      return { key: sql`coalesce(${indexRow.row}.searched_text, '')`, type: 'text', joins: indexRow.joins };
    case 'status':
      return {
        key: sql`array_position(${textArray(STAFF_STATUSES)},
          ${joinedStaffStatusSql(rules.checklist, { row: indexRow.row, decision: sql`sort_d`, assigned: rules.assigned })})`,
        type: 'int',
        joins: sql`${indexRow.joins} left join application_decisions sort_d on sort_d.applicant_id = ${id}`,
      };
    case 'reader':
      // In one reader's queue, or no one's, the reader ties for every row: the id orders them,
      // and no row's reader is read (a queue is thousands of rows, each a probe otherwise).
      if (rules.assigned !== undefined) return { key: sql`''::text`, type: 'text' };
      return {
        key: sql`coalesce(lower(sort_r.email), '')`,
        type: 'text',
        joins: sql`left join application_assignments sort_s on sort_s.applicant_id = ${id}
          left join staff_members sort_r on sort_r.id = sort_s.staff_id`,
      };
    case 'decision': {
      const keys = rules.decisions.map((option) => option.key);
      return {
        key: sql`case when sort_d.applicant_id is null then 0
          else coalesce(array_position(${textArray(keys)}, sort_d.decision), ${keys.length + 1}) end`,
        type: 'int',
        joins: sql`left join application_decisions sort_d on sort_d.applicant_id = ${id}`,
      };
    }
    default: {
      const unknown: never = sort;
      throw new AppError('BAD_REQUEST', `unknown sort ${String(unknown)}`);
    }
  }
}

function textArray(items: readonly string[]): SQL {
  return sql`${`{${items.map((item) => `"${item}"`).join(',')}}`}::text[]`;
}

/** A sort as the list's page query reads it: the key, and what a page continues after. */
export interface ListOrder {
  /** The column's key, on `p` (and on `i` for activity: `activity` is given by the page's source). */
  key: SQL;
  /** The tables the key reads, to join to the page's source. */
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
  rules: SortRules,
  source: KeySource,
): ListOrder {
  const { key, type, joins = sql`` } = sortKey(sort, rules, source);
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
