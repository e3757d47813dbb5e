import { indexDefinition, pagePath, STAFF_MESSAGES } from '@portico/application';
import { WEB_STATUSES, type WebStatus } from '@portico/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../platform/database/open-database';
import { AppError } from '../platform/errors';
import { institutionToday } from '../platform/institution-today';
import { catchUpApplicationIndex } from './application-index';
import { STATUS, VALIDATING_JOIN } from './staff-applications';
import type { StaffContext } from './staff-context';

/** The period when none is chosen: the last 30 days, today included. */
const DEFAULT_DAYS = 30;
/** How many messages the report names. */
const TOP_MESSAGES = 10;

export interface StuckQuery {
  from?: string | undefined;
  to?: string | undefined;
}

type Stops = Record<Exclude<WebStatus, 'submitted'>, number>;

/** `day` less `days` days, both YYYY-MM-DD (calendar days: no time zone enters). */
export function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** The days asked for, the defaults filled in; a period that ends before it starts is refused. */
function periodOf(context: Pick<StaffContext, 'siteConfig'>, query: StuckQuery) {
  const to = query.to ?? institutionToday(context.siteConfig);
  const from = query.from ?? daysBefore(to, DEFAULT_DAYS - 1);
  if (from > to) {
    // The field to correct is the one given: a lone `from` after today is the wrong one.
    const field = query.to ? 'to' : 'from';
    throw new AppError('VALIDATION_FAILED', STAFF_MESSAGES.periodOrder, {
      [field]: [STAFF_MESSAGES.periodOrder],
    });
  }
  return { from, to };
}

/**
 * An application is in the period when its last activity (`updated_at`, which every save of an
 * answer or a page, every validation report and the submit move) falls on one of its days, midnight to midnight
 * where the institution is, as application_index holds it.
 */
function lastActiveIn(period: { from: string; to: string }, timeZone: string): SQL {
  return sql`p.updated_at >= ((${period.from}::date)::timestamp at time zone ${timeZone})
    and p.updated_at < (((${period.to}::date) + 1)::timestamp at time zone ${timeZone})`;
}

/**
 * `query` in a transaction of its own with PostgreSQL's JIT compilation off. The planner takes each
 * report's `jsonb_each` for a hundred rows, prices the messages' query at half a million and has
 * LLVM compile it: 200 ms of the 210 its 30 days took at 100,000 applications, for a query that
 * reads 6,000 narrow rows (bench/staff.mjs). `set local` ends with the transaction, so a pooled
 * connection keeps its setting. PGlite has no JIT and accepts the setting.
 */
function withoutJit<T>(db: Database, query: (db: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return query(tx);
  });
}

/**
 * GET /staff-api/stuck: for the applications last active in the period, how many are at each
 * status, on which page those not submitted stopped, and the ten messages those not submitted met
 * most, each with its question. Aggregates in the database: nothing per application crosses to
 * this process (docs/decisions.md, 'Where applicants get stuck').
 */
export async function readStuckReport(
  context: Pick<StaffContext, 'db' | 'definition' | 'siteConfig'>,
  query: StuckQuery,
) {
  const period = periodOf(context, query);
  const inPeriod = lastActiveIn(period, context.siteConfig.institution.timeZone);
  const index = indexDefinition(context.definition);
  const keys = [...index.byKey.keys()];
  // The period's applications as application_index holds them (caught up first): its rows are a
  // twentieth of the applications' (no answers), so that reading it twice, once per aggregate,
  // costs less than one read of the applications (bench/staff.mjs). It is `p`, as the status's
  // expression and join name the application. The messages are what each application's browser
  // last reported (POST /api/validations), each counted once per application. The report is the
  // applicant's browser's word: keys that are no question of the application are left out, and a
  // message only one applicant met counts one. Ties go to the message met most recently: what is
  // new this week comes before what is old.
  await catchUpApplicationIndex(context.db);
  const [found] = await withoutJit(context.db, (db) =>
    queryRows<{
      by_page: { last_page: string | null; status: WebStatus; applications: number }[];
      messages: { key: string; message: string; applications: number }[];
    }>(
      db,
      sql`select
          (select coalesce(json_agg(counted), '[]') from (
            select p.last_page, ${STATUS} as status, count(*)::int as applications
            from application_index p ${VALIDATING_JOIN}
            where ${inPeriod}
            group by 1, 2
          ) counted) as by_page,
          (select coalesce(json_agg(met order by met.applications desc, met.latest desc, met.key, met.message), '[]')
           from (
            select e.key, m.message, count(distinct p.applicant_id)::int as applications,
              max(p.updated_at) as latest
            from application_index p
            cross join lateral jsonb_each(p.reported_errors) e(key, messages)
            cross join lateral jsonb_array_elements_text(e.messages) m(message)
            where ${inPeriod} and p.submitted_at is null and p.reported_errors is not null
              and e.key in (${sql.join(
                keys.map((key) => sql`${key}`),
                sql`, `,
              )})
            group by e.key, m.message
            order by applications desc, latest desc, e.key, m.message
            limit ${TOP_MESSAGES}
          ) met) as messages`,
    ),
  );
  const byPage = found?.by_page ?? [];
  const messages = found?.messages ?? [];

  const statuses = Object.fromEntries(WEB_STATUSES.map((status) => [status, 0])) as Record<WebStatus, number>;
  // Every page of the application, in order, stopped at or not; then anything else recorded.
  const stops = new Map<string | null, Stops>(
    context.definition.pages.map((page) => [pagePath(page.id), { started: 0, validating: 0 }]),
  );
  for (const row of byPage) {
    statuses[row.status] += row.applications;
    if (row.status === 'submitted') continue;
    const stop = stops.get(row.last_page) ?? { started: 0, validating: 0 };
    stop[row.status] += row.applications;
    stops.set(row.last_page, stop);
  }
  return {
    ...period,
    statuses,
    stops: [...stops].map(([page, counts]) => ({ page, ...counts })),
    messages: messages.flatMap(({ key, message, applications }) => {
      const asked = index.byKey.get(key);
      return asked
        ? [{ key, question: asked.question.label, page: pagePath(asked.page), message, applications }]
        : [];
    }),
  };
}
