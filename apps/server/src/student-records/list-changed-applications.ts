import {
  descriptionKey,
  hasDescription,
  STAFF_MESSAGES,
  type AnswerValue,
  type SiteConfig,
} from '@portico/application';
import type { StaffStatus, ZSystemApplications } from '@portico/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ApplicationReader } from '../applications/application-state';
import { recordAudit } from '../platform/audit';
import { queryRows } from '../platform/database/open-database';
import { AppError } from '../platform/errors';
import { readDecisions } from '../staff/read-decisions';
import { exportColumns } from '../staff/staff-export';
import { STAFF_STATUS } from '../staff/staff-status-sql';
import type { SystemCaller } from './system-credentials';

export interface ChangedFilter {
  changed_since?: string | undefined;
  after?: string | undefined;
  limit: number;
}

interface Row {
  id: string;
  /** To the microsecond, as the database keeps it: a cursor in milliseconds would skip rows. */
  changed_at: string;
  reference: string;
  submitted_at: Date | string;
  email: string;
  answers: Record<string, AnswerValue> | string;
  staff_status: StaffStatus;
}

/** ISO 8601 in UTC to the microsecond: `changed_at` and the cursor's time. */
const EXACT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/;

const isoSecond = (date: Date) => (Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 19));

function cursorOf(row: Row): string {
  return Buffer.from(`${row.changed_at}|${row.id}`).toString('base64url');
}

function afterCursor(cursor: string): SQL {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  // A day that does not exist (2027-02-30) passes the pattern; the database would refuse it with a 500.
  const real = at !== undefined && EXACT.test(at) && isoSecond(new Date(at)) === at.slice(0, 19);
  if (!real || !id || !/^[0-9a-f-]{36}$/.test(id)) {
    throw new AppError('BAD_REQUEST', STAFF_MESSAGES.cursorInvalid);
  }
  return sql`(c.changed_at, c.applicant_id) > (${at}::timestamptz, ${id}::uuid)`;
}

/**
 * GET /staff-api/v1/applications: the submitted applications changed at or after `changed_since`
 * (every one without it), oldest change first, by keyset on (changed_at, id) in
 * application_changes, which triggers keep (migration 0024): a page costs the same at any depth,
 * and rows changed at the same microsecond are neither repeated nor lost across pages. An
 * application changed again while a system pages moves behind the cursor, so it comes once more
 * at the end, never not at all. A decision is given once released. Each call is recorded in the
 * audit table, with the credential as the actor, before anything is answered.
 */
export async function listChangedApplications(
  context: ApplicationReader & { siteConfig: SiteConfig },
  caller: SystemCaller & { ip: string },
  filter: ChangedFilter,
): Promise<z.output<typeof ZSystemApplications>> {
  const conditions: SQL[] = [sql`p.submitted_at is not null`];
  if (filter.changed_since) conditions.push(sql`c.changed_at >= ${filter.changed_since}::timestamptz`);
  if (filter.after) conditions.push(afterCursor(filter.after));
  const rows = await queryRows<Row>(
    context.db,
    sql`select c.applicant_id as id,
          to_char(c.changed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as changed_at,
          p.reference, p.submitted_at, a.email, p.answers,
          ${STAFF_STATUS} as staff_status
        from application_changes c
        join applications p on p.applicant_id = c.applicant_id
        join applicants a on a.id = p.applicant_id
        where ${sql.join(conditions, sql` and `)}
        order by c.changed_at, c.applicant_id
        limit ${filter.limit + 1}`,
  );
  const page = rows.slice(0, filter.limit);
  const decisions = await readDecisions(
    context.db,
    context.siteConfig,
    page.map((row) => row.id),
  );
  await recordAudit(context.db, {
    action: 'system-api.read',
    ip: caller.ip,
    systemCredentialId: caller.id,
    detail: [
      page.length === 1 ? '1 application' : `${page.length} applications`,
      filter.changed_since ? ` changed since ${filter.changed_since}` : '',
      filter.after ? ', a later page' : '',
    ].join(''),
  });
  const columns = exportColumns(context.definition, context.siteConfig);
  const last = page.at(-1);
  return {
    applications: page.map((row) => {
      // PGlite answers jsonb and timestamps of raw queries as text, PostgreSQL as values.
      const answers: Record<string, AnswerValue> =
        typeof row.answers === 'string' ? JSON.parse(row.answers) : row.answers;
      const text = (key: string) => {
        const value = answers[key];
        return typeof value === 'string' && value !== '' ? value : null;
      };
      const coded = (key: string) => {
        const code = text(key);
        return code === null ? null : { code, label: text(descriptionKey(key)) ?? code };
      };
      const decision = decisions.get(row.id);
      return {
        id: row.id,
        reference: row.reference,
        changed_at: row.changed_at,
        first_name: text('first_name'),
        middle_name: text('middle_name'),
        last_name: text('last_name'),
        preferred_name: text('preferred_name'),
        email: row.email,
        entry_term: coded('entry_term'),
        major: coded('applied_major'),
        submitted_at: new Date(row.submitted_at).toISOString(),
        staff_status: { key: row.staff_status, label: STAFF_MESSAGES.staffStatuses[row.staff_status] },
        decision: decision?.released_at
          ? {
              key: decision.key,
              label: decision.label,
              reasons: decision.reasons,
              released_at: decision.released_at.toISOString(),
            }
          : null,
        answers: Object.fromEntries(
          columns.flatMap((column) => {
            const value = column.value(answers);
            if (value === '') return [];
            const code = hasDescription(column.question) ? text(column.key) : null;
            return [[column.key, { question: column.header, value, ...(code === null ? {} : { code }) }]];
          }),
        ),
      };
    }),
    next: rows.length > filter.limit && last ? cursorOf(last) : null,
  };
}
