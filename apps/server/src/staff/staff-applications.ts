import { indexDefinition, STAFF_MESSAGES } from '@portico/application';
import {
  MAX_ASSIGNED_AT_ONCE,
  WEB_STATUSES,
  type SortOrder,
  type StaffSort,
  type StaffStatus,
  type WebStatus,
} from '@portico/contracts';
import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { readServiceSnapshot } from '../applications/application-snapshot';
import { applicationState, type ApplicationReader } from '../applications/application-state';
import { queryRows } from '../platform/database/open-database';
import { applicantUpdates, applications, searchedText, webStatuses } from '../platform/database/schema';
import { AppError } from '../platform/errors';
import { recordAudit } from '../platform/audit';
import { catchUpApplicationIndex } from './application-index';
import { readChecklist } from './application-checklist';
import { listOrder, type KeySource } from './list-sort';
import { STAFF_STATUS } from './staff-status-sql';
import type { StaffContext } from './staff-context';

/** What selects applications: the list's filters, which its count, 'select all' and the export take too. */
export interface ApplicationsSelection {
  q?: string | undefined;
  status?: StaffStatus | undefined;
  term?: string | undefined;
  major?: string | undefined;
  /** Whose queue: `none` for no one's, or a staff member's id (`me` resolved by the route). */
  reader?: string | undefined;
}

/** A page of the list: the selection, by a column in a direction, after a cursor of the same sort. */
export interface ApplicationsFilter extends ApplicationsSelection {
  sort: StaffSort;
  order: SortOrder;
  after?: string | undefined;
  limit: number;
}

interface Row {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  status: WebStatus;
  staff_status: StaffStatus;
  reader_email: string | null;
  last_page: string | null;
  last_activity: Date;
  submitted_at: Date | null;
  reference: string | null;
  decision: string | null;
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
/** The reader assigned to `p`, if any, as `r`; its decision, if any, as `d`. */
const READER_JOIN = sql`left join application_assignments s on s.applicant_id = p.applicant_id
  left join staff_members r on r.id = s.staff_id
  left join application_decisions d on d.applicant_id = p.applicant_id`;
const FROM = sql`applications p join applicants a on a.id = p.applicant_id ${VALIDATING_JOIN}`;

/** A reference as submission makes it (answers/submit-application.ts): 2027-7KQM-3XBT. */
const REFERENCE_SHAPE = /^\d{4}-[0-9a-z]{4}-[0-9a-z]{4}$/i;

/**
 * Whether a selection is looked for in application_index: a search from three characters, with no
 * @, not a whole reference (by the names, the addresses and the references it holds, by trigrams),
 * or a major. Shorter texts give a trigram index nothing to look up; a whole address is found by
 * the applicants' own trigram index and a whole reference by its unique key, neither of which waits
 * for a catch-up.
 */
function searchesIndex(filter: ApplicationsSelection): boolean {
  const { q } = filter;
  if (q) return q.length >= 3 && !q.includes('@') && !REFERENCE_SHAPE.test(q);
  return Boolean(filter.major);
}

/** `%text%` for LIKE, lower case, with LIKE's own characters taken literally. */
function likePattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A reader's queue (`none`: no one's) by the reader application_index keeps for each row. */
function readerCondition(reader: string): SQL {
  return reader === 'none' ? sql`i.reader_id is null` : sql`i.reader_id = ${reader}::uuid`;
}

/** The conditions on application_index's kept keys: a status, a reader's queue. */
function keptConditions(filter: ApplicationsSelection): SQL[] {
  return [
    ...(filter.status ? [sql`i.staff_status = ${filter.status}`] : []),
    ...(filter.reader ? [readerCondition(filter.reader)] : []),
  ];
}

const whereAll = (conditions: SQL[]) =>
  conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;

/** What the list and one application read: the database, and for an application its checklist's configuration. */
type ListContext = ApplicationReader & Pick<StaffContext, 'siteConfig'>;

/**
 * The applications a selection chooses, as the table(s) to read and the conditions on them, the
 * applicant's id and the activity (`id`, `activity`) in the table read, application_index as `i`
 * when it is read (`index`).
 */
interface Source extends KeySource {
  from: SQL;
  conditions: SQL[];
}

/**
 * Whether every file the selection chooses is one the office holds: one reader's queue, or a
 * status past in progress. application_index keeps their activity in the indexes of both
 * (`office_activity`, migration 0029), which a file in progress no one reads leaves null.
 */
const heldByOffice = (filter: ApplicationsSelection) =>
  (filter.reader !== undefined && filter.reader !== 'none') ||
  (filter.status !== undefined && filter.status !== 'in_progress');

/**
 * Chosen in application_index (a search for a name, an address or part of a reference; a major; a
 * reader's queue or a status past in progress; any sort but the activity): its narrow rows are
 * found by their indexes and, newest first, sorted there by the activity they hold, so that only
 * the page's rows are read from the wide applications (a common name, Smith, is 1,200 of 100,000:
 * their applications read to sort them were most of the search's time on PGlite, bench/staff.mjs).
 * A reader's queue or a status sorted by a key the index keeps is a range of one of its indexes,
 * read for a page. The applications are not read.
 */
function indexSource(filter: ApplicationsSelection): Source {
  const conditions: SQL[] = [];
  if (filter.q) conditions.push(sql`i.searched_text like ${likePattern(filter.q)}`);
  if (filter.major) conditions.push(sql`i.applied_major = ${filter.major}`);
  if (filter.term) conditions.push(sql`i.entry_term = ${filter.term}`);
  conditions.push(...keptConditions(filter));
  return {
    from: sql`application_index i`,
    conditions,
    id: sql`i.applicant_id`,
    activity: heldByOffice(filter) ? sql`i.office_activity` : sql`i.updated_at`,
    index: sql`i`,
    oneReader: filter.reader !== undefined,
  };
}

/**
 * Chosen in the applications, by their activity index when read by activity: a whole address
 * gathers its applicant by the applicants' trigrams (migration 0010), a whole reference by its
 * unique key. A search of one or two characters, a term alone (a quarter of them), the files in
 * progress or no one's queue match many applications: reading the newest first and keeping those
 * that match fills a page soon (by the keys application_index keeps, joined by its key). Only what
 * the conditions and the sort read is joined.
 */
function applicationsSource(filter: ApplicationsSelection, withIndex: boolean): Source {
  const conditions: SQL[] = [];
  let joins = sql``;
  if (filter.q && REFERENCE_SHAPE.test(filter.q)) {
    conditions.push(sql`p.reference = ${filter.q.toUpperCase()}`);
  } else if (filter.q && filter.q.length >= 3) {
    // An array, not `in (…)`: the planner then reads each application found by its key.
    conditions.push(sql`p.applicant_id = any(array(select e.id from applicants e
      where lower(e.email) like ${likePattern(filter.q)}))`);
  } else if (filter.q) {
    joins = sql`join applicants a on a.id = p.applicant_id`;
    conditions.push(
      sql`${searchedText(sql`p.answers`, sql`a.email`, sql`p.reference`)} like ${likePattern(filter.q)}`,
    );
  }
  if (filter.major) conditions.push(sql`p.answers->>'applied_major' = ${filter.major}`);
  if (filter.term) conditions.push(sql`p.answers->>'entry_term' = ${filter.term}`);
  const kept = keptConditions(filter);
  conditions.push(...kept);
  const indexed = withIndex || kept.length > 0;
  if (indexed) joins = sql`${joins} join application_index i on i.applicant_id = p.applicant_id`;
  return {
    from: sql`applications p ${joins}`,
    conditions,
    id: sql`p.applicant_id`,
    activity: sql`p.updated_at`,
    ...(indexed ? { index: sql`i` } : {}),
    oneReader: filter.reader !== undefined,
  };
}

/**
 * The source of a selection sorted by `sort` (counted when none), application_index caught up first
 * when it is read. application_index is the table chosen in for a search it holds or a major, and,
 * unless a whole address, a reference or one or two characters are searched, for the files the
 * office holds (a reader's queue, a status past in progress), any sort but the activity (a key it
 * keeps), and to count a status or no one's queue.
 */
async function sourceOf(
  context: ListContext,
  filter: ApplicationsSelection,
  sort: StaffSort | undefined,
): Promise<Source> {
  const keyed = sort !== undefined && sort !== 'activity';
  const inIndex =
    searchesIndex(filter) ||
    (!filter.q &&
      (keyed || heldByOffice(filter) || (sort === undefined && Boolean(filter.status || filter.reader))));
  if (inIndex || keyed || filter.status || filter.reader) await catchUpApplicationIndex(context.db);
  return inIndex ? indexSource(filter) : applicationsSource(filter, keyed);
}

/**
 * The applications a selection chooses, as a query of their ids (`applicant_id`): what the list's
 * count and 'select all' read, and what a bulk action or a release that takes the list's filter
 * can read (issue 28). `me` must have been resolved to an id.
 */
export async function applicationsMatching(
  context: ListContext,
  filter: ApplicationsSelection,
): Promise<SQL> {
  const source = await sourceOf(context, filter, undefined);
  return sql`select ${source.id} as applicant_id from ${source.from} ${whereAll(source.conditions)}`;
}

/** GET /staff-api/applications/count: how many applications the list's filters select. */
export async function countApplications(context: ListContext, filter: ApplicationsSelection) {
  const [row] = await queryRows<{ total: number }>(
    context.db,
    sql`select count(*)::int as total from (${await applicationsMatching(context, filter)}) m`,
  );
  return { total: Number(row?.total ?? 0) };
}

/**
 * GET /staff-api/applications/ids: the applications the list's filters select, for 'select all'
 * before a bulk action: at most as many as one action takes (MAX_ASSIGNED_AT_ONCE), and how many
 * there are in all, so that the page can say when not all are selected.
 */
export async function listApplicationIds(context: ListContext, filter: ApplicationsSelection) {
  const matching = await applicationsMatching(context, filter);
  const rows = await queryRows<{ applicant_id: string }>(
    context.db,
    sql`select applicant_id from (${matching}) m order by applicant_id limit ${MAX_ASSIGNED_AT_ONCE}`,
  );
  const ids = rows.map((row) => row.applicant_id);
  return ids.length < MAX_ASSIGNED_AT_ONCE
    ? { ids, total: ids.length }
    : { ids, ...(await countApplications(context, filter)) };
}

/**
 * GET /staff-api/applications: the applications a selection chooses, by a column (newest activity
 * first unless asked), a page at a time by keyset (the last row's key and id, not an offset, so
 * that a page costs the same at any depth and rows do not repeat or vanish while applicants save;
 * list-sort.ts). Searches name, e-mail and reference, a reference also by any part of it; filters
 * by status, entry term, major and reader. The page is chosen first, with its key; the address,
 * the statuses, the reader and the decision are then joined for its rows alone.
 */
export async function listApplications(context: ListContext, filter: ApplicationsFilter) {
  const source = await sourceOf(context, filter, filter.sort);
  const order = listOrder(filter.sort, filter.order, filter.after, source);
  const after = order.after(order.key, source.id);
  // The status application_index keeps when the page was chosen there, just caught up; else derived.
  const kept = source.index ? sql`, ${source.index}.staff_status` : sql``;
  const page = sql`select ${source.id} as applicant_id, ${order.key} as sort_key,
      (${order.key})::text as cursor_key ${kept}
    from ${source.from} ${order.joins}
    ${whereAll(after ? [...source.conditions, after] : source.conditions)}
    order by ${order.orderBy(order.key, source.id)}
    limit ${filter.limit + 1}`;
  const rows = await queryRows<Row & { cursor_key: string }>(
    context.db,
    sql`select p.applicant_id as id, a.email, p.answers->>'first_name' as first_name,
          p.answers->>'last_name' as last_name, ${STATUS} as status,
          ${source.index ? sql`page.staff_status` : STAFF_STATUS} as staff_status, r.email as reader_email, p.last_page,
          p.updated_at as last_activity, p.submitted_at, p.reference, d.decision, page.cursor_key
        from (${page}) page
        join applications p on p.applicant_id = page.applicant_id
        join applicants a on a.id = p.applicant_id ${VALIDATING_JOIN} ${READER_JOIN}
        order by ${order.orderBy(sql`page.sort_key`, sql`page.applicant_id`)}`,
  );
  const shown = rows.slice(0, filter.limit);
  const last = shown.at(-1);
  return {
    applications: shown.map(normalised).map(listed),
    next: rows.length > filter.limit && last ? order.cursorOf(last.cursor_key, last.id) : null,
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
    staff_status: row.staff_status,
    reader_email: row.reader_email,
    last_page: row.last_page,
    last_activity: row.last_activity.toISOString(),
    submitted_at: row.submitted_at?.toISOString() ?? null,
    reference: row.reference,
    decision: row.decision,
  };
}

/**
 * GET /staff-api/applications/{id}: the application as the print view shows it, the SSN masked
 * until 'Show SSN'; its statuses with their times. Recorded in the audit table.
 */
export async function readApplication(
  context: ListContext,
  staff: { id: string; ip: string },
  applicantId: string,
) {
  const [row] = (
    await queryRows<Row>(
      context.db,
      sql`select p.applicant_id as id, a.email, p.answers->>'first_name' as first_name,
            p.answers->>'last_name' as last_name, ${STATUS} as status,
            ${STAFF_STATUS} as staff_status, r.email as reader_email,
            p.last_page, p.updated_at as last_activity, p.submitted_at, p.reference, d.decision
          from ${FROM} ${READER_JOIN}
          where p.applicant_id = ${applicantId}`,
    )
  ).map(normalised);
  if (!row) throw new AppError('NOT_FOUND', STAFF_MESSAGES.applicationNotFound);
  const history = await context.db
    .select({ web_status: webStatuses.webStatus, at: webStatuses.createdAt })
    .from(webStatuses)
    .where(eq(webStatuses.applicantId, applicantId))
    .orderBy(asc(webStatuses.createdAt));
  const updates = await context.db
    .select({ kind: applicantUpdates.kind, detail: applicantUpdates.detail, at: applicantUpdates.at })
    .from(applicantUpdates)
    .where(eq(applicantUpdates.applicantId, applicantId))
    .orderBy(desc(applicantUpdates.at));
  await recordAudit(context.db, { action: 'application.view', staffId: staff.id, applicantId, ip: staff.ip });
  return {
    row: listed(row),
    checklist: await readChecklist(context, applicantId),
    snapshot: await readServiceSnapshot(context, applicantId, { ssn: 'masked' }),
    status_history: history
      .filter((entry): entry is { web_status: WebStatus; at: Date } =>
        (WEB_STATUSES as readonly string[]).includes(entry.web_status),
      )
      .map((entry) => ({ web_status: entry.web_status, at: entry.at.toISOString() })),
    applicant_updates: updates.map((update) => ({ ...update, at: update.at.toISOString() })),
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
 * GET /staff-api/applications/{id}/pdf: the application PDF of its current version (printed once
 * per version and kept, the applicant's own copy reused when current), recorded before it is sent;
 * each staff member's downloads throttled.
 */
export async function downloadApplicationPdf(
  context: ApplicationReader & Pick<StaffContext, 'applicationPdf' | 'throttle'>,
  staff: { id: string; ip: string },
  applicantId: string,
): Promise<{ pdf: Uint8Array; fileName: string }> {
  // Counted before anything is read or printed (issue 27, I4): 429 past the limit.
  await context.throttle.hit('staff-pdf', staff.id, STAFF_MESSAGES.tooManyPdfs);
  const reference = await existingReference(context, applicantId);
  await recordAudit(context.db, {
    action: 'application.pdf-download',
    staffId: staff.id,
    applicantId,
    ip: staff.ip,
  });
  return {
    pdf: await context.applicationPdf(applicantId),
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
 * became, recorded in the audit as downloaded, or viewed when the reading screen shows it in place. 404 when the application or that document is not there.
 */
export async function downloadDocumentPdf(
  context: ApplicationReader & Pick<StaffContext, 'readDocumentPdf'>,
  staff: { id: string; ip: string },
  applicantId: string,
  answerKey: string,
  action: 'document.download' | 'document.view',
): Promise<{ pdf: Buffer; fileName: string }> {
  await existingReference(context, applicantId);
  const document = await context.readDocumentPdf(applicantId, answerKey);
  await recordAudit(context.db, {
    action,
    staffId: staff.id,
    applicantId,
    ip: staff.ip,
  });
  return document;
}
