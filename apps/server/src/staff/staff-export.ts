import { Readable } from 'node:stream';
import {
  descriptionKey,
  hasDescription,
  indexDefinition,
  isLanguage,
  STAFF_MESSAGES,
  type AnswerValue,
  type ApplicationDefinition,
  type Question,
  type SiteConfig,
} from '@portico/application';
import { stringify } from 'csv-stringify';
import { recordAudit, type AuditAction } from '../platform/audit';
import type { ApplicationReader } from '../applications/application-state';
import type { StaffContext } from './staff-context';
import { listApplications, type ApplicationsFilter } from './staff-applications';
import { queryRows, uuidList } from '../platform/database/open-database';
import { sql } from 'drizzle-orm';
import { institutionTime, type InstitutionTime } from './institution-time';
import { questionHeaders } from './question-headers';
import { readDecisions, type DecisionInWords } from './read-decisions';

/** Rows read from the database at a time: the export never holds more than this many. */
const BATCH = 500;

/**
 * The fields of every export before the questions': the CSV's header and the JSON's key of each,
 * and its cell. Statuses and the decision in words; times where the institution is (`time`).
 */
function fixedFields(siteConfig: SiteConfig) {
  const zone = siteConfig.institution.timeZone;
  const words = STAFF_MESSAGES.exportColumns;
  return [
    { header: words.reference, key: 'reference', value: (row) => row.reference ?? '' },
    { header: words.status, key: 'status', value: (row) => STAFF_MESSAGES.staffStatuses[row.staff_status] },
    { header: words.progress, key: 'progress', value: (row) => STAFF_MESSAGES.statuses[row.status] },
    { header: words.submitted(zone), key: 'submitted_at', time: (row) => row.submitted_at },
    { header: words.lastActivity(zone), key: 'last_activity', time: (row) => row.last_activity },
    { header: words.email, key: 'email', value: (row) => row.email },
    { header: words.reader, key: 'reader', value: (row) => row.reader_email ?? '' },
    { header: words.decision, key: 'decision', value: (row) => row.decided?.label ?? '' },
    {
      header: words.decisionReasons,
      key: 'decision_reasons',
      value: (row) => row.decided?.reasons.map((reason) => reason.label).join('; ') ?? '',
    },
    {
      header: words.decisionReleased(zone),
      key: 'decision_released_at',
      time: (row) => row.decided?.released_at?.toISOString() ?? null,
    },
    {
      header: words.language,
      key: 'language',
      value: (row) => (isLanguage(row.language) ? STAFF_MESSAGES.languages[row.language] : ''),
    },
  ] as const satisfies readonly ({ header: string; key: string } & (
    { value: (row: ListedRow) => string } | { time: (row: ListedRow) => string | null }
  ))[];
}
type FixedField = ReturnType<typeof fixedFields>[number];
/** A row of the list, with its decision (issue 28). */
type ListedRow = Awaited<ReturnType<typeof listApplications>>['applications'][number] & {
  decided: DecisionInWords | undefined;
  /** The language the application was filled in; null before it recorded one. */
  language: string | null;
};

/**
 * One column per question of the definition, in page order, headed as the applicant read it
 * (question-headers.ts: the site's tokens filled in, told apart by the words around it). Radio and
 * select answers give their option's label; a checkbox gives Yes or nothing. The secret answer
 * (the SSN) and file questions are left out: an export is a spreadsheet that travels, and a
 * document is no cell.
 */
export function exportColumns(definition: ApplicationDefinition, siteConfig: SiteConfig) {
  const { secretKey } = indexDefinition(definition);
  return questionHeaders(definition, siteConfig)
    .filter(({ question }) => question.kind !== 'fileUpload' && question.key !== secretKey)
    .map(({ question, header }) => ({
      key: question.key,
      question,
      header,
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
/** An exported application: its fixed fields (times as instants) and its columns' cells, in order. */
interface ExportRow {
  fixed: (string | Date | null)[];
  cells: string[];
}

/**
 * The applications the filters select, read a batch at a time by the list's keyset and given a row
 * at a time, so that 100,000 rows never sit in memory; both formats write these. A row is made only
 * when the stream asks for it: a batch's answers and decisions are read as a batch, its cells a
 * row at a time (a batch's cells made at once were 200 MB more at the peak on PostgreSQL,
 * bench/staff.mjs). The export is recorded in the audit table (the filters' search left out: it
 * may be a name) before the first row is read.
 */
async function* exportRows(
  context: ApplicationReader & Pick<StaffContext, 'siteConfig'>,
  staff: { id: string; ip: string },
  filter: ExportFilter,
  { fields, columns }: Layout,
  action: AuditAction,
): AsyncGenerator<ExportRow> {
  await recordAudit(context.db, { action, staffId: staff.id, ip: staff.ip });
  let after: string | undefined;
  do {
    const page = await listApplications(context, { ...filter, limit: BATCH, ...(after ? { after } : {}) });
    const ids = page.applications.map((row) => row.id);
    const answers = await answersOf(context, ids);
    const decisions = await readDecisions(context.db, context.siteConfig, ids);
    for (const listed of page.applications) {
      const { answers: own, language } = answers.get(listed.id) ?? { answers: {}, language: null };
      answers.delete(listed.id);
      const row = { ...listed, decided: decisions.get(listed.id), language };
      yield {
        fixed: fields.map((field) => {
          if ('value' in field) return field.value(row);
          const at = field.time(row);
          return at === null ? null : new Date(at);
        }),
        cells: columns.map((column) => column.value(own)),
      };
    }
    after = page.next ?? undefined;
  } while (after);
}

/** How a format writes its rows: the fields before the questions, the questions, the time zone's. */
interface Layout {
  fields: readonly FixedField[];
  columns: Columns;
  time: InstitutionTime;
}

/**
 * CSV: the fixed fields' headers then the questions', a line per application; a time as
 * 2027-01-15 14:03 where the institution is, which spreadsheets read as a date and time (the zone
 * is in its header). A byte-order mark first: without it Excel reads UTF-8 as Windows-1252, and
 * 'Submitted – incomplete' or a name with an accent comes out garbled.
 *
 * Every cell is a string quoted, and one that begins with =, +, -, @, a tab or a carriage return
 * (or their full-width forms) is written after a single quote, so that a spreadsheet shows it as
 * text rather than running it: OWASP's guidance on CSV injection, by csv-stringify's own
 * `escape_formulas`. An applicant writes most cells, the e-mail address included
 * ('=cmd|calc@example.com' is a valid one), so no column is trusted. The JSON keeps the answers
 * as given: it is data, not a spreadsheet.
 */
function csvOf({ fields, columns, time }: Layout, rows: AsyncIterable<ExportRow>): Readable {
  const csv = stringify({
    header: true,
    bom: true,
    columns: [...fields.map((field) => field.header), ...columns.map((column) => column.header)],
    escape_formulas: true,
    quoted_string: true,
  });
  async function* records() {
    for await (const row of rows) {
      yield [
        ...row.fixed.map((value) => (value instanceof Date ? time.cell(value) : (value ?? ''))),
        ...row.cells,
      ];
    }
  }
  return Readable.from(records()).pipe(csv);
}

/**
 * JSON: an array of one object per application, written a row at a time. The fixed fields by their
 * keys, with the CSV's words, a time in ISO 8601 at the institution's offset (2027-01-15T14:03:07-05:00:
 * data keeps its zone); the answers under `answers` by question key (not header: a key is the data
 * model's name, where a header is wording that may change). An empty cell is null, so that every
 * object has every key.
 */
function jsonOf({ fields, columns, time }: Layout, rows: AsyncIterable<ExportRow>): Readable {
  const orNull = (value: string | Date | null) =>
    value instanceof Date ? time.iso(value) : value === '' ? null : value;
  async function* text() {
    let separator = '\n';
    yield '[';
    for await (const row of rows) {
      yield (
        separator +
        JSON.stringify({
          ...Object.fromEntries(fields.map((field, at) => [field.key, orNull(row.fixed[at] ?? null)])),
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
  const layout = {
    fields: fixedFields(context.siteConfig),
    columns: exportColumns(context.definition, context.siteConfig),
    time: institutionTime(context.siteConfig.institution.timeZone),
  };
  const { write, action } = FORMATS[format];
  return write(layout, exportRows(context, staff, filter, layout, action));
}

/** A batch's answers, and the language each application was filled in. */
async function answersOf(context: ApplicationReader, ids: string[]) {
  type Stored = { answers: Record<string, AnswerValue>; language: string | null };
  if (ids.length === 0) return new Map<string, Stored>();
  const found = await queryRows<{
    id: string;
    answers: Record<string, AnswerValue>;
    language: string | null;
  }>(
    context.db,
    sql`select applicant_id as id, answers, language from applications where applicant_id in (${uuidList(ids)})`,
  );
  return new Map<string, Stored>(
    found.map((row) => [
      row.id,
      {
        answers: typeof row.answers === 'string' ? JSON.parse(row.answers) : row.answers,
        language: row.language,
      },
    ]),
  );
}
