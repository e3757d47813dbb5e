import { sql, type SQL } from 'drizzle-orm';

/**
 * Where the application `p` stands for the office now (issue 28): the database's `staff_status`
 * (migration 0029), the one place that derives it, from the application's submission, its
 * decision, its checklist (the site configuration's, written at start: site-rules.ts) and its
 * reader. application_index keeps the same function's answer for each row, by triggers on those
 * tables (`i.staff_status`), which the list's status filter and sort read.
 */
export const STAFF_STATUS: SQL = sql`staff_status(p.applicant_id, p.submitted_at)`;
