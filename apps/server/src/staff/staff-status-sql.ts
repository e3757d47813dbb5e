import type { ChecklistItem } from '@portico/application';
import { JOB_STATUS, type StaffStatus } from '@portico/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { AppError } from '../platform/errors';

/**
 * Whether the application `p` has every required checklist item (issue 28): a staff member's mark,
 * or for an item tied to a file question a converted upload. The same rule as `checklistOf`
 * (packages/application/src/checklist.ts), which the application screen shows item by item; each
 * is asked by its table's primary key (applicant, item or question), so a page's rows cost a few
 * index probes each. application-checklist.test.ts checks that the two agree.
 */
function completeSql(checklist: readonly ChecklistItem[], row: SQL = sql`p`): SQL {
  const required = checklist.filter((item) => item.required);
  if (required.length === 0) return sql`true`;
  const received = required.map((item) => {
    const marked = sql`exists (select 1 from checklist_receipts c
      where c.applicant_id = ${row}.applicant_id and c.item_key = ${item.key})`;
    if (item.document === undefined) return marked;
    return sql`(${marked} or exists (select 1 from document_answers d
      where d.applicant_id = ${row}.applicant_id and d.answer_key = ${item.document} and d.status = ${JOB_STATUS.COMPLETED}))`;
  });
  return sql`(${sql.join(received, sql` and `)})`;
}

/** Whether a staff member is assigned to read `row` (by application_assignments' primary key). */
const assignedSql = (row: SQL) =>
  sql`exists (select 1 from application_assignments s where s.applicant_id = ${row}.applicant_id)`;
const ASSIGNED = assignedSql(sql`p`);

/** Whether `p` has a decision recorded, and whether it is released (application_decisions' key). */
const DECIDED = sql`exists (select 1 from application_decisions d where d.applicant_id = p.applicant_id)`;
const RELEASED = sql`exists (select 1 from application_decisions d
  where d.applicant_id = p.applicant_id and d.released_at is not null)`;

/**
 * Where the application `p` stands for the office: the one place that derives it, for the list,
 * the application screen and the exports' filter. Never the applicant's own steps ('validating' is
 * their pressing Submit): an application not submitted is in progress, whatever page it is on; a
 * complete one is in review once someone is assigned to read it; a decision, recorded and then
 * released, comes before everything else.
 */
export function staffStatusSql(checklist: readonly ChecklistItem[]): SQL {
  return statusCase(checklist, sql`p`, { released: RELEASED, decided: DECIDED, assigned: ASSIGNED });
}

/**
 * The same rule for a sort, which derives it for every row of a queue (thousands): over `row`, the
 * application's narrow application_index row (caught up first) rather than the wide application;
 * the decision read from `decision`, application_decisions joined by its key; and whether someone
 * is assigned known when the list is one reader's queue (true) or no one's (false), a probe a row
 * fewer for each (bench/staff.mjs, the status sort on PGlite).
 */
export function joinedStaffStatusSql(
  checklist: readonly ChecklistItem[],
  { row, decision, assigned }: { row: SQL; decision: SQL; assigned: boolean | undefined },
): SQL {
  return statusCase(checklist, row, {
    released: sql`${decision}.released_at is not null`,
    decided: sql`${decision}.applicant_id is not null`,
    assigned: assigned === undefined ? assignedSql(row) : sql.raw(String(assigned)),
  });
}

/** The rule over the row `row` (an application, or its application_index row: both hold these). */
function statusCase(
  checklist: readonly ChecklistItem[],
  row: SQL,
  { released, decided, assigned }: { released: SQL; decided: SQL; assigned: SQL },
): SQL {
  return sql`case when ${row}.submitted_at is null then 'in_progress'
    when ${released} then 'decision_released'
    when ${decided} then 'decision_recorded'
    when not ${completeSql(checklist, row)} then 'submitted_incomplete'
    when ${assigned} then 'in_review'
    else 'ready_for_review' end`;
}

/** A status filter as conditions on `p` itself, which the planner can weigh. */
export function staffStatusCondition(status: StaffStatus, checklist: readonly ChecklistItem[]): SQL {
  switch (status) {
    case 'in_progress':
      return sql`p.submitted_at is null`;
    case 'submitted_incomplete':
      return sql`(p.submitted_at is not null and not ${DECIDED} and not ${completeSql(checklist)})`;
    case 'ready_for_review':
      return sql`(p.submitted_at is not null and not ${DECIDED} and ${completeSql(checklist)} and not ${ASSIGNED})`;
    case 'in_review':
      return sql`(p.submitted_at is not null and not ${DECIDED} and ${completeSql(checklist)} and ${ASSIGNED})`;
    case 'decision_recorded':
      return sql`(p.submitted_at is not null and ${DECIDED} and not ${RELEASED})`;
    case 'decision_released':
      return sql`(p.submitted_at is not null and ${RELEASED})`;
    default: {
      const unknown: never = status;
      throw new AppError('BAD_REQUEST', `unknown status ${String(unknown)}`);
    }
  }
}
