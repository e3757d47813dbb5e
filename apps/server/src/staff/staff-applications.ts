import { indexDefinition, STAFF_MESSAGES } from '@portico/application';
import { WEB_STATUSES, type WebStatus } from '@portico/contracts';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { readServiceSnapshot } from '../applications/application-snapshot';
import { applicationState, type ApplicationReader } from '../applications/application-state';
import { queryRows } from '../platform/database/open-database';
import { applications, searchedName, webStatuses } from '../platform/database/schema';
import { AppError } from '../platform/errors';
import { recordAudit } from './audit';
import { catchUpSearchedNames } from './searched-names';
import type { StaffContext } from './staff-context';

export interface ApplicationsFilter {
  q?: string | undefined;
  status?: WebStatus | undefined;
  term?: string | undefined;
  major?: string | undefined;
  after?: string | undefined;
  limit: number;
}

interface Row {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  status: WebStatus;
  last_page: string | null;
  last_activity: Date;
  submitted_at: Date | null;
  reference: string | null;
}

/**
 * What staff see of an application in a list: its status is the furthest reached. `v` is the
 * application's 'validating' status, if any, joined (`FROM`) rather than asked by `exists` per row:
 * PostgreSQL planned the `exists` as a hash of every validating applicant, built on each page
 * (140 ms at 100,000 applications, bench/staff.mjs), where the join reads the statuses' key for the
 * page's rows only.
 */
export const STATUS = sql`case when p.submitted_at is not null then 'submitted'
  when v.applicant_id is not null then 'validating' else 'started' end`;

export const VALIDATING_JOIN = sql`left join web_statuses v on v.applicant_id = p.applicant_id and v.web_status = 'validating'`;
const FROM = sql`applications p join applicants a on a.id = p.applicant_id ${VALIDATING_JOIN}`;

/** A status filter as conditions on the columns themselves, which the planner can weigh. */
function statusCondition(status: WebStatus): SQL {
  switch (status) {
    case 'submitted':
      return sql`p.submitted_at is not null`;
    case 'validating':
      return sql`(p.submitted_at is null and v.applicant_id is not null)`;
    case 'started':
      return sql`(p.submitted_at is null and v.applicant_id is null)`;
    default: {
      const unknown: never = status;
      throw new AppError('BAD_REQUEST', `unknown status ${String(unknown)}`);
    }
  }
}

/** A reference as submission makes it (answers/submit-application.ts): 2027-7KQM-3XBT. */
const REFERENCE_SHAPE = /^\d{4}-[0-9a-z]{4}-[0-9a-z]{4}$/i;

/** Whether a search is looked for in names: from three characters, with no @, not a reference. */
function searchesNames(q: string): boolean {
  return q.length >= 3 && !q.includes('@') && !REFERENCE_SHAPE.test(q);
}

/**
 * A search in the name, the e-mail address or the reference. From three characters on, the
 * applicants it finds are gathered first, each part by its index: the name by application_names'
 * trigrams (caught up before the search, staff/searched-names.ts), the address by its trigrams
 * (migration 0010), the reference by its unique key. A text with an @ or in a reference's shape is
 * no name, and a reference no address: those parts are not asked, for each costs the reading of
 * its index's longest lists ('com', '202'). Shorter texts give a trigram index nothing to look up;
 * they match many applications, so reading the newest first and keeping those that match fills a
 * page soon.
 */
function searchCondition(q: string): SQL {
  const like = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  if (q.length < 3) {
    return sql`(${searchedName(sql`p.answers`)} like ${like} or lower(a.email) like ${like})`;
  }
  const parts: SQL[] = [
    sql`select r.applicant_id from applications r where r.reference = ${q.toUpperCase()}`,
  ];
  if (searchesNames(q)) {
    parts.push(sql`select n.applicant_id from application_names n where n.searched_name like ${like}`);
  }
  if (!REFERENCE_SHAPE.test(q)) {
    parts.push(sql`select e.id from applicants e where lower(e.email) like ${like}`);
  }
  // An array, not `in (…)`: the planner then reads each application found by its key, where for a
  // common name (Smith, 1,200 of 100,000) it chose to read the whole table and join.
  return sql`p.applicant_id = any(array(${sql.join(parts, sql` union `)}))`;
}

/** A page's end as the next page's start: the last row's activity and id, opaque to the browser. */
function cursorOf(row: Row): string {
  return Buffer.from(`${row.last_activity.toISOString()}|${row.id}`).toString('base64url');
}

function afterCursor(cursor: string): SQL {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (!at || !id || Number.isNaN(Date.parse(at)) || !/^[0-9a-f-]{36}$/.test(id)) {
    throw new AppError('BAD_REQUEST', STAFF_MESSAGES.cursorInvalid);
  }
  return sql`(p.updated_at, p.applicant_id) < (${new Date(at)}::timestamptz, ${id}::uuid)`;
}

/**
 * GET /staff-api/applications: every application, newest activity first, a page at a time by
 * keyset (the last row's activity and id, not an offset, so a page costs the same at any depth and
 * rows do not repeat or vanish while applicants save). Searches name, e-mail and reference; filters
 * by status, entry term and major.
 */
export async function listApplications(context: ApplicationReader, filter: ApplicationsFilter) {
  const conditions: SQL[] = [];
  if (filter.q) {
    if (searchesNames(filter.q)) await catchUpSearchedNames(context.db);
    conditions.push(searchCondition(filter.q));
  }
  if (filter.status) conditions.push(statusCondition(filter.status));
  if (filter.major) {
    // A major is a few hundred applications: found by application_search's index, then read.
    const term = filter.term ? sql` and s.entry_term = ${filter.term}` : sql``;
    conditions.push(
      sql`p.applicant_id = any(array(select s.applicant_id from application_search s
        where s.applied_major = ${filter.major}${term}))`,
    );
  } else if (filter.term) {
    // A term alone is a quarter of them: the newest read first fill a page at once.
    conditions.push(sql`p.answers->>'entry_term' = ${filter.term}`);
  }
  if (filter.after) conditions.push(afterCursor(filter.after));
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  // The page is chosen first, joining only what its conditions read; the address and the status
  // are then joined for its rows alone. A search for a common name sorts its 1,200 applications
  // by activity, and joining each of them before the sort was a third of its time (bench/staff.mjs).
  const joins = [
    filter.q && filter.q.length < 3 ? sql`join applicants a on a.id = p.applicant_id` : sql``,
    filter.status ? VALIDATING_JOIN : sql``,
  ];
  const rows = await queryRows<Row>(
    context.db,
    sql`select p.applicant_id as id, a.email, p.answers->>'first_name' as first_name,
          p.answers->>'last_name' as last_name, ${STATUS} as status, p.last_page,
          p.updated_at as last_activity, p.submitted_at, p.reference
        from (
          select p.applicant_id from applications p ${sql.join(joins, sql` `)}
          ${where}
          order by p.updated_at desc, p.applicant_id desc
          limit ${filter.limit + 1}
        ) page join applications p on p.applicant_id = page.applicant_id
        join applicants a on a.id = p.applicant_id ${VALIDATING_JOIN}
        order by p.updated_at desc, p.applicant_id desc`,
  );
  const page = rows.slice(0, filter.limit).map(normalised);
  const last = page.at(-1);
  return {
    applications: page.map(listed),
    next: rows.length > filter.limit && last ? cursorOf(last) : null,
  };
}

/** Dates as they come from either engine (PGlite answers strings through raw queries). */
function normalised(row: Row): Row {
  return {
    ...row,
    last_activity: new Date(row.last_activity),
    submitted_at: row.submitted_at ? new Date(row.submitted_at) : null,
  };
}

function listed(row: Row) {
  return {
    id: row.id,
    name: [row.first_name, row.last_name].filter(Boolean).join(' '),
    email: row.email,
    status: row.status,
    last_page: row.last_page,
    last_activity: row.last_activity.toISOString(),
    submitted_at: row.submitted_at?.toISOString() ?? null,
    reference: row.reference,
  };
}

/**
 * GET /staff-api/applications/{id}: the application as the print view shows it, the SSN masked
 * until 'Show SSN'; its statuses with their times. Recorded in the audit table.
 */
export async function readApplication(
  context: ApplicationReader,
  staff: { id: string; ip: string },
  applicantId: string,
) {
  const [row] = (
    await queryRows<Row>(
      context.db,
      sql`select p.applicant_id as id, a.email, p.answers->>'first_name' as first_name,
            p.answers->>'last_name' as last_name, ${STATUS} as status, p.last_page,
            p.updated_at as last_activity, p.submitted_at, p.reference
          from ${FROM}
          where p.applicant_id = ${applicantId}`,
    )
  ).map(normalised);
  if (!row) throw new AppError('NOT_FOUND', STAFF_MESSAGES.applicationNotFound);
  const history = await context.db
    .select({ web_status: webStatuses.webStatus, at: webStatuses.createdAt })
    .from(webStatuses)
    .where(eq(webStatuses.applicantId, applicantId))
    .orderBy(asc(webStatuses.createdAt));
  await recordAudit(context.db, { action: 'application.view', staffId: staff.id, applicantId, ip: staff.ip });
  return {
    row: listed(row),
    snapshot: await readServiceSnapshot(context, applicantId, { ssn: 'masked' }),
    status_history: history
      .filter((entry): entry is { web_status: WebStatus; at: Date } =>
        (WEB_STATUSES as readonly string[]).includes(entry.web_status),
      )
      .map((entry) => ({ web_status: entry.web_status, at: entry.at.toISOString() })),
  };
}

/** POST /staff-api/applications/{id}/ssn: 'Show SSN', the whole number, recorded before it is sent. */
export async function revealSsn(
  context: ApplicationReader,
  staff: { id: string; ip: string },
  applicantId: string,
) {
  const [row] = await context.db.select().from(applications).where(eq(applications.applicantId, applicantId));
  if (!row) throw new AppError('NOT_FOUND', STAFF_MESSAGES.applicationNotFound);
  await recordAudit(context.db, { action: 'ssn.reveal', staffId: staff.id, applicantId, ip: staff.ip });
  const { answers } = applicationState(context.definition, row, {
    as: 'whole',
    secretBox: context.secretBox,
    applicantId,
  });
  const key = indexDefinition(context.definition).secretKey;
  const ssn = key === undefined ? undefined : answers[key];
  return { ssn: typeof ssn === 'string' ? ssn : null };
}

/**
 * GET /staff-api/applications/{id}/pdf: the application PDF, made for this request (the
 * applicant's stored copy may be older or not made at all), recorded before it is made.
 */
export async function downloadApplicationPdf(
  context: ApplicationReader & { printApplication(applicantId: string): Promise<Uint8Array> },
  staff: { id: string; ip: string },
  applicantId: string,
): Promise<{ pdf: Uint8Array; fileName: string }> {
  const reference = await existingReference(context, applicantId);
  await recordAudit(context.db, {
    action: 'application.pdf-download',
    staffId: staff.id,
    applicantId,
    ip: staff.ip,
  });
  return {
    pdf: await context.printApplication(applicantId),
    fileName: `application-${reference ?? applicantId}.pdf`,
  };
}

/** The application's reference (null until submitted); 404 when there is no such application. */
async function existingReference(context: ApplicationReader, applicantId: string): Promise<string | null> {
  const [row] = await context.db
    .select({ reference: applications.reference })
    .from(applications)
    .where(eq(applications.applicantId, applicantId));
  if (!row) throw new AppError('NOT_FOUND', STAFF_MESSAGES.applicationNotFound);
  return row.reference;
}

/**
 * GET /staff-api/applications/{id}/documents/{key}: one of the applicant's documents as the PDF it
 * became, recorded in the audit. 404 when the application or that document is not there.
 */
export async function downloadDocumentPdf(
  context: ApplicationReader & Pick<StaffContext, 'readDocumentPdf'>,
  staff: { id: string; ip: string },
  applicantId: string,
  answerKey: string,
): Promise<{ pdf: Buffer; fileName: string }> {
  await existingReference(context, applicantId);
  const document = await context.readDocumentPdf(applicantId, answerKey);
  await recordAudit(context.db, {
    action: 'document.download',
    staffId: staff.id,
    applicantId,
    ip: staff.ip,
  });
  return document;
}
