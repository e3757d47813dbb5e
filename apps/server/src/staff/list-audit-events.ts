import { STAFF_MESSAGES } from '@portico/application';
import type { AuditAction, SignInMethod } from '@portico/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../platform/database/open-database';
import { AppError } from '../platform/errors';

export interface AuditFilter {
  staff?: string | undefined;
  applicant?: string | undefined;
  after?: string | undefined;
  limit: number;
}

interface Row {
  id: string;
  at: Date | string;
  action: AuditAction;
  staff_email: string | null;
  email: string | null;
  applicant_id: string | null;
  applicant_email: string | null;
  first_name: string | null;
  last_name: string | null;
  method: SignInMethod | null;
  detail: string | null;
  system_credential: string | null;
  ip: string;
  /** The time to the microsecond, as the database keeps it: a cursor in milliseconds would skip rows. */
  at_exact: string;
}

/** `value` as a LIKE pattern matching it anywhere, its own wildcards taken literally. */
function containing(value: string): string {
  return `%${value.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function cursorOf(row: Row): string {
  return Buffer.from(`${row.at_exact}|${row.id}`).toString('base64url');
}

function afterCursor(cursor: string): SQL {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (!at || !id || !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/.test(at) || !/^[0-9a-f-]{36}$/.test(id)) {
    throw new AppError('BAD_REQUEST', STAFF_MESSAGES.cursorInvalid);
  }
  return sql`(e.at, e.id) < (${at}::timestamptz, ${id}::uuid)`;
}

/**
 * GET /staff-api/audit (admins only): the audit table, newest first, by keyset pages. `staff`
 * finds the events of the staff members whose address contains it (or the address a failed
 * sign-in tried, or the name of the system credential that acted); `applicant` the events about applicants whose address or name contains it.
 */
export async function listAuditEvents(db: Database, filter: AuditFilter) {
  const conditions: SQL[] = [];
  if (filter.staff) {
    const like = containing(filter.staff);
    conditions.push(
      sql`(lower(s.email) like ${like} or lower(e.email) like ${like} or lower(c.name) like ${like})`,
    );
  }
  if (filter.applicant) {
    const like = containing(filter.applicant);
    conditions.push(sql`(lower(a.email) like ${like}
      or lower(coalesce(p.answers->>'first_name', '') || ' ' || coalesce(p.answers->>'last_name', '')) like ${like})`);
  }
  if (filter.after) conditions.push(afterCursor(filter.after));
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const rows = await queryRows<Row>(
    db,
    sql`select e.id, e.at, e.action, s.email as staff_email, e.email, e.applicant_id,
          a.email as applicant_email, p.answers->>'first_name' as first_name,
          p.answers->>'last_name' as last_name, e.method, e.detail, c.name as system_credential, e.ip,
          to_char(e.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at_exact
        from audit_events e
        left join staff_members s on s.id = e.staff_id
        left join system_credentials c on c.id = e.system_credential_id
        left join applicants a on a.id = e.applicant_id
        left join applications p on p.applicant_id = e.applicant_id
        ${where}
        order by e.at desc, e.id desc
        limit ${filter.limit + 1}`,
  );
  // PGlite answers timestamps of raw queries as strings, PostgreSQL as dates.
  const page = rows.slice(0, filter.limit);
  const events = page.map((row) => ({
    id: row.id,
    at: new Date(row.at).toISOString(),
    action: row.action,
    staff_email: row.staff_email,
    email: row.email,
    applicant_id: row.applicant_id,
    applicant_email: row.applicant_email,
    applicant_name: [row.first_name, row.last_name].filter(Boolean).join(' ') || null,
    method: row.method,
    detail: row.detail,
    system_credential: row.system_credential,
    ip: row.ip,
  }));
  const last = page.at(-1);
  return { events, next: rows.length > filter.limit && last ? cursorOf(last) : null };
}
