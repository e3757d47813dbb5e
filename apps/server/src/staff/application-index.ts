import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../platform/database/open-database';
import { searchedText } from '../platform/database/schema';

const WATERMARK = 'application_index';

/**
 * A save that began before a catch-up's read but committed after it is still read by the next
 * one: each catch-up reads again the applications saved this long before the watermark. A save is
 * one short statement; a minute is many times the longest wait for its row's lock.
 */
const OVERLAP_MS = 60_000;

/**
 * The watermark is moved on at most this often: a catch-up that finds every row current writes
 * nothing, so that searches on a quiet evening are reads only.
 */
const ADVANCE_AFTER_MS = 10_000;

/**
 * Copies into application_index what staff find and count applications by (the name, the e-mail
 * address and the reference, the major and the term; the last page, the submission and the errors reported)
 * and their activity, for the applications saved since the watermark, so
 * that a search or a major reads that narrow table and its indexes and nothing else. Run before
 * every list that reads it and on the sweep's schedule: the applicant's autosave never writes it,
 * and an applicant who types their name in twenty saves is written once a catch-up. Only a row
 * whose activity moved is written; most such writes change the activity alone, which no index
 * holds (schema.ts).
 *
 * The watermark is read first and given to the copy as a value, not a subquery: the planner then
 * reads the activity index for the few minutes since, where a subquery's unknown value made it
 * read every application (70 ms at 100,000, five searches at once waiting on each other). Two
 * catch-ups at once write the same rows in the same order (applicant id); a row's activity and the
 * watermark only move forward.
 */
export async function catchUpApplicationIndex(db: Database): Promise<void> {
  const [mark] = await queryRows<{ indexed_through: Date | string | null; now: Date | string }>(
    db,
    sql`select (select w.indexed_through from search_watermarks w where w.name = ${WATERMARK})
        as indexed_through, now() as now`,
  );
  if (!mark) return;
  const started = new Date(mark.now);
  const through = mark.indexed_through === null ? null : new Date(mark.indexed_through);
  const since = through ? sql`${new Date(through.getTime() - OVERLAP_MS)}::timestamptz` : sql`'-infinity'`;
  await queryRows(
    db,
    sql`insert into application_index (applicant_id, searched_text, applied_major, entry_term,
        last_page, submitted_at, reported_errors, updated_at)
      select p.applicant_id, ${searchedText(sql`p.answers`, sql`a.email`, sql`p.reference`)},
        p.answers->>'applied_major', p.answers->>'entry_term',
        p.last_page, p.submitted_at, p.reported_errors, p.updated_at
      from applications p join applicants a on a.id = p.applicant_id
      where p.updated_at > ${since}
      order by p.applicant_id
      on conflict (applicant_id) do update set searched_text = excluded.searched_text,
        applied_major = excluded.applied_major, entry_term = excluded.entry_term,
        last_page = excluded.last_page, submitted_at = excluded.submitted_at,
        reported_errors = excluded.reported_errors, updated_at = excluded.updated_at
        where application_index.updated_at < excluded.updated_at`,
  );
  if (through && started.getTime() - through.getTime() < ADVANCE_AFTER_MS) return;
  await queryRows(
    db,
    sql`insert into search_watermarks (name, indexed_through) values (${WATERMARK}, ${started})
      on conflict (name) do update
        set indexed_through = greatest(search_watermarks.indexed_through, excluded.indexed_through)`,
  );
}
