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
import { recordAudit } from './audit';
import type { ApplicationReader } from '../applications/application-state';
import { listApplications, type ApplicationsFilter } from './staff-applications';
import { queryRows } from '../platform/database/open-database';
import { sql } from 'drizzle-orm';

/** Rows read from the database at a time: the export never holds more than this many. */
const BATCH = 500;

/** The columns of every export before the questions'. */
const FIXED = ['Reference', 'Status', 'Submitted', 'Last activity', 'E-mail'] as const;

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

/**
 * GET /staff-api/applications.csv: the applications the filters select, as CSV, streamed a batch
 * at a time by the list's keyset, so that 100,000 rows never sit in memory. Recorded in the audit
 * table with the filters' search left out (it may be a name).
 */
export function exportApplications(
  context: ApplicationReader,
  staff: { id: string; ip: string },
  filter: Omit<ApplicationsFilter, 'after' | 'limit'>,
): Readable {
  const columns = exportColumns(context.definition);
  const csv = stringify({ header: true, columns: [...FIXED, ...columns.map((column) => column.header)] });
  async function* rows() {
    await recordAudit(context.db, { action: 'applications.export', staffId: staff.id, ip: staff.ip });
    let after: string | undefined;
    do {
      const page = await listApplications(context, { ...filter, limit: BATCH, ...(after ? { after } : {}) });
      const answers = await answersOf(
        context,
        page.applications.map((row) => row.id),
      );
      for (const row of page.applications) {
        const own = answers.get(row.id) ?? {};
        yield [
          row.reference ?? '',
          row.status,
          row.submitted_at ?? '',
          row.last_activity,
          row.email,
          ...columns.map((column) => column.value(own)),
        ];
      }
      after = page.next ?? undefined;
    } while (after);
  }
  return Readable.from(rows()).pipe(csv);
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
