import { Readable } from 'node:stream';
import {
  descriptionKey,
  hasDescription,
  indexDefinition,
  type AnswerValue,
  type ApplicationDefinition,
  type Question,
} from '@portico/application';
import { stringify } from 'csv-stringify';
import { recordAudit, type AuditAction } from '../platform/audit';
import type { ApplicationReader } from '../applications/application-state';
import type { StaffContext } from './staff-context';
import { listApplications, type ApplicationsFilter } from './staff-applications';
import { queryRows } from '../platform/database/open-database';
import { sql } from 'drizzle-orm';

/** Rows read from the database at a time: the export never holds more than this many. */
const BATCH = 500;

/** The fields of every export before the questions': the CSV's header and the JSON's key of each. */
const FIXED = [
  { header: 'Reference', key: 'reference' },
  { header: 'Status', key: 'status' },
  { header: 'Submitted', key: 'submitted_at' },
  { header: 'Last activity', key: 'last_activity' },
  { header: 'E-mail', key: 'email' },
] as const;

/**
 * One column per question of the definition, in page order, headed by its label (with its key when
 * the label is not unique: 'City' is asked of several addresses). Radio and select answers give
 * their option's label; a checkbox gives Yes or nothing. The secret answer (the SSN) and file
 * questions are left out: an export is a spreadsheet that travels, and a document is no cell.
 */
export function exportColumns(definition: ApplicationDefinition) {
  const index = indexDefinition(definition);
  const questions = [...index.byPage.values()]
    .flat()
    .filter((question) => question.kind !== 'fileUpload' && question.key !== index.secretKey);
  const counts = new Map<string, number>();
  for (const question of questions) counts.set(question.label, (counts.get(question.label) ?? 0) + 1);
  return questions.map((question) => ({
    key: question.key,
    header: (counts.get(question.label) ?? 0) > 1 ? `${question.label} (${question.key})` : question.label,
    value: (answers: Record<string, AnswerValue>) => cell(question, answers),
  }));
}

function cell(question: Question, answers: Record<string, AnswerValue>): string {
  const value = answers[question.key];
  if (question.kind === 'checkbox') return value === true ? 'Yes' : '';
  if (hasDescription(question)) {
    const label = answers[descriptionKey(question.key)];
    if (typeof label === 'string' && label !== '') return label;
  }
  return typeof value === 'string' ? value : '';
}

type ExportFilter = Omit<ApplicationsFilter, 'after' | 'limit'>;
type Columns = ReturnType<typeof exportColumns>;
/** An exported application: its FIXED fields' values and its columns' cells, in their order. */
interface ExportRow {
  fixed: string[];
  cells: string[];
}

/**
 * The applications the filters select, read a batch at a time by the list's keyset and given a row
 * at a time, so that 100,000 rows never sit in memory; both formats write these. A row is made only
 * when the stream asks for it: a batch's answers are read as a batch, its cells a row at a time (a
 * batch's cells made at once were 200 MB more at the peak on PostgreSQL, bench/staff.mjs). The
 * export is recorded in the audit table (the filters' search left out: it may be a name) before
 * the first row is read.
 */
async function* exportRows(
  context: ApplicationReader & Pick<StaffContext, 'siteConfig'>,
  staff: { id: string; ip: string },
  filter: ExportFilter,
  columns: Columns,
  action: AuditAction,
): AsyncGenerator<ExportRow> {
  await recordAudit(context.db, { action, staffId: staff.id, ip: staff.ip });
  let after: string | undefined;
  do {
    const page = await listApplications(context, { ...filter, limit: BATCH, ...(after ? { after } : {}) });
    const answers = await answersOf(
      context,
      page.applications.map((row) => row.id),
    );
    for (const row of page.applications) {
      const own = answers.get(row.id) ?? {};
      answers.delete(row.id);
      yield {
        fixed: [row.reference ?? '', row.status, row.submitted_at ?? '', row.last_activity, row.email],
        cells: columns.map((column) => column.value(own)),
      };
    }
    after = page.next ?? undefined;
  } while (after);
}

/**
 * CSV: the FIXED headers then the questions' labels, a line per application.
 *
 * Every cell is a string quoted, and one that begins with =, +, -, @, a tab or a carriage return
 * (or their full-width forms) is written after a single quote, so that a spreadsheet shows it as
 * text rather than running it: OWASP's guidance on CSV injection, by csv-stringify's own
 * `escape_formulas`. An applicant writes most cells, the e-mail address included
 * ('=cmd|calc@example.com' is a valid one), so no column is trusted. The JSON keeps the answers
 * as given: it is data, not a spreadsheet.
 */
function csvOf(columns: Columns, rows: AsyncIterable<ExportRow>): Readable {
  const csv = stringify({
    header: true,
    columns: [...FIXED.map((field) => field.header), ...columns.map((column) => column.header)],
    escape_formulas: true,
    quoted_string: true,
  });
  async function* records() {
    for await (const row of rows) yield [...row.fixed, ...row.cells];
  }
  return Readable.from(records()).pipe(csv);
}

/**
 * JSON: an array of one object per application, written a row at a time. The fixed fields by their
 * names and the answers under `answers` by question key (not label: labels repeat, as 'City' does,
 * and are wording that may change, where a key is the data model's name); an empty cell is null,
 * so that every object has every key.
 */
function jsonOf(columns: Columns, rows: AsyncIterable<ExportRow>): Readable {
  const orNull = (value: string) => (value === '' ? null : value);
  async function* text() {
    let separator = '\n';
    yield '[';
    for await (const row of rows) {
      yield (
        separator +
        JSON.stringify({
          ...Object.fromEntries(FIXED.map((field, at) => [field.key, orNull(row.fixed[at] ?? '')])),
          answers: Object.fromEntries(columns.map((column, at) => [column.key, orNull(row.cells[at] ?? '')])),
        })
      );
      separator = ',\n';
    }
    yield '\n]\n';
  }
  return Readable.from(text());
}

/** Each format: how it is written, and what the audit table calls its export. */
const FORMATS = {
  csv: { write: csvOf, action: 'applications.export' },
  json: { write: jsonOf, action: 'applications.export-json' },
} as const satisfies Record<string, { write: typeof csvOf; action: AuditAction }>;
export type ExportFormat = keyof typeof FORMATS;

/**
 * GET /staff-api/applications.csv and .json: the applications the filters select, with the same
 * fields and cells in either format, streamed.
 */
export function exportApplications(
  context: ApplicationReader & Pick<StaffContext, 'siteConfig'>,
  staff: { id: string; ip: string },
  filter: ExportFilter,
  format: ExportFormat,
): Readable {
  const columns = exportColumns(context.definition);
  const { write, action } = FORMATS[format];
  return write(columns, exportRows(context, staff, filter, columns, action));
}

async function answersOf(context: ApplicationReader, ids: string[]) {
  if (ids.length === 0) return new Map<string, Record<string, AnswerValue>>();
  const found = await queryRows<{ id: string; answers: Record<string, AnswerValue> }>(
    context.db,
    sql`select applicant_id as id, answers from applications where applicant_id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
  return new Map(
    found.map((row) => [row.id, typeof row.answers === 'string' ? JSON.parse(row.answers) : row.answers]),
  );
}
